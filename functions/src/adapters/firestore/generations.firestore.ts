import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { GENERATION_STEPS } from '../../contracts/choices.js';
import type { GenerationJob } from '../../domain/generation-job.js';
import type { PaidSpent } from '../../domain/usage-limits.js';
import type { GenerationsRepository } from '../../ports/generations.port.js';
import { isDocumentId } from './document-id.firestore.js';
import { runTransaction } from './transaction.firestore.js';

const JOBS = 'generations';
const RATE_LIMITS = 'rateLimits';
const AI_BUDGET = 'aiBudget';
const DATE_FIELDS = ['createdAt', 'updatedAt', 'imageStartedAt'] as const;

function toDocument(patch: Partial<GenerationJob>): Record<string, unknown> {
  const { id: _id, ...rest } = patch;
  const document: Record<string, unknown> = { ...rest };
  if (patch.productIds) document.productSet = productSet(patch.productIds);
  for (const field of DATE_FIELDS) {
    const value = patch[field];
    if (value !== undefined) document[field] = value === null ? null : Timestamp.fromDate(value);
  }
  return document;
}

/** One string per set of products, whatever their order: what `latestFor` looks jobs up by. */
const productSet = (productIds: string[]) => [...new Set(productIds)].sort().join('\n');

const asDate = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);

function fromSnapshot(snapshot: DocumentSnapshot): GenerationJob | null {
  const data = snapshot.data();
  if (!data) return null;
  const status = GENERATION_STEPS.includes(data.status) ? data.status : 'error';
  return {
    id: snapshot.id,
    ownerUid: String(data.ownerUid ?? ''),
    functionName: String(data.functionName ?? ''),
    size: String(data.size ?? ''),
    style: String(data.style ?? ''),
    productIds: Array.isArray(data.productIds) ? data.productIds.map(String) : [],
    status,
    cutoutsDone: Number(data.cutoutsDone ?? 0),
    cutoutsTotal: Number(data.cutoutsTotal ?? 0),
    attempts: Number(data.attempts ?? 0),
    imageAttempts: Number(data.imageAttempts ?? 0),
    createdAt: asDate(data.createdAt) ?? new Date(0),
    updatedAt: asDate(data.updatedAt) ?? new Date(0),
    imageStartedAt: asDate(data.imageStartedAt),
    error: typeof data.error === 'string' ? data.error : null,
    cutouts: Array.isArray(data.cutouts) ? data.cutouts : [],
    text: data.text ?? null,
    imagePath: typeof data.imagePath === 'string' ? data.imagePath : null,
    // Jobs pictured before pictures had keys: the id, which only the owner's client knows, stands in.
    imageKey: typeof data.imageKey === 'string' ? data.imageKey : typeof data.imagePath === 'string' ? snapshot.id : null,
    savedBoardId: typeof data.savedBoardId === 'string' && data.savedBoardId ? data.savedBoardId : null,
  };
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * `generations/{id}` jobs, `rateLimits/{uid}` ({generations: start times in ms}) and `aiBudget/{day}` ({text, image}:
 * paid calls that day) in Firestore. All three are read and written in one transaction, so concurrent starts cannot
 * overshoot a limit or the budget.
 */
export function firestoreGenerations(db: Firestore): GenerationsRepository {
  const jobs = db.collection(JOBS);
  const limits = db.collection(RATE_LIMITS);
  const budget = db.collection(AI_BUDGET);
  return {
    async get(id) {
      if (!isDocumentId(id)) return null;
      return fromSnapshot(await jobs.doc(id).get());
    },

    async latestFor(uid, productIds) {
      const newest = await jobs
        .where('ownerUid', '==', uid)
        .where('productSet', '==', productSet(productIds))
        .orderBy('createdAt', 'desc')
        .limit(1)
        .get();
      return newest.empty ? null : fromSnapshot(newest.docs[0]!);
    },

    async recentOf(uid, since, limit) {
      const recent = await jobs
        .where('ownerUid', '==', uid)
        .where('createdAt', '>=', Timestamp.fromDate(since))
        .orderBy('createdAt', 'desc')
        .limit(limit)
        .get();
      return recent.docs.map((doc) => fromSnapshot(doc)!);
    },

    async transact(id, uid, decide, budgetDay) {
      const jobRef = id === null ? null : jobs.doc(id);
      const limitRef = limits.doc(uid);
      const budgetRef = budgetDay ? budget.doc(budgetDay) : null;
      return runTransaction(db, async (transaction) => {
        const [limitSnapshot, budgetSnapshot, jobSnapshot] = await Promise.all([
          transaction.get(limitRef),
          budgetRef ? transaction.get(budgetRef) : null,
          jobRef ? transaction.get(jobRef) : null,
        ]);
        const job = jobSnapshot ? fromSnapshot(jobSnapshot) : null;
        const recent = limitSnapshot.get('generations');
        const byPlan = (budgetSnapshot?.get('imageByPlan') ?? {}) as Record<string, unknown>;
        const spent: PaidSpent = {
          text: count(budgetSnapshot?.get('text')),
          image: count(budgetSnapshot?.get('image')),
          imageByPlan: { free: count(byPlan.free), gold: count(byPlan.gold), platinum: count(byPlan.platinum) },
        };
        const decision = decide(job, Array.isArray(recent) ? recent.map(Number) : [], spent);
        if (decision.job) {
          if (!jobRef) throw new Error('A job was written by a decision about limits alone.');
          transaction.set(jobRef, toDocument(decision.job));
        }
        if (decision.recent) transaction.set(limitRef, { generations: decision.recent, updatedAt: Timestamp.now() });
        if (decision.spend) {
          if (!budgetRef) throw new Error('A paid call was counted without a budget day.');
          const plan = decision.plan ? { imageByPlan: { [decision.plan]: FieldValue.increment(1) } } : {};
          transaction.set(budgetRef, { [decision.spend]: FieldValue.increment(1), ...plan, updatedAt: Timestamp.now() }, { merge: true });
        }
        return decision.result;
      });
    },

    async update(id, patch) {
      await jobs.doc(id).update(toDocument(patch));
    },
  };
}
