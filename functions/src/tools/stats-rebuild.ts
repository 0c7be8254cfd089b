// `npm run stats:rebuild`: sets the operator's totals (`stats/service/shards`: paid plans in force by tier, MRR) from the
// memberships as they are, for a deployment whose plans existed before the counters did. One transaction reads the paid
// members and writes the totals, so a plan the webhook changes meanwhile makes it run again rather than count it wrong.
// The month's counts (new, cancelled, allowances, deliveries) are not rebuilt: they count from the day they started.
// Against the emulator when FIRESTORE_EMULATOR_HOST is set, otherwise against GCLOUD_PROJECT.
import type { Firestore } from 'firebase-admin/firestore';
import type { totalsOf } from '../domain/service-figures.js';

/** Writes the totals the memberships add up to, and answers them (the transaction is the memberships adapter's). */
export async function rebuildTotals(db: Firestore): Promise<ReturnType<typeof totalsOf>> {
  const { composeTotalsRebuild } = await import('../composition.js');
  return (await composeTotalsRebuild(db))();
}

async function main(): Promise<void> {
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  const projectId = process.env.GCLOUD_PROJECT ?? (emulator ? 'demo-roomboard' : undefined);
  const [{ initializeApp }, { getFirestore }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/firestore')]);
  const totals = await rebuildTotals(getFirestore(initializeApp(projectId ? { projectId } : {})));
  const plans = Object.entries(totals.activeByPlan)
    .filter(([, count]) => count > 0)
    .map(([tier, count]) => `${count} ${tier}`);
  process.stdout.write(`Totals set: ${plans.join(', ') || 'no paid plans'}; MRR ${(totals.mrrCents / 100).toFixed(2)} USD.\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`stats:rebuild failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
