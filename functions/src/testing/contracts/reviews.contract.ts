// The reviews port's contract: the checks both implementations pass, the memory fake in the unit project
// (testing/memory-reviews.test.ts) and Firestore on the emulator (adapters/firestore/reviews.firestore.api.test.ts).
// Each check makes its own members and boards, so it runs beside other files on a shared emulator. The queue and the
// late lists read every member's reviews: the service tests and review API tests check their order.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Membership } from '../../contracts/membership.js';
import { REVIEW_NOT_FOUND, REVIEW_OPEN, REVIEW_TAKEN } from '../../contracts/reviews.js';
import type { EarningLine } from '../../domain/earnings.js';
import { claim, deliver, newReview, type NewReview, type ReviewRecord } from '../../domain/reviews.js';
import type { EarningsLedger } from '../../ports/earnings.port.js';
import type { ReviewsRepository } from '../../ports/reviews.port.js';

export interface ReviewsWorld {
  reviews: ReviewsRepository;
  earnings: EarningsLedger;
  /** Gives a member a plan (what `users/{uid}.membership` holds). */
  plan(uid: string, membership: Membership): Promise<void>;
}

const NOW = new Date('2031-03-03T10:00:00.000Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const gold: Membership = {
  tier: 'gold',
  title: 'Gold',
  since: '2031-03-01T00:00:00.000Z',
  amountCents: 0,
  currency: 'usd',
  checkoutSessionId: null,
};
const delivery = { notes: [], swaps: [], summary: 'Warmer light by the chair.' };

export function reviewsContract(name: string, make: () => Promise<ReviewsWorld>) {
  describe(`the reviews port (${name})`, () => {
    let world: ReviewsWorld;
    beforeAll(async () => {
      world = await make();
    });

    const run = () => randomUUID().slice(0, 8);
    const ask = (memberUid: string, boardId: string): NewReview => ({
      boardId,
      memberUid,
      memberName: 'Gwen',
      boardTitle: 'Reading corner',
      question: 'Which lamp?',
    });

    it('opens a request counted in the period; 409 while the board has one unfinished, before the allowance (403)', async () => {
      const id = run();
      const basil = `basil-${id}`;
      const first = await world.reviews.create(ask(basil, `board-${id}`), NOW);
      expect(first).toEqual(newReview(first.id, ask(basil, `board-${id}`), 'basic-2031-03-01', NOW));
      expect(await world.reviews.get(first.id)).toEqual(first);
      await expect(world.reviews.create(ask(basil, `board-${id}`), later(1))).rejects.toMatchObject({ status: 409, message: REVIEW_OPEN });
      await expect(world.reviews.create(ask(basil, `other-${id}`), later(1))).rejects.toMatchObject({
        status: 403,
        code: 'allowance-used',
      });
      expect(await world.reviews.get(`nothing-${id}`)).toBeNull();
    });

    it('stores one of two requests for one board sent at once', async () => {
      const id = run();
      await world.plan(`gwen-${id}`, gold);
      const sent = await Promise.allSettled([0, 1].map(() => world.reviews.create(ask(`gwen-${id}`, `board-${id}`), NOW)));
      expect(sent.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(sent.find((result) => result.status === 'rejected')).toMatchObject({ reason: { status: 409, message: REVIEW_OPEN } });
      expect(await world.reviews.byBoard(`board-${id}`, `gwen-${id}`)).toHaveLength(1);
    });

    it('writes what a change answers, with the first delivery’s earning once; a refused change writes nothing', async () => {
      const id = run();
      const gwen = `gwen-${id}`;
      const dana = { uid: `dana-${id}`, name: 'Dana' };
      await world.plan(gwen, gold);
      const asked = await world.reviews.create(ask(gwen, `board-${id}`), NOW);
      const claimed = await world.reviews.update(asked.id, (review) => claim(review, dana, later(5)));
      expect(claimed).toEqual(claim(asked, dana, later(5)));
      await expect(world.reviews.update(asked.id, (review) => claim(review, { uid: 'ada', name: 'Ada' }, later(6)))).rejects.toMatchObject({
        status: 409,
        message: REVIEW_TAKEN,
      });
      expect(await world.reviews.get(asked.id)).toEqual(claimed);
      await expect(world.reviews.update(`nothing-${id}`, (review) => claim(review, dana, later(6)))).rejects.toMatchObject({
        status: 404,
        message: REVIEW_NOT_FOUND,
      });

      const line = (_before: ReviewRecord | null, after: ReviewRecord): EarningLine => ({
        id: `review_${after.id}`,
        designerUid: dana.uid,
        kind: 'review',
        workId: after.id,
        title: after.boardTitle,
        memberUid: gwen,
        amountCents: 1500,
        currency: 'usd',
        period: '2031-03',
        earnedAt: after.deliveredAt!,
        status: 'pending',
        payoutId: null,
        reversalOf: null,
      });
      const delivered = await world.reviews.update(asked.id, (review) => deliver(review, dana.uid, delivery, later(60)), line);
      expect(delivered).toMatchObject({ status: 'delivered', delivery, deliveredAt: later(60), firstDeliveredAt: later(60) });
      expect(await world.reviews.get(asked.id)).toEqual(delivered);
      // The same line again (a retried delivery) is written once.
      await world.reviews.update(asked.id, (review) => review!, line);
      expect((await world.earnings.forDesigner(dana.uid, 10)).map((earned) => [earned.id, earned.amountCents])).toEqual([
        [`review_${asked.id}`, 1500],
      ]);
      // Delivered, the board can be asked about again.
      expect((await world.reviews.create(ask(gwen, `board-${id}`), later(70))).status).toBe('open');
    });

    it('lists a member’s reviews newest first, of one board and of all; a designer’s claimed work', async () => {
      const id = run();
      const gwen = `gwen-${id}`;
      const dana = { uid: `dana-${id}`, name: 'Dana' };
      await world.plan(gwen, gold);
      const first = await world.reviews.create(ask(gwen, `board-${id}`), NOW);
      const second = await world.reviews.create(ask(gwen, `other-${id}`), later(1));
      await world.reviews.update(first.id, (review) => claim(review, dana, later(2)));
      expect((await world.reviews.byMember(gwen, 10)).map((review) => review.id)).toEqual([second.id, first.id]);
      expect((await world.reviews.byMember(gwen, 1)).map((review) => review.id)).toEqual([second.id]);
      expect((await world.reviews.byBoard(`other-${id}`, gwen)).map((review) => review.id)).toEqual([second.id]);
      expect(await world.reviews.byBoard(`other-${id}`, `someone-${id}`)).toEqual([]);
      expect((await world.reviews.byDesigner(dana.uid, 10)).map((review) => review.id)).toEqual([first.id]);
    });
  });
}
