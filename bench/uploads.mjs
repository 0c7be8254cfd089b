// Uploads against the memory of the function that takes them all (generate, functions/src/upload-plan.ts): the worst
// legal inputs (and crafted ones), as many at once as it takes requests, through the image adapters as it composes them
// (its decoding slots and sharp threads), each body held whole as the platform holds it before the handler runs.
// Each set runs in a fresh process that first composes the function (its baseline), and prints the peak RSS (VmHWM)
// and the plan's budget beside it (the bodies at the platform's cap, which the sets' own files are under).
// HEIC: no HEVC encoder is available offline, so the 48 MP HEIC is a grid of the 600 x 400 test fixture's tile
// (bench/support/heic-grid.mjs), decoded by libheif in full as a phone's would be.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { craftedHeic, codedImage, gridHeic } from './support/heic-grid.mjs';
import { figure, machine, ROOT } from './support/bench-kit.mjs';

const lib = join(ROOT, 'functions', 'lib');
const require = createRequire(import.meta.url);
const MIB = 1024 * 1024;
const peakRss = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;

/** A smooth picture (as large files of it stay under the byte limits; decoding memory depends on size, not content). */
async function gradient(sharp, width, height) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#C9B79C"/><stop offset="1" stop-color="#2F5F7A"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg), { limitInputPixels: false, unlimited: true }).removeAlpha();
}

/** The sets: which route and the file; as many copies arrive at once as generate takes requests. */
const SETS = [
  {
    route: 'boardPicture',
    name: 'board picture: interlaced 16-bit RGBA PNG at the whole-decode cap (2048 x 2048)',
    make: async (sharp) => (await gradient(sharp, 2048, 2048)).ensureAlpha().toColourspace('rgb16').png({ progressive: true }).toBuffer(),
  },
  {
    route: 'boardPicture',
    name: 'board picture: 16-bit RGBA PNG at the cap (4096 x 4096)',
    make: async (sharp) => (await gradient(sharp, 4096, 4096)).ensureAlpha().toColourspace('rgb16').png().toBuffer(),
  },
  {
    route: 'boardPicture',
    name: 'board picture: progressive JPEG at the whole-decode cap (2048 x 2048)',
    make: async (sharp) => (await gradient(sharp, 2048, 2048)).jpeg({ progressive: true, quality: 95 }).toBuffer(),
  },
  {
    route: 'avatar',
    name: 'avatar: baseline JPEG at the cap (4096 x 4096)',
    make: async (sharp) => (await gradient(sharp, 4096, 4096)).jpeg({ quality: 95 }).toBuffer(),
  },
  {
    route: 'avatar',
    name: 'avatar: GIF at the whole-decode cap (2048 x 2048)',
    make: async (sharp) => (await gradient(sharp, 2048, 2048)).gif().toBuffer(),
  },
  {
    route: 'avatar',
    name: 'avatar: WebP at the whole-decode cap (2048 x 2048)',
    make: async (sharp) => (await gradient(sharp, 2048, 2048)).webp({ quality: 90 }).toBuffer(),
  },
  {
    route: 'boardPicture',
    name: 'crafted: PNG declaring 60000 x 60000 over garbage',
    make: async () => craftedPng(60_000, 60_000),
  },
  {
    route: 'roomPhoto',
    name: 'room photo: 48 MP HEIC (8064 x 6048 grid)',
    make: async () => gridHeic(codedImage(readFileSync(join(ROOT, 'functions/src/testing/fixtures/room-600x400.heic'))), 8064, 6048),
  },
  {
    route: 'roomPhoto',
    name: 'room photo: 12 MP progressive JPEG (4032 x 3024)',
    make: async (sharp) => (await gradient(sharp, 4032, 3024)).jpeg({ progressive: true, quality: 95 }).toBuffer(),
  },
  {
    route: 'roomPhoto',
    name: 'room photo: interlaced 16-bit RGBA PNG at the whole-decode cap (4096 x 4096)',
    make: async (sharp) => (await gradient(sharp, 4096, 4096)).ensureAlpha().toColourspace('rgb16').png({ progressive: true }).toBuffer(),
  },
  {
    route: 'roomPhoto',
    name: 'room photo: 48 MP baseline JPEG (8064 x 6048)',
    make: async (sharp) => (await gradient(sharp, 8064, 6048)).jpeg({ quality: 95 }).toBuffer(),
  },
  {
    route: 'roomPhoto',
    name: 'crafted: HEIC declaring 100000 x 100000 over garbage',
    make: async () => craftedHeic(100_000, 100_000),
  },
];

