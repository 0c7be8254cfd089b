// The 3D view's cost: the gzip KB of the JavaScript that opening the 3D view adds to a board page (loaded only then),
// the board page's own first-load JS (which must not grow with it), and the time from a click on the '3D view' tab to
// the first 3D frame drawn (performance mark 'room3d:first-frame'), in Debian's chromium with SwiftShader WebGL.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT, figure, machine, percentile, signedInUser, suiteEnv } from './support/bench-kit.mjs';

const dist = join(ROOT, 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const RUNS = Number(process.env.BENCH_ROOM3D_RUNS ?? 5);

/** A chunk's script and the scripts it imports statically, from the build's manifest. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}
const gzipKb = (keys) =>
  Number(
    ([...keys].reduce((sum, key) => sum + gzipSync(readFileSync(join(dist, manifest[key].file)), { level: 9 }).length, 0) / 1024).toFixed(
      1,
    ),
  );

const page = closure('src/boot.tsx', closure('src/app/routes/board-pages.tsx'));
const view = [...closure('src/features/room3d/components/room-3d-view.tsx')].filter((key) => !page.has(key));
if (view.some((key) => page.has(key)) || [...page].some((key) => key.includes('room3d') || /three|fiber/.test(manifest[key].file))) {
  throw new Error('the board page loads 3D code up front');
}
figure({ figure: 'room3d-chunk-gzip-kb', value: gzipKb(view), files: view.length, note: 'loaded when the 3D tab first opens' });
const shell = readFileSync(join(dist, 'UserBoard.html'), 'utf8');
// The shell's entry and preloads, and the scripts it fetches once painted (<meta name="roomboard:scripts">).
const preloaded = [
  ...[...shell.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map((m) => m[1]),
  ...(/<meta name="roomboard:scripts" content="([^"]*)"/.exec(shell)?.[1].split(' ') ?? []).map((path) => path.replace(/^\//, '')),
];
if (preloaded.some((file) => /room-3d|three|fiber/.test(file))) throw new Error('the board page preloads 3D code');
const shellBytes = [...new Set(preloaded)].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
figure({ figure: 'userboard-first-load-js-gzip-kb', value: Number((shellBytes / 1024).toFixed(1)), files: preloaded.length });

const base = suiteEnv().ROOMBOARD_BASE_URL;
async function api(path, token, body) {
  const response = await fetch(`${base}/api/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

const user = await signedInUser(base);
const { products } = await api('products?search=Sleep', user.token);
const generationId = randomUUID();
await api('generate-description/', user.token, {
  generationId,
  function_name: 'Sleep',
  size: 'Queen Size',
  style: 'Natural Tones',
  selectedProducts: products
    .filter((product) => product.cutout)
    .slice(0, 4)
    .map(({ id }) => ({ id })),
});
await api('generate-image/', user.token, { generationId });
const { id: boardId } = await api('save-products/', user.token, [{ generationId }]);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const times = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), user.token);
  const tab = await context.newPage();
  for (let run = 0; run < RUNS; run += 1) {
    await tab.goto(`${base}/UserBoard/${boardId}`);
    const button = tab.getByRole('tab', { name: '3D view' });
    // The room under the board is built when the reader nears it.
    await tab.getByText('Loading the room designer…').or(button).first().scrollIntoViewIfNeeded({ timeout: 60_000 });
    await button.scrollIntoViewIfNeeded({ timeout: 60_000 });
    await tab.locator('section[aria-labelledby="room-designer-heading"]').waitFor({ timeout: 60_000 });
    await tab.evaluate(() => {
      const clicked = document.querySelector('[role="tab"][aria-controls$="-3d"]');
      window.__room3dClicked = performance.now();
      clicked.click();
    });
    const ms = await tab.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const started = Date.now();
          const poll = () => {
            const [mark] = performance.getEntriesByName('room3d:first-frame');
            if (mark) resolve(mark.startTime - window.__room3dClicked);
            else if (Date.now() - started > 60_000) reject(new Error('no 3D frame within 60 s'));
            else setTimeout(poll, 20);
          };
          poll();
        }),
    );
    times.push(ms);
  }
} finally {
  await browser.close();
}
figure({
  figure: 'room3d-first-frame-ms',
  first: Math.round(times[0]),
  p50: Math.round(percentile(times, 50)),
  runs: times.map(Math.round),
  note: 'click on the 3D tab to the first frame; the first run loads the 3D code, later ones take it from the cache',
  machine: machine(),
});
