// `npm test`: typecheck, lint, unit tests, API tests and browser journeys, the last two against emulator suites of
// their own that it starts and stops. `node scripts/test.mjs api e2e` runs only the named phases. The journeys are the
// longest phase and mostly wait on servers, so they start first (as soon as their suite, the web build and the demo
// data are there) and everything else runs beside them. The run ends with a table of each phase's time.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { maildevPorts } from '../emulators/maildev.mjs';
import { checkPrerequisites, ROOT, startFirestore, startSuite, stopSuite } from '../emulators/suite.mjs';

const PHASES = ['typecheck', 'lint', 'unit', 'api', 'e2e'];
// Other arguments go to vitest, e.g. `npm run e2e -- e2e/headers.e2e.ts` (a `--` before them is also taken).
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const asked = args.filter((arg) => PHASES.includes(arg));
const filters = args.filter((arg) => !PHASES.includes(arg));
const phases = asked.length ? asked : PHASES;

// Tests use shifted ports, so they run beside a running `npm start`.
const offset = Number(process.env.ROOMBOARD_TEST_PORT_OFFSET ?? 20);
// The API tests' suite (Auth, and Firestore per worker) sits 3 ports further than the journeys' suite: the API tests
// empty their databases and Auth between files, which the journeys' accounts and demo data must not see.
const API_SHIFT = 3;
const apiOffset = offset + API_SHIFT;
// API test files run side by side, each worker with a Firestore emulator of its own (Auth is shared: see vitest.config.ts).
// A run of named files (`npm run test:api -- <file>`) keeps to one unless ROOMBOARD_API_WORKERS says otherwise.
const apiWorkers = Math.max(1, Number(process.env.ROOMBOARD_API_WORKERS ?? (filters.length ? 1 : 2)));
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const resultsDir = join(ROOT, '.tmp', `results-${offset}`);
// The web app this run's Hosting serves, built by this run: runs on other ports (another engineer's, a bench) build
// and serve their own, so one run's build never swaps the files under another's browser. \`npm run build\` keeps web/dist.
const webDist = join('.tmp', `web-${offset}`);
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
// The names of the tests that failed, repeated at the end so the last lines of a long run say what broke.
const failures = [];
// Tests that failed once and passed when run again (CI retries once): flaky, to be fixed.
const retried = [];
// Each step's wall time, printed as a table at the end (steps that overlap are marked so).
const timings = [];
const startedAt = Date.now();

const seconds = (since) => (Date.now() - since) / 1000;

/** CPU-seconds (user + system) of this process and of the children it has reaped, from /proc (0 where there is none). */
function reapedCpuSeconds() {
  try {
    // Fields after the command's closing parenthesis: utime, stime, cutime, cstime are the 12th to 15th, in ticks.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
  } catch {
    return 0;
  }
}

/** CPU-seconds the whole machine has spent since it booted (user, nice, system, irq), from /proc/stat (0 where there is none). */
function machineCpuSeconds() {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq) / 100;
  } catch {
    return 0;
  }
}
const machineAtStart = machineCpuSeconds();

/** `times`' second line ("0m12.340s 0m1.200s"): the user and system CPU of a shell's children, in seconds. */
function childCpuSeconds(text) {
  const line = text.trim().split('\n')[1] ?? '';
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, minutes, secs]) => sum + Number(minutes) * 60 + Number(secs), 0);
}

/**
 * Runs a command, through a shell that reports the CPU the command and everything it started used. `buffered` keeps
 * its output until it ends (steps that run side by side would interleave theirs); a buffered step that fails prints
 * everything, one that passes only its last lines.
 */