/** A PNG signature and IHDR declaring the size, then garbage. */
function craftedPng(width, height) {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ihdr, Buffer.from('garbage, not a chunk')]);
}

/** In the child: compose the function, then read `at` copies of the file at once through its adapters. */
async function worker(index, file) {
  const set = SETS[index];
  const { composeGenerate } = require(join(lib, 'composition.js'));
  const { readConfig } = require(join(lib, 'config.js'));
  const { UPLOAD_PLAN: plan } = require(join(lib, 'upload-plan.js'));
  const { semaphore } = require(join(lib, 'domain', 'semaphore.js'));
  const { sharpPictureImages } = require(join(lib, 'adapters', 'images', 'sharp.picture-images.js'));
  const { sharpAvatarImages } = require(join(lib, 'adapters', 'images', 'sharp.avatar-images.js'));
  const config = readConfig({ GCLOUD_PROJECT: 'demo-roomboard', FIRESTORE_EMULATOR_HOST: '127.0.0.1:1', ROOMBOARD_BLOB_DIR: tmpdir() });
  await composeGenerate(config);
  const options = { threads: plan.threads, decoding: semaphore(plan.slots) };
  const images = set.route === 'avatar' ? sharpAvatarImages(options) : sharpPictureImages(options);
  // The request bodies, as the platform holds them before the handler runs.
  const uploads = Array.from({ length: plan.concurrency }, () => Buffer.from(readFileSync(file)));
  const baseline = peakRss();
  const started = performance.now();
  const answers = await Promise.all(uploads.map((upload) => (set.route === 'avatar' ? images.square(upload) : images[set.route](upload))));
  const outcome = answers.map(
    (answer) => answer.problem ?? `${answer.width ?? ''}${answer.width ? 'x' : ''}${answer.height ?? answer.contentType}`,
  );
  process.stdout.write(JSON.stringify({ baseline, peak: peakRss(), ms: performance.now() - started, outcome: [...new Set(outcome)] }));
}

async function main() {
  const { default: sharp } = await import(require.resolve('sharp', { paths: [join(ROOT, 'functions')] }));
  const { UPLOAD_PLAN: plan } = require(join(lib, 'upload-plan.js'));
  const work = mkdtempSync(join(tmpdir(), 'roomboard-uploads-'));
  try {
    for (const [index, set] of SETS.entries()) {
      const file = join(work, `set-${index}`);
      const bytes = await set.make(sharp);
      writeFileSync(file, bytes);
      const run = spawnSync(process.execPath, [import.meta.filename, 'worker', String(index), file], {
        encoding: 'utf8',
        maxBuffer: 16 * MIB,
      });
      if (run.status !== 0) throw new Error(`${set.name}: the worker failed (${run.status}): ${run.stderr.slice(-2000)}`);
      const result = JSON.parse(run.stdout.slice(run.stdout.lastIndexOf('{')));
      const memoryMib = plan.memoryMib;
      // The platform lets bodies up to its cap through before any route limit: the same peak with each body at the cap.
      const atBodyCap = result.peak + plan.concurrency * Math.max(0, plan.bodyMib - bytes.length / MIB);
      figure({
        figure: 'upload-peak-rss-mib',
        function: plan.function,
        set: `${plan.concurrency} at once: ${set.name}`,
        fileMb: Number((bytes.length / 1e6).toFixed(2)),
        value: Math.round(result.peak),
        baselineMib: Math.round(result.baseline),
        decodingMib: Math.round(result.peak - result.baseline),
        atBodyCapMib: Math.round(atBodyCap),
        target: `< ${memoryMib} (${plan.memory}, ${plan.slots} decoding slot${plan.slots > 1 ? 's' : ''}, ${plan.threads} sharp thread${plan.threads > 1 ? 's' : ''})`,
        fits: atBodyCap < memoryMib,
        ms: Math.round(result.ms),
        answers: result.outcome,
      });
    }
    figure({ figure: 'upload-bench-machine', value: machine() });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'worker') await worker(Number(process.argv[3]), process.argv[4]);
else await main();
