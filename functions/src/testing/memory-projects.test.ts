// The projects port's contract against the memory fake (the emulator runs it in projects.firestore.api.test.ts).
import type { Membership } from '../contracts/membership.js';
import { projectsContract } from './contracts/projects.contract.js';
import { memoryEarnings } from './memory-earnings.js';
import { memoryProjects } from './memory-projects.js';

projectsContract('memory', async () => {
  const plans = new Map<string, Membership>();
  const earnings = memoryEarnings();
  return {
    projects: memoryProjects((uid) => plans.get(uid) ?? null, earnings),
    earnings,
    plan: async (uid, membership) => void plans.set(uid, membership),
  };
});
