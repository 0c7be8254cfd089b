// `node bench/room-pictures.mjs <out-dir> [seed]`: the offline studio generator's room pictures of a few typical
// boards (a bedroom with a queen bed, a living room with a sectional, a dining room with four chairs, a bathroom, and
// an L-shaped room whose layout has a door and two windows), from the demo catalogue's committed cutouts, as
// room-<name>.png. For looking at, not for timing. Runs on the built functions/lib (built first).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const [out = join(ROOT, 'test-results', 'room-pictures'), seed = 'generation-1'] = process.argv.slice(2);
const build = spawnSync(
  process.execPath,
  [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'functions/tsconfig.build.json')],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
if (build.status !== 0) console.error('room-pictures: the functions build reported errors; drawing with the emitted lib anyway');

const require = createRequire(join(ROOT, 'functions', 'lib', 'index.js'));
const lib = (path) => require(join(ROOT, 'functions', 'lib', path));
const { studioGenerator } = lib('adapters/generator/studio.generator.js');
const { sharpPalette } = lib('adapters/palette/sharp.palette.js');
const { arrangeRoom } = lib('room/arrangement.js');
const { productKind, kindMount } = lib('contracts/product-kinds.js');
const { demoProducts } = await import(join(ROOT, 'emulators/catalogue/products.mjs'));
const { default: sharp } = await import('sharp');

const all = demoProducts();
/** The n-th demo product whose title has all the words, with its committed cutout. */
const pick = (words, n = 0) => {
  const product = all.filter((p) => words.split('|').every((w) => p.title.includes(w)))[n];
  if (!product) throw new Error(`no demo product "${words}"`);
  return { ...product, cutout: readFileSync(join(ROOT, 'emulators/catalogue/cutouts', `${product.id}.png`)) };
};

const BOARDS = {
  bedroom: {
    functionName: 'Sleep',
    size: 'Queen Size',
    style: 'Natural Tones',
    products: () => [
      all.filter((p) => p.kind === 'bed' && p.width === 152).map((p) => pick(p.title))[0],
      pick('Mattress', 1),
      pick('Hand-Knotted Wool Rug'),
      pick('Throw Pillow'),
      pick('Duvet Cover', 1),
      pick('Ceramic Table Lamp'),
      pick('Interior Paint'),
    ],
  },
  living: {
    functionName: 'Entertainment',
    size: 'Sectional',
    style: 'Color Pop',
    products: () => [
      pick('Sectional'),
      pick('Coffee Table'),
      pick('Lounge Armchair'),
      pick('Floor Lamp'),
      pick('Flatweave Rug'),
      pick('Throw Pillow', 1),
    ],
  },
  dining: {
    functionName: 'Dining',
    size: 'M Table',
    style: 'Light Tones',
    products: () => [
      pick('Farmhouse Dining Table'),
      ...[0, 0, 0, 0].map((n) => pick('Dining Chair', n)),
      pick('Napkins'),
      pick('Jute Blend Rug'),
      pick('Bar Cart'),
    ],
  },
  bathroom: {
    functionName: 'Bath',
    size: 'Mastery',
    style: 'Grey Tones',
    products: () => [
      pick('Freestanding Oval Bathtub'),
      pick('Shaker Vanity'),
      pick('Close-Coupled Toilet'),
      pick('Arched Vanity Mirror'),
      pick('Three-Globe Vanity Light'),
      pick('Dome Pendant Light'),
      pick('Towel Set'),
      pick('Bath Rug'),
      pick('Tile'),
    ],
  },
  openings: {
    functionName: 'Entertainment',
    size: 'Sofa',
    style: 'Natural Tones',
    products: () => [
      pick('Linen Sofa'),
      pick('Coffee Table'),
      pick('Wingback Armchair'),
      pick('Hand-Knotted Wool Rug', 1),
      pick('Floor Lamp'),
    ],
    // An L-shaped room: a door and a window on its long wall, a window on the short wall beside it. The picture looks
    // at the room from the side the sofa faces: from the L's long wall (index 4) towards the viewer.
    room: {
      width: 520,
      length: 440,
      shape: 'l-shaped',
      openings: [
        { id: 'door-1', kind: 'door', wall: 4, offset: 70, width: 85, hinge: 'right' },
        { id: 'window-1', kind: 'window', wall: 4, offset: 420, width: 110 },
        { id: 'window-2', kind: 'window', wall: 3, offset: 110, width: 100 },
      ],
    },
  },
};

mkdirSync(out, { recursive: true });
const generator = studioGenerator();
const palettes = sharpPalette();
for (const [name, board] of Object.entries(BOARDS)) {
  const products = board.products();
  // The designer's automatic arrangement of the room, as a board's saved layout.
  const items = products.map((p) => ({
    id: p.id,
    width: p.width,
    length: p.length,
    kind: productKind(p),
    mount: kindMount(productKind(p)),
  }));
  const layout = board.room ? arrangeRoom(board.room, items) : undefined;
  const brief = { ...board, products, palette: await palettes.paletteOf(products), seed, ...(layout ? { layout } : {}) };
  const picture = await generator.picture(brief);
  await sharp(picture.image)
    .png()
    .toFile(join(out, `room-${name}.png`));
  if (layout) console.log(JSON.stringify({ name, layout }));
  console.log(`room-${name}.png`);
}
