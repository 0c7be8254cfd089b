// `npm run load`: 60 s of mixed reads at 100 requests a second (products pages, gallery pages, one public board)
// against the light API in its own process on loopback, open loop (a request starts every 10 ms whatever the
// answers do), bounded in count and time. Prints errors, latency percentiles and the serving process's memory
// growth (RSS and heap after a full GC, before and after).
import { figure, finishedGenerations, firestore, machine, percentile, serve, signedInUser, suiteEnv } from './support/bench-kit.mjs';

suiteEnv();
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const RATE = Number(process.env.LOAD_RATE ?? 100);
const TOTAL = SECONDS * RATE;
const TIMEOUT_MS = 10_000;

// The bench's visitors all come from this one address: the per-IP cap on anonymous reads would refuse them.
process.env.ANONYMOUS_READS_PER_IP_PER_MINUTE = String(RATE * 60 * 10);
const api = await serve('api');
try {
  const user = await signedInUser(api.url);
  const [generationId] = await finishedGenerations(firestore(), user.uid, 1);
  const auth = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
  const saved = await fetch(`${api.url}/api/save-products`, { method: 'POST', headers: auth, body: JSON.stringify([{ generationId }]) });
  if (saved.status !== 201) throw new Error(`saving the board answered ${saved.status}`);
  const { id: boardId } = await saved.json();
  const shared = await fetch(`${api.url}/api/boards/${boardId}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ visibility: 'public' }),
  });
  if (!shared.ok) throw new Error(`making the board public answered ${shared.status}`);

  // Half products pages, three in ten gallery pages, one in five the board: signed out, as visitors read them.
  const paths = (i) => {
    const slot = i % 10;
    if (slot < 5) return `/api/products?page=${1 + (i % 3)}`;
    if (slot < 8) return `/api/get_products_all?page=${1 + (i % 2)}`;
    return `/api/boards/${boardId}`;
  };
  for (let i = 0; i < 30; i++) await fetch(`${api.url}${paths(i)}`).then((r) => r.arrayBuffer());
  const before = await api.memory();

  const latencies = [];
  const errors = new Map();
  const started = performance.now();
  const inFlight = [];
  for (let i = 0; i < TOTAL; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const sent = performance.now();
    inFlight.push(
      fetch(`${api.url}${paths(i)}`, { signal: AbortSignal.timeout(TIMEOUT_MS) })
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          latencies.push(performance.now() - sent);
        })
        .catch((error) => {
          const key = `${paths(i).split('?')[0].replace(boardId, ':id')}: ${error.message}`;
          errors.set(key, (errors.get(key) ?? 0) + 1);
        }),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  const after = await api.memory();
  const mb = (bytes) => Number((bytes / 1024 / 1024).toFixed(1));
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  figure({
    figure: 'load-errors',
    value: errorCount,
    target: '0',
    requests: TOTAL,
    seconds: Number(elapsed.toFixed(1)),
    achieved_rps: Number((TOTAL / elapsed).toFixed(1)),
    ...(errors.size ? { by_kind: Object.fromEntries(errors) } : {}),
    machine: machine(),
  });
  figure({
    figure: 'load-latency-ms',
    value: Math.round(percentile(latencies, 99)),
    note: 'p99',
    p50: Math.round(percentile(latencies, 50)),
    p90: Math.round(percentile(latencies, 90)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(Math.max(...latencies)),
  });
  figure({
    figure: 'load-memory-growth-mb',
    value: mb(after.rss - before.rss),
    note: 'RSS growth of the serving process over the run, after a full GC before and after',
    rss_before_mb: mb(before.rss),
    rss_after_mb: mb(after.rss),
    heap_before_mb: mb(before.heapUsed),
    heap_after_mb: mb(after.heapUsed),
    heap_growth_mb: mb(after.heapUsed - before.heapUsed),
  });
  if (errorCount) process.exitCode = 1;
} finally {
  await api.stop();
}
