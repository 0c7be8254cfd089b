// Fakes of the generation ports we own but whose adapters are slow (sharp, imgly, OpenAI): they record their calls
// and answer small fixed results, so the services' rules are tested without images.
import type { CatalogueProduct, PaletteColour } from '../contracts/catalogue.js';
import type { CutoutMaker } from '../ports/cutouts.port.js';
import type { BoardBrief, BoardGenerator } from '../ports/generator.port.js';
import type { PaletteReader } from '../ports/palette.port.js';
import type { GenerationDeps } from '../services/generation.deps.js';
import { memoryBlobs, memoryGenerations, memoryProducts } from './memory-repositories.js';

/** Words that name the brief, and a 'picture' whose bytes list the products; set an error in `state` to make calls throw. */
export function fakeGenerator() {
  const state = {
    briefs: [] as BoardBrief[],
    describeError: null as string | null,
    pictureError: null as string | null,
    emptyPicture: false,
  };
  const generator: BoardGenerator = {
    kind: 'studio',
    async describe(brief) {
      state.briefs.push(brief);
      if (state.describeError) throw new Error(state.describeError);
      return {
        title: `${brief.style} ${brief.functionName}`,
        description: { main_title: `A ${brief.size} room`, description: brief.products.map((p) => `- ${p.title}`).join('\n') },
      };
    },
    async picture(brief) {
      state.briefs.push(brief);
      if (state.pictureError) throw new Error(state.pictureError);
      const image = state.emptyPicture ? Buffer.alloc(0) : Buffer.from(`picture of ${brief.products.map((p) => p.id).join(',')}`);
      return { image, contentType: 'image/jpeg', width: 1024, height: 768 };
    },
  };
  return { generator, state };
}

/** Background removal that answers a 'cutout' of the photo's bytes, or throws `error` when set. */
export function fakeCutouts() {
  const state = { calls: 0, error: null as string | null };
  const cutouts: CutoutMaker = {
    async cut(photo) {
      state.calls++;
      if (state.error) throw new Error(state.error);
      return Buffer.concat([Buffer.from('cutout:'), photo]);
    },
  };
  return { cutouts, state };
}

/** The products' own first hex codes, named 'Colour n'; counts its calls. */
export function fakePalette() {
  const state = { calls: 0 };
  const palette: PaletteReader = {
    async paletteOf(products): Promise<PaletteColour[]> {
      state.calls++;
      return products.map((product, i) => ({ hex: product.hexCodes[0] ?? '#000000', name: `Colour ${i + 1}` }));
    },
  };
  return { palette, state };
}

/**
 * Everything generation needs, in memory: `catalogue` in the products port with a photo and (when its cutout is
 * done) a cutout stored under its paths, and the fakes above. The handles let a test look inside.
 */
export async function fakeGenerationDeps(catalogue: CatalogueProduct[], overrides: Partial<GenerationDeps> = {}) {
  const products = memoryProducts(catalogue);
  const generations = memoryGenerations();
  const blobs = memoryBlobs();
  for (const product of catalogue) {
    await blobs.put(product.imagePath, Buffer.from(`photo of ${product.id}`), 'image/png');
    if (product.cutoutPath && product.cutout.status === 'done')
      await blobs.put(product.cutoutPath, Buffer.from(`cutout of ${product.id}`), 'image/png');
  }
  const generator = fakeGenerator();
  const cutouts = fakeCutouts();
  const palette = fakePalette();
  const deps: GenerationDeps = {
    products,
    generations,
    blobs,
    generator: generator.generator,
    cutouts: cutouts.cutouts,
    palette: palette.palette,
    generationsPerHour: 10,
    now: () => new Date('2026-01-15T10:00:00Z'),
    ...overrides,
  };
  return { deps, products, generations, blobs, generator: generator.state, cutouts: cutouts.state, palette: palette.state };
}
