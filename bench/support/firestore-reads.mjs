// Counts the Firestore document reads this process makes, as Firestore bills them: a document lookup one read per
// document asked (found or not), a query one per document it answers and at least one. The Firestore emulator reports
// no read counts for server (Admin SDK) requests, so the client's read methods are counted here. Import it before the
// API is composed in this process.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './bench-kit.mjs';

const functionsRequire = createRequire(join(ROOT, 'functions', 'package.json'));
const { Firestore, Query, Transaction } = functionsRequire('firebase-admin/firestore');

/** Reads by collection since the start. */
const reads = new Map();
const count = (collection, n) => reads.set(collection, (reads.get(collection) ?? 0) + n);
const collectionOfRefs = (args) => args.find((arg) => arg?.parent)?.parent.id ?? '?';
const counting = (owner, name, tally) => {
  const original = owner.prototype[name];
  owner.prototype[name] = async function (...args) {
    const result = await original.apply(this, args);
    tally(this, result, args);
    return result;
  };
};
const queryReads = (snapshot) => Math.max(1, snapshot.size);
// DocumentReference.get goes through Firestore.getAll; a transaction reads through its own methods.
counting(Query, 'get', (query, snapshot) => count(query._queryOptions.collectionId, queryReads(snapshot)));
counting(Firestore, 'getAll', (_db, snapshots, args) => count(collectionOfRefs(args), snapshots.length));
counting(Transaction, 'get', (_tx, result, [ref]) =>
  typeof result?.size === 'number' ? count(ref._queryOptions.collectionId, queryReads(result)) : count(ref.parent.id, 1),
);
counting(Transaction, 'getAll', (_tx, snapshots, args) => count(collectionOfRefs(args), snapshots.length));

export const snapshotOfReads = () => new Map(reads);

/** The reads by collection made since `before` (a snapshotOfReads()). */
export const readsSince = (before) =>
  Object.fromEntries([...reads].map(([name, n]) => [name, n - (before.get(name) ?? 0)]).filter(([, n]) => n > 0));

/** Reads by collection of one GET to `api`'s /api/<path> as `token`'s user, and its answer. */
export async function measuredGet(api, path, token) {
  const before = snapshotOfReads();
  const response = await fetch(`${api}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  const byCollection = readsSince(before);
  return { body, byCollection, reads: Object.values(byCollection).reduce((sum, n) => sum + n, 0) };
}
