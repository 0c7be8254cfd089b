// The bookings port's contract against Firestore on the emulator (the memory fake runs it in memory-bookings.test.ts).
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../composition.js';
import { readConfig } from '../../config.js';
import { emulatorHosts } from '../../testing/backend.js';
import { bookingsContract } from '../../testing/contracts/bookings.contract.js';
import { firestoreBookings } from './bookings.firestore.js';
import { firestoreEarnings } from './earnings.firestore.js';

bookingsContract('firestore', async () => {
  emulatorHosts();
  const db = getFirestore(await adminApp(readConfig(process.env)));
  return {
    bookings: firestoreBookings(db),
    earnings: firestoreEarnings(db),
    plan: async (uid, membership) => void (await db.collection('users').doc(uid).set({ membership }, { merge: true })),
  };
});