function run(title, command, commandArgs, { env = process.env, buffered = false, overlapped = false, yielding = false } = {}) {
  if (!buffered) process.stdout.write(`\n▶ ${title}\n`);
  const started = Date.now();
  // A yielding step (nice 10) takes the CPU the journeys and API tests leave: they wait on servers and time out.
  const niced = yielding ? ['nice', '-n', '10'] : [];
  return new Promise((resolve) => {
    const out = buffered ? 'pipe' : 'inherit';
    const child = spawn('bash', ['-c', '"$@" 3>&-; status=$?; times >&3; exit $status', 'bash', ...niced, command, ...commandArgs], {
      cwd: ROOT,
      env,
      stdio: ['ignore', out, out, 'pipe'],
    });
    const output = [];
    const cpu = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.stdio[3].on('data', (chunk) => cpu.push(chunk));
    const done = (status) => {
      const ok = status === 0;
      const took = seconds(started);
      timings.push({ title, seconds: took, cpu: childCpuSeconds(Buffer.concat(cpu).toString()), ok, overlapped });
      if (buffered) {
        const text = Buffer.concat(output).toString().trimEnd();
        const lines = text.split('\n');
        // No test expects a 500: one in a run that passed (a test that passed on its retry) is shown, with its stack.
        const serverErrors = lines.filter((line) => line.includes('Unhandled API error')).slice(0, 5);
        process.stdout.write(`\n▶ ${title}\n${ok ? [...serverErrors, ...lines.slice(-5)].join('\n') : text}${text ? '\n' : ''}`);
      }
      process.stdout.write(`  ${title}: ${ok ? 'ok' : 'FAILED'} in ${took.toFixed(1)} s\n`);
      resolve(ok);
    };
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.once('close', done);
  });
}

/** The start of a failure's message (a browser step's names the locator on its second and third lines). */
const firstLines = (message = '') => message.split('\n').slice(0, 3).join('\n    ');

async function vitest(project, env, projects = [project], options = {}) {
  const output = join(resultsDir, `${project}.json`);
  const ok = await run(
    `${project} tests`,
    bin('vitest'),
    [
      'run',
      ...projects.flatMap((name) => ['--project', name]),
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
      ...filters,
    ],
    { env, ...options },
  );
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    for (const file of report.testResults) {
      for (const test of file.assertionResults) {
        if (test.status === 'passed' && test.failureMessages.length)
          retried.push(`${project}: ${file.name.replace(`${ROOT}/`, '')} > ${test.fullName}\n    ${firstLines(test.failureMessages[0])}`);
        if (test.status === 'failed')
          failures.push(`${project}: ${file.name.replace(`${ROOT}/`, '')} > ${test.fullName}\n    ${firstLines(test.failureMessages[0])}`);
      }
      if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) {
        failures.push(`${project}: ${file.name.replace(`${ROOT}/`, '')}\n    ${firstLines(file.message)}`);
      }
    }
  } catch {
    totals.failed += 1;
    failures.push(`${project}: no report was written`);
  }
  return ok;
}

/** The environment the emulators' functions get on the ports of a suite at `at`. */
function suiteEnv(work, at) {
  return {
    ROOMBOARD_BLOB_DIR: join(work, 'blobs'),
    APP_ORIGIN: `http://127.0.0.1:${5000 + at}`,
    // The functions emulator talks to a stand-in Stripe that the membership journey starts on this port.
    STRIPE_SECRET_KEY: 'sk_test_stand_in',
    STRIPE_WEBHOOK_SECRET: 'whsec_stand_in',
    STRIPE_API_URL: `http://127.0.0.1:${12111 + at}`,
    // Mail goes to the maildev that the tests which read mail start on this run's ports (emulators/maildev.mjs).
    SMTP_URL: `smtp://127.0.0.1:${maildevPorts(at).smtp}`,
    // The cutout-worker journey tests the queue's wiring; the imgly model has its own unit test.
    CUTOUT_MAKER: 'backdrop',
    // Every journey's browser reads from 127.0.0.1: the per-IP cap on anonymous reads is for visitors, not them.
    ANONYMOUS_READS_PER_IP_PER_MINUTE: '100000',
  };
}

/**
 * Builds the functions (types are the typecheck's job, so without checking them: tsgo writes the same JavaScript as
 * `npm run build`'s tsc, in 1 CPU-second against 5) and starts the suites the phases
 * need, side by side: the journeys' (Auth, Functions, Hosting, Firestore with its triggers) at the run's offset, and the
 * API tests' (Auth, and one Firestore per worker) at `apiOffset`. Answers `{ e2e, api }`, each `{ suite, ... }` or null.
 */
async function startEmulators(work) {
  const built = await run('build functions', bin('tsgo'), ['-p', 'functions/tsconfig.build.json', '--noCheck'], {
    buffered: true,
    overlapped: true,
  });
  if (!built) throw new Error('the functions did not build');
  const started = Date.now();
  const e2eStarting = phases.includes('e2e') ? startE2eSuite(join(work, 'e2e')) : null;
  const apiStarting = phases.includes('api') ? startApiSuite(join(work, 'api')) : null;
  const [e2e, api] = await Promise.allSettled([e2eStarting, apiStarting]);
  const failed = [e2e, api].find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all([e2e, api].map((result) => result.status === 'fulfilled' && result.value && stopSuite(result.value.suite)));
    throw failed.reason;
  }
  timings.push({ title: 'emulator start', seconds: seconds(started), ok: true, overlapped: true });
  process.stdout.write(`  emulator suites: up in ${seconds(started).toFixed(1)} s (logs in ${work}, kept if the run fails)\n`);
  return { e2e: e2e.value, api: api.value };
}

