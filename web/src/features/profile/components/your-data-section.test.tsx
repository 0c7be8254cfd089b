// @vitest-environment happy-dom
import type { DataExportView } from '@contracts/account-export';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { fakeApi, renderPage } from '../../../testing/render-page';
import { YourDataSection } from './your-data-section';

const view = (overrides: Partial<DataExportView>): DataExportView => ({
  status: 'queued',
  progress: 0,
  requestedAt: '2026-11-26T10:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  bytes: null,
  download: null,
  error: null,
  nextAt: '2026-11-26T11:00:00.000Z',
  ...overrides,
});

const READY = view({
  status: 'ready',
  progress: 100,
  readyAt: '2026-11-26T10:01:00.000Z',
  expiresAt: '2026-12-03T10:01:00.000Z',
  bytes: 12_345_678,
  download: '/api/account/export/download?token=first',
});

describe('Your data: Download my data', () => {
  it('starts an export, shows its progress while the worker builds it, then the download', async () => {
    setSessionToken('session');
    const answers = [view({ status: 'building', progress: 40 }), READY];
    const calls = fakeApi((call) => {
      if (call.path !== 'account/export') return undefined;
      if (call.method === 'POST') return { status: 202, body: { export: view({}) } };
      return { body: { export: calls.some((earlier) => earlier.method === 'POST') ? (answers.shift() ?? READY) : null } };
    });
    const { user } = renderPage(<YourDataSection email="ann@example.com" />);
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await screen.findByText('Preparing your data... 0%');
    expect(screen.getByRole('progressbar', { name: 'Preparing your data' })).toHaveProperty('value', 0);
    expect(screen.queryByRole('button', { name: /Download my data|Prepare a new copy/ })).toBeNull();
    // The worker's progress arrives with the next reads (every 2 s while it builds).
    await screen.findByText('Preparing your data... 40%', undefined, { timeout: 5000 });
    await screen.findByText('Your data is ready (12.3 MB). You can download it until December 3, 2026.', undefined, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Download your data' }).getAttribute('href')).toBe(READY.download);
  });

  it('asks for a fresh link when the download is clicked, and follows it', async () => {
    setSessionToken('session');
    const fresh = { ...READY, download: '/api/account/export/download?token=fresh' };
    const answers = [READY, fresh];
    fakeApi((call) => (call.path === 'account/export' ? { body: { export: answers.shift() ?? fresh } } : undefined));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user } = renderPage(<YourDataSection email="ann@example.com" />);
    await user.click(await screen.findByRole('link', { name: 'Download your data' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/account/export/download?token=fresh'));
  });

  it('says when to try again when an export was asked for within the hour', async () => {
    setSessionToken('session');
    const limited = 'You can download your data once an hour. Please try again in 42 minutes.';
    fakeApi((call) => {
      if (call.path !== 'account/export') return undefined;
      return call.method === 'POST' ? { status: 429, body: { error: limited, code: 'rate-limited' } } : { body: { export: READY } };
    });
    const { user } = renderPage(<YourDataSection email="ann@example.com" />);
    await user.click(await screen.findByRole('button', { name: 'Prepare a new copy' }));
    expect((await screen.findByText(limited)).getAttribute('role')).toBe('alert');
  });
});
