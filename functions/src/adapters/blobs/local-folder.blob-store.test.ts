import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localFolderBlobStore } from './local-folder.blob-store.js';

describe('localFolderBlobStore, streaming', () => {
  const root = mkdtempSync(join(tmpdir(), 'roomboard-local-blobs-'));
  const blobs = localFolderBlobStore(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes a stream under a temporary name, renamed into place once complete, and reads it back as a stream', async () => {
    const parts = [Buffer.alloc(100_000, 1), Buffer.from('end')];
    const folder = join(root, 'account-exports');
    async function* body() {
      yield parts[0]!;
      // Halfway: the file is not there under its name yet.
      expect(readdirSync(folder)).not.toContain('e1.zip');
      yield parts[1]!;
    }
    expect(await blobs.putStream('account-exports/e1.zip', body(), 'application/zip')).toBe(100_003);
    expect(readdirSync(folder)).toEqual(['e1.zip']);

    const read = await blobs.read('account-exports/e1.zip');
    expect(read).toMatchObject({ contentType: 'application/zip', size: 100_003 });
    const chunks: Buffer[] = [];
    for await (const chunk of read!.body) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).equals(Buffer.concat(parts))).toBe(true);
    expect(await blobs.read('account-exports/none.zip')).toBeNull();
    expect(await blobs.signedDownloadUrl('account-exports/e1.zip', { expiresAt: new Date(), fileName: 'x.zip' })).toBeNull();
  });

  it('leaves nothing when the stream fails midway', async () => {
    async function* body() {
      yield Buffer.from('half');
      throw new Error('the build failed');
    }
    await expect(blobs.putStream('account-exports/e2.zip', body(), 'application/zip')).rejects.toThrow('the build failed');
    expect(readdirSync(join(root, 'account-exports'))).toEqual(['e1.zip']);
  });
});
