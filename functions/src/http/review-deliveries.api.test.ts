// A review's deliveries over real HTTP, on the Auth and Firestore emulators with the generate function routed as
// firebase.json does: a revision adds to the review (the first delivery stays readable with its notes and accepted
// swap), its editor starts from the first delivery, a suggestion can add a product, and the designer's draft goes once
// the work is delivered.
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../contracts/boards.js';
import type { Draft } from '../contracts/drafts.js';
import type { Review, ReviewDelivery } from '../contracts/reviews.js';
import { adminApp } from '../composition.js';
import { createAccount, sessionFor, verifyEmail, type TestUser } from '../testing/auth.js';
import { call } from '../testing/backend.js';
import { controlledGenerator, seedProducts, startGenerateBackend, type GenerateBackend } from '../testing/generate-backend.js';

const HOUR = 3_600_000;

interface Person {
  user: TestUser;
  token: string;
}

describe('review deliveries', () => {
  let backend: GenerateBackend;
  let db: Firestore;
  const control = controlledGenerator();
  const prefix = `deliveries-${randomUUID().slice(0, 6)}`;
  const ids = [1, 2, 3, 4].map((n) => `${prefix}-${n}`);
  let ann: Person;
  let dee: Person;

  const post = (path: string, as: Person, body?: unknown) =>
    call<Review & { error?: string }>(backend, path, { method: 'POST', token: as.token, ...(body !== undefined && { body }) });
  const editProducts = (board: Board, productIds: string[]) =>
    call<Board>(backend, `boards/${board.id}/products`, { method: 'PUT', token: ann.token, body: { productIds } });

  beforeAll(async () => {
    backend = await startGenerateBackend({}, { generator: control.generator });
    db = getFirestore(await adminApp(backend.config));
    await seedProducts(backend, [
      { id: ids[0]!, title: 'Brass Reading Lamp', colour: '#B08D57', width: 40 },
      { id: ids[1]!, title: 'Oat Wool Rug', keywords: ['rug', 'Sleep'], colour: '#D8C8AB', width: 240 },
      { id: ids[2]!, title: 'Linen Throw Pillow', keywords: ['Sleep', 'pillow'], colour: '#E4DCCB', width: 50 },
      { id: ids[3]!, title: 'Walnut Nightstand', colour: '#6F4A31', width: 50 },
    ]);
    const annUser = await createAccount();
    const signUp = await call(backend, 'sign_up', {
      token: annUser.idToken,
      body: { first_name: 'Ann', last_name: 'Tester', email: annUser.email, address: '1 Test Street' },
    });
    expect(signUp.status).toBe(201);
    await verifyEmail(annUser);
    const start = new Date(Date.now() - 24 * HOUR);
    await db.doc(`users/${annUser.uid}`).set(
      {
        membership: {
          tier: 'platinum',
          title: 'Platinum',
          since: start.toISOString(),
          amountCents: 10000,
          currency: 'usd',
          checkoutSessionId: null,
          subscriptionId: 'sub_deliveries',
          status: 'active',
          periodStart: Timestamp.fromDate(start),
          periodEnd: Timestamp.fromDate(new Date(start.getTime() + 30 * 24 * HOUR)),
        },
      },
      { merge: true },
    );
    ann = { user: annUser, token: await sessionFor(backend, annUser) };
    const deeUser = await createAccount();
    await getAuth(await adminApp(backend.config)).setCustomUserClaims(deeUser.uid, { designer: true });
    dee = { user: deeUser, token: await sessionFor(backend, deeUser) };
  });
  afterAll(() => backend.close());

  async function savedBoard(productIds: string[]): Promise<Board> {
    const generationId = randomUUID();
    const request = {
      generationId,
      function_name: 'Sleep',
      size: 'King Size',
      style: 'Light Tones',
      selectedProducts: productIds.map((id) => ({ id })),
    };
    expect((await call(backend, 'generate-description', { token: ann.token, body: request })).status).toBe(200);
    expect((await call(backend, 'generate-image', { token: ann.token, body: { generationId } })).status).toBe(200);
    const saved = await call<{ id: string }>(backend, 'save-products', {
      token: ann.token,
      body: [{ generationId, visibility: 'private' }],
    });
    expect(saved.status).toBe(201);
    return (await call<Board>(backend, `boards/${saved.body.id}`, { token: ann.token })).body;
  }

  it('keeps the first delivery below the revision, with its notes and accepted swap; a revision can add a product', async () => {
    const board = await savedBoard(ids.slice(1, 3));
    const asked = await post(`boards/${board.id}/reviews`, ann, { question: 'Is the rug right?' });
    expect(asked.status).toBe(201);
    const id = asked.body.id;
    expect((await post(`reviews/${id}/claim`, dee)).status).toBe(200);

    // The designer's draft, saved while writing, goes once the review is delivered.
    const first: ReviewDelivery = {
      notes: [
        { target: 'picture', x: 0.3, y: 0.6, text: 'Warm this corner with a lamp.' },
        { target: 'plan', x: 0.7, y: 0.2, text: 'Keep a path to the window.' },
      ],
      swaps: [{ fromProductId: ids[1]!, toProductId: ids[3]!, reason: 'Walnut ties the bed to the floor.' }],
      summary: 'A calm start.',
    };
    const draft = await call<Draft>(backend, `drafts/review/${id}`, { method: 'PUT', token: dee.token, body: { content: first } });
    expect(draft.status).toBe(200);
    expect((await post(`reviews/${id}/deliver`, dee, first)).status).toBe(200);
    expect((await call(backend, `drafts/review/${id}`, { token: dee.token })).status).toBe(404);

    const swapped = board.items.map((item) => (item.id === ids[1] ? ids[3]! : item.id));
    expect((await editProducts(board, swapped)).status).toBe(200);
    expect((await post(`reviews/${id}/swaps/0/accept`, ann)).status).toBe(200);
    expect((await post(`reviews/${id}/reply`, ann, { text: 'Something for reading in bed?' })).status).toBe(200);

    // The revision's editor starts from the first delivery (the designer's read only), without the swap already taken.
    const forDesigner = await call<Review>(backend, `reviews/${id}`, { token: dee.token });
    expect(forDesigner.body.revisionStart).toEqual({ ...first, swaps: [] });
    expect((await call<Review>(backend, `reviews/${id}`, { token: ann.token })).body.revisionStart).toBeNull();

    const revision: ReviewDelivery = {
      notes: [...first.notes, { target: 'picture', x: 0.8, y: 0.4, text: 'A lamp on the nightstand.' }],
      swaps: [{ toProductId: ids[0]!, reason: 'Light to read by.' }],
      summary: 'A calm start, and light to read by.',
    };
    expect(await post(`reviews/${id}/deliver`, dee, revision)).toMatchObject({ status: 200, body: { status: 'revised' } });

    const read = await call<Review>(backend, `reviews/${id}`, { token: ann.token });
    expect(read.status).toBe(200);
    expect(read.body.summary).toBe('A calm start, and light to read by.');
    expect(read.body.deliveries).toEqual([
      expect.objectContaining({
        revision: true,
        summary: 'A calm start, and light to read by.',
        notes: revision.notes,
        swaps: [expect.objectContaining({ from: null, to: expect.objectContaining({ title: 'Brass Reading Lamp' }), accepted: false })],
      }),
      expect.objectContaining({
        revision: false,
        summary: 'A calm start.',
        notes: first.notes,
        deliveredAt: expect.any(String),
        swaps: [
          expect.objectContaining({
            from: expect.objectContaining({ title: 'Oat Wool Rug' }),
            to: expect.objectContaining({ title: 'Walnut Nightstand' }),
            accepted: true,
          }),
        ],
      }),
    ]);
    // The board page's list reads the same.
    const list = await call<{ reviews: Review[] }>(backend, `boards/${board.id}/reviews`, { token: ann.token });
    expect(list.body.reviews.find((review) => review.id === id)?.deliveries.map((one) => one.summary)).toEqual([
      'A calm start, and light to read by.',
      'A calm start.',
    ]);

    // Accepting the suggestion to add: recorded once the board has the product (added, nothing removed).
    expect((await post(`reviews/${id}/swaps/0/accept`, ann)).status).toBe(409);
    expect((await editProducts(board, [...swapped, ids[0]!])).status).toBe(200);
    const accepted = await post(`reviews/${id}/swaps/0/accept`, ann);
    expect(accepted.status).toBe(200);
    expect(accepted.body.deliveries.map((one) => one.swaps.map((swap) => swap.accepted))).toEqual([[true], [true]]);
  });

  it('refuses a suggestion to add a product the board already has', async () => {
    const board = await savedBoard([ids[2]!]);
    const id = (await post(`boards/${board.id}/reviews`, ann, { question: 'More?' })).body.id;
    expect((await post(`reviews/${id}/claim`, dee)).status).toBe(200);
    const onBoard = { notes: [], swaps: [{ toProductId: ids[2]!, reason: 'Again.' }], summary: 'More pillows.' };
    expect(await post(`reviews/${id}/deliver`, dee, onBoard)).toMatchObject({
      status: 400,
      body: { error: 'That product is already on the board.' },
    });
  });
});
