// Gzip KB of the JavaScript that `/` loads first: the entry script, its modulepreloads, and the scripts the
// prerendered page fetches once painted (<meta name="roomboard:scripts">), in web/dist/index.html.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'web', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
const afterPaint = /<meta name="roomboard:scripts" content="([^"]*)"/.exec(html)?.[1].split(' ') ?? [];
const unique = [...new Set([...scripts, ...afterPaint])];
const bytes = unique.reduce((sum, path) => sum + gzipSync(readFileSync(join(dist, path)), { level: 9 }).length, 0);
console.log(
  JSON.stringify({ figure: 'first-load-js-gzip-kb', value: Number((bytes / 1024).toFixed(1)), target: '<= 150', files: unique.length }),
);
