/** The queue of data exports: a task per export, delivered to the export worker, again while it fails. */
export interface ExportQueue {
  /** Puts a task for the member's export on the queue. The job state lives in `accountExports/{uid}`, not in the task. */
  enqueue(uid: string, exportId: string): Promise<void>;
}
