import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { CONTENT_TYPES } from '../../domain/blob-keys.js';
import type { BlobStore, StoredBlob } from '../../ports/blob-store.port.js';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Local mode: files in a folder. Writes go to a temporary name first, so a crash never leaves half a file. */
export function localFolderBlobStore(root: string): BlobStore {
  const contentTypeOf = (key: string) =>
    key.endsWith('.zip') ? 'application/zip' : (CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream');
  /** Writes through a temporary file renamed into place once complete. */
  async function writeWhole(key: string, write: (temporary: string) => Promise<void>) {
    const path = join(root, key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    try {
      await write(temporary);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
  return {
    kind: 'local',
    async put(key, data) {
      await writeWhole(key, (temporary) => writeFile(temporary, data));
    },
    async get(key): Promise<StoredBlob | null> {
      try {
        const data = await readFile(join(root, key));
        return { data, contentType: contentTypeOf(key) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(join(root, key), { force: true });
    },
    async putStream(key, body) {
      let bytes = 0;
      const counted = async function* () {
        for await (const chunk of body) {
          bytes += chunk.length;
          yield chunk;
        }
      };
      // pipeline waits for the file to drain before it takes the next chunk: at most one chunk in memory.
      await writeWhole(key, (temporary) => pipeline(counted(), createWriteStream(temporary)));
      return bytes;
    },
    async read(key) {
      try {
        const { size } = await stat(join(root, key));
        return { body: createReadStream(join(root, key)), contentType: contentTypeOf(key), size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async signedDownloadUrl() {
      return null;
    },
  };
}
