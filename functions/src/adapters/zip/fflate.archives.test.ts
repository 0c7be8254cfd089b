import { strFromU8, strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ArchiveEntry } from '../../ports/archives.port.js';
import { fflateArchives } from './fflate.archives.js';

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
}

describe('fflateArchives', () => {
  it('zips the entries, stored and deflated, into an archive that unzips to the same files', async () => {
    const picture = Uint8Array.from({ length: 5000 }, (_, n) => (n * 7919) % 251);
    async function* entries(): AsyncGenerator<ArchiveEntry> {
      yield { path: 'profile.json', data: strToU8('{"name": "Ann"}\n'.repeat(50)) };
      yield { path: 'boards/b1/picture.png', data: picture, stored: true };
    }
    const chunks = await collect(fflateArchives().zip(entries()));
    const files = unzipSync(Buffer.concat(chunks));
    expect(Object.keys(files)).toEqual(['profile.json', 'boards/b1/picture.png']);
    expect(strFromU8(files['profile.json']!)).toBe('{"name": "Ann"}\n'.repeat(50));
    expect(Buffer.from(files['boards/b1/picture.png']!)).toEqual(Buffer.from(picture));
  });

  it('hands on each entry before it reads the next one', async () => {
    const seen: string[] = [];
    async function* entries(): AsyncGenerator<ArchiveEntry> {
      for (const name of ['a', 'b', 'c']) {
        seen.push(`read ${name}`);
        yield { path: `${name}.bin`, data: new Uint8Array(1000).fill(name.charCodeAt(0)), stored: true };
      }
    }
    // A stored entry's bytes come through as one chunk of its size.
    for await (const chunk of fflateArchives().zip(entries()))
      if (chunk.length === 1000) seen.push(`wrote ${String.fromCharCode(chunk[0]!)}`);
    expect(seen).toEqual(['read a', 'wrote a', 'read b', 'wrote b', 'read c', 'wrote c']);
  });
});
