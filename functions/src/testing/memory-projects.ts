// In-memory design projects: a map read and written around the same domain decide functions as the Firestore adapter's
// transactions (decideNewProject, decideProjectChange), the 'projects' allowance counted in memory allowances; lists
// are ordered as the queries are. The contract suite (testing/contracts/projects.contract.ts) holds both to it.
import type { Membership } from '../contracts/membership.js';
import { decideNewProject, decideProjectChange, type ProjectRecord } from '../domain/projects.js';
import type { FiguresDelta } from '../domain/service-figures.js';
import type { ProjectsRepository } from '../ports/projects.port.js';
import { memoryAllowances } from './memory-allowances.js';
import { memoryEarnings } from './memory-earnings.js';

export function memoryProjects(
  membershipOf: (uid: string) => Membership | null = () => null,
  earnings = memoryEarnings(),
): ProjectsRepository & {
  records: Map<string, ProjectRecord>;
  allowances: ReturnType<typeof memoryAllowances>;
  earnings: ReturnType<typeof memoryEarnings>;
  /** The operator's counts written with each project (the Firestore adapter's sharded counters). */
  figures: FiguresDelta[];
} {
  const records = new Map<string, ProjectRecord>();
  const figures: FiguresDelta[] = [];
  const allowances = memoryAllowances(membershipOf);
  let next = 0;
  const newest = (a: ProjectRecord, b: ProjectRecord) => b.createdAt.getTime() - a.createdAt.getTime();
  const listed = (keep: (record: ProjectRecord) => boolean, order: typeof newest, limit: number) =>
    [...records.values()]
      .filter(keep)
      .sort(order)
      .slice(0, limit)
      .map((record) => structuredClone(record));
  return {
    records,
    allowances,
    earnings,
    figures,
    async create(memberUid, build, now) {
      const { project, allowance } = decideNewProject(`project${next + 1}`, build, allowances.read(memberUid, now), now);
      next += 1;
      allowances.store(memberUid, allowance.period.key, allowance.counts);
      figures.push(allowance.figures);
      records.set(project.id, structuredClone(project));
      return structuredClone(project);
    },
    async get(id) {
      const record = records.get(id);
      return record ? structuredClone(record) : null;
    },
    async change(id, change, earn) {
      const stored = records.get(id);
      const { project, line } = decideProjectChange(stored ? structuredClone(stored) : null, change, earn);
      records.set(project.id, structuredClone(project));
      earnings.write(line);
      return structuredClone(project);
    },
    async listOpen(limit) {
      return listed(
        (record) => record.status === 'open',
        (a, b) => -newest(a, b),
        limit,
      );
    },
    async listByMember(uid, limit) {
      return listed((record) => record.memberUid === uid, newest, limit);
    },
    async listByDesigner(uid, limit) {
      return listed((record) => record.designerUid === uid, newest, limit);
    },
    async late(openedBefore, dueStatuses, dueBefore, size) {
      const due = (record: ProjectRecord) => record.dueAt?.getTime() ?? 0;
      return {
        unclaimed: listed(
          (record) => record.status === 'open' && record.createdAt < openedBefore,
          (a, b) => -newest(a, b),
          size,
        ),
        overdue: listed(
          (record) => dueStatuses.includes(record.status) && record.dueAt !== null && record.dueAt < dueBefore,
          (a, b) => due(a) - due(b),
          size,
        ),
      };
    },
  };
}
