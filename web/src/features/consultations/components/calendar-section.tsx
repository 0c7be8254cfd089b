import { CONSULTATIONS_LIST_KEY, type ConsultationView } from '@contracts/consultations';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-field';
import { useLeaveGuard, useServerDraft } from '../../../lib/use-server-draft';
import { availabilityQueryOptions } from '../api/availability';
import { useChangeConsultation } from '../api/change-consultation';
import { designerConsultationsQueryOptions } from '../api/get-designer-consultations';
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
  const consultations = useQuery(designerConsultationsQueryOptions());
  const list = consultations.data?.[CONSULTATIONS_LIST_KEY] ?? [];

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
          {consultations.isPending ? (
            <p role="status" className={styles.muted}>
              Loading…
            </p>
          ) : list.length ? (
            <ul className={styles.list} aria-label="Booked consultations">
              {list.map((consultation) => (
                <CalendarEntry key={consultation.id} consultation={consultation} />
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
function NotesForm({ consultation }: { consultation: ConsultationView }) {
  const saveNotes = useSaveNotes();
  const draft = useServerDraft('consultation', consultation.id, consultation.notes ?? '');
  useLeaveGuard(draft);
  if (draft.status === 'loading') return <p role="status">Loading your notes…</p>;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        saveNotes.mutate({ id: consultation.id, notes: draft.value }, { onSuccess: () => void draft.clear() });
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

function CalendarEntry({ consultation }: { consultation: ConsultationView }) {
  const zone = viewerZone();
  const started = new Date(consultation.start).getTime() <= Date.now();
  const cancelled = consultation.status === 'cancelled';
  const change = useChangeConsultation();

  return (
    <li className={styles.card} data-status={consultation.status} aria-label={`Consultation with ${consultation.memberName}`}>
      <p className={styles.cardWhen}>{whenLabel(consultation.start, zone)}</p>
      <p className={styles.cardMeta}>
        {consultation.minutes} minutes with {consultation.memberName}
        {cancelled ? <span className={styles.badge}>Cancelled</span> : null}
      </p>
      <p className={styles.label}>Brief</p>
      <p className={styles.brief}>{consultation.brief || 'No brief.'}</p>
      {consultation.boards.length ? (
        <>
          <p className={styles.label}>Boards</p>
          <ul className={styles.boards}>
            {consultation.boards.map((board) => (
              <li key={board.id}>
                <Link className={styles.link} to={`/UserBoard/${encodeURIComponent(board.id)}`}>
                  {board.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {consultation.changeable ? (
        <div className={styles.actions}>
          <Button size="sm" variant="ghost" disabled={change.isPending} onClick={() => change.mutate({ id: consultation.id })}>
            Cancel consultation
          </Button>
        </div>
      ) : null}
      {started && !cancelled ? <NotesForm consultation={consultation} /> : null}
      {change.error ? (
        <p role="alert" className={styles.error}>
          {change.error.message}
        </p>
      ) : null}
    </li>
  );
}