async function startE2eSuite(logDir) {
  // Hosting serves the run's web build, which is made while the suite starts.
  mkdirSync(join(ROOT, webDist), { recursive: true });
  process.stdout.write(`\n▶ starting the journeys' emulator suite (ports +${offset})\n`);
  const suite = await startSuite({ offset, only: ['auth', 'functions', 'hosting'], logDir, env: suiteEnv(logDir, offset), webDist });
  return { suite, offset };
}

async function startApiSuite(logDir) {
  process.stdout.write(`\n▶ starting the API tests' emulator suite (ports +${apiOffset})\n`);
  const suite = await startSuite({ offset: apiOffset, only: ['auth'], logDir, env: suiteEnv(logDir, apiOffset) });
  // Worker n > 1 of the API tests gets a Firestore emulator of its own on the suite's Firestore port + n - 1.
  const firestoreHosts = [suite.env.FIRESTORE_EMULATOR_HOST];
  if (suite.useJar) {
    try {
      for (let worker = 2; worker <= apiWorkers; worker += 1) {
        const port = suite.ports.firestore + worker - 1;
        await checkPrerequisites({ [`firestore of API worker ${worker}`]: port });
        suite.children.push(await startFirestore({ port, logDir, env: suite.env, name: `firestore-${worker}` }));
        firestoreHosts.push(`127.0.0.1:${port}`);
      }
    } catch (error) {
      process.stdout.write(`  API tests in one worker: ${error.message}\n`);
    }
  }
  return { suite, firestoreHosts, offset: apiOffset };
}

function printTimings() {
  const measured = timings.reduce((sum, row) => sum + (row.cpu ?? 0), 0);
  // What no step accounts for: the emulator suite (reaped once it stops) and this script itself.
  const rest = { title: 'emulators and this script', seconds: null, cpu: Math.max(0, reapedCpuSeconds() - measured), ok: true };
  const total = { title: 'total', seconds: seconds(startedAt), cpu: reapedCpuSeconds(), ok: true, overlapped: false };
  const rows = [...timings, rest, total];
  const width = Math.max(...rows.map((row) => row.title.length));
  const column = (value) => (value === null || value === undefined ? '' : `${value.toFixed(1)} s`).padStart(9);
  process.stdout.write('\nPhase times (wall clock and CPU-seconds, user + system; * ran beside other steps):\n');
  process.stdout.write(`  ${''.padEnd(width)} ${'wall'.padStart(9)} ${'CPU'.padStart(9)}\n`);
  for (const row of rows) {
    const mark = row.overlapped ? '*' : ' ';
    process.stdout.write(`  ${row.title.padEnd(width)} ${column(row.seconds)} ${column(row.cpu)} ${mark}${row.ok ? '' : ' FAILED'}\n`);
  }
  // Processes that outlive their parent (an emulator's workers, a browser's helpers) are reaped by init, not counted
  // above: the machine's own count says what the run cost, everything else on the machine included.
  const machine = machineCpuSeconds() - machineAtStart;
  if (machine > 0) process.stdout.write(`  ${'machine (every process)'.padEnd(width)} ${''.padStart(9)} ${column(machine)}\n`);
}

