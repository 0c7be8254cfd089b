import type { GenerateDescriptionResponse, Generation } from '../contracts/generation.js';
import { blobUrl, generationImageUrl } from '../domain/blob-keys.js';
import { toApiProduct } from '../domain/catalogue.js';
import type { GenerationJob } from '../domain/generation-job.js';
import { paletteHexCode } from '../domain/palette.js';
import type { CatalogueProduct } from '../contracts/catalogue.js';

/** The spec's generate-description fields, from a job whose text is written. */
function descriptionResponse(job: GenerationJob): GenerateDescriptionResponse {
  const palette = job.text?.palette ?? [];
  return {
    id: job.id,
    background_removed_images: job.cutouts.map((cutout) => blobUrl(cutout.path)),
    cutouts: job.cutouts.map(({ productId, path, source }) => ({ productId, url: blobUrl(path), source: source ?? 'cutout' })),
    generated_title: job.text?.title ?? '',
    description: job.text?.description ?? { main_title: '', description: '' },
    hex_code: paletteHexCode(palette),
    palette,
  };
}

/** GET /api/generations/:id and generate-description's answer: everything the board screen shows, so it survives a reload. */
export function generationView(job: GenerationJob, products: CatalogueProduct[]): Generation {
  return {
    ...descriptionResponse(job),
    function_name: job.functionName,
    size: job.size,
    style: job.style,
    products: products.map(toApiProduct),
    image_url: job.imagePath && job.imageKey ? generationImageUrl(job.id, job.imageKey) : null,
    status: job.status,
    createdAt: job.createdAt.toISOString(),
  };
}
