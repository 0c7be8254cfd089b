// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage } from '../testing/render-page';
import { createQueryClient } from './react-query';
import { setSessionToken } from './session';
import { DRAFT_SAVE_DELAY_MS, LEAVE_UNSAVED, useLeaveGuard, useServerDraft } from './use-server-draft';

/** The smallest editor: one text box kept as a draft, and a Send that clears it. */
function NotesEditor() {
  const draft = useServerDraft('consultation', 'c1', { notes: '' });
  if (draft.status === 'loading') return <p role="status">Loading…</p>;
  return (
    <div>
      <label htmlFor="notes">Notes</label>
      <textarea id="notes" value={draft.value.notes} onChange={(event) => draft.setValue({ notes: event.target.value })} />
      <p>{draft.restored ? 'Your draft is back.' : ''}</p>
      <p>{draft.unsaved ? 'Not saved yet.' : 'Saved.'}</p>
      <button type="button" onClick={() => void draft.clear()}>
        Send
      </button>
    </div>
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useServerDraft', () => {
  it('brings back the saved draft, saves once 800 ms after typing stops, and deletes it when the work is sent', async () => {
    setSessionToken('session');
    let stored: unknown = { notes: 'From the laptop.' };
    const calls = fakeApi((call) => {
      if (call.path !== 'drafts/consultation/c1') return undefined;
      if (call.method === 'GET')
        return stored ? { body: { kind: 'consultation', id: 'c1', content: stored, savedAt: '2026-11-28T10:00:00.000Z' } } : undefined;
      if (call.method === 'PUT') {
        stored = (call.body as { content: unknown }).content;
        return { body: { kind: 'consultation', id: 'c1', content: stored, savedAt: '2026-11-28T10:01:00.000Z' } };
      }
      stored = null;
      return { status: 204, body: {} };
    });
    renderPage(<NotesEditor />);
    const box = (await screen.findByLabelText('Notes')) as HTMLTextAreaElement;
    expect(box.value).toBe('From the laptop.');
    expect(screen.getByText('Your draft is back.')).toBeTruthy();

    vi.useFakeTimers();
    fireEvent.change(box, { target: { value: 'From the laptop. And' } });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 100));
    fireEvent.change(box, { target: { value: 'From the laptop. And the phone.' } });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 100));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(screen.getByText('Not saved yet.')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByText('Saved.')).toBeTruthy());
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { content: { notes: 'From the laptop. And the phone.' } },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.map((call) => call.method)).toContain('DELETE'));
    expect(stored).toBeNull();
  });

  it('sends the delete only once the save on its way is answered, so a sent draft never comes back', async () => {
    setSessionToken('session');
    const sent: string[] = [];
    let answerSave = () => {};
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push(method);
      if (method === 'PUT') await new Promise<void>((resolve) => (answerSave = resolve));
      const body =
        method === 'PUT' ? { kind: 'consultation', id: 'c1', content: {}, savedAt: '2026-11-28T10:01:00.000Z' } : { error: 'None.' };
      return new Response(JSON.stringify(body), { status: method === 'GET' ? 404 : 200, headers: { 'content-type': 'application/json' } });
    });
    renderPage(<NotesEditor />);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(await screen.findByLabelText('Notes'), { target: { value: 'Walnut, not oak.' } });
    await act(async () => {
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    });
    await waitFor(() => expect(sent).toEqual(['GET', 'PUT']));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(sent).toEqual(['GET', 'PUT']);
    answerSave();
    await waitFor(() => expect(sent).toEqual(['GET', 'PUT', 'DELETE']));
  });

  it('starts from the editor’s own value when there is no draft, and sends unsaved words when the editor goes', async () => {
    setSessionToken('session');
    const calls = fakeApi((call) =>
      call.method === 'PUT' ? { body: { kind: 'consultation', id: 'c1', content: {}, savedAt: '2026-11-28T10:01:00.000Z' } } : undefined,
    );
    const { unmount } = renderPage(<NotesEditor />);
    const box = (await screen.findByLabelText('Notes')) as HTMLTextAreaElement;
    expect(box.value).toBe('');
    expect(screen.queryByText('Your draft is back.')).toBeNull();
    fireEvent.change(box, { target: { value: 'Walnut, not oak.' } });
    unmount();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ content: { notes: 'Walnut, not oak.' } }]),
    );
  });
});

/** The editor on a page of a data router (as the app's), with a link away from it. */
function renderInDataRouter() {
  function Page() {
    const draft = useServerDraft('brief', 'new', '');
    useLeaveGuard(draft);
    if (draft.status === 'loading') return <p role="status">Loading…</p>;
    return (
      <>
        <label htmlFor="brief">Brief</label>
        <textarea id="brief" value={draft.value} onChange={(event) => draft.setValue(event.target.value)} />
        <Link to="/elsewhere">Leave</Link>
      </>
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/brief', element: <Page /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/brief'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('leaving with a draft not yet saved', () => {
  it('saves it before the link leaves, without asking', async () => {
    setSessionToken('session');
    const calls = fakeApi((call) =>
      call.method === 'PUT' ? { body: { kind: 'brief', id: 'new', content: 'x', savedAt: '2026-11-28T10:01:00.000Z' } } : undefined,
    );
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const router = renderInDataRouter();
    fireEvent.change(await screen.findByLabelText('Brief'), { target: { value: 'A reading corner.' } });
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await screen.findByText('Elsewhere');
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ content: 'A reading corner.' }]);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks when the save fails, and stays when the writer says no', async () => {
    setSessionToken('session');
    fakeApi((call) => (call.method === 'PUT' ? { status: 503, body: { error: 'Try again.' } } : undefined));
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const router = renderInDataRouter();
    fireEvent.change(await screen.findByLabelText('Brief'), { target: { value: 'A reading corner.' } });
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(LEAVE_UNSAVED));
    expect(router.state.location.pathname).toBe('/brief');
    expect((screen.getByLabelText('Brief') as HTMLTextAreaElement).value).toBe('A reading corner.');
  });
});
