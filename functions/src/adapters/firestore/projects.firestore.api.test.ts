// The projects port's contract against Firestore on the emulator (the memory fake runs it in memory-projects.test.ts).
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../composition.js';
import { readConfig } from '../../config.js';
import { emulatorHosts } from '../../testing/backend.js';
import { projectsContract } from '../../testing/contracts/projects.contract.js';
import { firestoreEarnings } from './earnings.firestore.js';
import { firestoreProjects } from './projects.firestore.js';

projectsContract('firestore', async () => {
  emulatorHosts();
  const db = getFirestore(await adminApp(readConfig(process.env)));
  return {
    projects: firestoreProjects(db),
    earnings: firestoreEarnings(db),
    plan: async (uid, membership) => void (await db.collection('users').doc(uid).set({ membership }, { merge: true })),
  };
});
