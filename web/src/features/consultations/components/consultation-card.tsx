import type { ConsultationView } from '@contracts/consultations';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useChangeConsultation } from '../api/change-consultation';
import { slotsQueryOptions } from '../api/get-slots';
import styles from './consultations.module.css';
import { SlotPicker } from './slot-picker';
import { shortWhen, viewerZone, whenLabel } from './time';

const MarkdownText = lazy(() => import('../../../components/ui/markdown-text'));

/** One of the member's consultations: when, the meeting link, Reschedule and Cancel until 24 hours before, then the notes. */
export function ConsultationCard({ consultation }: { consultation: ConsultationView }) {
  const zone = viewerZone();
  const change = useChangeConsultation();
  const [moving, setMoving] = useState(false);
  const [slot, setSlot] = useState<string | null>(null);
  const slots = useQuery({ ...slotsQueryOptions(consultation.designerUid), enabled: moving });
  const cancelled = consultation.status === 'cancelled';
  const past = new Date(consultation.end).getTime() < Date.now();

  return (
    <li className={styles.card} data-status={consultation.status} aria-label={`Consultation with ${consultation.designerName}`}>
      <p className={styles.cardWhen}>{whenLabel(consultation.start, zone)}</p>
      <p className={styles.cardMeta}>
        {consultation.minutes} minutes with {consultation.designerName}
        {cancelled ? <span className={styles.badge}>Cancelled</span> : null}
      </p>
      {!cancelled && !past ? (
        <p>
          <a className={styles.link} href={consultation.meetingUrl} target="_blank" rel="noreferrer">
            Join the call
          </a>
        </p>
      ) : null}
      {consultation.brief ? <p className={styles.brief}>{consultation.brief}</p> : null}
      {consultation.notes ? (
        <div className={styles.notes}>
          <h3 className={styles.notesTitle}>Notes from {consultation.designerName}</h3>
          <Suspense fallback={<p>{consultation.notes}</p>}>
            <MarkdownText>{consultation.notes}</MarkdownText>
          </Suspense>
        </div>
      ) : null}
      {consultation.changeable ? (
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={() => setMoving(!moving)} aria-expanded={moving}>
            Reschedule
          </Button>
          <Button size="sm" variant="ghost" disabled={change.isPending} onClick={() => change.mutate({ id: consultation.id })}>
            Cancel consultation
          </Button>
        </div>
      ) : !cancelled && !past ? (
        <p className={styles.muted}>Changes close 24 hours before the call.</p>
      ) : null}
      {moving && consultation.changeable ? (
        <div className={styles.reschedule}>
          {slots.data ? (
            <SlotPicker slots={slots.data.slots} zone={zone} value={slot} onChange={setSlot} />
          ) : (
            <p className={styles.muted}>Loading free times…</p>
          )}
          <Button
            size="sm"
            disabled={!slot || change.isPending}
            onClick={() => slot && change.mutate({ id: consultation.id, start: slot }, { onSuccess: () => setMoving(false) })}
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
