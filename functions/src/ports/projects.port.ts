import type { EarningLine } from '../domain/earnings.js';
import type { NewProject, ProjectRecord } from '../domain/projects.js';

/** `projects/{id}`: design projects. Every change is a transaction over the project's document. */
export interface ProjectsRepository {
  /**
   * One transaction: uses one of the member's 'projects' allowance (403 allowance-used when none is left) and writes
   * the project; `build` gets the period key the project is counted in.
   */
  create(memberUid: string, build: (periodKey: string) => NewProject, now: Date): Promise<ProjectRecord>;
  get(id: string): Promise<ProjectRecord | null>;
  /** One transaction: `change` sees the project as it is now (null: none) and answers it changed; a throw writes nothing. */
  change(
    id: string,
    change: (record: ProjectRecord | null) => ProjectRecord,
    /** The designer's earning the change answers for (the project closed), written in the same transaction. */
    earn?: (before: ProjectRecord | null, after: ProjectRecord) => EarningLine | null,
  ): Promise<ProjectRecord>;
  /** Open projects, oldest first (the queue), at most `limit`. */
  listOpen(limit: number): Promise<ProjectRecord[]>;
  /** The member's projects, newest first, at most `limit`. */
  listByMember(uid: string, limit: number): Promise<ProjectRecord[]>;
  /** The designer's projects, newest first, at most `limit`. */
  listByDesigner(uid: string, limit: number): Promise<ProjectRecord[]>;
  /**
   * For admins: open projects sent before `openedBefore`, and projects in `dueStatuses` due before `dueBefore`; oldest
   * first, at most `size` of each.
   */
  late(
    openedBefore: Date,
    dueStatuses: readonly string[],
    dueBefore: Date,
    size: number,
  ): Promise<{ unclaimed: ProjectRecord[]; overdue: ProjectRecord[] }>;
}
