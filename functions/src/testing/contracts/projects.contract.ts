// The projects port's contract: the checks both implementations pass, the memory fake in the unit project
// (testing/memory-projects.test.ts) and Firestore on the emulator (adapters/firestore/projects.firestore.api.test.ts).
// Each check makes its own members and designers; the open queue and the late lists read everyone's projects (the
// service and projects API tests check their order).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Membership } from '../../contracts/membership.js';
import { PROJECT_ALREADY_TAKEN, PROJECT_NOT_FOUND, type ProjectBrief } from '../../contracts/projects.js';
import type { EarningLine } from '../../domain/earnings.js';
import { newProject, take, type ProjectRecord } from '../../domain/projects.js';
import type { EarningsLedger } from '../../ports/earnings.port.js';
import type { ProjectsRepository } from '../../ports/projects.port.js';

export interface ProjectsWorld {
  projects: ProjectsRepository;
  earnings: EarningsLedger;
  /** Gives a member a plan (what `users/{uid}.membership` holds). */
  plan(uid: string, membership: Membership): Promise<void>;
}

const NOW = new Date('2031-03-03T10:00:00.000Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const platinum: Membership = {
  tier: 'platinum',
  title: 'Platinum',
  since: '2031-03-01T00:00:00.000Z',
  amountCents: 0,
  currency: 'usd',
  checkoutSessionId: null,
};
const BRIEF: ProjectBrief = {
  rooms: [{ function: 'Sleep', size: 'Queen Size', style: 'Natural Tones' }],
  photoBoardIds: [],
  layout: null,
  budgetUsd: 3000,
  likedBoardIds: [],
  notes: 'A calm bedroom.',
};

export function projectsContract(name: string, make: () => Promise<ProjectsWorld>) {
  describe(`the projects port (${name})`, () => {
    let world: ProjectsWorld;
    beforeAll(async () => {
      world = await make();
    });

    const cast = () => {
      const run = randomUUID().slice(0, 8);
      return { maya: { uid: `maya-${run}`, name: 'Maya' }, ada: { uid: `ada-${run}`, name: 'Ada' }, run };
    };
    const build = (member: { uid: string; name: string }, at: Date) => (periodKey: string) => newProject(member, BRIEF, periodKey, at);

    it('counts a project in the period and stores it as built; 403 when none is left, and Basic has none', async () => {
      const { maya, run } = cast();
      await world.plan(maya.uid, platinum);
      const created = await world.projects.create(maya.uid, build(maya, NOW), NOW);
      expect(created).toEqual({ ...newProject(maya, BRIEF, 'platinum-2031-03-01', NOW), id: created.id });
      expect(await world.projects.get(created.id)).toEqual(created);
      await expect(world.projects.create(maya.uid, build(maya, later(1)), later(1))).rejects.toMatchObject({
        status: 403,
        code: 'allowance-used',
      });
      await expect(world.projects.create(`basil-${run}`, build({ uid: `basil-${run}`, name: 'Basil' }, NOW), NOW)).rejects.toMatchObject({
        status: 403,
        code: 'allowance-used',
      });
      expect((await world.projects.listByMember(maya.uid, 10)).map((project) => project.id)).toEqual([created.id]);
      expect(await world.projects.listByMember(`basil-${run}`, 10)).toEqual([]);
    });

    it('writes what a change answers, with its earning once; a refused change writes nothing; no project is 404', async () => {
      const { maya, ada, run } = cast();
      await world.plan(maya.uid, platinum);
      const created = await world.projects.create(maya.uid, build(maya, NOW), NOW);
      const line = (_before: ProjectRecord | null, after: ProjectRecord): EarningLine => ({
        id: `project_${after.id}`,
        designerUid: ada.uid,
        kind: 'project',
        workId: after.id,
        title: 'Sleep',
        memberUid: maya.uid,
        amountCents: 20000,
        currency: 'usd',
        period: '2031-03',
        earnedAt: later(5),
        status: 'pending',
        payoutId: null,
        reversalOf: null,
      });
      const taken = await world.projects.change(created.id, (record) => take(record, ada, later(5)), line);
      expect(taken).toEqual(take(created, ada, later(5)));
      expect(await world.projects.get(created.id)).toEqual(taken);
      const other = { uid: `noor-${run}`, name: 'Noor' };
      await expect(world.projects.change(created.id, (record) => take(record, other, later(6)), line)).rejects.toMatchObject({
        status: 409,
        message: PROJECT_ALREADY_TAKEN,
      });
      expect(await world.projects.get(created.id)).toEqual(taken);
      await world.projects.change(created.id, (record) => record!, line);
      expect((await world.earnings.forDesigner(ada.uid, 10)).map((earned) => earned.id)).toEqual([`project_${created.id}`]);
      expect((await world.projects.listByDesigner(ada.uid, 10)).map((project) => project.id)).toEqual([created.id]);
      for (const id of [`nothing-${run}`, 'not/an/id'])
        await expect(world.projects.change(id, (record) => take(record, ada, later(7)))).rejects.toMatchObject({
          status: 404,
          message: PROJECT_NOT_FOUND,
        });
      expect(await world.projects.get('not/an/id')).toBeNull();
    });
  });
}
