import { NOTE_MAX, SUMMARY_MAX, type ProductSwap, type Review, type ReviewNote } from '@contracts/reviews';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useLeaveGuard, useServerDraft } from '../../../lib/use-server-draft';
import { useReview } from '../api/get-review';
import { deliverReview, useReviewAction } from '../api/review-actions';
import { PinnedPicture, PinnedPlan, type PinTarget } from './pinned-figure';
import styles from './reviews.module.css';

const MarkdownText = lazy(() => import('../../../components/ui/markdown-text'));

/** A catalogue product as the swap picker hands it over. */
interface PickedProduct {
  id: string;
  title: string;
}
export type RenderSwapPicker = (props: { functionName: string; onPick: (product: PickedProduct) => void }) => ReactNode;

type Swap = ProductSwap & { toTitle: string };

/** What the editor holds, kept as the designer's draft of the delivery. */
interface DeliveryDraft {
  notes: ReviewNote[];
  swaps: Swap[];
  summary: string;
}

const EMPTY: DeliveryDraft = { notes: [], swaps: [], summary: '' };
/** The "Replace" choice that suggests adding the product instead. */
const ADD = '+add';

/** A revision starts from the designer's first delivery: its notes, swaps and summary, to add to. */
function startingDelivery(review: Review | undefined): DeliveryDraft {
  const start = review?.revisionStart;
  if (!start) return EMPTY;
  const titles = new Map(review.deliveries.flatMap((one) => one.swaps).map((swap) => [swap.toProductId, swap.to?.title]));
  // Only swaps the board still allows: the product they replace is on it, the one they bring is not.
  const onBoard = new Set(review.board?.items.map((item) => item.id));
  const allowed = (swap: ProductSwap) => (!swap.fromProductId || onBoard.has(swap.fromProductId)) && !onBoard.has(swap.toProductId);
  return {
    notes: start.notes,
    swaps: start.swaps.filter(allowed).map((swap) => ({ ...swap, toTitle: titles.get(swap.toProductId) ?? swap.toProductId })),
    summary: start.summary,
  };
}

const DRAFT_TEXT: Record<string, string> = {
  loading: '',
  saved: '',
  pending: 'Draft not saved yet…',
  saving: 'Saving your draft…',
  failed: 'Your draft could not be saved. It is saved again as you write.',
};

