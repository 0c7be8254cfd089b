// Boards edited together: the time from one client's layout save (PUT /api/boards/:id/layout, with the versions it
// was based on) to the moved item standing at its new place on the other client's screen (a co-editor's board page in
// chromium, fed by its Firestore listener), p50/p90 over 50 moves. The screen's time is taken by a MutationObserver
// on the item in the page; both clocks are this machine's.
import { chromium } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { figure, machine, percentile, signedInUser, suiteEnv } from './support/bench-kit.mjs';

const env = suiteEnv();
const base = env.ROOMBOARD_BASE_URL;
const MOVES = Number(process.env.BENCH_LIVE_MOVES ?? 50);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function api(path, token, { method = 'GET', body } = {}) {
  const response = await fetch(`${base}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** The account's e-mail verified through the Auth emulator's own flow, then a fresh session (invitations need it). */
async function verified(user) {
  const auth = `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`;
  const project = env.GCLOUD_PROJECT ?? 'demo-roomboard';
  const post = async (method, body) => {
    const response = await fetch(`${auth}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.json();
  };
  const { idToken } = await post('signInWithPassword', { email: user.email, password: 'Sunroom#2024', returnSecureToken: true });
  await post('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken });
  const { oobCodes } = await (await fetch(`${auth}/emulator/v1/projects/${project}/oobCodes`)).json();
  const code = oobCodes.filter((entry) => entry.email === user.email && entry.requestType === 'VERIFY_EMAIL').pop();
  await fetch(code.oobLink);
  const fresh = await post('signInWithPassword', { email: user.email, password: 'Sunroom#2024', returnSecureToken: true });
  const { token } = await (
    await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: fresh.idToken }),
    })
  ).json();
  return { ...user, token };
}

const [owner, editor] = await Promise.all([signedInUser(base).then(verified), signedInUser(base).then(verified)]);
// A bedroom made as the app makes one (a bed among its pieces, so one of them stands on the plan).
const { products } = await api('products?search=Sleep', owner.token);
const generationId = randomUUID();
await api('generate-description/', owner.token, {
  method: 'POST',
  body: {
    generationId,
    function_name: 'Sleep',
    size: 'Queen Size',
    style: 'Natural Tones',
    selectedProducts: products
      .filter((product) => product.cutout)
      .slice(0, 3)
      .map(({ id }) => ({ id })),
  },
});
await api('generate-image/', owner.token, { method: 'POST', body: { generationId } });
const { id: boardId } = await api('save-products', owner.token, { method: 'POST', body: [{ generationId, visibility: 'private' }] });
const board = await api(`boards/${boardId}`, owner.token);
let layout = {
  width: 800,
  length: 600,
  shape: 'rectangular',
  items: board.items.map((item, n) => ({ id: item.id, x: 100 + n * 90, y: 200, rotation: 0 })),
};
let versions = (await api(`boards/${boardId}/layout`, owner.token, { method: 'PUT', body: layout })).layoutVersions;
const invite = await api(`boards/${boardId}/invites`, owner.token, { method: 'POST', body: { email: editor.email } });
await api(`invites/${invite.id}/accept`, editor.token, { method: 'POST' });

const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: base });
  await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), editor.token);
  const page = await context.newPage();
  await page.goto(`/UserBoard/${boardId}`);
  await page
    .getByText('Loading the room designer…')
    .or(page.locator('section[aria-labelledby="room-designer-heading"]'))
    .first()
    .scrollIntoViewIfNeeded({ timeout: 60_000 });
  const onPlan = page.locator('[role="group"][aria-label^="Room canvas"] [data-item-id]').first();
  await onPlan.waitFor({ timeout: 60_000 });
  const moved = await onPlan.getAttribute('data-item-id');
  // The listener is on once the page says who else is here; the owner's heartbeat makes it show.
  await api(`boards/${boardId}/presence`, owner.token, { method: 'POST' });
  await page.getByTestId('presence').waitFor({ timeout: 60_000 });
  await page.evaluate((id) => {
    const seen = {};
    window.__seen = seen;
    const item = document.querySelector(`[role="group"][aria-label^="Room canvas"] [data-item-id="${id}"]`);
    new MutationObserver(() => {
      seen[item.getAttribute('data-x')] ??= Date.now();
    }).observe(item, { attributes: true, attributeFilter: ['data-x'] });
  }, moved);

  const latencies = [];
  for (let n = 1; n <= MOVES; n++) {
    // Whole, distinct centimetres near the middle of a large room: never clamped to a wall, each one new.
    const x = 400 + (n % 2 ? n : -n);
    layout = { ...layout, items: layout.items.map((item) => (item.id === moved ? { ...item, x } : item)) };
    const sent = Date.now();
    const answer = await api(`boards/${boardId}/layout`, owner.token, {
      method: 'PUT',
      body: { ...layout, base: { items: { [moved]: versions.items[moved] ?? 0 } } },
    });
    versions = answer.layoutVersions;
    const shown = await page.waitForFunction((value) => window.__seen[String(value)], x, { timeout: 30_000, polling: 50 });
    latencies.push((await shown.jsonValue()) - sent);
  }
  await context.close();
  figure({
    figure: 'live-layout-save-to-other-screen-ms',
    moves: latencies.length,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    max: Math.max(...latencies),
    machine: machine(),
  });
} finally {
  await browser.close();
}
