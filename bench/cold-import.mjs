// Cold start of the light API: a fresh Node process loads functions/lib/index.js (the triggers) and composes the API app.
// Prints the median of several fresh processes, and whether any heavy module was loaded.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const lib = join(import.meta.dirname, '..', 'functions', 'lib', 'index.js');
const probe = `
const t0 = performance.now();
require(${JSON.stringify(lib)});
const t1 = performance.now();
const { readConfig } = require(${JSON.stringify(join(lib, '..', 'config.js'))});
require(${JSON.stringify(join(lib, '..', 'composition.js'))}).composeApi(readConfig({ GCLOUD_PROJECT: 'demo-roomboard', FIRESTORE_EMULATOR_HOST: '127.0.0.1:1', ROOMBOARD_BLOB_DIR: '/tmp/rb-bench' })).then(() => {
  const t2 = performance.now();
  const heavy = Object.keys(require.cache).filter((p) => /node_modules\\/(onnxruntime-node|@imgly|openai|stripe|sharp)\\//.test(p));
  const names = [...new Set(heavy.map((p) => p.split('node_modules/').pop().split('/').slice(0, p.includes('@') ? 2 : 1).join('/')))];
  process.stdout.write(JSON.stringify({ importMs: t1 - t0, composeMs: t2 - t0, heavy: names }));
});`;
const runs = Array.from({ length: 5 }, () => JSON.parse(spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).stdout));
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const heavy = [...new Set(runs.flatMap((r) => r.heavy))];
console.log(
  JSON.stringify({
    figure: 'cold-import-ms',
    value: Number(median(runs.map((r) => r.importMs)).toFixed(0)),
    target: '<= 300',
    note: 'require functions/lib/index.js',
  }),
);
console.log(
  JSON.stringify({
    figure: 'cold-compose-ms',
    value: Number(median(runs.map((r) => r.composeMs)).toFixed(0)),
    note: 'import + compose the light API (firebase-admin, express, routes)',
  }),
);
console.log(
  JSON.stringify({ figure: 'light-api-heavy-modules', value: heavy, target: '[] (no onnxruntime, imgly, openai, stripe, sharp)' }),
);