/** The claiming designer's answer: pins on the picture and plan, swaps from the catalogue, a Markdown summary. */
export function DeliveryEditor({
  id,
  renderSwapPicker,
  onDelivered,
}: {
  id: string;
  renderSwapPicker: RenderSwapPicker;
  onDelivered?: () => void;
}) {
  const review = useReview(id);
  const draft = useServerDraft<DeliveryDraft>('review', id, startingDelivery(review.data), { enabled: Boolean(review.data) });
  useLeaveGuard(draft);
  const { notes, swaps, summary } = draft.value;
  const edit = (change: (value: DeliveryDraft) => Partial<DeliveryDraft>) => draft.setValue((value) => ({ ...value, ...change(value) }));
  const setNotes = (change: (all: ReviewNote[]) => ReviewNote[]) => edit((value) => ({ notes: change(value.notes) }));
  const setSwaps = (change: (all: Swap[]) => Swap[]) => edit((value) => ({ swaps: change(value.swaps) }));
  const setSummary = (text: string) => edit(() => ({ summary: text }));
  const [preview, setPreview] = useState(false);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState<PickedProduct | null>(null);
  const [reason, setReason] = useState('');
  const deliver = useReviewAction(() =>
    deliverReview(id, { notes, swaps: swaps.map(({ toTitle: _title, ...swap }) => swap), summary }).then(async (done) => {
      await draft.clear();
      return done;
    }),
  );
  if (review.isPending || (review.data && draft.status === 'loading')) return <p role="status">Loading the board…</p>;
  if (!review.data) return <p className={styles.error}>{review.error?.message ?? 'This review could not be loaded.'}</p>;
  const data = review.data;
  const items = data.board?.items ?? [];
  const pin = (target: PinTarget) => (point: { x: number; y: number }) => setNotes((all) => [...all, { target, ...point, text: '' }]);
  const fromId = from || items[0]?.id || ADD;
  const fromTitle = (productId: string) => items.find((item) => item.id === productId)?.title ?? productId;

  return (
    <form
      className={styles.editor}
      aria-label={`Review of ${data.boardTitle}`}
      onSubmit={(event) => {
        event.preventDefault();
        deliver.mutate(undefined, { onSuccess: () => onDelivered?.() });
      }}
    >
      <p className={styles.question}>{data.reply ? `Revision asked: ${data.reply.text}` : data.question}</p>
      {data.revisionStart ? (
        <p className={styles.hint}>Your first delivery is below to build on: the member keeps it, and sees the revision above it.</p>
      ) : null}
      <p className={styles.hint} role="status" aria-live="polite">
        {draft.status === 'saved' && draft.savedAt ? 'Draft saved.' : DRAFT_TEXT[draft.status]}
      </p>
      <div className={[styles.figures, data.board ? styles.two : ''].join(' ')}>
        <PinnedPicture url={data.pictureUrl} title={data.boardTitle} notes={notes} onPin={pin('picture')} />
        {data.board ? <PinnedPlan items={data.board.items} layout={data.board.layout} notes={notes} onPin={pin('plan')} /> : null}
      </div>
      {notes.length ? (
        <ol className={styles.notes} aria-label="Your notes">
          {notes.map((note, index) => (
            <li key={index} className={styles.note}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <div className={styles.field}>
                <label className="visually-hidden" htmlFor={`note-${id}-${index}`}>
                  Note {index + 1}
                </label>
                <textarea
                  id={`note-${id}-${index}`}
                  className={styles.textarea}
                  style={{ minHeight: '4rem' }}
                  value={note.text}
                  maxLength={NOTE_MAX}
                  autoFocus={index === notes.length - 1 && !note.text}
                  placeholder={`Note ${index + 1} (${note.target === 'plan' ? 'on the plan' : 'on the picture'})`}
                  onChange={(event) => setNotes((all) => all.map((one, at) => (at === index ? { ...one, text: event.target.value } : one)))}
                />
                <div>
                  <Button size="sm" variant="ghost" onClick={() => setNotes((all) => all.filter((_, at) => at !== index))}>
                    Remove note {index + 1}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.hint}>No notes yet: click the picture{data.board ? ' or the plan' : ''} where a note belongs.</p>
      )}

      <fieldset className={styles.section} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className={styles.subhead}>Product swaps</legend>
        {swaps.length ? (
          <ul className={styles.notes}>
            {swaps.map((swap, index) => (
              <li key={index} className={styles.swap}>
                <span>{swap.fromProductId ? `${fromTitle(swap.fromProductId)} → ${swap.toTitle}` : `Add ${swap.toTitle}`}</span>
                <span className={styles.reason}>{swap.reason}</span>
                <div>
                  <Button size="sm" variant="ghost" onClick={() => setSwaps((all) => all.filter((_, at) => at !== index))}>
                    Remove swap
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.field}>
          <label htmlFor={`swap-from-${id}`}>Replace</label>
          <select id={`swap-from-${id}`} className={styles.select} value={fromId} onChange={(event) => setFrom(event.target.value)}>
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
            <option value={ADD}>Nothing: add a product</option>
          </select>
        </div>
        <div className={styles.field}>
          <span className={styles.label}>With {to ? <strong>{to.title}</strong> : 'a product from the catalogue'}</span>
          <div className={styles.picker}>{renderSwapPicker({ functionName: data.board?.functionName ?? '', onPick: setTo })}</div>
        </div>
        <div className={styles.field}>
          <label htmlFor={`swap-reason-${id}`}>Why</label>
          <input
            id={`swap-reason-${id}`}
            className={styles.input}
            value={reason}
            maxLength={300}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <div>
          <Button
            variant="secondary"
            disabled={!to || !reason.trim() || !fromId}
            onClick={() => {
              if (!to) return;
              const suggestion = { toProductId: to.id, toTitle: to.title, reason: reason.trim() };
              setSwaps((all) => [...all, fromId === ADD ? suggestion : { fromProductId: fromId, ...suggestion }]);
              setTo(null);
              setReason('');
            }}
          >
            {fromId === ADD ? 'Suggest adding it' : 'Add this swap'}
          </Button>
        </div>
      </fieldset>

      <div className={styles.field}>
        <div className={styles.row}>
          <label htmlFor={`summary-${id}`}>Summary (Markdown)</label>
          <div className={styles.tabs}>
            <Button size="sm" variant={preview ? 'ghost' : 'secondary'} onClick={() => setPreview(false)} aria-pressed={!preview}>
              Write
            </Button>
            <Button size="sm" variant={preview ? 'secondary' : 'ghost'} onClick={() => setPreview(true)} aria-pressed={preview}>
              Preview
            </Button>
          </div>
        </div>
        {preview ? (
          <div className={[styles.preview, styles.summary].join(' ')}>
            <Suspense fallback={<p>{summary}</p>}>
              <MarkdownText>{summary || '_Nothing written yet._'}</MarkdownText>
            </Suspense>
          </div>
        ) : (
          <textarea
            id={`summary-${id}`}
            className={styles.textarea}
            value={summary}
            maxLength={SUMMARY_MAX}
            onChange={(event) => setSummary(event.target.value)}
          />
        )}
      </div>
      {deliver.error ? (
        <p className={styles.error} role="alert">
          {deliver.error.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={deliver.isPending || !summary.trim() || notes.some((note) => !note.text.trim())}>
          {deliver.isPending ? 'Delivering…' : data.status === 'revision-asked' ? 'Deliver the revision' : 'Deliver the review'}
        </Button>
      </div>
    </form>
  );
}
