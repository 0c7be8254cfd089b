// `npm test`: typecheck, lint, unit tests, then API tests and browser journeys against an emulator suite it starts and stops.
// `node scripts/test.mjs api e2e` runs only the named phases.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { maildevPorts } from '../emulators/maildev.mjs';
import { registerFirestoreTriggers, ROOT, startSuite, stopSuite } from '../emulators/suite.mjs';

const PHASES = ['typecheck', 'lint', 'unit', 'api', 'e2e'];
// Other arguments go to vitest, e.g. `npm run e2e -- e2e/headers.e2e.ts` (a `--` before them is also taken).
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const asked = args.filter((arg) => PHASES.includes(arg));
const filters = args.filter((arg) => !PHASES.includes(arg));
const phases = asked.length ? asked : PHASES;

// Tests use shifted ports, so they run beside a running `npm start`.
const offset = Number(process.env.ROOMBOARD_TEST_PORT_OFFSET ?? 20);
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const resultsDir = join(ROOT, '.tmp', `results-${offset}`);
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
// The names of the tests that failed, repeated at the end so the last lines of a long run say what broke.
const failures = [];
// Tests that failed once and passed when run again (CI retries once): flaky, to be fixed.
const retried = [];

function run(title, command, args, env = process.env) {
  process.stdout.write(`\n▶ ${title}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  process.stdout.write(`  ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return result.status === 0;
}

/** The start of a failure's message (a browser step's names the locator on its second and third lines). */
const firstLines = (message = '') => message.split('\n').slice(0, 3).join('\n    ');

function vitest(project, env) {
  const output = join(resultsDir, `${project}.json`);
  const ok = run(
    `${project} tests`,
    bin('vitest'),
    ['run', '--project', project, '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...filters],
    env,
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

async function main() {
  let ok = true;
  if (phases.includes('typecheck')) {
    ok = run('typecheck', bin('tsc'), ['-p', 'functions', '--noEmit']) && ok;
    ok = run('typecheck web', bin('tsc'), ['-p', 'web', '--noEmit']) && ok;
    ok = run('typecheck tools', bin('tsc'), ['-p', 'tsconfig.tools.json']) && ok;
  }
  if (phases.includes('lint')) ok = run('lint', bin('eslint'), ['.', '--max-warnings=0']) && ok;
  if (phases.includes('lint')) ok = run('format check', bin('prettier'), ['--check', '--log-level=warn', '.']) && ok;
  if (phases.includes('unit')) ok = vitest('unit', process.env) && ok;

  const needsSuite = phases.includes('api') || phases.includes('e2e');
  if (needsSuite) {
    ok = run('build functions', bin('tsc'), ['-p', 'functions/tsconfig.build.json']) && ok;
    if (phases.includes('e2e')) ok = run('build web', bin('vite'), ['build', 'web', '--mode', 'emulator', '--logLevel', 'warn']) && ok;
    const work = mkdtempSync(join(tmpdir(), 'roomboard-test-'));
    process.stdout.write(`\n▶ starting the emulator suite (ports +${offset}, logs in ${work})\n`);
    const suite = await startSuite({
      offset,
      only: phases.includes('e2e') ? ['auth', 'functions', 'hosting'] : ['auth'],
      logDir: work,
      // The API tests write mail/{id} documents and deliver them themselves: the Functions emulator's deliverMail must
      // not race them, so the Firestore triggers are registered only once the API tests are done (before the journeys).
      triggers: !phases.includes('api'),
      env: {
        ROOMBOARD_BLOB_DIR: join(work, 'blobs'),
        APP_ORIGIN: `http://127.0.0.1:${5000 + offset}`,
        // The functions emulator talks to a stand-in Stripe that the membership journey starts on this port.
        STRIPE_SECRET_KEY: 'sk_test_stand_in',
        STRIPE_WEBHOOK_SECRET: 'whsec_stand_in',
        STRIPE_API_URL: `http://127.0.0.1:${12111 + offset}`,
        // Mail goes to the maildev that the tests which read mail start on this run's ports (emulators/maildev.mjs).
        SMTP_URL: `smtp://127.0.0.1:${maildevPorts(offset).smtp}`,
        // Every journey's browser reads from 127.0.0.1: the per-IP cap on anonymous reads is for visitors, not them.
        ANONYMOUS_READS_PER_IP_PER_MINUTE: '100000',
      },
    });
    try {
      const env = { ...suite.env, ROOMBOARD_BASE_URL: `http://127.0.0.1:${suite.ports.hosting}` };
      // API tests compose their own backends; payments there are configured per test.
      const {
        STRIPE_SECRET_KEY: _key,
        STRIPE_WEBHOOK_SECRET: _secret,
        STRIPE_API_URL: _url,
        ANONYMOUS_READS_PER_IP_PER_MINUTE: _reads,
        ...apiEnv
      } = env;
      if (phases.includes('api')) ok = vitest('api', apiEnv) && ok;
      if (phases.includes('e2e')) {
        if (phases.includes('api') && suite.useJar) await registerFirestoreTriggers(suite.ports);
        // After the API tests, which empty the database between files: the journeys browse the demo catalogue.
        ok = run('seed the demo data', 'node', [join(ROOT, 'functions/lib/tools/seed.js')], { ...env, NODE_NO_WARNINGS: '1' }) && ok;
        ok = vitest('e2e', env) && ok;
      }
    } finally {
      await stopSuite(suite);
      rmSync(join(ROOT, `.firebase.offset-${offset}.json`), { force: true });
    }
  }
  if (retried.length) process.stdout.write(`\nPassed on a second run (flaky):\n${retried.map((line) => `  ${line}`).join('\n')}\n`);
  if (failures.length) process.stdout.write(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}\n`);
  process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`);
  process.exit(ok && totals.failed === 0 ? 0 : 1);
}

main().catch((error) => {
  process.stderr.write(`npm test could not run: ${error.message}\n`);
  process.exit(1);
});
