// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { fakeApi, renderPage } from '../../../testing/render-page';
import { AuditLogSection } from './audit-log-section';

const line = (id: string, at: string, overrides: object = {}) => ({
  id,
  at,
  actor: { uid: 'ada', name: 'Ada Lind' },
  action: 'hide',
  target: { kind: 'board', id: 'board1' },
  reason: null,
  details: {},
  ...overrides,
});

describe("the admin page's audit log", () => {
  it('shows who, when, what, the target and why, newest first, and shows more by the cursor', async () => {
    setSessionToken('admin-session');
    const calls = fakeApi((call) => {
      if (call.path === 'admin/audit')
        return {
          body: {
            entries: [
              line('a2', '2026-11-28T10:03:00.000Z', {
                actor: { uid: 'tool:admin:grant', name: 'npm run admin:grant' },
                action: 'revoke-designer',
                target: { kind: 'designer', id: 'ines' },
                reason: 'Left the studio.',
                details: { reviews: 2 },
              }),
            ],
            next: 'CURSOR1',
          },
        };
      if (call.path === 'admin/audit?cursor=CURSOR1')
        return { body: { entries: [line('a1', '2026-11-28T10:01:00.000Z', { reason: 'spam' })], next: null } };
      return undefined;
    });
    const { user } = renderPage(<AuditLogSection />);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Who', 'What', 'Target', 'Reason']);
    expect(rows()).toEqual([
      [
        expect.stringContaining('2026'),
        'npm run admin:grant',
        "Revoked the designer's rolereviews: 2",
        'designer ines',
        'Left the studio.',
      ],
    ]);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await within(table).findByText('Ada Lind');
    expect(rows().map((row) => row.slice(1))).toEqual([
      ['npm run admin:grant', "Revoked the designer's rolereviews: 2", 'designer ines', 'Left the studio.'],
      ['Ada Lind', 'Hid', 'board board1', 'spam'],
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(within(table).getByRole('link', { name: 'designer ines' }).getAttribute('href')).toBe('/designers/ines');
    expect(within(table).getByRole('link', { name: 'board board1' }).getAttribute('href')).toBe('/UserBoard/board1');
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer admin-session', 'Bearer admin-session']);
  });

  it('says so when no admin has acted yet', async () => {
    setSessionToken('admin-session');
    fakeApi((call) => (call.path === 'admin/audit' ? { body: { entries: [], next: null } } : undefined));
    renderPage(<AuditLogSection />);
    expect(await screen.findByText('No admin actions yet.')).toBeTruthy();
  });
});
