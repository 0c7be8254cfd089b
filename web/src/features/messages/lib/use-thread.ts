import type { ThreadKind, ThreadMessage } from '@contracts/messages';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { messagesQueryOptions } from '../api/get-messages';
import { sendMessage, sendPicture } from '../api/send-message';
import { pendingMessage, replaceMessage, threadView, withMessages, withoutMessage, type ThreadPages } from './thread-cache';

/** Starts the Firestore listener (its own chunk) once `enabled`, and hands it each snapshot's newest messages. */
function useLiveMessages(kind: ThreadKind, id: string, enabled: boolean, onMessages: (messages: ThreadMessage[]) => void) {
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let stop = () => {};
    void import('./thread-listener')
      .then(({ listenToThread }) => listenToThread(kind, id, onMessages, (error) => console.error('Messages stopped', error)))
      .then((end) => {
        if (stopped) end();
        else stop = end;
      })
      .catch((error: unknown) => console.error('Could not listen to the messages', error));
    return () => {
      stopped = true;
      stop();
    };
  }, [kind, id, enabled, onMessages]);
}

/**
 * A thread as one store: the infinite query's pages (older ones on 'Load earlier messages'), with what the live
 * listener hears and what the viewer sends written into its newest page. `thread.data` is the one list to show.
 */
export function useThread(kind: ThreadKind, id: string) {
  const client = useQueryClient();
  const thread = useInfiniteQuery({ ...messagesQueryOptions(kind, id), select: threadView });
  const write = useCallback(
    (change: (data: ThreadPages) => ThreadPages) =>
      client.setQueryData(messagesQueryOptions(kind, id).queryKey, (data) => (data ? change(data) : data)),
    [client, kind, id],
  );
  const hear = useCallback((messages: ThreadMessage[]) => write((data) => withMessages(data, messages)), [write]);
  useLiveMessages(kind, id, thread.data !== undefined, hear);

  /**
   * Shows the text at once as pending; the server's message takes its place (the listener's copy, when it comes first),
   * or it goes if the send fails (rethrown).
   */
  const send = useCallback(
    async (me: string, text: string) => {
      const draft = pendingMessage(me, text);
      write((data) => withMessages(data, [draft]));
      try {
        const message = await sendMessage(kind, id, text, draft.client_key);
        write((data) => replaceMessage(data, draft.id, message));
      } catch (error) {
        write((data) => withoutMessage(data, draft.id));
        throw error;
      }
    },
    [write, kind, id],
  );

  /** A picture shows once the server has it (its address comes from the server). */
  const sendPhoto = useCallback(
    async (file: Blob) => {
      const message = await sendPicture(kind, id, file);
      write((data) => withMessages(data, [message]));
    },
    [write, kind, id],
  );

  return { thread, send, sendPhoto };
}
