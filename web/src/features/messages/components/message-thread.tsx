import { MESSAGE_MAX_LENGTH, type MessagesPage, type ThreadKind, type ThreadMessage } from '@contracts/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { invalidateLinked } from '../../../lib/linked-reads';
import { getMessages, messagesQueryOptions } from '../api/get-messages';
import { markThreadRead } from '../api/mark-thread-read';
import { messageKeys } from '../api/message-keys';
import { sendMessage, sendPicture } from '../api/send-message';
import styles from './messages.module.css';

const byTime = (a: ThreadMessage, b: ThreadMessage) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The messages heard live (Firestore listener, its own chunk), newest first; null until the listener answers. */
function useLiveMessages(kind: ThreadKind, id: string, enabled: boolean): ThreadMessage[] | null {
  const [live, setLive] = useState<ThreadMessage[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let stop = () => {};
    void import('../lib/thread-listener')
      .then(({ listenToThread }) => listenToThread(kind, id, setLive, (error) => console.error('Messages stopped', error)))
      .then((end) => {
        if (stopped) end();
        else stop = end;
      })
      .catch((error: unknown) => console.error('Could not listen to the messages', error));
    return () => {
      stopped = true;
      stop();
    };
  }, [kind, id, enabled]);
  return live;
}

/**
 * A conversation between a member and their designer on a review, booking or project: bubbles (the viewer's own on
 * the right), pictures inline, new messages live from the other side, and a composer for text and a picture. What is
 * shown while the tab is visible is marked read.
 */
export function MessageThread({
  kind,
  id,
  title = 'Messages',
  heading = false,
}: {
  kind: ThreadKind;
  id: string;
  title?: string;
  /** Shows the title as the section's heading (on a page of other things, such as a project). */
  heading?: boolean;
}) {
  const client = useQueryClient();
  const first = useQuery(messagesQueryOptions(kind, id));
  const live = useLiveMessages(kind, id, first.isSuccess);
  const [earlier, setEarlier] = useState<{ messages: ThreadMessage[]; next: string | null } | null>(null);
  const [sent, setSent] = useState<ThreadMessage[]>([]);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const page: MessagesPage | undefined = first.data;

  const messages = useMemo(() => {
    const all = new Map<string, ThreadMessage>();
    for (const message of [...(earlier?.messages ?? []), ...(page?.messages ?? []), ...(live ?? []), ...sent]) all.set(message.id, message);
    return [...all.values()].sort(byTime);
  }, [earlier, page, live, sent]);
  const newest = messages.at(-1);
  const newestFromOther = page && newest && newest.author.id !== page.me ? newest.id : null;

  const markRead = useCallback(() => {
    if (document.visibilityState !== 'visible') return;
    void markThreadRead(kind, id)
      .then(() => {
        void client.invalidateQueries({ queryKey: messageKeys.threads });
        // The bell's count: reading the thread reads its notification.
        void invalidateLinked(client, 'notifications');
      })
      .catch(() => undefined);
  }, [client, kind, id]);

  useEffect(() => {
    if (!newestFromOther) return;
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [newestFromOther, markRead]);

  // The thread opens at its newest message, and follows new ones: the list scrolls to its end. On opening, the page
  // scrolls too where the newest message is below the fold (a phone), so it is what the reader sees first.
  const opened = useRef(false);
  const newestId = newest?.id;
  useEffect(() => {
    const element = list.current;
    if (!element || !newestId) return;
    element.scrollTop = element.scrollHeight;
    if (opened.current) return;
    opened.current = true;
    [...element.children].find((item) => item.getAttribute('data-message-id') === newestId)?.scrollIntoView({ block: 'nearest' });
  }, [newestId]);

  const next = earlier ? earlier.next : (page?.next ?? null);
  const loadEarlier = async () => {
    if (!next) return;
    const older = await getMessages(kind, id, next);
    setEarlier((current) => ({ messages: [...(current?.messages ?? []), ...older.messages], next: older.next }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    if ((!words && !file) || sending) return;
    setSending(true);
    setError(null);
    try {
      if (file) {
        const picture = await sendPicture(kind, id, file);
        setSent((current) => [...current, picture]);
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
      }
      if (words) {
        const message = await sendMessage(kind, id, words);
        setSent((current) => [...current, message]);
        setText('');
      }
      void client.invalidateQueries({ queryKey: messageKeys.threads });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The message was not sent. Try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.thread} aria-label={title}>
      {heading ? <h2 className={styles.sectionTitle}>{title}</h2> : null}
      {first.isPending ? (
        <p role="status" className={styles.muted}>
          Loading messages…
        </p>
      ) : first.error ? (
        <p role="alert" className={styles.error}>
          {first.error.message}
        </p>
      ) : (
        <>
          {page && !page.open ? (
            <p className={styles.notice}>No designer has taken this yet. Your messages wait here and they will read them when they do.</p>
          ) : null}
          <ol ref={list} className={styles.bubbles} aria-label="Messages, oldest first" aria-live="polite">
            {next ? (
              <li className={styles.earlier}>
                <Button variant="ghost" size="sm" onClick={() => void loadEarlier()}>
                  Load earlier messages
                </Button>
              </li>
            ) : null}
            {messages.length === 0 ? <li className={styles.muted}>No messages yet. Say hello.</li> : null}
            {messages.map((message) => {
              const own = message.author.id === page?.me;
              return (
                <li key={message.id} className={own ? styles.own : styles.theirs} data-own={own} data-message-id={message.id}>
                  <div className={message.picture && !message.text ? `${styles.bubble} ${styles.pictureOnly}` : styles.bubble}>
                    {message.picture ? (
                      <a href={message.picture.url} target="_blank" rel="noreferrer" className={styles.pictureLink}>
                        <img
                          src={message.picture.url}
                          width={message.picture.width}
                          height={message.picture.height}
                          alt={`Picture from ${message.author.name}`}
                          className={styles.picture}
                          loading="lazy"
                        />
                      </a>
                    ) : null}
                    {message.text ? <p className={styles.text}>{message.text}</p> : null}
                  </div>
                  <p className={styles.meta}>
                    {own ? 'You' : message.author.name} · <time dateTime={message.created_at}>{timeOf(message.created_at)}</time>
                  </p>
                </li>
              );
            })}
          </ol>
          <form className={styles.composer} onSubmit={(event) => void submit(event)}>
            <label className={styles.srOnly} htmlFor={`message-${kind}-${id}`}>
              Your message
            </label>
            <textarea
              id={`message-${kind}-${id}`}
              className={styles.input}
              value={text}
              maxLength={MESSAGE_MAX_LENGTH}
              rows={2}
              placeholder="Write a message…"
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  event.currentTarget.form?.requestSubmit();
                }
              }}
            />
            <div className={styles.actions}>
              <label className={styles.attach}>
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/jpeg,image/png,image/heic,image/heif,image/webp"
                  className={styles.srOnly}
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                />
                {file ? `Picture: ${file.name}` : 'Attach a picture'}
              </label>
              {file ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    setFile(null);
                    if (fileInput.current) fileInput.current.value = '';
                  }}
                >
                  Remove
                </Button>
              ) : null}
              <Button type="submit" size="sm" disabled={sending || (!text.trim() && !file)}>
                {sending ? 'Sending…' : 'Send'}
              </Button>
            </div>
            {error ? (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            ) : null}
          </form>
        </>
      )}
    </section>
  );
}
