// Products-page throughput: the light API (functions/lib composed in its own process, on the suite's Firestore)
// answering GET /api/products?page=1, against a bare node:http server answering the same JSON bytes, both on
// loopback in this run, each loaded by autocannon for a bounded time after a short warm-up.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { figure, machine, serve, suiteEnv } from './support/bench-kit.mjs';

suiteEnv();
const PATH = '/api/products?page=1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Two cores: autocannon takes one, the server the other; a few connections keep the server busy without queueing.
const CONNECTIONS = 4;

const load = (url, duration) =>
  autocannon({ url: `${url}${PATH}`, connections: CONNECTIONS, duration, timeout: 10 }).then((result) => ({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  }));

const api = await serve('api');
const work = mkdtempSync(join(tmpdir(), 'roomboard-throughput-'));
try {
  const response = await fetch(`${api.url}${PATH}`);
  if (!response.ok) throw new Error(`${PATH} answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const file = join(work, 'page.json');
  writeFileSync(file, bytes);

  await load(api.url, 2);
  const measured = await load(api.url, SECONDS);
  await api.stop();

  const bare = await serve('bare', file);
  await load(bare.url, 2);
  const baseline = await load(bare.url, SECONDS);
  await bare.stop();

  const ratio = measured.rps / baseline.rps;
  figure({
    figure: 'products-page-throughput-ratio',
    value: Number(ratio.toFixed(3)),
    target: '>= 0.5',
    api_rps: Math.round(measured.rps),
    bare_rps: Math.round(baseline.rps),
    connections: CONNECTIONS,
    seconds: SECONDS,
    body_bytes: bytes.length,
    machine: machine(),
  });
  figure({
    figure: 'products-page-p99-ms',
    value: measured.p99,
    target: '<= 50',
    p50: measured.p50,
    bare_p99: baseline.p99,
    errors: measured.errors,
    requests: measured.total,
  });
} finally {
  await api.stop();
  rmSync(work, { recursive: true, force: true });
}
