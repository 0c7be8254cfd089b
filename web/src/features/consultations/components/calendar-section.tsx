import type { BookingView } from '@contracts/bookings';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-field';
import { useLeaveGuard, useServerDraft } from '../../../lib/use-server-draft';
import { availabilityQueryOptions } from '../api/availability';
import { useChangeBooking } from '../api/change-booking';
import { designerBookingsQueryOptions } from '../api/get-designer-bookings';
import { useSaveNotes } from '../api/save-notes';
import { AvailabilityEditor, DEFAULT_AVAILABILITY } from './availability-editor';
import styles from './consultations.module.css';
import { viewerZone, whenLabel } from './time';

/**
 * The designer workspace's calendar: availability, then the consultations booked with them, each with the member's
 * brief and the boards they attached before the call, and the notes editor once the call has started.
 */
export function CalendarSection({ headingLevel: Heading = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const availability = useQuery(availabilityQueryOptions());
  const bookings = useQuery(designerBookingsQueryOptions());
  const list = bookings.data?.bookings ?? [];

  return (
    <section className={styles.section} aria-labelledby="calendar-title">
      <Heading id="calendar-title" className={Heading === 'h1' ? styles.title : styles.panelTitle}>
        Calendar
      </Heading>
      <div className={styles.columns}>
        <div className={styles.panel}>
          <h3 className={styles.subTitle}>Your availability</h3>
          {availability.data ? (
            <AvailabilityEditor initial={availability.data.availability ?? DEFAULT_AVAILABILITY()} />
          ) : availability.error ? (
            <p role="alert" className={styles.error}>
              {availability.error.message}
            </p>
          ) : (
            <p role="status" className={styles.muted}>
              Loading…
            </p>
          )}
        </div>
        <div className={styles.panel}>
          <h3 className={styles.subTitle}>Consultations</h3>
          {bookings.isPending ? (
            <p role="status" className={styles.muted}>
              Loading…
            </p>
          ) : list.length ? (
            <ul className={styles.list} aria-label="Booked consultations">
              {list.map((booking) => (
                <CalendarEntry key={booking.id} booking={booking} />
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>No consultations booked yet.</p>
          )}
        </div>
      </div>
    </section>
  );
}

/** The designer's notes for the member, kept as a draft on the server until saved. */
function NotesForm({ booking }: { booking: BookingView }) {
  const saveNotes = useSaveNotes();
  const draft = useServerDraft('consultation', booking.id, booking.notes ?? '');
  useLeaveGuard(draft);
  if (draft.status === 'loading') return <p role="status">Loading your notes…</p>;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        saveNotes.mutate({ id: booking.id, notes: draft.value }, { onSuccess: () => void draft.clear() });
      }}
    >
      <TextAreaField
        label="Notes for the member (Markdown)"
        rows={5}
        value={draft.value}
        onChange={(event) => draft.setValue(event.target.value)}
      />
      {saveNotes.error ? (
        <p role="alert" className={styles.error}>
          {saveNotes.error.message}
        </p>
      ) : saveNotes.isSuccess && !draft.unsaved ? (
        <p role="status" className={styles.success}>
          Notes saved. The member sees them on their consultations page.
        </p>
      ) : draft.restored ? (
        <p role="status">Your draft is back: save the notes to send them.</p>
      ) : null}
      <Button size="sm" type="submit" disabled={saveNotes.isPending}>
        Save notes
      </Button>
    </form>
  );
}

function CalendarEntry({ booking }: { booking: BookingView }) {
  const zone = viewerZone();
  const started = new Date(booking.start).getTime() <= Date.now();
  const cancelled = booking.status === 'cancelled';
  const change = useChangeBooking();

  return (
    <li className={styles.card} data-status={booking.status} aria-label={`Consultation with ${booking.memberName}`}>
      <p className={styles.cardWhen}>{whenLabel(booking.start, zone)}</p>
      <p className={styles.cardMeta}>
        {booking.minutes} minutes with {booking.memberName}
        {cancelled ? <span className={styles.badge}>Cancelled</span> : null}
      </p>
      <p className={styles.label}>Brief</p>
      <p className={styles.brief}>{booking.brief || 'No brief.'}</p>
      {booking.boards.length ? (
        <>
          <p className={styles.label}>Boards</p>
          <ul className={styles.boards}>
            {booking.boards.map((board) => (
              <li key={board.id}>
                <Link className={styles.link} to={`/UserBoard/${encodeURIComponent(board.id)}`}>
                  {board.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {booking.changeable ? (
        <div className={styles.actions}>
          <Button size="sm" variant="ghost" disabled={change.isPending} onClick={() => change.mutate({ id: booking.id })}>
            Cancel consultation
          </Button>
        </div>
      ) : null}
      {started && !cancelled ? <NotesForm booking={booking} /> : null}
      {change.error ? (
        <p role="alert" className={styles.error}>
          {change.error.message}
        </p>
      ) : null}
    </li>
  );
}
