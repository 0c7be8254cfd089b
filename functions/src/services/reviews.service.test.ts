import { describe, expect, it } from 'vitest';
import {
  NOT_CLAIMED,
  NOT_YOUR_REVIEW,
  RATED_ALREADY,
  REPLY_USED,
  REVIEW_NOT_FOUND,
  REVIEW_OPEN,
  REVIEW_TAKEN,
  SWAP_FROM_MISSING,
  SWAP_NOT_APPLIED,
  SWAP_TO_ON_BOARD,
  SWAP_TO_UNKNOWN,
  type ReviewDelivery,
} from '../contracts/reviews.js';
import type { Membership } from '../contracts/membership.js';
import { editorKeyOf } from '../domain/board-view.js';
import { createBoardRecord, createCatalogueProduct } from '../testing/factories.js';
import { memoryAllowances } from '../testing/memory-allowances.js';
import { memoryDesigners } from '../testing/memory-designers.js';
import { mailDeps, memoryRecipients } from '../testing/memory-mail.js';
import { memoryNotifications } from '../testing/memory-notifications.js';
import { memoryBlobs, memoryBoards, memoryGenerations, memoryProducts } from '../testing/memory-repositories.js';
import { memoryReviews } from '../testing/memory-reviews.js';
import {
  acceptReviewSwap,
  askForReview,
  boardReviews,
  claimReview,
  deliverReview,
  designerQueue,
  designerWork,
  getReview,
  lateReviews,
  memberReviews,
  rateReview,
  replyToReview,
  reviewPicture,
} from './reviews.service.js';

const HOUR = 3_600_000;
const START = new Date('2026-03-02T10:00:00Z');

/** A member asking, their e-mail address verified unless said. */
const asker = (uid: string, verified = true) => ({ uid, email: `${uid}@example.com`, emailVerified: async () => verified });
const membershipsOf = (plans: Record<string, Membership>) => ({ get: async (uid: string) => plans[uid] ?? null });

