// A fake of the Archives port: each entry is written as one JSON line (its path and bytes), which `unpack` reads back.
import type { Archives } from '../ports/archives.port.js';

export function jsonLinesArchives(): Archives {
  return {
    async *zip(entries) {
      for await (const entry of entries) {
        yield Buffer.from(`${JSON.stringify({ path: entry.path, data: Buffer.from(entry.data).toString('base64') })}\n`);
      }
    },
  };
}

/** The files of an archive `jsonLinesArchives` wrote, by path, in their order. */
export function unpack(archive: Buffer): Record<string, Buffer> {
  const lines = archive.toString('utf8').split('\n').filter(Boolean);
  return Object.fromEntries(
    lines.map((line) => {
      const { path, data } = JSON.parse(line) as { path: string; data: string };
      return [path, Buffer.from(data, 'base64')];
    }),
  );
}
