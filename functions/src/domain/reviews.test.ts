import { describe, expect, it } from 'vitest';
import { productsAfterSwap, swapApplied, type ReviewDelivery } from '../contracts/reviews.js';
import {
  acceptSwap,
  askRevision,
  claim,
  deliver,
  deliveriesOf,
  newReview,
  rate,
  revisionStart,
  type NewReview,
  type ReviewRecord,
} from './reviews.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 10, minute));

function createReview(overrides: Partial<ReviewRecord> = {}): ReviewRecord {
  const request: NewReview = { boardId: 'b1', memberUid: 'maya', memberName: 'Maya', boardTitle: 'Calm bedroom', question: 'Rug?' };
  return { ...newReview('r1', request, 'basic-2026-11-01', at(0)), ...overrides };
}

const fails = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const { status, message } = error as { status: number; message: string };
    return { status, message };
  }
  throw new Error('did not fail');
};

describe("a designer's own board review", () => {
  it('cannot be claimed by the designer who asked it (403), open or not; another designer claims it', () => {
    expect(fails(() => claim(createReview(), { uid: 'maya', name: 'Maya' }, at(1)))).toEqual({
      status: 403,
      message: 'You cannot claim a review of your own board.',
    });
    expect(claim(createReview(), { uid: 'ada', name: 'Ada' }, at(1))).toMatchObject({ status: 'claimed', designerUid: 'ada' });
  });

  it('cannot be rated by its member when they also delivered it (made before this rule)', () => {
    const ownWork = createReview({ status: 'delivered', designerUid: 'maya', designerName: 'Maya' });
    expect(fails(() => rate(ownWork, 'maya', 5, at(2)))).toEqual({ status: 403, message: 'You cannot rate your own work.' });
    expect(rate({ ...ownWork, designerUid: 'ada' }, 'maya', 5, at(2))).toMatchObject({ status: 'rated', rating: 5 });
  });
});

describe('deliveries of a review', () => {
  const first: ReviewDelivery = {
    notes: [{ target: 'plan', x: 0.5, y: 0.5, text: 'Move the bed to this wall.' }],
    swaps: [{ fromProductId: 'rug', toProductId: 'wool-rug', reason: 'Warmer.' }],
    summary: 'A calm start.',
  };
  const revision: ReviewDelivery = { ...first, summary: 'A calm start, and a lamp.' };
  const deliveredOnce = () => {
    const claimed = claim(createReview(), { uid: 'ada', name: 'Ada' }, at(1));
    return acceptSwap(deliver(claimed, 'ada', first, at(2)), 'maya', 0);
  };

  it('keeps the first delivery, its moment and its accepted swap below the revision, the revision on top', () => {
    const asked = askRevision(deliveredOnce(), 'maya', 'Something for the corner?', at(3));
    const revised = deliver(asked, 'ada', revision, at(4));
    expect(deliveriesOf(revised)).toEqual([
      { revision: true, delivery: revision, deliveredAt: at(4), acceptedSwaps: [] },
      { revision: false, delivery: first, deliveredAt: at(2), acceptedSwaps: [0] },
    ]);
    expect(deliveriesOf(rate(revised, 'maya', 5, at(5)))).toHaveLength(2);
  });

  it('is one delivery before any revision, and none before the first', () => {
    expect(deliveriesOf(createReview())).toEqual([]);
    expect(deliveriesOf(deliveredOnce())).toEqual([{ revision: false, delivery: first, deliveredAt: at(2), acceptedSwaps: [0] }]);
    expect(deliveriesOf(askRevision(deliveredOnce(), 'maya', 'More?', at(3)))).toHaveLength(1);
  });

  it('starts the revision from the first delivery, only while a revision is asked, without the swaps already taken', () => {
    expect(revisionStart(deliveredOnce())).toBeNull();
    expect(revisionStart(askRevision(deliveredOnce(), 'maya', 'More?', at(3)))).toEqual({ ...first, swaps: [] });
    const claimed = claim(createReview(), { uid: 'ada', name: 'Ada' }, at(1));
    const untaken = askRevision(deliver(claimed, 'ada', first, at(2)), 'maya', 'More?', at(3));
    expect(revisionStart(untaken)).toEqual(first);
  });
});

describe('a suggestion to add a product', () => {
  const add = { toProductId: 'lamp', reason: 'Light for the reading corner.' };

  it('adds the product to the board when the member takes it, and counts as taken once it is there', () => {
    expect(productsAfterSwap(['bed', 'rug'], add)).toEqual(['bed', 'rug', 'lamp']);
    expect(swapApplied(['bed', 'rug'], add)).toBe(false);
    expect(swapApplied(productsAfterSwap(['bed', 'rug'], add), add)).toBe(true);
  });

  it('is accepted like a swap', () => {
    const claimed = claim(createReview(), { uid: 'ada', name: 'Ada' }, at(1));
    const delivered = deliver(claimed, 'ada', { notes: [], swaps: [add], summary: 'Add a lamp.' }, at(2));
    expect(acceptSwap(delivered, 'maya', 0).acceptedSwaps).toEqual([0]);
  });

  it('still replaces the product a swap names', () => {
    const swap = { fromProductId: 'rug', toProductId: 'wool-rug' };
    expect(productsAfterSwap(['bed', 'rug'], swap)).toEqual(['bed', 'wool-rug']);
    expect(swapApplied(['bed', 'rug', 'wool-rug'], swap)).toBe(false);
  });
});
