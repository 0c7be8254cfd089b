// Gzip KB of the JavaScript the board page (/UserBoard/:id) loads first, from the client build's manifest: the entry,
// the app, the query cache and the board page's chunk with everything they import statically; then the same with
// the live layout chunk (the Firestore listener, loaded only for the board's owner and co-editors) added.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** A chunk's script and those of every chunk it imports statically. */
function scripts(key, seen) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not a chunk of the client build`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => scripts(imported, seen))];
}

const kb = (files) =>
  Number((files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0) / 1024).toFixed(1));

const seen = new Set();
const page = ['index.html', 'src/boot.tsx', 'src/app/routes/board-pages.tsx']
  .filter((key) => key !== 'index.html' || manifest[key])
  .flatMap((key) => scripts(key, seen));
const live = scripts('src/features/live/lib/live-listener.ts', seen);
console.log(JSON.stringify({ figure: 'board-page-first-load-js-gzip-kb', value: kb(page), files: page.length, live: false }));
console.log(
  JSON.stringify({
    figure: 'board-page-first-load-js-with-live-gzip-kb',
    value: kb([...page, ...live]),
    files: page.length + live.length,
    liveChunkKb: kb(live),
    live: true,
  }),
);
