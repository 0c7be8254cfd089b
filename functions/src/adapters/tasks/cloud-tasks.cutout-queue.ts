import type { App } from 'firebase-admin/app';
import type { TaskQueue } from 'firebase-admin/functions';
import type { CutoutTask } from '../../contracts/catalogue.js';
import type { CutoutQueue } from '../../ports/cutout-queue.port.js';

/**
 * The cutout queue on Cloud Tasks: the task queue of the `functionName` task function (firebase-admin's
 * taskQueue().enqueue). On the emulator the SDK finds the Cloud Tasks emulator through CLOUD_TASKS_EMULATOR_HOST,
 * which the Functions emulator sets and which runs the task function as Cloud Tasks would.
 */
export function cloudTasksCutoutQueue(app: App, functionName: string, region: string): CutoutQueue {
  let queue: Promise<TaskQueue<CutoutTask>> | undefined;
  return {
    async enqueue(productId) {
      queue ??= import('firebase-admin/functions').then(({ getFunctions }) =>
        getFunctions(app).taskQueue<CutoutTask>(`locations/${region}/functions/${functionName}`),
      );
      await (await queue).enqueue({ productId }, { dispatchDeadlineSeconds: 300 });
    },
  };
}
