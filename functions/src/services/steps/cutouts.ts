import { decideEnqueue, withoutTask } from '../../domain/cutout-job.js';
import type { CutoutQueue } from '../../ports/cutout-queue.port.js';
import type { ProductsRepository } from '../../ports/products.port.js';
import { cutoutLogs } from '../cutouts.logs.js';
import { nowOf } from './clock.js';

/**
 * Asks for the cutouts of products that have none: each job without a live task gets one task on the queue,
 * decided in a transaction so that concurrent requests queue it once. Answers the ids queued now.
 */
export async function requestCutouts(
  deps: { products: ProductsRepository; cutoutQueue: CutoutQueue; now?: () => Date },
  productIds: string[],
): Promise<string[]> {
  const queued = await Promise.all(
    productIds.map(async (productId) => {
      const queuedAt = await deps.products.transactCutout(productId, (product) => {
        const job = product && decideEnqueue(product.cutout, nowOf(deps));
        return job ? { result: job.queuedAt ?? null, job } : { result: null };
      });
      if (!queuedAt) return null;
      try {
        await deps.cutoutQueue.enqueue(productId);
        cutoutLogs.queued(productId);
        return productId;
      } catch (error) {
        cutoutLogs.queueFailed(productId, error);
        await deps.products
          .transactCutout(productId, (product) => {
            const job = product && withoutTask(product.cutout, queuedAt);
            return job ? { result: null, job } : { result: null };
          })
          .catch(() => undefined);
        return null;
      }
    }),
  );
  return queued.filter((id): id is string => id !== null);
}
