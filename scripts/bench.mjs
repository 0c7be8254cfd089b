// `npm run bench`: runs each benchmark in bench/ and passes through its JSON lines (one per figure).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', 'bench');
const only = process.argv.slice(2);
let failed = false;
for (const name of readdirSync(dir).filter((n) => n.endsWith('.mjs')).sort()) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const result = spawnSync(process.execPath, [join(dir, name)], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) {
    failed = true;
    console.error(`bench/${name} failed (exit ${result.status})`);
  }
}
process.exit(failed ? 1 : 0);
