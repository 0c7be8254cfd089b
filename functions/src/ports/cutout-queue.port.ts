/** The queue of background-removal jobs: a task per product, delivered to the cutout worker one at a time. */
export interface CutoutQueue {
  /** Puts a task for the product on the queue. The job state lives in the product document, not in the task. */
  enqueue(productId: string): Promise<void>;
}
