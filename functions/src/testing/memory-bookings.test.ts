// The bookings port's contract against the memory fake (the emulator runs it in bookings.firestore.api.test.ts).
import type { Membership } from '../contracts/membership.js';
import { bookingsContract } from './contracts/bookings.contract.js';
import { memoryAllowances } from './memory-allowances.js';
import { memoryBookings } from './memory-bookings.js';
import { memoryEarnings } from './memory-earnings.js';

bookingsContract('memory', async () => {
  const plans = new Map<string, Membership>();
  const earnings = memoryEarnings();
  return {
    bookings: memoryBookings(
      memoryAllowances((uid) => plans.get(uid) ?? null),
      earnings,
    ),
    earnings,
    plan: async (uid, membership) => void plans.set(uid, membership),
  };
});
