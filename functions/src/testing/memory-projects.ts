// In-memory design projects with the Firestore adapter's rules: creation uses the 'projects' allowance (memory
// allowances), every change sees the stored project and writes what it answers, lists are ordered as the queries are.
import type { Membership } from '../contracts/membership.js';
import type { ProjectRecord } from '../domain/projects.js';
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
} {
  const records = new Map<string, ProjectRecord>();
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
    async create(memberUid, build, now) {
      const period = allowances.use(memberUid, 'projects', now);
      const record = { ...build(period.key), id: `project${(next += 1)}` };
      records.set(record.id, structuredClone(record));
      return record;
    },
    async get(id) {
      const record = records.get(id);
      return record ? structuredClone(record) : null;
    },
    async change(id, change, earn) {
      const stored = records.get(id);
      const changed = change(stored ? structuredClone(stored) : null);
      const line = earn?.(stored ? structuredClone(stored) : null, structuredClone(changed)) ?? null;
      records.set(changed.id, structuredClone(changed));
      earnings.write(line);
      return changed;
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
