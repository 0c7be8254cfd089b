// `npm run bench:generate`: the server's time for a 10-product board offline, as generate-description and
// generate-image run it (products, stored cutouts read from the blob store, palette, studio words and picture,
// the board image written to the blob store), with the job store in memory instead of Firestore.
// Then new cutouts as the queue's worker makes them: the make-cutout use case (claim the job, read the photo, one
// real imgly background removal (model medium), store the PNG, finish the job), cold and warm.
// Prints JSON lines. Runs on the built functions/lib (built first).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const build = spawnSync(
  process.execPath,
  [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'functions/tsconfig.build.json')],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
if (build.status !== 0) console.error('bench:generate: the functions build reported errors; timing the emitted lib anyway');

// The services' info logs would mix with the figures on stdout; warnings and errors still reach stderr.
Object.assign(console, { info: () => {}, debug: () => {} });
const require = createRequire(join(ROOT, 'functions', 'lib', 'index.js'));
const lib = (path) => require(join(ROOT, 'functions', 'lib', path));
const { generateDescription } = lib('services/generate-description.service.js');
const { generateImage } = lib('services/generate-image.service.js');
const { studioGenerator } = lib('adapters/generator/studio.generator.js');
const { sharpPalette } = lib('adapters/palette/sharp.palette.js');
const { localFolderBlobStore } = lib('adapters/blobs/local-folder.blob-store.js');
const { imglyCutouts } = lib('adapters/cutouts/imgly.cutouts.js');
const { makeCutout } = lib('services/make-cutout.service.js');
const { productSortKey } = lib('domain/catalogue.js');
const { demoProducts } = await import(join(ROOT, 'emulators/catalogue/products.mjs'));
const { renderPhoto } = await import(join(ROOT, 'emulators/catalogue/draw.mjs'));

/** The products port in memory: the catalogue is a map. */
function memoryProducts(list) {
  const byId = new Map(list.map((p) => [p.id, p]));
  return {
    async getMany(ids) {
      return ids.map((id) => byId.get(id)).filter(Boolean);
    },
    /** One job at a time, as a transaction would: `decide` runs and its write lands before anything else. */
    async transactCutout(id, decide) {
      const product = byId.get(id);
      const decision = decide(product ? structuredClone(product) : null);
      if (product && decision.job)
        byId.set(id, { ...product, cutout: decision.job, cutoutPath: decision.cutoutPath ?? product.cutoutPath });
      return decision.result;
    },
  };
}

/** The generations port in memory, with the same transaction contract (no contention here). */
function memoryGenerations() {
  const jobs = new Map();
  const recent = new Map();
  return {
    async get(id) {
      return jobs.get(id) ?? null;
    },
    async transact(id, uid, decide) {
      const decision = decide(jobs.get(id) ?? null, recent.get(uid) ?? []);
      if (decision.job) jobs.set(id, structuredClone(decision.job));
      if (decision.recent) recent.set(uid, decision.recent);
      return decision.result;
    },
    async update(id, patch) {
      jobs.set(id, { ...jobs.get(id), ...patch });
    },
    watch() {
      return () => {};
    },
  };
}

const KINDS = ['bed', 'rug', 'pillow', 'pillow', 'duvet', 'sheets', 'comforter', 'lamp', 'paint', 'mattress'];
const all = demoProducts();
const hasCutout = (p) => existsSync(join(ROOT, 'emulators/catalogue/cutouts', `${p.id}.png`));
// One product per kind of a bedroom, among those whose committed cutout exists; others fill any gap.
const chosen = [];
for (const kind of KINDS) {
  const pick = all.find((p) => p.kind === kind && hasCutout(p) && !chosen.includes(p));
  if (pick) chosen.push(pick);
}
for (const p of all) if (chosen.length < 10 && hasCutout(p) && !chosen.includes(p)) chosen.push(p);
if (chosen.length < 10) throw new Error('bench:generate needs 10 demo cutouts in emulators/catalogue/cutouts');
const blobDir = mkdtempSync(join(tmpdir(), 'roomboard-bench-'));
const blobs = localFolderBlobStore(blobDir);
const catalogue = chosen.map((p) => {
  const cutoutPath = `cutouts/${p.id}.png`;
  cpSync(join(ROOT, 'emulators/catalogue/cutouts', `${p.id}.png`), join(blobDir, cutoutPath));
  return {
    id: p.id,
    title: p.title,
    price: p.price,
    keywords: p.keywords,
    width: p.width,
    length: p.length,
    height: p.height,
    hexCodes: p.hexCodes,
    imagePath: `products/${p.id}.jpg`,
    cutoutPath,
    cutout: { status: 'done', attempts: 1, updatedAt: new Date() },
    sortKey: productSortKey(p.title, p.id),
  };
});

