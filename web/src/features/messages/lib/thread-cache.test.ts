import type { MessagesPage, ThreadMessage } from '@contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  isPendingMessage,
  pendingMessage,
  replaceMessage,
  threadView,
  withMessages,
  withoutMessage,
  type ThreadPages,
} from './thread-cache';

const message = (id: string, minute: number, text = id): ThreadMessage => ({
  id,
  author: { id: 'dan', name: 'Dan' },
  text,
  picture: null,
  created_at: `2026-11-26T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

const page = (messages: ThreadMessage[], next: string | null): MessagesPage => ({
  messages,
  next,
  role: 'member',
  me: 'mia',
  open: true,
  title: 'Living room · Dan',
});

// Two pages as the API gives them: newest page first, each newest first.
const thread = (): ThreadPages => ({
  pages: [page([message('m4', 4), message('m3', 3)], 'c1'), page([message('m2', 2), message('m1', 1)], null)],
  pageParams: [undefined, 'c1'],
});

const ids = (data: ThreadPages) => data.pages.map((p) => p.messages.map((m) => m.id));

describe('a thread in the cache', () => {
  it('adds what the listener hears to the newest page, newest first, once each', () => {
    const heard = withMessages(thread(), [message('m5', 5), message('m4', 4), message('m2', 2)]);
    expect(ids(heard)).toEqual([
      ['m5', 'm4', 'm3'],
      ['m2', 'm1'],
    ]);
    expect(heard.pageParams).toEqual([undefined, 'c1']);
  });

  it('updates a message a page already has where it is', () => {
    const edited = withMessages(thread(), [message('m1', 1, 'Changed')]);
    expect(ids(edited)).toEqual(ids(thread()));
    expect(edited.pages[1]!.messages[1]!.text).toBe('Changed');
  });

  it('shows a pending message, then the server message in its place, or takes it out', () => {
    const draft = pendingMessage('mia', 'Thanks!', new Date('2026-11-26T10:06:00.000Z'));
    expect(isPendingMessage(draft)).toBe(true);
    expect(isPendingMessage(message('m6', 6))).toBe(false);
    const shown = withMessages(thread(), [draft]);
    expect(ids(shown)[0]).toEqual([draft.id, 'm4', 'm3']);
    expect(ids(replaceMessage(shown, draft.id, message('m6', 6)))[0]).toEqual(['m6', 'm4', 'm3']);
    expect(ids(withoutMessage(shown, draft.id))).toEqual(ids(thread()));
  });

  it('shows a sent message once when the listener hears it before the send is answered', () => {
    const draft = pendingMessage('mia', 'Thanks!', new Date('2026-11-26T10:06:00.000Z'));
    const other = pendingMessage('mia', 'Thanks!', new Date('2026-11-26T10:06:00.000Z'));
    const shown = withMessages(withMessages(thread(), [draft]), [other]);
    const heard = withMessages(shown, [{ ...message('m6', 6, 'Thanks!'), client_key: draft.client_key! }, message('m4', 4)]);
    expect(threadView(heard).messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm6', other.id]);
    expect(threadView(replaceMessage(heard, draft.id, message('m6', 6, 'Thanks!'))).messages.map((m) => m.id)).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
      'm6',
      other.id,
    ]);
  });

  it('reads as one list, oldest first, each id once, with the thread as the newest page has it', () => {
    const data = thread();
    // An older page asked for after the listener already brought some of its messages.
    data.pages[1] = page([message('m3', 3), message('m2', 2)], null);
    expect(threadView(data)).toEqual({
      role: 'member',
      me: 'mia',
      open: true,
      title: 'Living room · Dan',
      messages: [message('m2', 2), message('m3', 3), message('m4', 4)],
    });
  });
});
