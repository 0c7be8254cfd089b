// Makes the demo catalogue's cutouts once, with the same background removal as the import pipeline
// (@imgly/background-removal-node, model medium), and writes them to emulators/catalogue/cutouts/<id>.png.
// Slow (seconds and about 1 GB per image): run by hand when the drawings change, then commit the PNGs.
// Holes the removal leaves inside an object are filled from the photo (restoreHoles, as the import does).
//   npm run build -w functions && node emulators/catalogue/make-cutouts.mjs [--force] [id-substring]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { compactCutout, restoreHoles } from '../../functions/lib/adapters/cutouts/imgly.cutouts.js';
import { renderPhoto } from './draw.mjs';
import { demoProducts } from './products.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, 'cutouts');
const require = createRequire(import.meta.url);
const imglyDist = dirname(require.resolve('@imgly/background-removal-node'));

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const only = args.find((a) => !a.startsWith('--'));
  mkdirSync(outDir, { recursive: true });
  const { removeBackground } = await import('@imgly/background-removal-node');
  const config = { model: 'medium', publicPath: `${pathToFileURL(imglyDist).href}/`, output: { format: 'image/png' } };
  const products = demoProducts().filter((p) => !only || p.id.includes(only));
  let done = 0;
  for (const product of products) {
    const target = join(outDir, `${product.id}.png`);
    done++;
    if (!force && existsSync(target)) continue;
    const started = Date.now();
    const photo = await renderPhoto(sharp, product);
    const blob = await removeBackground(new Blob([photo], { type: 'image/jpeg' }), config);
    const cutout = await compactCutout(await restoreHoles(Buffer.from(await blob.arrayBuffer()), photo));
    writeFileSync(target, cutout);
    process.stdout.write(`cutout ${done}/${products.length} ${product.id} ${Date.now() - started} ms ${cutout.length} bytes\n`);
  }
}

main().catch((error) => {
  process.stderr.write(`make-cutouts failed: ${error.stack ?? error}\n`);
  process.exit(1);
});
