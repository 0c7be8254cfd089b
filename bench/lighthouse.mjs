// Lighthouse performance (mobile, its default simulated throttling) for `/` and `/inspirations`, in Debian's
// chromium, against the Hosting emulator of the bench's suite. With several runs the median score is reported.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, figure, machine, suiteEnv } from './support/bench-kit.mjs';

const base = suiteEnv().ROOMBOARD_BASE_URL;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --disable-quic';

function lighthouse(url) {
  const result = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 180_000,
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    },
  );
  if (result.status !== 0) throw new Error(`lighthouse ${url} failed: ${result.stderr?.slice(-500)}`);
  const report = JSON.parse(result.stdout);
  // BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each full report, to see what costs the points.
  if (process.env.BENCH_LIGHTHOUSE_REPORTS) {
    mkdirSync(process.env.BENCH_LIGHTHOUSE_REPORTS, { recursive: true });
    writeFileSync(
      join(process.env.BENCH_LIGHTHOUSE_REPORTS, `${new URL(url).pathname.replaceAll('/', '_') || '_'}-${Date.now()}.json`),
      result.stdout,
    );
  }
  const audit = (id) => report.audits[id]?.numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp_ms: Math.round(audit('first-contentful-paint')),
    lcp_ms: Math.round(audit('largest-contentful-paint')),
    tbt_ms: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    si_ms: Math.round(audit('speed-index')),
    bytes: audit('total-byte-weight'),
  };
}

for (const path of ['/', '/inspirations']) {
  const runs = Array.from({ length: RUNS }, () => lighthouse(`${base}${path}`)).sort((a, b) => a.score - b.score);
  const median = runs[Math.floor(runs.length / 2)];
  figure({
    figure: `lighthouse-mobile-performance${path === '/' ? '-home' : path.replaceAll('/', '-')}`,
    value: median.score,
    target: '>= 95',
    ...median,
    runs: RUNS,
    machine: machine(),
  });
}
