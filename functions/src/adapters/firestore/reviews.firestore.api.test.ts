// The reviews port's contract against Firestore on the emulator (the memory fake runs it in memory-reviews.test.ts).
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../composition.js';
import { readConfig } from '../../config.js';
import { emulatorHosts } from '../../testing/backend.js';
import { reviewsContract } from '../../testing/contracts/reviews.contract.js';
import { firestoreEarnings } from './earnings.firestore.js';
import { firestoreReviews } from './reviews.firestore.js';

reviewsContract('firestore', async () => {
  emulatorHosts();
  const db = getFirestore(await adminApp(readConfig(process.env)));
  return {
    reviews: firestoreReviews(db),
    earnings: firestoreEarnings(db),
    plan: async (uid, membership) => void (await db.collection('users').doc(uid).set({ membership }, { merge: true })),
  };
});
