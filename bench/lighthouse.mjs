// Lighthouse mobile performance and accessibility (its default simulated throttling) for every route a visitor can
// open, in Debian's chromium, against the Hosting emulator of the bench's suite. Signed-in routes run in a chromium
// profile that holds a member's session (Lighthouse keeps its storage). With several runs the median is reported.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT, figure, machine, signedInUser, suiteEnv } from './support/bench-kit.mjs';

const base = suiteEnv().ROOMBOARD_BASE_URL;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

async function api(path, token, body) {
  const response = await fetch(`${base}/api/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** A member with a generated board (the /BoardDetail route) saved as a public board (the /UserBoard/<id> route). */
async function member() {
  const user = await signedInUser(base);
  const { products } = await api('products?search=Sleep', user.token);
  const chosen = products.filter((product) => product.cutout).slice(0, 4);
  const generationId = randomUUID();
  const selection = { function_name: 'Sleep', size: 'Queen Size', style: 'Natural Tones' };
  const board = await api('generate-description/', user.token, {
    generationId,
    ...selection,
    selectedProducts: chosen.map(({ id }) => ({ id })),
  });
  const picture = await api('generate-image/', user.token, { generationId });
  const saved = await api('save-products', user.token, [{ ...board, ...picture, generationId, visibility: 'public' }]);
  const boardId = saved.id ?? saved.board?.id ?? saved.boards?.[0]?.id;
  if (!boardId) throw new Error(`save-products answered no board id: ${JSON.stringify(saved)}`);
  return { ...user, generationId, boardId };
}

/** A chromium profile whose localStorage holds the member's session, as after signing in. */
async function signedInProfile(token) {
  const dir = mkdtempSync(join(tmpdir(), 'roomboard-lighthouse-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROME, args: CHROME_FLAGS });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.evaluate((value) => localStorage.setItem('jwt', value), token);
  await context.close();
  return dir;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is made once more. */
function lighthouse(url, profile) {
  try {
    return lighthouseOnce(url, profile);
  } catch (error) {
    if (!/NO_NAVSTART|NO_FCP|trace/i.test(String(error))) throw error;
    return lighthouseOnce(url, profile);
  }
}

function lighthouseOnce(url, profile) {
  const flags = [...CHROME_FLAGS, ...(profile ? [`--user-data-dir=${profile}`] : [])].join(' ');
  const result = spawnSync(
    process.execPath,
    [
      join(ROOT, 'bench/node_modules/lighthouse/cli/index.js'),
      url,
      '--only-categories=performance,accessibility',
      '--form-factor=mobile',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      ...(profile ? ['--disable-storage-reset'] : []),
      `--chrome-flags=${flags}`,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 180_000, env: { ...process.env, CHROME_PATH: CHROME } },
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
  const failedA11y = Object.values(report.audits)
    .filter((a) => report.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0) && a.score === 0)
    .map((a) => a.id);
  return {
    score: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    ...(failedA11y.length ? { a11y_failed: failedA11y } : {}),
    fcp_ms: Math.round(audit('first-contentful-paint')),
    lcp_ms: Math.round(audit('largest-contentful-paint')),
    tbt_ms: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    bytes: audit('total-byte-weight'),
  };
}

/**
 * One unmeasured load of the route first. The functions emulator serves one request per worker process and starts a
 * new process (about a second) for a request that finds none idle, where a deployed function serves concurrent
 * requests from a warm instance: without this, the first measured run pays for the pool the page's parallel reads need.
 */
async function warmUp(url, token) {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    if (token) await page.addInitScript((value) => localStorage.setItem('jwt', value), token);
    // A signed-in page keeps a listener's connection open (the bell), so the network never goes idle: the load, then
    // a moment for the page's reads.
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
  } finally {
    await browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const user = await member();
const profile = await signedInProfile(user.token);
const routes = [
  ['/'],
  ['/about-us'],
  ['/blog'],
  ['/blog-details'],
  ['/blog-details?post=layering-linen', null, '/blog-details?post=<article>'],
  ['/OurClients'],
  ['/inspirations'],
  ['/Steps'],
  ['/get-started'],
  ['/SelectedProducts'],
  [`/UserBoard/${user.boardId}`, null, '/UserBoard/<public id>'],
  ['/designers'],
  // A seeded designer (functions/src/tools/demo-designers.ts).
  ['/designers/demo-designer-ines', null, '/designers/<demo id>'],
  ['/design-for-roomboard'],
  ['/seeBoard', profile],
  [`/BoardDetail?id=${user.generationId}`, profile, '/BoardDetail (signed in)'],
];
// BENCH_LIGHTHOUSE_ROUTES=<words> runs only the routes whose name contains one of the words (space-separated).
const only = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(' ').filter(Boolean);
try {
  for (const [path, signedIn, name = signedIn ? `${path} (signed in)` : path] of routes) {
    if (only && !only.some((word) => name.includes(word))) continue;
    await warmUp(`${base}${path}`, signedIn ? user.token : null);
    const runs = Array.from({ length: RUNS }, () => lighthouse(`${base}${path}`, signedIn));
    const performance = median(runs.map((r) => r.score));
    const typical = runs.find((r) => r.score === performance);
    // The board page is the api function's (its link preview's tags in the head), measured as it now arrives.
    const preview = path.startsWith('/UserBoard/')
      ? { og_tags: /<meta property="og:image" content="https?:\/\//.test(await (await fetch(`${base}${path}`)).text()) }
      : {};
    figure({
      figure: 'lighthouse-mobile',
      route: name,
      value: performance,
      target: '>= 98',
      accessibility: median(runs.map((r) => r.accessibility)),
      accessibility_target: '100',
      ...typical,
      ...preview,
      runs: RUNS,
      machine: machine(),
    });
  }
} finally {
  rmSync(profile, { recursive: true, force: true });
}