async function main() {
  const needsSuite = phases.includes('api') || phases.includes('e2e');
  const work = needsSuite ? mkdtempSync(join(tmpdir(), 'roomboard-test-')) : null;
  const emulators = needsSuite ? startEmulators(work) : null;
  // Handled where it is awaited; this only keeps a failure from being reported as unhandled meanwhile.
  emulators?.catch(() => {});
  const webBuilt = phases.includes('e2e')
    ? run(
        'build web',
        bin('vite'),
        ['build', 'web', '--mode', 'emulator', '--outDir', join(ROOT, webDist), '--emptyOutDir', '--logLevel', 'warn'],
        { env: { ...process.env, ROOMBOARD_PRERENDER_DIR: join(ROOT, '.tmp', `prerender-${offset}`) }, buffered: true, overlapped: true },
      )
    : Promise.resolve(true);

  // The journeys, from as soon as they can start; their output is the run's running commentary.
  const journeys = phases.includes('e2e')
    ? (async () => {
        const { e2e } = await emulators;
        if (!(await webBuilt)) return false;
        const env = {
          ...e2e.suite.env,
          ROOMBOARD_BASE_URL: `http://127.0.0.1:${e2e.suite.ports.hosting}`,
          ROOMBOARD_WEB_DIST: join(ROOT, webDist),
        };
        const seeded = await run('seed the demo data', 'node', [join(ROOT, 'functions/lib/tools/seed.js')], {
          env: { ...env, NODE_NO_WARNINGS: '1' },
          buffered: true,
          overlapped: true,
        });
        // The files that hold the suite's one Stripe and SMTP port run one at a time, beside the others.
        const done = await Promise.all([
          vitest('e2e', env),
          vitest('e2e-serial', env, ['e2e-serial'], { buffered: true, overlapped: true }),
        ]);
        return done.every(Boolean) && seeded;
      })()
    : Promise.resolve(true);
  journeys.catch(() => {});

  // Beside them from the start, buffered: the checks (the typecheck and eslint use one core each), which yield the CPU
  // to the tests that wait on servers, and the unit tests.
  const beside = phases.includes('e2e') || phases.includes('api');
  const quiet = { buffered: beside, overlapped: beside, yielding: beside };
  const checks = [];
  if (phases.includes('typecheck'))
    checks.push(run('typecheck', bin('tsgo'), ['-b', 'tsconfig.check.json', '--noEmit', '--singleThreaded'], quiet));
  if (phases.includes('lint')) {
    checks.push(
      (async () => {
        const linted = await run('lint', bin('eslint'), ['.', '--max-warnings=0'], quiet);
        const formatted = await run('format', bin('oxfmt'), ['--check'], quiet);
        return linted && formatted;
      })(),
    );
  }
  // The unit tests have timeouts, so they take their share of the CPU.
  if (phases.includes('unit'))
    checks.push(vitest('unit', process.env, ['unit', 'unit-web', 'unit-web-mocking'], { ...quiet, yielding: false }));
  const checked = Promise.all(checks).then((results) => results.every(Boolean));
  let ok = true;

  let suites = null;
  try {
    suites = needsSuite ? await emulators : null;
    if (phases.includes('api')) {
      const { suite, firestoreHosts } = suites.api;
      // API tests compose their own backends; payments there are configured per test.
      const {
        STRIPE_SECRET_KEY: _key,
        STRIPE_WEBHOOK_SECRET: _secret,
        STRIPE_API_URL: _url,
        ANONYMOUS_READS_PER_IP_PER_MINUTE: _reads,
        ...env
      } = suite.env;
      // `api` files run side by side (one Firestore emulator each), then the `api-serial` ones one at a time.
      const apiEnv = { ...env, ROOMBOARD_FIRESTORE_HOSTS: firestoreHosts.join(','), ROOMBOARD_TEST_PORT_OFFSET: String(apiOffset) };
      ok =
        (await vitest('api', apiEnv, ['api', 'api-serial'], { buffered: phases.includes('e2e'), overlapped: phases.includes('e2e') })) &&
        ok;
    }
    ok = (await checked) && ok;
    ok = (await journeys) && ok;
  } catch (error) {
    process.stdout.write(`\n${error.message}\n`);
    ok = false;
  } finally {
    await Promise.all([journeys.catch(() => false), checked]);
    const running = suites ?? (await emulators?.catch(() => null));
    await Promise.all(
      [running?.e2e, running?.api].filter(Boolean).map(async (started) => {
        await stopSuite(started.suite);
        rmSync(join(ROOT, `.firebase.offset-${started.offset}.json`), { force: true });
      }),
    );
  }
  if (retried.length) process.stdout.write(`\nPassed on a second run (flaky):\n${retried.map((line) => `  ${line}`).join('\n')}\n`);
  if (failures.length) process.stdout.write(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}\n`);
  printTimings();
  process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`);
  const passed = ok && totals.failed === 0;
  // The suites' logs, data and files matter only when something failed.
  if (passed && work) rmSync(work, { recursive: true, force: true });
  process.exit(passed ? 0 : 1);
}

main().catch((error) => {
  printTimings();
  process.stderr.write(`npm test could not run: ${error.message}\n`);
  process.exit(1);
});
