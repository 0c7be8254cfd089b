import type { Firestore, Transaction } from 'firebase-admin/firestore';

const ATTEMPTS = 5;
const ABORTED = 10;

/**
 * `db.runTransaction`, run again when the Firestore emulator closed the transaction while it waited for a lock
 * (`INVALID_ARGUMENT: Transaction is invalid or closed.`). The SDK already runs a transaction again on contention and
 * on production's wording of that case ("transaction has expired"), not on the emulator's, which would otherwise reach
 * a member as a 500 when two requests touch the same documents. Nothing was committed, so `work` runs again from its
 * reads, as on any retry of the SDK's; if it still fails, the error is contention (ABORTED: the API answers 503).
 */
export async function runTransaction<T>(db: Firestore, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.runTransaction(work);
    } catch (error) {
      if (!isClosedTransaction(error)) throw error;
      if (attempt === ATTEMPTS)
        throw Object.assign(new Error(`Transaction aborted: ${error.message}`, { cause: error }), { code: ABORTED });
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * attempt));
    }
  }
}

function isClosedTransaction(error: unknown): error is Error {
  return error instanceof Error && (error as { code?: unknown }).code === 3 && /Transaction is invalid or closed/i.test(error.message);
}
