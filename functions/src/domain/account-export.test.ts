import { describe, expect, it } from 'vitest';
import {
  checkDownload,
  decideClaim,
  decideFailure,
  decideReady,
  decideStart,
  downloadToken,
  EXPORT_FAILED,
  exportLimitMessage,
  exportView,
  readDownloadToken,
  type ExportJob,
} from './account-export.js';

const T0 = new Date('2026-11-26T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function started(id = 'e1', now = T0): ExportJob {
  const decision = decideStart(null, 'ann', now, { id, secret: `secret-of-${id}` });
  if (decision.kind !== 'start') throw new Error('not started');
  return decision.job;
}

const ready = (job = started()) => decideReady(job, job.id, `x/${job.id}.zip`, 42, at(2))!;

describe('starting an export', () => {
  it('starts one an hour: the next within the hour is refused with the wait, whatever became of the first', () => {
    const first = started();
    expect(first).toMatchObject({ uid: 'ann', status: 'queued', attempts: 0, requestedAt: T0 });
    expect(decideStart(first, 'ann', at(40))).toEqual({ kind: 'limited', retryAfterMs: 20 * 60_000 });
    expect(decideStart({ ...first, status: 'failed' }, 'ann', at(59))).toMatchObject({ kind: 'limited' });
    expect(exportLimitMessage(20 * 60_000)).toBe('You can download your data once an hour. Please try again in 20 minutes.');
    const again = decideStart(ready(first), 'ann', at(60), { id: 'e2', secret: 's2' });
    expect(again).toMatchObject({ kind: 'start', job: { id: 'e2', status: 'queued' }, replaced: 'x/e1.zip' });
  });
});

describe('the worker’s runs', () => {
  it('runs the export its task names while it is the member’s and unfinished, up to three times', () => {
    const job = started();
    expect(decideClaim(null, 'e1', T0)).toEqual({ kind: 'skip', reason: 'replaced or deleted' });
    expect(decideClaim(job, 'e0', T0)).toEqual({ kind: 'skip', reason: 'replaced or deleted' });
    const run = decideClaim(job, 'e1', at(1));
    expect(run).toMatchObject({ kind: 'run', job: { status: 'building', attempts: 1, updatedAt: at(1) } });
    expect(decideClaim({ ...job, attempts: 3 }, 'e1', T0)).toEqual({ kind: 'skip', reason: 'attempts used' });
    expect(decideClaim(ready(job), 'e1', T0)).toEqual({ kind: 'skip', reason: 'ready' });
  });

  it('puts a failed run back in the queue while attempts are left, and fails it for good when told or when they are not', () => {
    const building = { ...started(), status: 'building' as const, attempts: 1 };
    expect(decideFailure(building, 'e1', { message: 'x', final: false }, at(3))).toMatchObject({ retry: true, job: { status: 'queued' } });
    expect(decideFailure({ ...building, attempts: 3 }, 'e1', { message: EXPORT_FAILED, final: false }, at(3))).toMatchObject({
      retry: false,
      job: { status: 'failed', error: EXPORT_FAILED },
    });
    expect(decideFailure(building, 'e1', { message: 'Too large.', final: true }, at(3))).toMatchObject({
      retry: false,
      job: { status: 'failed', error: 'Too large.' },
    });
    expect(decideFailure(building, 'e2', { message: 'x', final: false }, at(3))).toEqual({ job: null, retry: false });
  });

  it('marks it ready for seven days, unless another export replaced it meanwhile', () => {
    const job = ready();
    expect(job).toMatchObject({
      status: 'ready',
      path: 'x/e1.zip',
      bytes: 42,
      readyAt: at(2),
      expiresAt: new Date(at(2).getTime() + 7 * 86_400_000),
    });
    expect(decideReady(started('e2'), 'e1', 'x/e1.zip', 42, at(2))).toBeNull();
  });
});

describe('download links', () => {
  const job = ready();

  it('open the zip of the export they were made for, until they expire', () => {
    const claim = readDownloadToken(downloadToken(job, at(20)))!;
    expect(claim).toMatchObject({ uid: 'ann', exportId: 'e1', expiresAt: at(20) });
    expect(checkDownload(job, claim, at(19))).toBe('ok');
    expect(checkDownload(job, claim, at(20))).toBe('expired');
  });

  it('open nothing when changed, made for another export, or the export is gone or not ready', () => {
    const token = downloadToken(job, at(20));
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ u: 'bob', e: 'e1', x: at(20).getTime() / 1000 })).toString('base64url');
    expect(checkDownload(job, readDownloadToken(`${forged}.${signature}`)!, at(1))).toBe('invalid');
    expect(checkDownload(job, readDownloadToken(`${payload}.${signature.slice(1)}x`)!, at(1))).toBe('invalid');
    const other = ready(started('e2'));
    expect(checkDownload(job, readDownloadToken(downloadToken(other, at(20)))!, at(1))).toBe('invalid');
    expect(checkDownload(null, readDownloadToken(token)!, at(1))).toBe('invalid');
    expect(checkDownload(started(), readDownloadToken(token)!, at(1))).toBe('invalid');
    expect(readDownloadToken('not-a-token')).toBeNull();
    expect(readDownloadToken('e30.sig')).toBeNull();
  });

  it('stop with the export itself after seven days', () => {
    const claim = readDownloadToken(downloadToken(job, at(8 * 24 * 60)))!;
    expect(checkDownload(job, claim, at(7 * 24 * 60 + 3))).toBe('expired');
  });
});

describe('what the account page shows', () => {
  const link = () => '/download';

  it('progress while it builds, the link once ready, and neither once expired', () => {
    const building = { ...started(), status: 'building' as const, progress: { done: 5, total: 20 }, updatedAt: at(1) };
    expect(exportView(building, at(2), link)).toMatchObject({
      status: 'building',
      progress: 25,
      download: null,
      nextAt: at(60).toISOString(),
    });
    expect(exportView(ready(), at(3), link)).toMatchObject({ status: 'ready', progress: 100, bytes: 42, download: '/download' });
    expect(exportView(ready(), at(7 * 24 * 60 + 3), link)).toMatchObject({ status: 'expired', download: null });
  });

  it('a build that stopped reporting past the worker’s timeout as failed', () => {
    const building = { ...started(), status: 'building' as const, updatedAt: at(1) };
    expect(exportView(building, at(37), link)).toMatchObject({ status: 'failed', error: EXPORT_FAILED });
  });
});
