import type { App } from 'firebase-admin/app';
import type { TaskQueue } from 'firebase-admin/functions';
import type { ExportTask } from '../../contracts/account-export.js';
import type { ExportQueue } from '../../ports/export-queue.port.js';

/** An export's build may take up to the worker's timeout; Cloud Tasks waits that long before it counts a failure. */
const DISPATCH_DEADLINE_SECONDS = 1800;

/**
 * The export queue on Cloud Tasks: the task queue of the `functionName` task function. On the emulator the SDK finds
 * the Cloud Tasks emulator through CLOUD_TASKS_EMULATOR_HOST (see cloud-tasks.cutout-queue.ts).
 */
export function cloudTasksExportQueue(app: App, functionName: string, region: string): ExportQueue {
  let queue: Promise<TaskQueue<ExportTask>> | undefined;
  return {
    async enqueue(uid, exportId) {
      queue ??= import('firebase-admin/functions').then(({ getFunctions }) =>
        getFunctions(app).taskQueue<ExportTask>(`locations/${region}/functions/${functionName}`),
      );
      await (await queue).enqueue({ uid, exportId }, { dispatchDeadlineSeconds: DISPATCH_DEADLINE_SECONDS });
    },
  };
}
