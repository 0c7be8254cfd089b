import { BRIEF_MAX, MAX_CONSULTATION_BOARDS } from '@contracts/consultations';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { opensAuthDialog } from '../../../lib/auth-dialog';
import { sessionTokenAtom } from '../../../lib/session';
import { useBookConsultation } from '../api/book-consultation';
import { myPublicBoardsQueryOptions } from '../api/get-my-public-boards';
import { slotsQueryOptions } from '../api/get-slots';
import styles from './consultations.module.css';
import { SlotPicker } from './slot-picker';
import { shortWhen, viewerZone, whenLabel } from './time';

/**
 * The designer profile's consultation panel: the next 14 days' free slots in the member's zone, a short brief, Book. Over
 * the plan's allowance it says the server's words (when it renews, which plan includes more) and links to the plans.
 * `withAllowance`, composed in app/, says what the plan has left above the form, or shows the plans instead of it.
 */
export function BookConsultation({
  designerId,
  designerName,
  withAllowance = (form) => form,
}: {
  designerId: string;
  designerName: string;
  withAllowance?: (form: ReactNode) => ReactNode;
}) {
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  const zone = viewerZone();
  const slots = useQuery(slotsQueryOptions(designerId));
  const book = useBookConsultation();
  const [slot, setSlot] = useState<string | null>(null);
  const [brief, setBrief] = useState('');
  const boards = useQuery({ ...myPublicBoardsQueryOptions(), enabled: signedIn });
  const [boardIds, setBoardIds] = useState<string[]>([]);
  const toggle = (id: string) =>
    setBoardIds((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id].slice(0, MAX_CONSULTATION_BOARDS)));
  const allowanceUsed = book.error instanceof ApiError && book.error.code === 'allowance-used';

  return (
    <section className={styles.panel} aria-labelledby="book-consultation-title">
      <h2 id="book-consultation-title" className={styles.panelTitle}>
        Book a consultation
      </h2>
      <p className={styles.lede}>
        A video call with {designerName}. Gold includes one 30-minute consultation a month, Platinum two of an hour.
      </p>
      {book.data ? (
        <div role="status" className={styles.success}>
          <p>
            Booked: {whenLabel(book.data.start, zone)} with {designerName}. The invitation is in your inbox.
          </p>
          <ButtonLink to="/consultations" size="sm">
            See your consultations
          </ButtonLink>
        </div>
      ) : slots.isPending ? (
        <p role="status" className={styles.muted}>
          Loading free times…
        </p>
      ) : slots.error ? (
        <p role="alert" className={styles.error}>
          {slots.error.message}
        </p>
      ) : (
        withAllowance(
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              if (slot) book.mutate({ designerId, start: slot, brief, boardIds, timeZone: zone });
            }}
          >
            <SlotPicker slots={slots.data.slots} zone={zone} value={slot} onChange={setSlot} />
            <TextAreaField
              label="Your brief (optional)"
              hint="What room, what you would like to change, what you love. Your designer reads it before the call."
              maxLength={BRIEF_MAX}
              rows={3}
              value={brief}
              onChange={(event) => setBrief(event.target.value)}
            />
            {boards.data?.length ? (
              <fieldset className={styles.week}>
                <legend className={styles.label}>Boards to show your designer (public ones; private boards stay private)</legend>
                {boards.data.map((board) => (
                  <label key={board.id} className={styles.check}>
                    <input type="checkbox" checked={boardIds.includes(board.id)} onChange={() => toggle(board.id)} />
                    {board.title}
                  </label>
                ))}
              </fieldset>
            ) : null}
            {book.error ? (
              <div role="alert" className={styles.error}>
                <p>{book.error.message}</p>
                {allowanceUsed ? (
                  <ButtonLink to="/#membership-title" size="sm" variant="secondary">
                    See the plans
                  </ButtonLink>
                ) : null}
              </div>
            ) : null}
            {signedIn ? (
              <Button type="submit" disabled={!slot || book.isPending}>
                {book.isPending ? 'Booking…' : slot ? `Book ${shortWhen(slot, zone)}` : 'Choose a time'}
              </Button>
            ) : (
              <ButtonLink to="/login" onClick={opensAuthDialog('login')}>
                Log in to book
              </ButtonLink>
            )}
          </form>,
        )
      )}
    </section>
  );
}
