// The consultations port's contract against Firestore on the emulator (the memory fake runs it in memory-consultations.test.ts).
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../composition.js';
import { readConfig } from '../../config.js';
import { emulatorHosts } from '../../testing/backend.js';
import { consultationsContract } from '../../testing/contracts/consultations.contract.js';
import { firestoreConsultations } from './consultations.firestore.js';
import { firestoreEarnings } from './earnings.firestore.js';

consultationsContract('firestore', async () => {
  emulatorHosts();
  const db = getFirestore(await adminApp(readConfig(process.env)));
  return {
    consultations: firestoreConsultations(db),
    earnings: firestoreEarnings(db),
    plan: async (uid, membership) => void (await db.collection('users').doc(uid).set({ membership }, { merge: true })),
  };
});
