// A serving process for the benches, started with fork(): `api` composes the light API from functions/lib with this
// process's environment (the suite's emulators), `bare <file>` answers every request with that file's JSON bytes.
// Tells its port over IPC and answers {type: 'memory'} with its memory use after a full GC (run with --expose-gc).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

const [mode, file] = process.argv.slice(2);
const lib = join(import.meta.dirname, '..', '..', 'functions', 'lib');

async function handler() {
  if (mode === 'bare') {
    const body = readFileSync(file);
    return (_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': body.length,
        'cache-control': 'public, max-age=60',
      });
      res.end(body);
    };
  }
  const { composeApi } = await import(join(lib, 'composition.js'));
  const { readConfig } = await import(join(lib, 'config.js'));
  return composeApi(readConfig(process.env));
}

const server = createServer(await handler());
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => process.send({ type: 'listening', port: server.address().port }));
process.on('message', (message) => {
  if (message?.type !== 'memory') return;
  globalThis.gc?.();
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  process.send({ type: 'memory', rss, heapUsed, heapTotal, external });
});
process.on('disconnect', () => process.exit(0));
