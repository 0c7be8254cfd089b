import type { BookingView } from '@contracts/bookings';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useChangeBooking } from '../api/change-booking';
import { slotsQueryOptions } from '../api/get-slots';
import styles from './consultations.module.css';
import { SlotPicker } from './slot-picker';
import { shortWhen, viewerZone, whenLabel } from './time';

const MarkdownText = lazy(() => import('../../../components/ui/markdown-text'));

/** One of the member's consultations: when, the meeting link, Reschedule and Cancel until 24 hours before, then the notes. */
export function ConsultationCard({ booking }: { booking: BookingView }) {
  const zone = viewerZone();
  const change = useChangeBooking();
  const [moving, setMoving] = useState(false);
  const [slot, setSlot] = useState<string | null>(null);
  const slots = useQuery({ ...slotsQueryOptions(booking.designerUid), enabled: moving });
  const cancelled = booking.status === 'cancelled';
  const past = new Date(booking.end).getTime() < Date.now();

  return (
    <li className={styles.card} data-status={booking.status} aria-label={`Consultation with ${booking.designerName}`}>
      <p className={styles.cardWhen}>{whenLabel(booking.start, zone)}</p>
      <p className={styles.cardMeta}>
        {booking.minutes} minutes with {booking.designerName}
        {cancelled ? <span className={styles.badge}>Cancelled</span> : null}
      </p>
      {!cancelled && !past ? (
        <p>
          <a className={styles.link} href={booking.meetingUrl} target="_blank" rel="noreferrer">
            Join the call
          </a>
        </p>
      ) : null}
      {booking.brief ? <p className={styles.brief}>{booking.brief}</p> : null}
      {booking.notes ? (
        <div className={styles.notes}>
          <h3 className={styles.notesTitle}>Notes from {booking.designerName}</h3>
          <Suspense fallback={<p>{booking.notes}</p>}>
            <MarkdownText>{booking.notes}</MarkdownText>
          </Suspense>
        </div>
      ) : null}
      {booking.changeable ? (
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={() => setMoving(!moving)} aria-expanded={moving}>
            Reschedule
          </Button>
          <Button size="sm" variant="ghost" disabled={change.isPending} onClick={() => change.mutate({ id: booking.id })}>
            Cancel consultation
          </Button>
        </div>
      ) : !cancelled && !past ? (
        <p className={styles.muted}>Changes close 24 hours before the call.</p>
      ) : null}
      {moving && booking.changeable ? (
        <div className={styles.reschedule}>
          {slots.data ? (
            <SlotPicker slots={slots.data.slots} zone={zone} value={slot} onChange={setSlot} />
          ) : (
            <p className={styles.muted}>Loading free times…</p>
          )}
          <Button
            size="sm"
            disabled={!slot || change.isPending}
            onClick={() => slot && change.mutate({ id: booking.id, start: slot }, { onSuccess: () => setMoving(false) })}
          >
            {slot ? `Move to ${shortWhen(slot, zone)}` : 'Choose a new time'}
          </Button>
        </div>
      ) : null}
      {change.error ? (
        <p role="alert" className={styles.error}>
          {change.error.message}
        </p>
      ) : null}
    </li>
  );
}
