// Board reviews over real HTTP, on the Auth and Firestore emulators, with the generate function routed as firebase.json
// does (a swap is accepted through the board's own product edit): asking within the plan's allowance, the designers'
// queue, claim races, delivery, swaps, the revision round, the rating and the admins' late list.
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board } from '../contracts/boards.js';
import {
  NOT_YOUR_REVIEW,
  QUESTION_TOO_LONG,
  RATED_ALREADY,
  REPLY_USED,
  REVIEW_OPEN,
  REVIEW_TAKEN,
  SWAP_NOT_APPLIED,
  type LateReviews,
  type QueuePage,
  type Review,
  type ReviewDelivery,
  type ReviewList,
} from '../contracts/reviews.js';
import { adminApp } from '../composition.js';
import { createAccount, sessionFor, verifyEmail, type TestUser } from '../testing/auth.js';
import { call } from '../testing/backend.js';
import { controlledGenerator, seedProducts, startGenerateBackend, type GenerateBackend } from '../testing/generate-backend.js';

const NOT_AUTHORIZED = 'You are not authorized to perform this task';
const HOUR = 3_600_000;

interface Person {
  user: TestUser;
  token: string;
}

describe('board reviews', () => {
  let backend: GenerateBackend;
  let db: Firestore;
  const control = controlledGenerator();
  const prefix = `review-${randomUUID().slice(0, 6)}`;
  const ids = [1, 2, 3, 4].map((n) => `${prefix}-${n}`);
  let ann: Person;
  let bob: Person;
  let dee: Person;

  /** A member with a profile (their public name and the address mails go to), their address verified unless said. */
  const member = async (first = 'Ann', verified = true): Promise<Person> => {
    const user = await createAccount();
    const signUp = await call(backend, 'sign_up', {
      token: user.idToken,
      body: { first_name: first, last_name: 'Tester', email: user.email, address: '1 Test Street' },
    });
    expect(signUp.status).toBe(201);
    if (verified) await verifyEmail(user);
    return { user, token: await sessionFor(backend, user) };
  };
  /** An account with the designer claim, set before its session is made. */
  const designer = async (): Promise<Person> => {
    const user = await createAccount();
    await getAuth(await adminApp(backend.config)).setCustomUserClaims(user.uid, { designer: true });
    return { user, token: await sessionFor(backend, user) };
  };
  const onPlatinum = async (person: Person) => {
    const start = new Date(Date.now() - 24 * HOUR);
    await db.doc(`users/${person.user.uid}`).set(
      {
        membership: {
          tier: 'platinum',
          title: 'Platinum',
          since: start.toISOString(),
          amountCents: 10000,
          currency: 'usd',
          checkoutSessionId: null,
          subscriptionId: 'sub_reviews',
          status: 'active',
          periodStart: Timestamp.fromDate(start),
          periodEnd: Timestamp.fromDate(new Date(start.getTime() + 30 * 24 * HOUR)),
        },
      },
      { merge: true },
    );
  };

  /** A saved private board of `productIds`, made as the web app makes one (description, picture, save). */
  async function savedBoard(owner: Person, productIds: string[]): Promise<Board> {
    const generationId = randomUUID();
    const request = {
      generationId,
      function_name: 'Sleep',
      size: 'King Size',
      style: 'Light Tones',
      selectedProducts: productIds.map((id) => ({ id })),
    };
    expect((await call(backend, 'generate-description', { token: owner.token, body: request })).status).toBe(200);
    expect((await call(backend, 'generate-image', { token: owner.token, body: { generationId } })).status).toBe(200);
    const saved = await call<{ id: string }>(backend, 'save-products', {
      token: owner.token,
      body: [{ generationId, visibility: 'private' }],
    });
    expect(saved.status).toBe(201);
    return (await call<Board>(backend, `boards/${saved.body.id}`, { token: owner.token })).body;
  }

  const ask = (boardId: string, as: Person, question = 'Is the rug the right size?') =>
    call<Review & { error?: string; code?: string }>(backend, `boards/${boardId}/reviews`, {
      method: 'POST',
      token: as.token,
      body: { question },
    });
  const post = <T = Review>(path: string, as: Person, body?: unknown) =>
    call<T & { error?: string }>(backend, path, { method: 'POST', token: as.token, ...(body !== undefined && { body }) });

  const delivery = (): ReviewDelivery => ({
    notes: [
      { target: 'picture', x: 0.3, y: 0.6, text: 'Warm this corner with a lamp.' },
      { target: 'plan', x: 0.7, y: 0.2, text: 'Keep a path to the window.' },
    ],
    swaps: [{ fromProductId: ids[1]!, toProductId: ids[3]!, reason: 'Walnut ties the bed to the floor.' }],
    summary: 'A calm start. **Two** changes will lift it.',
  });

  beforeAll(async () => {
    backend = await startGenerateBackend({}, { generator: control.generator });
    db = getFirestore(await adminApp(backend.config));
    await seedProducts(backend, [
      { id: ids[0]!, title: 'Maple King Bed', colour: '#DCC39A', width: 193 },
      { id: ids[1]!, title: 'Oat Wool Rug', keywords: ['rug', 'Sleep'], colour: '#D8C8AB', width: 240 },
      { id: ids[2]!, title: 'Linen Throw Pillow', keywords: ['Sleep', 'pillow'], colour: '#E4DCCB', width: 50 },
      { id: ids[3]!, title: 'Walnut Nightstand', colour: '#6F4A31', width: 50 },
    ]);
    [ann, bob, dee] = await Promise.all([member('Ann'), member('Bob'), designer()]);
  });
  afterAll(() => backend.close());

  it('lets only the owner ask about a saved board, once at a time, with a clear message for each refusal', async () => {
    await onPlatinum(ann);
    const board = await savedBoard(ann, ids.slice(0, 2));
    expect(await ask(board.id, bob)).toMatchObject({ status: 403, body: { error: NOT_AUTHORIZED } });
    expect((await ask('no-such-board', ann)).status).toBe(404);
    expect(await ask(board.id, ann, 'x'.repeat(1001))).toMatchObject({ status: 400, body: { error: QUESTION_TOO_LONG } });
    expect(await ask(board.id, ann, '   ')).toMatchObject({ status: 400, body: { error: 'Write your question for the designer.' } });
    const asked = await ask(board.id, ann);
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      status: 'open',
      boardId: board.id,
      question: 'Is the rug the right size?',
      isMember: true,
      memberName: 'Ann T.',
    });
    expect(await ask(board.id, ann)).toMatchObject({ status: 409, body: { error: REVIEW_OPEN } });
    expect((await call(backend, 'designer/queue', { token: ann.token })).status).toBe(404);
    expect((await post(`reviews/${asked.body.id}/claim`, ann)).status).toBe(404);
    const queue = await call<QueuePage>(backend, 'designer/queue?page_size=50', { token: dee.token });
    expect(queue.status).toBe(200);
    const item = queue.body.items.find((queued) => queued.id === asked.body.id);
    expect(item).toMatchObject({ boardTitle: board.generated_title, question: 'Is the rug the right size?', askedAt: expect.any(String) });
    // The designers' queue shows the picture with the key co-editors hold, which opens that picture and nothing else.
    const picture = await fetch(`${backend.url}${item!.pictureUrl}`);
    expect(picture.status).toBe(200);
    expect(item!.pictureUrl).not.toContain(board.image_url!.split('key=')[1]!.split('&')[0]!);
  });

  it('counts the plan’s allowance in the same transaction: Basic’s second review this period is 403 allowance-used', async () => {
    const basic = await member();
    const [first, second] = await Promise.all([savedBoard(basic, [ids[0]!]), savedBoard(basic, [ids[2]!])]);
    expect((await ask(first.id, basic)).status).toBe(201);
    const refused = await ask(second.id, basic);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('allowance-used');
    expect(refused.body.error).toMatch(
      /^You have used this period's board review: Basic includes 1 board review a month\. It renews on [A-Z][a-z]+ 1, \d{4}\. Gold includes 3 board reviews a month\.$/,
    );
    expect((await db.collection('reviews').where('boardId', '==', second.id).get()).empty).toBe(true);
  });

  it('asks for a verified e-mail address before a free review: 403 email-unverified, nothing asked, then taken once verified', async () => {
    const unverified = await member('Una', false);
    const board = await savedBoard(unverified, [ids[0]!]);
    expect(await ask(board.id, unverified)).toMatchObject({
      status: 403,
      body: {
        error: 'Please verify your e-mail address before asking for a free review. Open the link we sent you, then try again.',
        code: 'email-unverified',
        email: unverified.user.email,
      },
    });
    expect((await db.collection('reviews').where('boardId', '==', board.id).get()).empty).toBe(true);
    await verifyEmail(unverified.user);
    expect((await ask(board.id, unverified)).status).toBe(201);
  });

  it("refuses a designer the claim of their own board's review (403); it stays open for the others", async () => {
    const dora = await member('Dora');
    await getAuth(await adminApp(backend.config)).setCustomUserClaims(dora.user.uid, { designer: true });
    const both = { user: dora.user, token: await sessionFor(backend, dora.user) };
    const asked = await ask((await savedBoard(both, [ids[2]!])).id, both);
    expect(asked.status).toBe(201);
    expect(await post(`reviews/${asked.body.id}/claim`, both)).toMatchObject({
      status: 403,
      body: { error: 'You cannot claim a review of your own board.', code: 'forbidden' },
    });
    expect((await db.doc(`reviews/${asked.body.id}`).get()).get('status')).toBe('open');
  });

  it('lets exactly one of 10 designers claiming at once take the request; the rest get 409', async () => {
    await onPlatinum(bob);
    const board = await savedBoard(bob, [ids[0]!]);
    const asked = await ask(board.id, bob);
    const designers = await Promise.all(Array.from({ length: 10 }, designer));
    const claims = await Promise.all(designers.map((one) => post(`reviews/${asked.body.id}/claim`, one)));
    expect(claims.map((claim) => claim.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(claims.filter((claim) => claim.status === 409).map((claim) => claim.body.error)).toEqual(Array(9).fill(REVIEW_TAKEN));
    const winner = claims.find((claim) => claim.status === 200)!.body;
    expect(new Date(winner.dueAt!).getTime() - new Date(winner.claimedAt!).getTime()).toBe(48 * HOUR);
    const stored = (await db.doc(`reviews/${asked.body.id}`).get()).data()!;
    expect(designers.map((one) => one.user.uid)).toContain(stored.designerUid);
    expect(stored.status).toBe('claimed');
  });

  it('delivers by the claimer only; the member accepts a swap through the board’s edit, replies once and rates once', async () => {
    const board = await savedBoard(ann, ids.slice(1, 3));
    const asked = await ask(board.id, ann);
    expect(asked.status).toBe(201);
    const id = asked.body.id;
    expect((await post(`reviews/${id}/claim`, dee)).status).toBe(200);
    const other = await designer();
    expect(await post(`reviews/${id}/deliver`, other, delivery())).toMatchObject({ status: 403, body: { error: NOT_YOUR_REVIEW } });
    expect((await call(backend, `reviews/${id}`, { token: other.token })).status).toBe(404);
    expect(await post(`reviews/${id}/deliver`, dee, { ...delivery(), notes: [{ target: 'wall', x: 2, y: 0, text: 'x' }] })).toMatchObject({
      status: 400,
      body: { error: "Pin a note on the 'picture' or the 'plan'." },
    });
    const delivered = await post(`reviews/${id}/deliver`, dee, delivery());
    expect(delivered.status).toBe(200);
    expect(delivered.body).toMatchObject({ status: 'delivered', notes: delivery().notes });

    // The member reads it from the board page; the mail and the notification say it is ready.
    const list = await call<ReviewList>(backend, `boards/${board.id}/reviews`, { token: ann.token });
    expect(list.body.reviews.map((review) => review.id)).toContain(id);
    expect((await call(backend, `boards/${board.id}/reviews`, { token: bob.token })).status).toBe(403);
    const read = await call<Review>(backend, `reviews/${id}`, { token: ann.token });
    expect(read.body.swaps).toEqual([
      expect.objectContaining({
        from: expect.objectContaining({ title: 'Oat Wool Rug' }),
        to: expect.objectContaining({ title: 'Walnut Nightstand' }),
        accepted: false,
      }),
    ]);
    const mails = await db.collection('mail').where('uid', '==', ann.user.uid).where('category', '==', 'review').get();
    expect(mails.docs.map((doc) => doc.get('message.subject'))).toContain(`Your review of “${board.generated_title}” is ready`);
    const notes = await db.collection(`users/${ann.user.uid}/notifications`).get();
    expect(notes.docs.map((doc) => doc.id)).toEqual(expect.arrayContaining([`review_${id}_claimed`, `review_${id}_delivered`]));

    // Accepting: the board's products change through PUT /api/boards/:id/products, then the swap is recorded.
    expect(await post(`reviews/${id}/swaps/0/accept`, ann)).toMatchObject({ status: 409, body: { error: SWAP_NOT_APPLIED } });
    const swapped = board.items.map((item) => (item.id === ids[1] ? ids[3]! : item.id));
    const edited = await call<Board>(backend, `boards/${board.id}/products`, {
      method: 'PUT',
      token: ann.token,
      body: { productIds: swapped },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.items.map((item) => item.id)).toEqual(swapped);
    expect(edited.body.image_url).not.toBe(board.image_url);
    const accepted = await post(`reviews/${id}/swaps/0/accept`, ann);
    expect(accepted.status).toBe(200);
    expect(accepted.body.swaps[0]).toMatchObject({ accepted: true });
    expect((await db.doc(`reviews/${id}`).get()).get('acceptedSwaps')).toEqual([0]);
    expect((await post(`reviews/${id}/swaps/0/accept`, dee)).status).toBe(403);

    // One revision round, then a rating that adds to the designer's average.
    expect(await post(`reviews/${id}/reply`, ann, { text: 'Could the rug be lighter?' })).toMatchObject({
      status: 200,
      body: { status: 'revision-asked' },
    });
    expect(await post(`reviews/${id}/reply`, ann, { text: 'Again' })).toMatchObject({ status: 409, body: { error: REPLY_USED } });
    const revised = await post(`reviews/${id}/deliver`, dee, { notes: [], swaps: [], summary: 'A lighter rug: done.' });
    expect(revised.body).toMatchObject({ status: 'revised', summary: 'A lighter rug: done.' });
    expect(await post(`reviews/${id}/rating`, ann, { stars: 6 })).toMatchObject({ status: 400, body: { error: 'Give 1 to 5 stars.' } });
    expect(await post(`reviews/${id}/rating`, ann, { stars: 5 })).toMatchObject({ status: 200, body: { status: 'rated', rating: 5 } });
    expect(await post(`reviews/${id}/rating`, ann, { stars: 1 })).toMatchObject({ status: 409, body: { error: RATED_ALREADY } });
    expect((await db.doc(`designers/${dee.user.uid}`).get()).data()).toMatchObject({ ratingSum: 5, ratingCount: 1 });
    const work = await call<ReviewList>(backend, 'designer/reviews', { token: dee.token });
    expect(work.body.reviews.find((review) => review.id === id)).toMatchObject({ status: 'rated' });
  });

  it('shows admins requests unclaimed for a day and claimed work past its due time; 404 to everyone else', async () => {
    const base = { memberUid: ann.user.uid, memberName: 'Ann', boardTitle: 'Old board', pictureUrl: null, question: 'Q', periodKey: 'x' };
    const unclaimed = await db.collection('reviews').add({
      ...base,
      boardId: `late-${randomUUID()}`,
      status: 'open',
      askedAt: Timestamp.fromMillis(Date.now() - 25 * HOUR),
      designerUid: null,
    });
    const overdue = await db.collection('reviews').add({
      ...base,
      boardId: `late-${randomUUID()}`,
      status: 'claimed',
      askedAt: Timestamp.fromMillis(Date.now() - 60 * HOUR),
      designerUid: dee.user.uid,
      designerName: 'Dee',
      claimedAt: Timestamp.fromMillis(Date.now() - 50 * HOUR),
      dueAt: Timestamp.fromMillis(Date.now() - 2 * HOUR),
    });
    const fresh = await ask((await savedBoard(bob, [ids[2]!])).id, bob);
    expect((await call(backend, 'admin/reviews', { token: dee.token })).status).toBe(404);
    const admin = await member();
    await getAuth(await adminApp(backend.config)).setCustomUserClaims(admin.user.uid, { admin: true });
    const late = await call<LateReviews>(backend, 'admin/reviews', { token: await sessionFor(backend, admin.user) });
    expect(late.status).toBe(200);
    expect(late.body.unclaimed.map((item) => item.id)).toContain(unclaimed.id);
    expect(late.body.unclaimed.map((item) => item.id)).not.toContain(fresh.body.id);
    expect(late.body.overdue).toContainEqual(expect.objectContaining({ id: overdue.id, designerName: 'Dee' }));
  });
});