const deps = {
  products: memoryProducts(catalogue),
  generations: memoryGenerations(),
  blobs,
  generator: studioGenerator(),
  cutoutQueue: {
    enqueue: () => Promise.reject(new Error('every bench product has its cutout')),
  },
  palette: sharpPalette(),
  generationsPerHour: 1e9,
  generationsPerDay: 1e9,
  paidBudget: { text: 1e9, image: 1e9 },
};
/** The studio generator never asks whether the e-mail is verified. */
const caller = { uid: 'bench-user', email: null, emailVerified: async () => false };
const request = (generationId) => ({
  generationId,
  function_name: 'Sleep',
  size: 'Queen Size',
  style: 'Natural Tones',
  selectedProducts: catalogue.map((p) => ({ id: p.id })),
});

async function board() {
  const id = randomUUID();
  const started = performance.now();
  const description = await generateDescription(deps, caller, request(id));
  const described = performance.now();
  await generateImage(deps, caller, id);
  const done = performance.now();
  if (description.background_removed_images.length !== 10) throw new Error('expected 10 cutouts');
  return { total: done - started, describe: described - started, picture: done - described };
}

const figure = (value) => process.stdout.write(`${JSON.stringify(value)}\n`);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
};

for (let i = 0; i < 3; i++) await board();
const times = [];
for (let i = 0; i < RUNS; i++) times.push(await board());
const machine = `${cpus().length} cores, ${process.version}, load average ${loadavg()[0].toFixed(1)}`;
const totals = times.map((t) => t.total);
figure({
  figure: 'generate-board-p50-ms',
  value: percentile(totals, 50),
  target: '<= 150',
  runs: RUNS,
  machine,
  note: '10 products, stored cutouts, studio, describe + picture, blob writes, no Firestore',
});
figure({ figure: 'generate-board-p90-ms', value: percentile(totals, 90), runs: RUNS });
figure({
  figure: 'generate-description-p50-ms',
  value: percentile(
    times.map((t) => t.describe),
    50,
  ),
});
figure({
  figure: 'generate-image-p50-ms',
  value: percentile(
    times.map((t) => t.picture),
    50,
  ),
});

if (!process.argv.includes('--no-cutout')) {
  const sharp = require('sharp');
  const sources = all.filter((p) => p.kind === 'chair' || p.kind === 'lamp').slice(0, 2);
  const fresh = await Promise.all(
    sources.map(async (p) => {
      const photo = await renderPhoto(sharp, p);
      const imagePath = `products/${p.id}.jpg`;
      await blobs.put(imagePath, photo, 'image/jpeg');
      return {
        ...catalogue[0],
        id: `${p.id}-new`,
        title: p.title,
        imagePath,
        cutoutPath: null,
        cutout: { status: 'pending', attempts: 0, updatedAt: new Date() },
      };
    }),
  );
  const worker = { products: memoryProducts(fresh), blobs, cutouts: imglyCutouts({ model: 'medium' }) };
  const run = async (product) => {
    const started = performance.now();
    const outcome = await makeCutout(worker, product.id);
    if (outcome.kind !== 'made') throw new Error(`bench:generate: the cutout of ${product.id} was not made (${outcome.kind})`);
    return performance.now() - started;
  };
  const cold = await run(fresh[0]);
  const warm = await run(fresh[1]);
  figure({
    figure: 'new-cutout-ms',
    value: Math.round(warm),
    note: "the cutout worker's use case (make-cutout: claim, photo, imgly medium, PNG stored, job finished), model already loaded",
    machine,
  });
  figure({ figure: 'new-cutout-cold-ms', value: Math.round(cold), note: 'the same, first run in a process (model load included)' });
}
rmSync(blobDir, { recursive: true, force: true });
