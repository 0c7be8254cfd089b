import { describe, expect, it } from 'vitest';
import { decideRelease } from './designer-work.js';

const NOW = new Date('2026-03-02T10:00:00.000Z');
const review = {
  status: 'claimed',
  designerUid: 'dana',
  designerName: 'Dana',
  memberUid: 'gwen',
  memberName: 'Gwen',
  boardId: 'b1',
  boardTitle: 'Nook',
};

describe('decideRelease', () => {
  it('sends a review the designer holds back to the queue, telling its member', () => {
    expect(decideRelease('reviews', 'r1', review, 'dana', NOW)).toEqual({
      fields: { status: 'open', designerUid: null, dueAt: null, releasedAt: NOW },
      released: {
        collection: 'reviews',
        id: 'r1',
        memberUid: 'gwen',
        memberName: 'Gwen',
        designerUid: 'dana',
        designerName: 'Dana',
        boardId: 'b1',
        boardTitle: 'Nook',
        releasedAt: NOW,
      },
    });
    expect(decideRelease('reviews', 'r1', { ...review, status: 'revision-asked' }, 'dana', NOW)?.fields.status).toBe('open');
  });

  it('keeps what is no longer held: delivered, another designer’s, or gone', () => {
    expect(decideRelease('reviews', 'r1', { ...review, status: 'delivered' }, 'dana', NOW)).toBeNull();
    expect(decideRelease('reviews', 'r1', review, 'ada', NOW)).toBeNull();
    expect(decideRelease('reviews', 'r1', null, 'dana', NOW)).toBeNull();
  });

  it('starts a project not over again from its brief, without concepts; a closed one stays', () => {
    const project = { status: 'concepts-ready', designerUid: 'dana', memberUid: 'maya', memberName: 'Maya' };
    expect(decideRelease('projects', 'p1', project, 'dana', NOW)).toMatchObject({
      fields: { status: 'open', designerUid: null, dueAt: null, conceptBoardIds: [], chosenBoardId: null, releasedAt: NOW },
      released: { collection: 'projects', id: 'p1', memberUid: 'maya', boardId: null, boardTitle: '', designerName: null },
    });
    for (const status of ['open', 'closed', 'rated', 'cancelled'])
      expect(decideRelease('projects', 'p1', { ...project, status }, 'dana', NOW)).toBeNull();
  });
});
