import { MESSAGE_MAX_LENGTH, type ThreadKind } from '@contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { invalidateLinked } from '../../../lib/linked-reads';
import { markThreadRead } from '../api/mark-thread-read';
import { messageKeys } from '../api/message-keys';
import { isPendingMessage } from '../lib/thread-cache';
import { useThread } from '../lib/use-thread';
import styles from './messages.module.css';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * A conversation between a member and their designer on a review, consultation or project: bubbles (the viewer's own on
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
  const { thread, send, sendPhoto } = useThread(kind, id);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const view = thread.data;
  const messages = view?.messages ?? [];
  const newest = messages.at(-1);
  const newestFromOther = view && newest && newest.author.id !== view.me ? newest.id : null;

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    if ((!words && !file) || sending || !view) return;
    setSending(true);
    setError(null);
    try {
      if (file) {
        await sendPhoto(file);
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
      }
      if (words) {
        await send(view.me, words);
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
      {!view ? (
        thread.error ? (
          <p role="alert" className={styles.error}>
            {thread.error.message}
          </p>
        ) : (
          <p role="status" className={styles.muted}>
            Loading messages…
          </p>
        )
      ) : (
        <>
          {!view.open ? (
            <p className={styles.notice}>No designer has taken this yet. Your messages wait here and they will read them when they do.</p>
          ) : null}
          <ol ref={list} className={styles.bubbles} aria-label="Messages, oldest first" aria-live="polite">
            {thread.hasNextPage ? (
              <li className={styles.earlier}>
                <Button variant="ghost" size="sm" disabled={thread.isFetchingNextPage} onClick={() => void thread.fetchNextPage()}>
                  Load earlier messages
                </Button>
              </li>
            ) : null}
            {messages.length === 0 ? <li className={styles.muted}>No messages yet. Say hello.</li> : null}
            {messages.map((message) => {
              const own = message.author.id === view.me;
              const pending = isPendingMessage(message);
              return (
                <li
                  key={message.id}
                  className={[own ? styles.own : styles.theirs, pending ? styles.pending : ''].join(' ')}
                  data-own={own}
                  data-pending={pending || undefined}
                  data-message-id={message.id}
                >
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
