// `npm run bench`: runs each benchmark in bench/ and passes through its JSON lines (one per figure).
// `node scripts/bench.mjs load lighthouse` runs only the benches whose file name contains one of the words.
// Benches that talk to the app get one emulator suite (Auth, Firestore, Functions, Hosting) on shifted ports,
// started here after building the web app and the functions and seeding the demo catalogue.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { maildevPorts } from '../emulators/maildev.mjs';
import { ROOT, startSuite, stopSuite } from '../emulators/suite.mjs';

const dir = join(ROOT, 'bench');
/** Benches that need the suite; the others read files or compose the API offline. */
const NEEDS_SUITE = [
  'gallery-reads',
  'notification-reads',
  'review-queue-reads',
  'products-throughput',
  'products-bytes',
  'lighthouse',
  'load',
  'crash-safety',
  'room3d',
  'live-latency',
  'mail-latency',
  'consultations',
  'export-memory',
  'click-to-board',
];
// Apart from `npm start` (0) and `npm test` (20); override with ROOMBOARD_BENCH_PORT_OFFSET.
const offset = Number(process.env.ROOMBOARD_BENCH_PORT_OFFSET ?? 220);
const only = process.argv.slice(2);
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const names = readdirSync(dir)
  .filter((n) => n.endsWith('.mjs'))
  .filter((n) => !only.length || only.some((o) => n.includes(o)))
  .sort();

function build(title, command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${title} failed (exit ${result.status})`);
}

function runBench(name, env) {
  const result = spawnSync(process.execPath, [join(dir, name)], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env });
  if (result.status !== 0) console.error(`bench/${name} failed (exit ${result.status})`);
  return result.status === 0;
}

async function main() {
  let ok = true;
  // The benches' own tools (Lighthouse, autocannon) are in bench/package.json: `npm install` and `npm test` never load
  // them, and they are a sixth of what the app's install would otherwise unpack.
  if (!existsSync(join(dir, 'node_modules', 'lighthouse', 'package.json')))
    build('npm install in bench/', 'npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', '--prefer-offline']);
  const needsSuite = names.some((n) => NEEDS_SUITE.some((s) => n.startsWith(s)));
  if (needsSuite || names.some((n) => n.startsWith('bundle')))
    build('vite build', bin('vite'), ['build', 'web', '--mode', 'emulator', '--logLevel', 'warn']);
  if (needsSuite || names.some((n) => n.startsWith('cold-import') || n.startsWith('uploads')))
    build('functions build', bin('tsc'), ['-p', 'functions/tsconfig.build.json']);
  for (const name of names.filter((n) => !NEEDS_SUITE.some((s) => n.startsWith(s)))) ok = runBench(name, process.env) && ok;
  if (!needsSuite) return ok;

  const work = mkdtempSync(join(tmpdir(), 'roomboard-bench-'));
  console.error(`bench: starting the emulator suite (ports +${offset}, logs in ${work})`);
  const suite = await startSuite({
    offset,
    only: ['auth', 'functions', 'hosting'],
    logDir: work,
    env: {
      ROOMBOARD_BLOB_DIR: join(work, 'blobs'),
      APP_ORIGIN: `http://127.0.0.1:${5000 + offset}`,
      // bench/mail-latency.mjs starts maildev on these ports.
      SMTP_URL: `smtp://127.0.0.1:${maildevPorts(offset).smtp}`,
    },
  });
  try {
    const env = { ...suite.env, ROOMBOARD_BASE_URL: `http://127.0.0.1:${suite.ports.hosting}`, ROOMBOARD_BENCH_WORK: work };
    const seed = spawnSync(process.execPath, [join(ROOT, 'functions/lib/tools/seed.js')], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
    if (seed.status !== 0) throw new Error('seeding the demo catalogue failed');
    for (const name of names.filter((n) => NEEDS_SUITE.some((s) => n.startsWith(s)))) ok = runBench(name, env) && ok;
  } finally {
    await stopSuite(suite);
    rmSync(join(ROOT, `.firebase.offset-${offset}.json`), { force: true });
  }
  return ok;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(`npm run bench could not run: ${error.message}`);
    process.exit(1);
  },
);
