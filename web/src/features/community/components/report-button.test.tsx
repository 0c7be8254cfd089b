// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { alerts, fakeApi, renderPage } from '../../../testing/render-page';
import { ReportButton } from './report-button';
import { ALREADY_REPORTED } from '@contracts/community-rules';

describe('reporting a board', () => {
  it("asks for a reason first ('Choose a reason for the report.'), then sends it and thanks the member", async () => {
    setSessionToken('session');
    const calls = fakeApi((call) => (call.path === 'boards/b1/report' ? { body: { reported: true } } : undefined));
    const { user } = renderPage(<ReportButton kind="board" id="b1" />);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this board' });
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe('Choose a reason for the report.');
    expect(calls).toEqual([]);
    await user.click(screen.getByLabelText('Offensive or inappropriate'));
    await user.type(screen.getByLabelText('More details (optional)'), 'Not a room at all.');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(alerts()).toContain('Thank you. Our moderators will look at it.'));
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', 'boards/b1/report', { reason: 'offensive', text: 'Not a room at all.' }],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal of a second report in the dialog", async () => {
    setSessionToken('session');
    fakeApi(() => ({ status: 409, body: { error: ALREADY_REPORTED, code: 'already-reported' } }));
    const { user } = renderPage(<ReportButton kind="board" id="b1" />);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await user.click(screen.getByLabelText('Spam or advertising'));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this board' });
    await waitFor(() => expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(ALREADY_REPORTED));
  });
});
