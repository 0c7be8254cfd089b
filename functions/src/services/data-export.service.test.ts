import { describe, expect, it } from 'vitest';
import { decideReady, DOWNLOAD_EXPIRED, exportKey } from '../domain/account-export.js';
import { memoryAccountExports, memoryExportQueue } from '../testing/memory-account-exports.js';
import { memoryBlobs } from '../testing/memory-repositories.js';
import { dataExportStatus, openDataExport, startDataExport } from './data-export.service.js';

const T0 = new Date('2026-11-26T10:00:00Z');

function setUp() {
  let now = T0;
  const accountExports = memoryAccountExports();
  const exportQueue = memoryExportQueue();
  const blobs = memoryBlobs();
  const deps = { accountExports, exportQueue, blobs, now: () => now };
  /** What the worker does, in short: the zip is stored and the export ready. */
  const build = async (uid: string) => {
    const job = accountExports.jobs.get(uid)!;
    const zip = Buffer.from(`zip of ${uid}`);
    await blobs.put(exportKey(job.id), zip, 'application/zip');
    accountExports.jobs.set(uid, decideReady(job, job.id, exportKey(job.id), zip.length, now)!);
  };
  const tokenOf = (link: string) => new URL(link, 'http://app.test').searchParams.get('token')!;
  return {
    deps,
    accountExports,
    exportQueue,
    blobs,
    build,
    tokenOf,
    later: (minutes: number) => (now = new Date(T0.getTime() + minutes * 60_000)),
  };
}

async function text(body: AsyncIterable<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks).toString();
}

describe('Download my data, the API side', () => {
  it('queues one export an hour and refuses another within it, saying when', async () => {
    const { deps, exportQueue, later } = setUp();
    expect(await dataExportStatus(deps, 'ann')).toEqual({ export: null });
    const view = await startDataExport(deps, 'ann');
    expect(view).toMatchObject({ status: 'queued', progress: 0, download: null, nextAt: '2026-11-26T11:00:00.000Z' });
    expect(exportQueue.tasks).toEqual([{ uid: 'ann', exportId: expect.any(String) }]);

    later(45);
    await expect(startDataExport(deps, 'ann')).rejects.toMatchObject({
      status: 429,
      code: 'rate-limited',
      message: 'You can download your data once an hour. Please try again in 15 minutes.',
      extra: { retryAfter: 900 },
    });
    expect(exportQueue.tasks).toHaveLength(1);
    later(60);
    await startDataExport(deps, 'ann');
    expect(exportQueue.tasks).toHaveLength(2);
  });

  it('gives the member a link to the ready zip that streams it, and deletes the zip when a new export starts', async () => {
    const { deps, blobs, build, tokenOf, later } = setUp();
    await startDataExport(deps, 'ann');
    await build('ann');
    const { export: ready } = await dataExportStatus(deps, 'ann');
    expect(ready).toMatchObject({ status: 'ready', progress: 100, bytes: 10 });
    expect(ready!.download).toMatch(/^\/api\/account\/export\/download\?token=/);

    const download = await openDataExport(deps, tokenOf(ready!.download!));
    if (download.kind !== 'file') throw new Error('expected the file');
    expect(download.fileName).toBe('roomboard-data-2026-11-26.zip');
    expect(download.file).toMatchObject({ size: 10, contentType: 'application/zip' });
    expect(await text(download.file.body)).toBe('zip of ann');

    later(61);
    const path = exportKey((await deps.accountExports.get('ann'))!.id);
    await startDataExport(deps, 'ann');
    expect(blobs.files.has(path)).toBe(false);
  });

  it('opens nothing for another member’s token, a changed one, or an expired one (410)', async () => {
    const { deps, build, tokenOf, later } = setUp();
    await startDataExport(deps, 'ann');
    await build('ann');
    await startDataExport(deps, 'bob');
    await build('bob');
    const annLink = (await dataExportStatus(deps, 'ann')).export!.download!;
    const bobToken = tokenOf((await dataExportStatus(deps, 'bob')).export!.download!);

    // Bob's payload with Ann's signature, and junk.
    const forged = `${bobToken.split('.')[0]}.${tokenOf(annLink).split('.')[1]}`;
    for (const token of [forged, 'junk', '']) await expect(openDataExport(deps, token)).rejects.toMatchObject({ status: 404 });
    later(16);
    await expect(openDataExport(deps, tokenOf(annLink))).rejects.toMatchObject({ status: 410, message: DOWNLOAD_EXPIRED });
    const fresh = (await dataExportStatus(deps, 'ann')).export!.download!;
    await expect(openDataExport(deps, tokenOf(fresh))).resolves.toMatchObject({ kind: 'file' });
  });

  it('sends the browser to a signed URL where the store makes one', async () => {
    const { deps, build, tokenOf } = setUp();
    const signed: unknown[] = [];
    deps.blobs.signedDownloadUrl = async (key, options) => (signed.push({ key, ...options }), 'https://storage.test/signed');
    await startDataExport(deps, 'ann');
    await build('ann');
    const { export: ready } = await dataExportStatus(deps, 'ann');
    expect(await openDataExport(deps, tokenOf(ready!.download!))).toEqual({ kind: 'redirect', url: 'https://storage.test/signed' });
    expect(signed).toEqual([
      {
        key: exportKey((await deps.accountExports.get('ann'))!.id),
        fileName: 'roomboard-data-2026-11-26.zip',
        expiresAt: new Date(T0.getTime() + 15 * 60_000),
      },
    ]);
  });

  it('puts the earlier export back when the queue refuses the task, so the member may try again at once', async () => {
    const { deps, accountExports, build, later } = setUp();
    await startDataExport(deps, 'ann');
    await build('ann');
    const before = accountExports.jobs.get('ann');
    later(90);
    deps.exportQueue.enqueue = async () => Promise.reject(new Error('Cloud Tasks is down'));
    await expect(startDataExport(deps, 'ann')).rejects.toThrow('Cloud Tasks is down');
    expect(accountExports.jobs.get('ann')).toEqual(before);
  });
});
