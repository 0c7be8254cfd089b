// `npm start`: builds what is stale, starts the emulator suite, seeds the demo data once, and prints the ready line.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { startMaildev } from './maildev.mjs';
import { LOCAL_STRIPE_PORT, startLocalStripe, stripeKeysSource } from './payments.mjs';
import { PrerequisiteError, ROOT, isStale, startSuite, stopSuite, suitePorts } from './suite.mjs';

const dataDir = join(ROOT, '.data');
const logDir = join(dataDir, 'logs');

function step(message) {
  process.stderr.write(`· ${message}\n`);
}

function build() {
  const jobs = [
    {
      name: 'functions',
      output: join(ROOT, 'functions/lib/index.js'),
      sources: ['functions/src', 'functions/package.json'],
      command: ['node_modules/.bin/tsc', '-p', 'functions/tsconfig.build.json'],
    },
    {
      name: 'web',
      output: join(ROOT, 'web/dist/index.html'),
      sources: ['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'functions/src/contracts', 'functions/src/room'],
      command: ['node_modules/.bin/vite', 'build', 'web', '--mode', 'emulator', '--logLevel', 'warn'],
    },
  ];
  for (const job of jobs) {
    if (
      !isStale(
        job.output,
        job.sources.map((s) => join(ROOT, s)),
      )
    )
      continue;
    step(`building ${job.name}`);
    const [bin, ...args] = job.command;
    const result = spawnSync(join(ROOT, bin), args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    if (result.status !== 0) throw new PrerequisiteError(`The ${job.name} build failed (see the errors above).`);
  }
}

async function main() {
  // What has started, for a stop at any moment: a Ctrl-C while the suite starts stops what is up (the emulators run in
  // process groups of their own, which the terminal's Ctrl-C does not reach), instead of leaving them holding the ports.
  let stripe = null;
  let suiteStarting = null;
  let maildevStarting = null;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    step('stopping');
    const [suite, maildev] = await Promise.all([suiteStarting?.catch(() => null), maildevStarting?.catch(() => null)]);
    if (suite) await stopSuite(suite);
    await maildev?.stop();
    await stripe?.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  build();
  // Without Stripe keys, the stand-in the tests use answers the functions' Stripe calls, with local hosted pages.
  const keys = stripeKeysSource();
  if (!keys) {
    step(`starting the local Stripe stand-in on port ${LOCAL_STRIPE_PORT}`);
    stripe = await startLocalStripe({ functionsPort: suitePorts().functions }).catch((error) => {
      throw new PrerequisiteError(
        error.code === 'EADDRINUSE'
          ? `Port ${LOCAL_STRIPE_PORT} (the local Stripe stand-in) is in use: stop whatever runs there (lsof -i :${LOCAL_STRIPE_PORT}) and try again.`
          : `The local Stripe stand-in did not start: ${error.message}`,
      );
    });
  }
  if (stopping) return;
  step('starting the emulators (logs in .data/logs)');
  suiteStarting = startSuite({
    dataDir,
    logDir,
    env: { ROOMBOARD_BLOB_DIR: join(dataDir, 'blobs'), ...stripe?.env },
  });
  const suite = await suiteStarting.catch(async (error) => {
    await stripe?.close();
    throw error;
  });
  if (stopping) return;
  // The functions send mail to maildev's SMTP port (SMTP_URL's local default); its web inbox shows what they sent.
  maildevStarting = startMaildev({ log: join(logDir, 'maildev.log') });
  const maildev = await maildevStarting.catch(async (error) => {
    await stopSuite(suite);
    await stripe?.close();
    throw new PrerequisiteError(`${error.message}: is another maildev running (lsof -i :1025)?`);
  });
  if (stopping) return;
  for (const { child, name } of suite.children) {
    child.once('exit', (code) => {
      if (stopping) return;
      process.stderr.write(`The ${name} emulator stopped (exit ${code}); see .data/logs.\n`);
      void stop();
    });
  }
  const seed = spawnSync('node', [join(ROOT, 'functions/lib/tools/seed.js')], {
    env: { ...suite.env, NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seed.status !== 0) {
    process.stderr.write('Seeding the demo data failed (see above).\n');
    return stop();
  }
  process.stdout.write(`Roomboard is running at http://localhost:${suite.ports.hosting}\n`);
  process.stdout.write(`Mail inbox at http://localhost:${maildev.ports.web}\n`);
  process.stdout.write(
    stripe
      ? `Payments: local Stripe stand-in at ${stripe.url}, with a local test checkout (no card is charged; docs/memberships.md says how to use Stripe's test keys)\n`
      : `Payments: Stripe, with the keys in ${keys}\n`,
  );
}

main().catch((error) => {
  process.stderr.write(`${error instanceof PrerequisiteError ? error.message : `Roomboard could not start: ${error.message}`}\n`);
  process.exit(1);
});
