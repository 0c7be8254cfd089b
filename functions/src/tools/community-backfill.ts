// `npm run community:backfill`: gives boards saved before the community features the fields its lists need:
// `likeCount` (Firestore leaves a board without it out of the 'most liked' order), `titleWords` (the title search)
// and `style` (the style filter, from the board's generation). Safe to run again: it writes only what is missing.
// Against the emulator when FIRESTORE_EMULATOR_HOST is set, otherwise against GCLOUD_PROJECT.
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COUNTER_SHARDS, counterName } from '../domain/community.js';
import { titleWords } from '../domain/boards.js';

const PAGE = 300;

/** Fills the missing fields of every board; answers how many boards it changed. */
export async function backfillBoards(db: Firestore): Promise<number> {
  let changed = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db.collection('boards').orderBy('__name__').limit(PAGE);
    if (last) query = query.startAfter(last);
    const { docs } = await query.get();
    for (const doc of docs) {
      const data = doc.data();
      const change: Record<string, unknown> = {};
      if (typeof data.likeCount !== 'number') {
        const shards = await db
          .collection(`counters/${counterName.likes(doc.id)}/shards`)
          .limit(COUNTER_SHARDS)
          .get();
        change.likeCount = Math.max(
          0,
          shards.docs.reduce((sum, shard) => sum + (Number(shard.get('count')) || 0), 0),
        );
      }
      if (!Array.isArray(data.titleWords)) change.titleWords = titleWords(String(data.generatedTitle ?? ''), String(data.title ?? ''));
      if (typeof data.style !== 'string' && typeof data.generationId === 'string' && data.generationId) {
        const style = (await db.collection('generations').doc(data.generationId).get()).get('style');
        if (typeof style === 'string' && style) change.style = style;
      }
      if (!Object.keys(change).length) continue;
      await doc.ref.update(change);
      changed += 1;
    }
    if (docs.length < PAGE) return changed;
    last = docs.at(-1);
  }
}

async function main(): Promise<void> {
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  const projectId = process.env.GCLOUD_PROJECT ?? (emulator ? 'demo-roomboard' : undefined);
  const [{ initializeApp }, { getFirestore }] = await Promise.all([import('firebase-admin/app'), import('firebase-admin/firestore')]);
  const changed = await backfillBoards(getFirestore(initializeApp(projectId ? { projectId } : {})));
  process.stdout.write(`${changed} boards given their community fields.\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`community:backfill failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
