import { describe, expect, it } from 'vitest';
import {
  CHOOSE_NOT_NOW,
  CONCEPTS_CLOSED,
  DELIVER_NOT_NOW,
  NO_CONCEPTS,
  NOT_A_CONCEPT,
  PROJECT_ALREADY_TAKEN,
  PROJECT_NOT_FOUND,
  PROJECT_NOT_YOURS,
  RATE_NOT_NOW,
  REVISION_NOT_NOW,
  TOO_MANY_CONCEPTS,
  type ProjectBrief,
} from '../contracts/projects.js';
import type { Membership } from '../contracts/membership.js';
import type { EarningLine } from './earnings.js';
import {
  addConcept,
  askRevision,
  choose,
  conceptsReady,
  decideNewProject,
  decideProjectChange,
  deliver,
  newProject,
  rate,
  sideOf,
  take,
  type ProjectRecord,
} from './projects.js';

const BRIEF: ProjectBrief = {
  rooms: [{ function: 'Sleep', size: 'Queen Size', style: 'Natural Tones' }],
  photoBoardIds: [],
  layout: null,
  budgetUsd: 3000,
  likedBoardIds: [],
  notes: '',
};
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 10, minute));
const ADA = { uid: 'ada', name: 'Ada Lind' };

function createProject(overrides: Partial<ProjectRecord> = {}): ProjectRecord {
  return { id: 'p1', ...newProject({ uid: 'maya', name: 'Maya' }, BRIEF, 'platinum-2026-11-01', at(0)), ...overrides };
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

describe('design project steps', () => {
  it('takes an open project once, with a due date a week later; a second designer gets 409', () => {
    const taken = take(createProject(), ADA, at(1));
    expect(taken).toMatchObject({ status: 'taken', designerUid: 'ada', designerName: 'Ada Lind', takenAt: at(1) });
    expect(taken.dueAt!.getTime() - at(1).getTime()).toBe(7 * 24 * 60 * 60 * 1000);
    expect(take(taken, ADA, at(2))).toBe(taken);
    expect(fails(() => take(taken, { uid: 'ben', name: 'Ben' }, at(2)))).toEqual({ status: 409, message: PROJECT_ALREADY_TAKEN });
  });

  it('refuses a designer their own project: 403 to take it, and 403 to rate it had they done it (made before this rule)', () => {
    expect(fails(() => take(createProject(), { uid: 'maya', name: 'Maya' }, at(2)))).toEqual({
      status: 403,
      message: 'You cannot take your own design project.',
    });
    const ownWork = createProject({ status: 'delivered', designerUid: 'maya', designerName: 'Maya' });
    expect(fails(() => rate(ownWork, 'maya', 5, at(3)))).toEqual({ status: 403, message: 'You cannot rate your own work.' });
  });

  it('keeps at most three concepts, added only by its designer before they are sent', () => {
    let project = take(createProject(), ADA, at(1));
    expect(fails(() => conceptsReady(project, 'ada', at(2)))).toEqual({ status: 400, message: NO_CONCEPTS });
    expect(fails(() => addConcept(createProject(), 'ada', 'b0'))).toEqual({ status: 403, message: PROJECT_NOT_YOURS });
    expect(fails(() => addConcept(project, 'ben', 'b0'))).toEqual({ status: 404, message: PROJECT_NOT_FOUND });
    for (const id of ['b1', 'b2', 'b3']) project = addConcept(project, 'ada', id);
    expect(fails(() => addConcept(project, 'ada', 'b4'))).toEqual({ status: 409, message: TOO_MANY_CONCEPTS });
    project = conceptsReady(project, 'ada', at(2));
    expect(project.conceptBoardIds).toEqual(['b1', 'b2', 'b3']);
    expect(fails(() => addConcept({ ...project, conceptBoardIds: ['b1'] }, 'ada', 'b4'))).toEqual({
      status: 409,
      message: CONCEPTS_CLOSED,
    });
  });

  it('lets the member choose one concept once, then runs delivery, one revision and one rating in order', () => {
    let project = take(createProject(), ADA, at(1));
    project = addConcept(project, 'ada', 'b1');
    expect(fails(() => choose(project, 'maya', 'b1', at(2)))).toEqual({ status: 409, message: CHOOSE_NOT_NOW });
    project = conceptsReady(addConcept(project, 'ada', 'b2'), 'ada', at(2));
    expect(fails(() => choose(project, 'maya', 'elsewhere', at(3)))).toEqual({ status: 400, message: NOT_A_CONCEPT });
    expect(fails(() => choose(project, 'ada', 'b2', at(3)))).toEqual({ status: 404, message: PROJECT_NOT_FOUND });
    expect(fails(() => deliver(project, 'ada', '', at(3)))).toEqual({ status: 409, message: DELIVER_NOT_NOW });
    project = choose(project, 'maya', 'b2', at(3));
    expect(fails(() => choose(project, 'maya', 'b1', at(4)))).toEqual({ status: 409, message: CHOOSE_NOT_NOW });
    expect(fails(() => rate(project, 'maya', 5, at(4)))).toEqual({ status: 409, message: RATE_NOT_NOW });
    project = deliver(project, 'ada', 'Done', at(4));
    project = askRevision(project, 'maya', 'Smaller rug', at(5));
    expect(fails(() => rate(project, 'maya', 5, at(6)))).toEqual({ status: 409, message: RATE_NOT_NOW });
    project = deliver(project, 'ada', 'Rug swapped', at(6));
    expect(fails(() => askRevision(project, 'maya', 'Again', at(7)))).toEqual({ status: 409, message: REVISION_NOT_NOW });
    project = rate(project, 'maya', 4, at(7));
    expect(fails(() => rate(project, 'maya', 5, at(8)))).toEqual({ status: 409, message: RATE_NOT_NOW });
    expect(project.timeline).toEqual(
      (['open', 'taken', 'concepts-ready', 'concept-chosen', 'delivered', 'revision-asked', 'revised', 'rated'] as const).map(
        (status, n) => ({
          status,
          at: at(n),
        }),
      ),
    );
    expect(project).toMatchObject({
      chosenBoardId: 'b2',
      deliveryNote: 'Rug swapped',
      revisionNote: 'Smaller rug',
      rating: 4,
      dueAt: null,
    });
  });

  it('shows a project to its member and designer, and an open one to any designer; 404 to everyone else', () => {
    const open = createProject();
    expect(sideOf(open, 'maya', false).role).toBe('member');
    expect(sideOf(open, 'ben', true).role).toBe('designer');
    expect(fails(() => sideOf(open, 'stranger', false))).toEqual({ status: 404, message: PROJECT_NOT_FOUND });
    const taken = take(open, ADA, at(1));
    expect(sideOf(taken, 'ada', true).role).toBe('designer');
    expect(fails(() => sideOf(taken, 'ben', true))).toEqual({ status: 404, message: PROJECT_NOT_FOUND });
  });
});

describe('what a project transaction writes', () => {
  const platinum: Membership = {
    tier: 'platinum',
    title: 'Platinum',
    since: '2026-11-01T00:00:00Z',
    amountCents: 0,
    currency: 'usd',
    checkoutSessionId: null,
  };
  const build = (periodKey: string) => newProject({ uid: 'maya', name: 'Maya' }, BRIEF, periodKey, at(0));

  it('counts a new project in the period, with the operator count', () => {
    const decision = decideNewProject('p1', build, { membership: platinum, used: null }, at(0));
    expect(decision.project).toEqual(createProject());
    expect(decision.allowance.counts).toEqual({ reviews: 0, consultations: 0, projects: 1 });
    expect(decision.allowance.figures).toEqual({ month: '2026-11', allowancesUsed: { projects: 1 } });
  });

  it('refuses a plan with no project left (403 allowance-used)', () => {
    const used = { reviews: 0, consultations: 0, projects: 1 };
    expect(() => decideNewProject('p2', build, { membership: platinum, used }, at(1))).toThrow(
      expect.objectContaining({ status: 403, code: 'allowance-used' }),
    );
    expect(() => decideNewProject('p2', build, { membership: null, used: null }, at(1))).toThrow(
      'Basic does not include design projects. Platinum includes 1 design project a month.',
    );
  });

  it('answers the change and the line `earn` gives for it; a refused change throws its error', () => {
    const line = { id: 'project_p1' } as EarningLine;
    const taken = decideProjectChange(
      createProject(),
      (record) => take(record, ADA, at(1)),
      () => line,
    );
    expect(taken).toEqual({ project: take(createProject(), ADA, at(1)), line });
    expect(decideProjectChange(createProject(), (record) => take(record, ADA, at(1))).line).toBeNull();
    expect(fails(() => decideProjectChange(null, (record) => take(record, ADA, at(1))))).toEqual({
      status: 404,
      message: PROJECT_NOT_FOUND,
    });
  });
});
