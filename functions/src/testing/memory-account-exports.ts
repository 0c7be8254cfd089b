// In-memory fakes of the data exports' store and queue.
import type { ExportJob } from '../domain/account-export.js';
import type { AccountExports } from '../ports/account-exports.port.js';
import type { ExportQueue } from '../ports/export-queue.port.js';

export function memoryAccountExports(): AccountExports & { jobs: Map<string, ExportJob> } {
  const jobs = new Map<string, ExportJob>();
  return {
    jobs,
    async get(uid) {
      return structuredClone(jobs.get(uid) ?? null);
    },
    async transact(uid, decide) {
      const decision = decide(structuredClone(jobs.get(uid) ?? null));
      if (decision.job === null) jobs.delete(uid);
      else if (decision.job) jobs.set(uid, structuredClone(decision.job));
      return decision.result;
    },
  };
}

/** Remembers the tasks; a test runs them when it chooses. */
export function memoryExportQueue(): ExportQueue & { tasks: Array<{ uid: string; exportId: string }> } {
  const tasks: Array<{ uid: string; exportId: string }> = [];
  return {
    tasks,
    async enqueue(uid, exportId) {
      tasks.push({ uid, exportId });
    },
  };
}
