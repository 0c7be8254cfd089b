// The transaction runner on the Firestore emulator. The emulator's closed transaction ("Transaction is invalid or
// closed", seen when two admin cancels of one consultation contend) cannot be brought about on cue, so the work throws
// the error as the SDK reports it (gRPC code 3 and that message), from inside a real transaction.
import { randomUUID } from 'node:crypto';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApp } from '../../composition.js';
import { readConfig } from '../../config.js';
import { emulatorHosts } from '../../testing/backend.js';
import { runTransaction } from './transaction.firestore.js';

const closed = () => Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), { code: 3 });

describe('runTransaction', () => {
  let db: Firestore;
  beforeAll(async () => {
    emulatorHosts();
    db = getFirestore(await adminApp(readConfig(process.env)));
  });

  it('runs the work again from its reads after the emulator closed the transaction, and writes once', async () => {
    const counter = db.collection('transaction-runner').doc(randomUUID());
    await counter.set({ n: 0 });
    let attempts = 0;
    const result = await runTransaction(db, async (tx) => {
      attempts += 1;
      const n = (await tx.get(counter)).get('n') as number;
      tx.set(counter, { n: n + 1 });
      if (attempts === 1) throw closed();
      return n + 1;
    });
    expect({ attempts, result, stored: (await counter.get()).get('n') }).toEqual({ attempts: 2, result: 1, stored: 1 });
  });

  it('gives up after five attempts as contention (ABORTED, which the API answers 503), with nothing written', async () => {
    const doc = db.collection('transaction-runner').doc(randomUUID());
    let attempts = 0;
    const failure = await runTransaction(db, async (tx) => {
      attempts += 1;
      tx.set(doc, { written: true });
      throw closed();
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 10, message: 'Transaction aborted: 3 INVALID_ARGUMENT: Transaction is invalid or closed.' });
    expect({ attempts, exists: (await doc.get()).exists }).toEqual({ attempts: 5, exists: false });
  });

  it('leaves any other failure to its caller at once', async () => {
    let attempts = 0;
    const refused = Object.assign(new Error('3 INVALID_ARGUMENT: Value for argument "data" is not a valid Firestore document.'), {
      code: 3,
    });
    const failure = await runTransaction(db, async () => {
      attempts += 1;
      throw refused;
    }).catch((error: unknown) => error);
    expect({ failure, attempts }).toEqual({ failure: refused, attempts: 1 });
  });
});
