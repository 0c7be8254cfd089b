// Prints JSON figures for board generation offline: p50/p90 ms for a 10-product board from stored cutouts
// (palette, then describe + picture, the studio generator), and with --cutout the ms of one new imgly cutout.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BoardBrief } from '../ports/generator.port.js';
import { CATALOGUE_DIR } from './demo-catalogue.js';

const KINDS = ['sofa', 'rug', 'armchair', 'table', 'lamp', 'pillow', 'armchair', 'lamp', 'paint', 'sectional'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const runs = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 20);
  const { demoProducts } = await import('../../../emulators/catalogue/products.mjs');
  const { composeCutouts, composeStudio } = await import('../composition.js');
  const all = demoProducts();
  const products = await Promise.all(
    KINDS.map(async (kind, i) => {
      const product = all.filter((p) => p.kind === kind)[i % 4]!;
      return { ...product, cutout: await readFile(join(CATALOGUE_DIR, 'cutouts', `${product.id}.png`)) };
    }),
  );
  const { generator, palette: palettes } = await composeStudio();
  const board = async () => {
    const brief: BoardBrief = {
      functionName: 'Entertainment',
      size: 'Sectional',
      style: 'Color Pop',
      products,
      palette: await palettes.paletteOf(products),
    };
    await Promise.all([generator.describe(brief), generator.picture(brief)]);
  };
  await board();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await board();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const result: Record<string, number> = {
    products: products.length,
    runs,
    p50Ms: Math.round(percentile(times, 50)),
    p90Ms: Math.round(percentile(times, 90)),
  };
  if (process.argv.includes('--cutout')) {
    const { renderPhoto } = await import('../../../emulators/catalogue/draw.mjs');
    const { default: sharp } = await import('sharp');
    const cutouts = await composeCutouts('imgly');
    const photos = await Promise.all(all.slice(0, 4).map((p) => renderPhoto(sharp, p)));
    await cutouts.cut(photos[0]!, 'image/jpeg');
    const started = performance.now();
    for (const photo of photos.slice(1)) await cutouts.cut(photo, 'image/jpeg');
    result.cutoutMs = Math.round((performance.now() - started) / (photos.length - 1));
  }
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench-generate failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
