import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { CONTENT_TYPES } from '../../domain/blob-keys.js';
import type { BlobStore, StoredBlob } from '../../ports/blob-store.port.js';

/** Local mode: files in a folder. Writes go to a temporary name first, so a crash never leaves half a file. */
export function localFolderBlobStore(root: string): BlobStore {
  return {
    kind: 'local',
    async put(key, data) {
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, path);
    },
    async get(key): Promise<StoredBlob | null> {
      try {
        const data = await readFile(join(root, key));
        return { data, contentType: CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(join(root, key), { force: true });
    },
  };
}
