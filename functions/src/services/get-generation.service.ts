import type { Generation } from '../contracts/generation.js';
import { forbidden, notFound } from '../domain/errors.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import type { ProductsRepository } from '../ports/products.port.js';
import { GENERATION_NOT_FOUND } from './generate-image.service.js';
import { generationView } from './generation.views.js';

/** GET /api/generations/:id: a generated, not yet saved board, for its owner only. */
export async function getGeneration(
  deps: { generations: GenerationsRepository; products: ProductsRepository },
  uid: string,
  id: string,
): Promise<Generation> {
  const job = await deps.generations.get(id);
  if (!job) throw notFound(GENERATION_NOT_FOUND);
  if (job.ownerUid !== uid) throw forbidden();
  return generationView(job, await deps.products.getMany(job.productIds));
}
