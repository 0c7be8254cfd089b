import { describe, expect, it } from 'vitest';
import { claim, newReview, rate, type NewReview, type ReviewRecord } from './reviews.js';

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
