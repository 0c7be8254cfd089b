// The threads port's contract against Firestore on the emulator (the memory fake runs it in memory-messages.test.ts).
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../composition.js';
import { readConfig } from '../../config.js';
import { emulatorHosts } from '../../testing/backend.js';
import { messagesContract } from '../../testing/contracts/messages.contract.js';
import { firestoreThreads } from './messages.firestore.js';

messagesContract('firestore', async () => {
  emulatorHosts();
  return { threads: firestoreThreads(getFirestore(await adminApp(readConfig(process.env)))) };
});
