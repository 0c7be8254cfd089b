// @vitest-environment happy-dom
// The thread as its two sides see it, with the API faked at the network and the live listener (Firestore) faked at
// its module: own messages on the right, live arrivals, a message sent, a refusal shown, and reading what is shown.
import type { MessagesPage, ThreadMessage } from '@contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { fakeApi, renderPage } from '../../../testing/render-page';
import { MessageThread } from './message-thread';

const live = vi.hoisted(() => ({ push: null as ((messages: ThreadMessage[]) => void) | null, stop: vi.fn() }));
vi.mock('../lib/thread-listener', () => ({
  listenToThread: async (_kind: string, _id: string, onMessages: (messages: ThreadMessage[]) => void) => {
    live.push = onMessages;
    return live.stop;
  },
}));

const message = (id: string, author: 'mia' | 'dan', text: string, minute: number): ThreadMessage => ({
  id,
  author: { id: author, name: author === 'mia' ? 'Mia' : 'Dan' },
  text,
  picture: null,
  created_at: `2026-11-26T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

const page = (messages: ThreadMessage[]): MessagesPage => ({
  messages,
  next: null,
  role: 'member',
  me: 'mia',
  open: true,
  title: 'Living room · Dan',
});

beforeEach(() => {
  live.push = null;
  setSessionToken('session');
});

describe('MessageThread', () => {
  it('shows the oldest first with her own on the right, hears new ones live and reads them', async () => {
    const calls = fakeApi((call) => {
      if (call.path === 'threads/review/r1/messages')
        return { body: page([message('m2', 'dan', 'A little.', 2), message('m1', 'mia', 'Too big?', 1)]) };
      if (call.path === 'threads/review/r1/read') return { body: { unread: 0 } };
      return undefined;
    });
    renderPage(<MessageThread kind="review" id="r1" />);
    const list = await screen.findByRole('list', { name: 'Messages, oldest first' });
    const items = () => within(list).getAllByRole('listitem');
    await waitFor(() =>
      expect(items().map((item) => [item.textContent?.split(' · ')[0], item.getAttribute('data-own')])).toEqual([
        ['Too big?You', 'true'],
        ['A little.Dan', 'false'],
      ]),
    );
    await waitFor(() => expect(calls.filter((call) => call.path === 'threads/review/r1/read')).toHaveLength(1));

    await waitFor(() => expect(live.push).not.toBeNull());
    live.push!([message('m3', 'dan', 'Here is a swap.', 3), message('m2', 'dan', 'A little.', 2), message('m1', 'mia', 'Too big?', 1)]);
    await within(list).findByText('Here is a swap.');
    await waitFor(() => expect(calls.filter((call) => call.path === 'threads/review/r1/read')).toHaveLength(2));
  });

  it('opens at the newest message: the list scrolls to its end and the newest message into view, once', async () => {
    const shown = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const older = Array.from({ length: 20 }, (_, index) =>
      message(`m${index + 1}`, index % 2 ? 'mia' : 'dan', `Message ${index + 1}`, index + 1),
    );
    fakeApi((call) => {
      if (call.path === 'threads/review/r1/messages') return { body: page([...older].reverse()) };
      if (call.path === 'threads/review/r1/read') return { body: { unread: 0 } };
      return undefined;
    });
    renderPage(<MessageThread kind="review" id="r1" />);
    const list = await screen.findByRole('list', { name: 'Messages, oldest first' });
    const scrollHeight = vi.spyOn(list, 'scrollHeight', 'get').mockReturnValue(2400);
    await within(list).findByText('Message 20');
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    expect((shown.mock.contexts[0] as Element).textContent).toContain('Message 20');
    expect(shown).toHaveBeenCalledWith({ block: 'nearest' });

    // A new message scrolls the list to its end again; the page is left where the reader has it.
    await waitFor(() => expect(live.push).not.toBeNull());
    list.scrollTop = 0;
    live.push!([message('m21', 'dan', 'Message 21', 21), ...[...older].reverse()]);
    await within(list).findByText('Message 21');
    await waitFor(() => expect(list.scrollTop).toBe(2400));
    expect(shown).toHaveBeenCalledTimes(1);
    scrollHeight.mockRestore();
    shown.mockRestore();
  });

  it('sends what she writes and shows it, or the refusal with its reason', async () => {
    const calls = fakeApi((call) => {
      if (call.path === 'threads/review/r1/messages' && call.method === 'GET') return { body: page([]) };
      if (call.path === 'threads/review/r1/messages' && (call.body as { text: string }).text === 'Thanks!') {
        return { status: 201, body: message('m9', 'mia', 'Thanks!', 9) };
      }
      if (call.path === 'threads/review/r1/messages') return { status: 429, body: { error: 'Too many messages. Try again in a minute.' } };
      return undefined;
    });
    const { user } = renderPage(<MessageThread kind="review" id="r1" />);
    await screen.findByText('No messages yet. Say hello.');
    await user.type(screen.getByLabelText('Your message'), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const list = screen.getByRole('list', { name: 'Messages, oldest first' });
    expect((await within(list).findByText('Thanks!')).closest('li')?.getAttribute('data-own')).toBe('true');
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { text: 'Thanks!', client_key: expect.stringMatching(/^[\w-]{36}$/) },
    ]);

    await user.type(screen.getByLabelText('Your message'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toContain('Too many messages. Try again in a minute.');
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('Again');
  });
  it('shows a message at once while it is on its way, then as sent; a refused one goes and its words stay', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    fakeApi((call) => {
      if (call.path === 'threads/review/r1/messages' && call.method === 'GET') return { body: page([message('m1', 'dan', 'Hello.', 1)]) };
      if (call.path === 'threads/review/r1/read') return { body: { unread: 0 } };
      if (call.path === 'threads/review/r1/messages' && (call.body as { text: string }).text === 'Thanks!') {
        return { status: 201, body: message('m2', 'mia', 'Thanks!', 2) };
      }
      if (call.path === 'threads/review/r1/messages') return { status: 403, body: { error: 'This conversation is closed.' } };
      return undefined;
    });
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      if (init.method === 'POST') await gate;
      return answer(input, init);
    });
    const { user } = renderPage(<MessageThread kind="review" id="r1" />);
    const list = await screen.findByRole('list', { name: 'Messages, oldest first' });
    await within(list).findByText('Hello.');
    await user.type(screen.getByLabelText('Your message'), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const pending = (await within(list).findByText('Thanks!')).closest('li')!;
    expect(pending.getAttribute('data-pending')).toBe('true');
    expect(pending.getAttribute('data-own')).toBe('true');
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeTruthy();
    release();
    await waitFor(() => expect(within(list).getByText('Thanks!').closest('li')!.getAttribute('data-message-id')).toBe('m2'));
    expect(within(list).getByText('Thanks!').closest('li')!.hasAttribute('data-pending')).toBe(false);
    expect(within(list).getAllByText('Thanks!')).toHaveLength(1);

    await user.type(screen.getByLabelText('Your message'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toContain('This conversation is closed.');
    expect(within(list).queryByText('Again')).toBeNull();
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('Again');
  });

  it('shows a sent message once when the listener hears it before the send is answered', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    fakeApi((call) => {
      if (call.path === 'threads/review/r1/messages' && call.method === 'GET') return { body: page([message('m1', 'dan', 'Hello.', 1)]) };
      if (call.path === 'threads/review/r1/read') return { body: { unread: 0 } };
      if (call.path === 'threads/review/r1/messages') return { status: 201, body: message('m2', 'mia', 'Thanks!', 2) };
      return undefined;
    });
    const answer = globalThis.fetch;
    let sent: { client_key: string } | null = null;
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        sent = JSON.parse(String(init.body)) as { client_key: string };
        await gate;
      }
      return answer(input, init);
    });
    const { user } = renderPage(<MessageThread kind="review" id="r1" />);
    const list = await screen.findByRole('list', { name: 'Messages, oldest first' });
    await within(list).findByText('Hello.');
    await waitFor(() => expect(live.push).not.toBeNull());
    await user.type(screen.getByLabelText('Your message'), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await within(list).findByText('Thanks!')).closest('li')!.getAttribute('data-pending')).toBe('true');

    // The send's key is on the message the listener hears, before the server's answer is back.
    expect(sent).not.toBeNull();
    live.push!([{ ...message('m2', 'mia', 'Thanks!', 2), client_key: sent!.client_key }, message('m1', 'dan', 'Hello.', 1)]);
    await waitFor(() => expect(within(list).getByText('Thanks!').closest('li')!.getAttribute('data-message-id')).toBe('m2'));
    expect(within(list).getAllByText('Thanks!')).toHaveLength(1);
    expect(within(list).getByText('Thanks!').closest('li')!.hasAttribute('data-pending')).toBe(false);

    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy());
    expect(within(list).getAllByText('Thanks!')).toHaveLength(1);
  });

  it('loads earlier messages above the others, each once, beside what was heard live', async () => {
    const calls = fakeApi((call) => {
      if (call.path === 'threads/review/r1/messages')
        return { body: { ...page([message('m4', 'dan', 'Fourth', 4), message('m3', 'mia', 'Third', 3)]), next: 'c1' } };
      if (call.path === 'threads/review/r1/messages?cursor=c1')
        return { body: page([message('m3', 'mia', 'Third', 3), message('m2', 'dan', 'Second', 2), message('m1', 'mia', 'First', 1)]) };
      if (call.path === 'threads/review/r1/read') return { body: { unread: 0 } };
      return undefined;
    });
    const { user } = renderPage(<MessageThread kind="review" id="r1" />);
    const list = await screen.findByRole('list', { name: 'Messages, oldest first' });
    await waitFor(() => expect(live.push).not.toBeNull());
    live.push!([message('m5', 'dan', 'Fifth', 5), message('m4', 'dan', 'Fourth', 4), message('m3', 'mia', 'Third', 3)]);
    await within(list).findByText('Fifth');
    await user.click(within(list).getByRole('button', { name: 'Load earlier messages' }));
    await within(list).findByText('First');
    const texts = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(texts).toEqual(['First', 'Second', 'Third', 'Fourth', 'Fifth']);
    expect(within(list).queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
    expect(calls.filter((call) => call.path.startsWith('threads/review/r1/messages')).map((call) => call.path)).toEqual([
      'threads/review/r1/messages',
      'threads/review/r1/messages?cursor=c1',
    ]);
  });
});
