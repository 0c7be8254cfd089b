// The notifications port's contract against Firestore on the emulator (the memory fake runs it in
// memory-notifications.test.ts).
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../composition.js';
import { readConfig } from '../../config.js';
import { emulatorHosts } from '../../testing/backend.js';
import { notificationsContract } from '../../testing/contracts/notifications.contract.js';
import { firestoreNotifications } from './notifications.firestore.js';

notificationsContract('firestore', async () => {
  emulatorHosts();
  const db = getFirestore(await adminApp(readConfig(process.env)));
  return {
    notifications: firestoreNotifications(db),
    account: async (uid, email) => void (await db.collection('users').doc(uid).set({ email }, { merge: true })),
  };
});
