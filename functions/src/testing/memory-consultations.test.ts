// The consultations port's contract against the memory fake (the emulator runs it in consultations.firestore.api.test.ts).
import type { Membership } from '../contracts/membership.js';
import { consultationsContract } from './contracts/consultations.contract.js';
import { memoryAllowances } from './memory-allowances.js';
import { memoryConsultations } from './memory-consultations.js';
import { memoryEarnings } from './memory-earnings.js';

consultationsContract('memory', async () => {
  const plans = new Map<string, Membership>();
  const earnings = memoryEarnings();
  return {
    consultations: memoryConsultations(
      memoryAllowances((uid) => plans.get(uid) ?? null),
      earnings,
    ),
    earnings,
    plan: async (uid, membership) => void plans.set(uid, membership),
  };
});
