// `node bench/arrangement.mjs`: the time of the automatic arrangement (room/arrangement), which the designer
// runs when a board without a layout opens and the studio generator runs for each picture: `arrangeRoom` in the
// seed's room and `defaultRoomSize` (several arrangements while it grows the room), for four demo boards (bedroom,
// living room, dining room, bath) in each of the six room shapes. Prints JSON lines. Runs on the built functions/lib
// (built first).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const build = spawnSync(
  process.execPath,
  [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'functions/tsconfig.build.json')],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
if (build.status !== 0) console.error('bench/arrangement: the functions build reported errors; timing the emitted lib anyway');

const require = createRequire(join(ROOT, 'functions', 'lib', 'index.js'));
const { arrangeRoom, defaultRoomSize } = require(join(ROOT, 'functions/lib/room/arrangement.js'));
const { productKind, kindMount } = require(join(ROOT, 'functions/lib/contracts/product-kinds.js'));
const { ROOM_SHAPE_IDS } = require(join(ROOT, 'functions/lib/contracts/designer.js'));
const { demoProducts } = await import(join(ROOT, 'emulators/catalogue/products.mjs'));

const catalogue = demoProducts();
const pick = (...titles) =>
  titles.map((title) => {
    const product = catalogue.find((p) => p.title.startsWith(title));
    if (!product) throw new Error(`no demo product '${title}'`);
    const kind = productKind(product);
    return { id: product.id ?? product.title, width: product.width, length: product.length, kind, mount: kindMount(kind) };
  });

const BOARDS = {
  bedroom: pick(
    'Oslo Oak Platform Bed',
    'Siena Terracotta Hand-Knotted Wool Rug',
    'Malmo Terracotta Ceramic Table Lamp',
    'Porto Navy Linen Throw Pillow',
    'Bergen Oat Percale Duvet Cover',
  ),
  living: pick(
    'Porto Terracotta Performance Velvet Sofa',
    'Lisbon Slate Lounge Armchair',
    'Porto Walnut Coffee Table',
    'Malmo Ochre Flatweave Rug',
    'Siena Copper Floor Lamp',
    'Brera Mustard Boucle Throw Pillow',
  ),
  dining: pick(
    'Porto Ash Farmhouse Dining Table',
    'Lisbon Ebony Cushioned Dining Chair',
    'Bergen Walnut Cushioned Dining Chair',
    'Camden Copper and Teak Bar Cart',
    'Lisbon Dove Copper Bar Stool',
    'Bergen Maple Matte Black Counter Stool',
    'Siena Ochre Linen Napkins',
  ),
  bath: pick(
    'Camden Acacia Bath Bench',
    'Sedona Oat Cotton Bath Rug',
    'Sedona Ivory Ribbed Towel Set',
    'Lisbon Matte Black Rain Showerhead',
  ),
};

function time(work) {
  for (let i = 0; i < 3; i += 1) work();
  const ms = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    work();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const at = (q) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] * 100) / 100;
  return { p50: at(0.5), p90: at(0.9), max: at(1) };
}

console.log(
  JSON.stringify({ bench: 'arrangement', runs: RUNS, cpus: cpus().length, load: loadavg().map((l) => Math.round(l * 100) / 100) }),
);
for (const [board, items] of Object.entries(BOARDS)) {
  for (const shape of ROOM_SHAPE_IDS) {
    const size = defaultRoomSize(items, shape);
    const room = { width: size.width, length: size.length, shape };
    console.log(
      JSON.stringify({
        board,
        shape,
        room: `${size.width} x ${size.length}`,
        arrangeRoomMs: time(() => arrangeRoom(room, items, { variant: 0 })),
        defaultRoomSizeMs: time(() => defaultRoomSize(items, shape)),
      }),
    );
  }
}
