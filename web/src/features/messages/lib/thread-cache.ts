// A thread's one store: the infinite query's pages (newest page first, each newest first). Older pages come from the
// API; the live listener and the composer write into the newest page, so the thread reads one list.
import type { MessagesPage, ThreadMessage } from '@contracts/messages';
import type { InfiniteData } from '@tanstack/react-query';

export type ThreadPages = InfiniteData<MessagesPage>;

const PENDING = 'pending:';

/**
 * A message on its way: shown at once as the viewer's own, until the server's message takes its place. Its
 * `client_key` goes with the send, so the listener's copy, which may come before the answer, is known as this one.
 */
export function pendingMessage(me: string, text: string, now = new Date()): ThreadMessage {
  const key = crypto.randomUUID();
  return { id: `${PENDING}${key}`, author: { id: me, name: '' }, text, picture: null, created_at: now.toISOString(), client_key: key };
}

export const isPendingMessage = (message: ThreadMessage) => message.id.startsWith(PENDING);

const byTime = (a: ThreadMessage, b: ThreadMessage) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

/**
 * Adds the messages no page has to the newest page, and updates in place those a page has (each id once). A pending
 * message goes when its sent copy comes (the same `client_key`), so it never shows twice.
 */
export function withMessages(data: ThreadPages, messages: ThreadMessage[]): ThreadPages {
  const incoming = new Map(messages.map((message) => [message.id, message]));
  const sent = new Set(messages.flatMap((message) => (message.client_key && !isPendingMessage(message) ? [message.client_key] : [])));
  const isSent = (message: ThreadMessage) => isPendingMessage(message) && message.client_key !== undefined && sent.has(message.client_key);
  const pages = data.pages.map((page) => {
    if (!page.messages.some((message) => incoming.has(message.id) || isSent(message))) return page;
    const updated = page.messages.filter((message) => !isSent(message)).map((message) => incoming.get(message.id) ?? message);
    for (const message of page.messages) incoming.delete(message.id);
    return { ...page, messages: updated };
  });
  const [newest, ...older] = pages;
  if (!newest) return data;
  const added = [...newest.messages, ...incoming.values()].sort((a, b) => byTime(b, a));
  return { ...data, pages: [{ ...newest, messages: added }, ...older] };
}

/** Takes a message out (a send that failed). */
export function withoutMessage(data: ThreadPages, id: string): ThreadPages {
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.messages.some((message) => message.id === id)
        ? { ...page, messages: page.messages.filter((message) => message.id !== id) }
        : page,
    ),
  };
}

/** Puts the server's message where the pending one was shown. */
export const replaceMessage = (data: ThreadPages, id: string, message: ThreadMessage) => withMessages(withoutMessage(data, id), [message]);

interface ThreadView extends Pick<MessagesPage, 'role' | 'me' | 'open' | 'title'> {
  /** Oldest first, each id once. */
  messages: ThreadMessage[];
}

/** The one list the thread shows (the query's `select`: it runs when the pages change, not on each render). */
export function threadView(data: ThreadPages): ThreadView {
  const seen = new Map<string, ThreadMessage>();
  for (const page of data.pages) for (const message of page.messages) if (!seen.has(message.id)) seen.set(message.id, message);
  const { role, me, open, title } = data.pages[0]!;
  return { role, me, open, title, messages: [...seen.values()].sort(byTime) };
}