function setup(memberships: Record<string, Membership> = {}) {
  let now = START;
  const products = memoryProducts([1, 2, 3].map((n) => createCatalogueProduct(n)));
  const boards = memoryBoards(memoryGenerations(), [
    createBoardRecord({ id: 'board-1', ownerUid: 'ann', ownerName: 'Ann', visibility: 'private' }),
    createBoardRecord({ id: 'board-2', ownerUid: 'ann', ownerName: 'Ann', generatedTitle: 'Second' }),
    createBoardRecord({ id: 'board-3', ownerUid: 'bob', ownerName: 'Bob' }),
  ]);
  const designers = memoryDesigners();
  const notifications = memoryNotifications();
  const mail = mailDeps(memoryRecipients([{ uid: 'ann', email: 'ann@example.com' }]));
  const reviews = memoryReviews(memoryAllowances((uid) => memberships[uid] ?? null));
  const deps = { reviews, boards, products, designers, notifications, mail, memberships: membershipsOf(memberships), now: () => now };
  return { deps, reviews, boards, designers, notifications, mail, later: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

const DELIVERY: ReviewDelivery = {
  notes: [
    { target: 'picture', x: 0.25, y: 0.5, text: 'A warmer lamp here.' },
    { target: 'plan', x: 0.8, y: 0.1, text: 'Move the bed off the window.' },
  ],
  swaps: [{ fromProductId: 'product-1', toProductId: 'product-2', reason: 'Walnut suits the floor.' }],
  summary: 'A **good** start.',
};

const PLATINUM: Membership = { tier: 'platinum' } as Membership;

async function delivered(world = setup()) {
  await world.designers.save('dee', { name: 'Dee', bio: '', styles: [], meetingUrl: 'https://meet.example', timeZone: 'UTC' }, null);
  const asked = await askForReview(world.deps, asker('ann'), 'board-1', { question: 'Is the rug right?' });
  await claimReview(world.deps, 'dee', asked.id);
  const review = await deliverReview(world.deps, 'dee', asked.id, DELIVERY);
  return { ...world, id: asked.id, review };
}

describe('asking for a review', () => {
  it('puts the board in the queue with its title, picture (through the review, for that designer) and the member’s public name', async () => {
    const { deps } = setup();
    const review = await askForReview(deps, asker('ann'), 'board-1', { question: 'Is the rug right?' });
    expect(review).toMatchObject({ status: 'open', question: 'Is the rug right?', memberName: 'Ann', isMember: true, designerUid: null });
    const queue = await designerQueue(deps, 'dee', { page_size: 20, cursor: undefined });
    expect(queue.items).toEqual([
      {
        id: review.id,
        boardId: 'board-1',
        boardTitle: 'A Calm Walnut Bedroom',
        pictureUrl: expect.stringMatching(/^\/api\/reviews\/review-1\/picture\?designer=dee&key=[\w-]{24}&v=/),
        question: 'Is the rug right?',
        askedAt: START.toISOString(),
        memberName: 'Ann',
      },
    ]);
    // Neither the owner's key nor the one co-editors hold.
    expect(queue.items[0]!.pictureUrl).not.toContain('image-key-1');
    expect(queue.items[0]!.pictureUrl).not.toContain(editorKeyOf({ imageKey: 'image-key-1' }));
    expect((await designerQueue(deps, 'eve', { page_size: 20, cursor: undefined })).items[0]!.pictureUrl).not.toBe(
      queue.items[0]!.pictureUrl,
    );
  });

  it('refuses someone else’s board (403), a missing board (404) and a second unfinished review of the board (409)', async () => {
    const { deps } = setup({ ann: PLATINUM });
    await expect(askForReview(deps, asker('ann'), 'board-3', { question: 'Mine?' })).rejects.toMatchObject({ status: 403 });
    await expect(askForReview(deps, asker('ann'), 'nope', { question: 'Mine?' })).rejects.toMatchObject({ status: 404 });
    await askForReview(deps, asker('ann'), 'board-1', { question: 'One' });
    await expect(askForReview(deps, asker('ann'), 'board-1', { question: 'Two' })).rejects.toMatchObject({
      status: 409,
      message: REVIEW_OPEN,
    });
  });

  it('counts the plan’s allowance: Basic has one a month, then 403 allowance-used naming the renewal and Gold', async () => {
    const { deps } = setup();
    await askForReview(deps, asker('ann'), 'board-1', { question: 'One' });
    await expect(askForReview(deps, asker('ann'), 'board-2', { question: 'Two' })).rejects.toMatchObject({
      status: 403,
      code: 'allowance-used',
      message:
        "You have used this period's board review: Basic includes 1 board review a month. It renews on April 1, 2026. Gold includes 3 board reviews a month.",
    });
  });

  it('asks for a verified e-mail address before a free review (403 email-unverified, nothing counted); a paid plan asks not', async () => {
    const { deps, reviews } = setup({ bob: PLATINUM });
    await expect(askForReview(deps, asker('ann', false), 'board-1', { question: 'Free?' })).rejects.toMatchObject({
      status: 403,
      code: 'email-unverified',
      message: 'Please verify your e-mail address before asking for a free review. Open the link we sent you, then try again.',
      extra: { email: 'ann@example.com' },
    });
    expect(await reviews.byBoard('board-1', 'ann')).toEqual([]);
    expect((await askForReview(deps, asker('ann'), 'board-1', { question: 'Free?' })).status).toBe('open');
    expect((await askForReview(deps, asker('bob', false), 'board-3', { question: 'Paid?' })).status).toBe('open');
  });
});

describe('the designers’ queue', () => {
  it('pages oldest first by cursor and leaves claimed requests out', async () => {
    const world = setup({ ann: PLATINUM, bob: PLATINUM });
    const first = await askForReview(world.deps, asker('ann'), 'board-1', { question: 'First' });
    world.later(1000);
    const second = await askForReview(world.deps, asker('ann'), 'board-2', { question: 'Second' });
    world.later(1000);
    const third = await askForReview(world.deps, asker('bob'), 'board-3', { question: 'Third' });
    const page1 = await designerQueue(world.deps, 'dee', { page_size: 2, cursor: undefined });
    expect(page1.items.map((item) => item.id)).toEqual([first.id, second.id]);
    const page2 = await designerQueue(world.deps, 'dee', { page_size: 2, cursor: page1.next! });
    expect(page2).toEqual({ items: [expect.objectContaining({ id: third.id })], next: null });
    await claimReview(world.deps, 'dee', first.id);
    expect((await designerQueue(world.deps, 'dee', { page_size: 5, cursor: undefined })).items.map((item) => item.id)).toEqual([
      second.id,
      third.id,
    ]);
    await expect(designerQueue(world.deps, 'dee', { page_size: 5, cursor: 'garbage' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('claiming and delivering', () => {
  it('claims once: due 48 hours later; a second claim is 409; the member is told', async () => {
    const world = setup();
    const asked = await askForReview(world.deps, asker('ann'), 'board-1', { question: 'Q' });
    const claimed = await claimReview(world.deps, 'dee', asked.id);
    expect(claimed).toMatchObject({
      status: 'claimed',
      designerUid: 'dee',
      designerName: 'A Roomboard designer',
      claimedAt: START.toISOString(),
      dueAt: new Date(START.getTime() + 48 * HOUR).toISOString(),
      isMember: false,
    });
    await expect(claimReview(world.deps, 'eve', asked.id)).rejects.toMatchObject({ status: 409, message: REVIEW_TAKEN });
    expect([...(world.notifications.inboxes.get('ann')?.values() ?? [])].map((n) => n.event)).toEqual([
      expect.objectContaining({ kind: 'review', status: 'claimed', path: '/UserBoard/board-1#review' }),
    ]);
    expect((await designerWork(world.deps, 'dee')).reviews.map((review) => review.id)).toEqual([asked.id]);
  });

  it('only the claimer delivers (403), only once (409), and the swaps are checked against the board and catalogue', async () => {
    const world = setup();
    const asked = await askForReview(world.deps, asker('ann'), 'board-1', { question: 'Q' });
    await expect(deliverReview(world.deps, 'dee', asked.id, DELIVERY)).rejects.toMatchObject({ status: 403, message: NOT_YOUR_REVIEW });
    await claimReview(world.deps, 'dee', asked.id);
    await expect(deliverReview(world.deps, 'eve', asked.id, DELIVERY)).rejects.toMatchObject({ status: 403, message: NOT_YOUR_REVIEW });
    const swap = (fromProductId: string, toProductId: string) => ({ ...DELIVERY, swaps: [{ fromProductId, toProductId, reason: 'r' }] });
    await expect(deliverReview(world.deps, 'dee', asked.id, swap('product-9', 'product-2'))).rejects.toMatchObject({
      status: 400,
      message: SWAP_FROM_MISSING,
    });
    await expect(deliverReview(world.deps, 'dee', asked.id, swap('product-1', 'product-9'))).rejects.toMatchObject({
      status: 400,
      message: SWAP_TO_UNKNOWN,
    });
    world.boards.byId.get('board-1')!.items.push({ ...world.boards.byId.get('board-1')!.items[0]!, productId: 'product-3' });
    await expect(deliverReview(world.deps, 'dee', asked.id, swap('product-1', 'product-3'))).rejects.toMatchObject({
      status: 400,
      message: SWAP_TO_ON_BOARD,
    });
    expect(world.reviews.byId.get(asked.id)!.status).toBe('claimed');
    const review = await deliverReview(world.deps, 'dee', asked.id, DELIVERY);
    expect(review).toMatchObject({ status: 'delivered', notes: DELIVERY.notes, summary: 'A **good** start.' });
    expect(review.swaps).toEqual([
      expect.objectContaining({
        fromProductId: 'product-1',
        from: expect.objectContaining({ title: 'Test product 1' }),
        to: expect.objectContaining({ id: 'product-2', title: 'Test product 2', price: 200 }),
        accepted: false,
      }),
    ]);
    await expect(deliverReview(world.deps, 'dee', asked.id, DELIVERY)).rejects.toMatchObject({ status: 409, message: NOT_CLAIMED });
  });

  it('mails the member that the review is ready and tells them in the app', async () => {
    const { mail, notifications } = await delivered();
    const mails = [...mail.outbox.mails.values()].map((stored) => stored.mail);
    expect(mails).toEqual([expect.objectContaining({ to: 'ann@example.com', category: 'review' })]);
    expect(mails[0]!.message.subject).toBe('Your review of “A Calm Walnut Bedroom” is ready');
    expect(mails[0]!.message.text).toContain(
      'Dee reviewed your board “A Calm Walnut Bedroom”: 2 notes pinned on the board, 1 product swap',
    );
    expect(mails[0]!.message.text).toContain('Read the review: https://roomboard.test/UserBoard/board-1#review');
    const events = [...(notifications.inboxes.get('ann')?.values() ?? [])].map((n) => n.event);
    expect(events).toContainEqual(expect.objectContaining({ kind: 'review', status: 'delivered', actor: { id: 'dee', name: 'Dee' } }));
  });
});

describe('the member’s side', () => {
  it('reads it (member and designer; 404 to others and to a designer without the claim) and lists the board’s reviews for its owner only', async () => {
    const { deps, id } = await delivered();
    expect(await getReview(deps, { uid: 'ann' }, id)).toMatchObject({ isMember: true, status: 'delivered' });
    expect(await getReview(deps, { uid: 'dee', designer: true }, id)).toMatchObject({ isMember: false });
    await expect(getReview(deps, { uid: 'eve', designer: true }, id)).rejects.toMatchObject({ status: 404, message: REVIEW_NOT_FOUND });
    // Dee's role was revoked: the review still names her, her new session has no designer claim.
    await expect(getReview(deps, { uid: 'dee' }, id)).rejects.toMatchObject({ status: 404, message: REVIEW_NOT_FOUND });
    expect((await boardReviews(deps, 'ann', 'board-1')).reviews.map((review) => review.id)).toEqual([id]);
    await expect(boardReviews(deps, 'bob', 'board-1')).rejects.toMatchObject({ status: 403 });
  });

  it('gives both sides each product’s footprint, kind and colour for the plan, and the layout (null: never laid out)', async () => {
    const { deps, id, boards } = await delivered();
    const board = boards.byId.get('board-1')!;
    board.items.push({
      productId: 'product-9',
      title: 'Oak Bed',
      price: 900,
      width: 160,
      length: 210,
      height: 40,
      cutoutPath: null,
      kind: 'bed',
      colour: '#8A6A45',
    });
    for (const caller of [{ uid: 'ann' }, { uid: 'dee', designer: true }]) {
      const seen = await getReview(deps, caller, id);
      expect(seen.board?.layout).toBeNull();
      expect(seen.board?.items.map(({ image: _image, ...item }) => item)).toEqual([
        { id: 'product-1', title: 'Test product 1', price: 100, width: 101, length: 51, kind: 'decor', mount: 'floor' },
        { id: 'product-9', title: 'Oak Bed', price: 900, width: 160, length: 210, kind: 'bed', mount: 'floor', colour: '#8A6A45' },
      ]);
    }
  });

  it('lists all the member’s reviews, the newest asked first, with their boards’ titles, and nobody else’s', async () => {
    const world = setup({ ann: PLATINUM });
    const first = await askForReview(world.deps, asker('ann'), 'board-1', { question: 'The rug?' });
    world.later(HOUR);
    const second = await askForReview(world.deps, asker('ann'), 'board-2', { question: 'The light?' });
    await askForReview(world.deps, asker('bob'), 'board-3', { question: 'The sofa?' });
    const { reviews } = await memberReviews(world.deps, 'ann');
    expect(reviews.map((review) => [review.id, review.boardTitle, review.question, review.isMember])).toEqual([
      [second.id, 'Second', 'The light?', true],
      [first.id, first.boardTitle, 'The rug?', true],
    ]);
    expect((await memberReviews(world.deps, 'eve')).reviews).toEqual([]);
  });

  it('records a swap as accepted only once the board has the new product (the board’s own edit changes it)', async () => {
    const { deps, id, boards } = await delivered();
    await expect(acceptReviewSwap(deps, 'ann', id, 0)).rejects.toMatchObject({ status: 409, message: SWAP_NOT_APPLIED });
    await expect(acceptReviewSwap(deps, 'ann', id, 3)).rejects.toMatchObject({ status: 404 });
    await expect(acceptReviewSwap(deps, 'dee', id, 0)).rejects.toMatchObject({ status: 403 });
    boards.byId.get('board-1')!.items[0]!.productId = 'product-2';
    const accepted = await acceptReviewSwap(deps, 'ann', id, 0);
    expect(accepted.swaps[0]).toMatchObject({ accepted: true, to: expect.objectContaining({ id: 'product-2' }) });
    expect((await acceptReviewSwap(deps, 'ann', id, 0)).swaps[0]!.accepted).toBe(true);
  });

  it('replies once for one revision round; the designer delivers again as revised', async () => {
    const { deps, id, notifications } = await delivered();
    await expect(replyToReview(deps, 'dee', id, 'More')).rejects.toMatchObject({ status: 403 });
    expect(await replyToReview(deps, 'ann', id, 'Could the rug be lighter?')).toMatchObject({
      status: 'revision-asked',
      reply: { text: 'Could the rug be lighter?' },
    });
    expect([...(notifications.inboxes.get('dee')?.values() ?? [])].map((n) => n.event.kind)).toEqual(['review']);
    await expect(replyToReview(deps, 'ann', id, 'Again')).rejects.toMatchObject({ status: 409, message: REPLY_USED });
    const revised = await deliverReview(deps, 'dee', id, { ...DELIVERY, swaps: [], summary: 'Lighter rug.' });
    expect(revised).toMatchObject({ status: 'revised', summary: 'Lighter rug.' });
    await expect(replyToReview(deps, 'ann', id, 'Again')).rejects.toMatchObject({ status: 409, message: REPLY_USED });
  });

  it('earns the review rate once, on the first delivery: the revision earns nothing more', async () => {
    const { deps, id, reviews } = await delivered();
    expect([...reviews.earnings.lines.values()]).toEqual([
      expect.objectContaining({ id: `review_${id}`, kind: 'review', designerUid: 'dee', memberUid: 'ann', amountCents: 1500 }),
    ]);
    await replyToReview(deps, 'ann', id, 'Could the rug be lighter?');
    await deliverReview(deps, 'dee', id, { ...DELIVERY, swaps: [], summary: 'Lighter rug.' });
    expect(reviews.earnings.lines.size).toBe(1);
  });

  it('rates once, adding to the designer’s average', async () => {
    const { deps, id, designers } = await delivered();
    expect(await rateReview(deps, 'ann', id, 4)).toMatchObject({ status: 'rated', rating: 4 });
    await expect(rateReview(deps, 'ann', id, 5)).rejects.toMatchObject({ status: 409, message: RATED_ALREADY });
    expect(await designers.get('dee')).toMatchObject({ ratingCount: 1, ratingAverage: 4 });
  });
});

describe('the picture a designer sees through the review', () => {
  /** Opens `url` as the review's picture route does (null: 404). */
  async function open(world: ReturnType<typeof setup>, url: string | null) {
    if (!url) return null;
    const query = new URL(url, 'http://app.test').searchParams;
    const id = /^\/api\/reviews\/([^/]+)\/picture/.exec(url)![1]!;
    const blobs = memoryBlobs();
    await blobs.put(world.boards.byId.get('board-1')!.imagePath!, Buffer.from('picture'), 'image/png');
    return reviewPicture({ ...world.deps, blobs }, id, query.get('designer'), query.get('key')).then(
      (blob) => blob.data.toString(),
      (error: { status?: number }) => {
        expect(error.status).toBe(404);
        return null;
      },
    );
  }

  it('opens while the review shows it to that designer: in the queue, then claimed by them until it is rated', async () => {
    const world = setup();
    const asked = await askForReview(world.deps, asker('ann'), 'board-1', { question: 'Q' });
    const queued = (await designerQueue(world.deps, 'eve', { page_size: 5, cursor: undefined })).items[0]!.pictureUrl;
    expect(await open(world, queued)).toBe('picture');
    // Another designer's uid with Eve's key opens nothing.
    expect(await open(world, queued!.replace('designer=eve', 'designer=dee'))).toBeNull();
    const claimed = await claimReview(world.deps, 'dee', asked.id);
    expect(await open(world, queued)).toBeNull();
    expect(await open(world, claimed.pictureUrl)).toBe('picture');
    expect((await getReview(world.deps, { uid: 'ann' }, asked.id)).pictureUrl).toMatch(/^\/api\/boards\/board-1\/image\?key=image-key-1/);
    await deliverReview(world.deps, 'dee', asked.id, DELIVERY);
    expect(await open(world, claimed.pictureUrl)).toBe('picture');
    await rateReview(world.deps, 'ann', asked.id, 5);
    expect(await open(world, claimed.pictureUrl)).toBeNull();
    expect((await getReview(world.deps, { uid: 'dee', designer: true }, asked.id)).pictureUrl).toBeNull();
  });

  it('closes at once to a designer whose role was revoked, and to every key once the board is hidden', async () => {
    const world = setup();
    const asked = await askForReview(world.deps, asker('ann'), 'board-1', { question: 'Q' });
    const claimed = await claimReview(world.deps, 'dee', asked.id);
    await world.designers.setRevoked('dee', true);
    expect(await open(world, claimed.pictureUrl)).toBeNull();
    await world.designers.setRevoked('dee', false);
    expect(await open(world, claimed.pictureUrl)).toBe('picture');
    world.boards.byId.get('board-1')!.hidden = true;
    expect(await open(world, claimed.pictureUrl)).toBeNull();
  });

  it('a review released while its revision was asked is claimed again as that revision', async () => {
    const world = await delivered();
    await replyToReview(world.deps, 'ann', world.id, 'Lighter, please.');
    // Released as the role's revocation does: back in the queue, the member's reply kept.
    Object.assign(world.reviews.byId.get(world.id)!, { status: 'open', designerUid: null, dueAt: null });
    expect((await designerQueue(world.deps, 'eve', { page_size: 5, cursor: undefined })).items.map((item) => item.id)).toEqual([world.id]);
    expect(await claimReview(world.deps, 'eve', world.id)).toMatchObject({ status: 'revision-asked', designerUid: 'eve' });
    expect(await deliverReview(world.deps, 'eve', world.id, { ...DELIVERY, swaps: [] })).toMatchObject({ status: 'revised' });
  });
});

describe('late reviews for admins', () => {
  it('lists requests unclaimed for 24 hours and claimed ones past their due time', async () => {
    const world = setup({ ann: PLATINUM, bob: PLATINUM });
    const old = await askForReview(world.deps, asker('ann'), 'board-1', { question: 'Old' });
    const claimed = await askForReview(world.deps, asker('ann'), 'board-2', { question: 'Claimed' });
    await claimReview(world.deps, 'dee', claimed.id);
    world.later(25 * HOUR);
    await askForReview(world.deps, asker('bob'), 'board-3', { question: 'New' });
    expect(await lateReviews(world.deps)).toEqual({ unclaimed: [expect.objectContaining({ id: old.id })], overdue: [] });
    world.later(24 * HOUR);
    expect((await lateReviews(world.deps)).overdue).toEqual([
      expect.objectContaining({ id: claimed.id, designerName: 'A Roomboard designer' }),
    ]);
  });
});

describe('a suspended designer', () => {
  it('claims no new review, and claims again once reinstated', async () => {
    const world = setup({ ann: PLATINUM });
    await world.designers.save('dee', { name: 'Dee', bio: '', styles: [], meetingUrl: 'https://meet.example', timeZone: 'UTC' }, null);
    const asked = await askForReview(world.deps, asker('ann'), 'board-1', { question: 'Is the rug right?' });
    await world.designers.setSuspended('dee', true);
    await expect(claimReview(world.deps, 'dee', asked.id)).rejects.toMatchObject({
      status: 403,
      message: 'Your designer account is suspended: you keep the work you have, but cannot take new work.',
    });
    expect((await world.reviews.get(asked.id))!.status).toBe('open');
    await world.designers.setSuspended('dee', false);
    expect((await claimReview(world.deps, 'dee', asked.id)).status).toBe('claimed');
  });
});
