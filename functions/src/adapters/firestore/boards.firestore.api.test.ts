// The boards port's contract against Firestore on the emulator (the memory fake runs it in memory-boards.test.ts).
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../composition.js';
import { readConfig } from '../../config.js';
import { emulatorHosts } from '../../testing/backend.js';
import { boardsContract } from '../../testing/contracts/boards.contract.js';
import { firestoreBoards } from './boards.firestore.js';

boardsContract('firestore', async () => {
  emulatorHosts();
  const db = getFirestore(await adminApp(readConfig(process.env)));
  const generations = db.collection('generations');
  return {
    boards: firestoreBoards(db),
    generation: async (id, ownerUid) => void (await generations.doc(id).set({ ownerUid, status: 'done' })),
    savedBoardOf: async (id) => ((await generations.doc(id).get()).get('savedBoardId') as string | undefined) ?? null,
  };
});
