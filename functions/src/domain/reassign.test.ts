import { describe, expect, it } from 'vitest';
import { ALREADY_IN_QUEUE, OWN_WORK_REASSIGN, REASSIGN_STALE } from '../contracts/service-console.js';
import { newProject, type ProjectRecord } from './projects.js';
import { assignProject, assignReview, checkReassignable, projectLateness, reviewLateness } from './reassign.js';
import { newReview, type ReviewRecord } from './reviews.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);
const AKI = { uid: 'aki', name: 'Aki Sato' };

const review = (overrides: Partial<ReviewRecord> = {}): ReviewRecord => ({
  ...newReview('r1', { boardId: 'b1', memberUid: 'maya', memberName: 'Maya', boardTitle: 'Den', question: '' }, 'gold', ago(30)),
  ...overrides,
});
const held = { status: 'claimed' as const, designerUid: 'ines', designerName: 'Inês', claimedAt: ago(50), dueAt: ago(2) };
const project = (overrides: Partial<ProjectRecord> = {}): ProjectRecord => ({
  ...newProject({ uid: 'maya', name: 'Maya' }, {} as never, 'platinum', ago(30)),
  id: 'p1',
  ...overrides,
});

describe('lateness', () => {
  it('is unclaimed after 24 hours in the queue, overdue once held past its due time', () => {
    expect(reviewLateness(review(), NOW)).toBe('unclaimed');
    expect(reviewLateness(review({ askedAt: ago(23) }), NOW)).toBeNull();
    expect(reviewLateness(review(held), NOW)).toBe('overdue');
    expect(reviewLateness(review({ ...held, status: 'revision-asked' }), NOW)).toBe('overdue');
    expect(reviewLateness(review({ ...held, dueAt: new Date(NOW.getTime() + HOUR) }), NOW)).toBeNull();
    expect(reviewLateness(review({ ...held, status: 'delivered', dueAt: null }), NOW)).toBeNull();
  });
  it('counts a project late while nobody takes it, or while its concepts, final or revision are past due', () => {
    expect(projectLateness(project(), NOW)).toBe('unclaimed');
    expect(projectLateness(project({ status: 'concept-chosen', designerUid: 'ines', dueAt: ago(1) }), NOW)).toBe('overdue');
    expect(projectLateness(project({ status: 'concepts-ready', designerUid: 'ines', dueAt: null }), NOW)).toBeNull();
  });
});

describe('checkReassignable', () => {
  it('answers 409 when the work is not late, or another holds it than the admin saw', () => {
    expect(() => checkReassignable({ designerUid: 'ines' }, null, 'ines', false)).toThrow(REASSIGN_STALE);
    expect(() => checkReassignable({ designerUid: 'aki' }, 'overdue', 'ines', false)).toThrow(REASSIGN_STALE);
    expect(() => checkReassignable({ designerUid: null }, 'unclaimed', null, true)).toThrow(ALREADY_IN_QUEUE);
    expect(() => checkReassignable(null, null, null, false)).toThrow('This work does not exist.');
    expect(() => checkReassignable({ designerUid: 'ines' }, 'overdue', undefined, true)).not.toThrow();
  });
});

describe('assignReview and assignProject', () => {
  it('claims the review for the new designer now, due in 48 hours; a revision asked stays one', () => {
    expect(assignReview(review(held), 'ines', AKI, NOW)).toMatchObject({
      status: 'claimed',
      designerUid: 'aki',
      designerName: 'Aki Sato',
      claimedAt: NOW,
      dueAt: new Date('2026-03-12T12:00:00Z'),
    });
    expect(assignReview(review({ ...held, status: 'revision-asked' }), 'ines', AKI, NOW).status).toBe('revision-asked');
    expect(() => assignReview(review(), null, { uid: 'maya', name: 'Maya' }, NOW)).toThrow(OWN_WORK_REASSIGN);
  });
  it('gives the project to the new designer from its brief, due in 7 days, on its timeline', () => {
    const late = project({ status: 'concept-chosen', designerUid: 'ines', conceptBoardIds: ['c1'], chosenBoardId: 'c1', dueAt: ago(1) });
    const given = assignProject(late, 'ines', AKI, NOW);
    expect(given).toMatchObject({
      status: 'taken',
      designerUid: 'aki',
      conceptBoardIds: [],
      chosenBoardId: null,
      takenAt: NOW,
      dueAt: new Date('2026-03-17T12:00:00Z'),
    });
    expect(given.timeline.at(-1)).toEqual({ status: 'taken', at: NOW });
  });
});
