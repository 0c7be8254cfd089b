// The reviews port's contract against the memory fake (the emulator runs it in reviews.firestore.api.test.ts).
import type { Membership } from '../contracts/membership.js';
import { reviewsContract } from './contracts/reviews.contract.js';
import { memoryAllowances } from './memory-allowances.js';
import { memoryEarnings } from './memory-earnings.js';
import { memoryReviews } from './memory-reviews.js';

reviewsContract('memory', async () => {
  const plans = new Map<string, Membership>();
  const earnings = memoryEarnings();
  return {
    reviews: memoryReviews(
      memoryAllowances((uid) => plans.get(uid) ?? null),
      earnings,
    ),
    earnings,
    plan: async (uid, membership) => void plans.set(uid, membership),
  };
});
