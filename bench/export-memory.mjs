// Download my data against the memory of the function that builds it (exportAccountData, functions/src/index.ts): a
// member with 200 boards (each with its picture, every fourth with a second picture and a room photo) and 500 messages
// in 10 threads (every tenth a picture), stored in the suite's Firestore and blob folder. The export worker's use case
// runs in a fresh process composed as the function composes it, streaming the zip into the blob folder; it prints
// the peak RSS (VmHWM) beside the function's memory, and the zip's size. Pictures are random bytes of a real picture's
// size: the export copies them without decoding, so only their size matters.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Timestamp, figure, firestore, machine, ROOT, suiteEnv } from './support/bench-kit.mjs';

const lib = join(ROOT, 'functions', 'lib');
const require = createRequire(import.meta.url);
const MIB = 1024 * 1024;
const BOARDS = 200;
const MESSAGES = 500;
const THREADS = 10;
/** A generated board picture (1536 x 1024 PNG), a room photo and a picture sent in a message, as stored. */
const SIZES = { board: 1.5 * MIB, roomPhoto: 0.8 * MIB, message: 0.5 * MIB };
/** The function's memory (EXPORT_OPTIONS in functions/src/index.ts). */
const FUNCTION_MEMORY_MIB = 512;
const peakRss = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;

/** In the child: compose the worker as the function does, then build the export. */
async function worker(uid, exportId) {
  const { composeExportWorker } = require(join(lib, 'composition.js'));
  const { readConfig } = require(join(lib, 'config.js'));
  const { handleExportTask } = require(join(lib, 'services', 'export-account.service.js'));
  const deps = await composeExportWorker(readConfig(process.env));
  const baseline = peakRss();
  const started = performance.now();
  const job = await handleExportTask(deps, { uid, exportId });
  process.stdout.write(
    JSON.stringify({ baseline, peak: peakRss(), ms: performance.now() - started, status: job?.status, bytes: job?.bytes }),
  );
  process.exit(0);
}

/** The member's boards, threads and files, and an export waiting for the worker. */
async function seed(env) {
  const db = firestore();
  const Stamp = Timestamp();
  const uid = `bench-export-${randomUUID().slice(0, 8)}`;
  let pictureBytes = 0;
  const files = [];
  const file = (folder, ext, size) => {
    const key = `${folder}/${randomUUID().replaceAll('-', '')}.${ext}`;
    const path = join(env.ROOMBOARD_BLOB_DIR, key);
    files.push(path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, randomBytes(Math.round(size)));
    pictureBytes += Math.round(size);
    return key;
  };

  await db.doc(`users/${uid}`).set({ email: `${uid}@example.com`, firstName: 'Bench', lastName: 'Member', address: '1 Bench Row' });
  for (let start = 0; start < BOARDS; start += 100) {
    const batch = db.batch();
    for (let n = start; n < Math.min(BOARDS, start + 100); n++) {
      const createdAt = Stamp.fromMillis(Date.now() - n * 60_000);
      const imagePath = file('boards', 'png', SIZES.board);
      const pictures = [{ path: imagePath, source: 'generated', createdAt }];
      if (n % 4 === 0) pictures.push({ path: file('boards', 'png', SIZES.board), source: 'photoreal', createdAt });
      batch.set(db.collection('boards').doc(), {
        ownerUid: uid,
        ownerName: 'Bench Member',
        generationId: randomUUID(),
        title: `Bench room ${n}`,
        description: { main_title: `Bench room ${n}`, description: 'A room the export bench made.' },
        imagePath,
        imageKey: randomUUID(),
        pictures,
        picturePaths: pictures.map((picture) => picture.path),
        roomPhoto: n % 4 === 1 ? { path: file('room-photos', 'jpg', SIZES.roomPhoto), width: 4032, height: 3024, pieces: [] } : null,
        cutoutPaths: [],
        items: [],
        visibility: 'private',
        hidden: false,
        createdAt,
      });
    }
    await batch.commit();
  }

  const { firestoreThreads } = require(join(lib, 'adapters', 'firestore', 'messages.firestore.js'));
  const threads = firestoreThreads(db);
  for (let n = 0; n < MESSAGES; n++) {
    const subjectId = `bench-${uid}-${n % THREADS}`;
    const fromMember = n % 2 === 0;
    const picture =
      n % 10 === 9 ? { path: file('message-pictures', 'jpg', SIZES.message), key: randomUUID(), width: 1600, height: 1200 } : null;
    await threads.add(
      'review',
      subjectId,
      { memberUid: uid, designerUid: 'bench-designer' },
      {
        authorUid: fromMember ? uid : 'bench-designer',
        authorName: fromMember ? 'Bench' : 'Dee',
        text: picture ? '' : `Message ${n}`,
        picture,
      },
      new Date(Date.now() - (MESSAGES - n) * 1000),
      null,
    );
  }

  const { decideStart } = require(join(lib, 'domain', 'account-export.js'));
  const { firestoreAccountExports } = require(join(lib, 'adapters', 'firestore', 'account-exports.firestore.js'));
  const decision = decideStart(null, uid, new Date());
  await firestoreAccountExports(db).transact(uid, () => ({ result: null, job: decision.job }));
  return { uid, exportId: decision.job.id, pictureBytes, files };
}

async function main() {
  const env = suiteEnv();
  const { uid, exportId, pictureBytes, files } = await seed(env);
  const zipPath = join(env.ROOMBOARD_BLOB_DIR, `account-exports/${exportId}.zip`);
  let result;
  let zip;
  try {
    const run = spawnSync(process.execPath, [import.meta.filename, 'worker', uid, exportId], {
      env,
      encoding: 'utf8',
      maxBuffer: 16 * MIB,
    });
    if (run.status !== 0) throw new Error(`the worker failed (${run.status}): ${run.stderr.slice(-2000)}`);
    result = JSON.parse(run.stdout.slice(run.stdout.lastIndexOf('{')));
    if (result.status !== 'ready') throw new Error(`the export ended ${result.status}`);
    zip = statSync(zipPath).size;
  } finally {
    // Nearly a gigabyte of pictures and zip: not left in the suite's folder.
    for (const path of [...files, zipPath]) rmSync(path, { force: true });
  }
  figure({
    figure: 'export-peak-rss-mib',
    function: 'exportAccountData',
    set: `${BOARDS} boards with their pictures, ${MESSAGES} messages in ${THREADS} threads (${MESSAGES / 10} pictures)`,
    picturesMb: Number((pictureBytes / 1e6).toFixed(1)),
    zipMb: Number((zip / 1e6).toFixed(1)),
    value: Math.round(result.peak),
    baselineMib: Math.round(result.baseline),
    exportMib: Math.round(result.peak - result.baseline),
    target: `< ${FUNCTION_MEMORY_MIB} (512MiB, one export at a time)`,
    fits: result.peak < FUNCTION_MEMORY_MIB,
    ms: Math.round(result.ms),
  });
  figure({ figure: 'export-bench-machine', value: machine() });
}

if (process.argv[2] === 'worker') await worker(process.argv[3], process.argv[4]);
else {
  await main();
  process.exit(0);
}
