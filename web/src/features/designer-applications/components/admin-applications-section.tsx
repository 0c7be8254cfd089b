import { APPLICATION_LIMITS, APPLICATION_MESSAGES, type AdminApplications } from '@contracts/designer-application-rules';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { notifyFailure } from '../../../lib/error-policy';
import { notify } from '../../../lib/notify';
import { useAdminApplications, useDecideApplication } from '../api/designer-applications';
import styles from './designer-applications.module.css';

type Application = AdminApplications['applications'][number];

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** Asks for the reason (required: the member reads it in their mail and on the page; the audit log keeps it). */
function DeclineDialog({ application, onClose }: { application: Application; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideApplication({ onFailure: (failure) => setError(failure.message) });
  return (
    <ReasonDialog
      title={`Decline ${application.name}'s application?`}
      description="They are mailed the reason, see it on the Design for Roomboard page, and may apply again."
      label="Reason (mailed to them)"
      required={APPLICATION_MESSAGES.reasonRequired}
      action="Decline"
      pendingAction="Declining..."
      maxLength={APPLICATION_LIMITS.reasonMax}
      rows={4}
      pending={decide.isPending}
      error={error}
      onClose={onClose}
      onSubmit={(reason) => {
        setError(null);
        decide.mutate(
          { id: application.id, decision: { approve: false, reason } },
          {
            onSuccess: () => {
              notify(`${application.name}'s application is declined; they were mailed the reason.`, 'success');
              onClose();
            },
          },
        );
      }}
    />
  );
}

function ApplicationCard({
  application,
  approving,
  onApprove,
  onDecline,
}: {
  application: Application;
  approving: boolean;
  onApprove: () => void;
  onDecline: () => void;
}) {
  return (
    <li className={styles.application} aria-labelledby={`application-${application.id}`}>
      <h3 id={`application-${application.id}`}>{application.name}</h3>
      <p className={styles.muted}>
        {application.applicant.email ?? application.applicant.uid} · sent {day(application.created_at)} ·{' '}
        {application.time_zone.replaceAll('_', ' ')}
      </p>
      <p>
        <strong>Styles:</strong> {application.styles.join(', ')}
      </p>
      <p>
        <strong>Meeting link:</strong>{' '}
        <a href={application.meeting_url} target="_blank" rel="noopener noreferrer">
          {application.meeting_url}
        </a>
      </p>
      <p className={styles.bio}>{application.bio}</p>
      <ul className={styles.applicationPictures} aria-label={`${application.name}'s portfolio`}>
        {application.portfolio.map((picture, index) => (
          <li key={picture.url}>
            <a href={picture.url} target="_blank" rel="noopener noreferrer">
              <img src={picture.url} alt={`Portfolio picture ${index + 1}${picture.board_id ? ' (a board)' : ''}`} loading="lazy" />
            </a>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button size="sm" onClick={onApprove} disabled={approving} aria-label={`Approve ${application.name}`}>
          {approving ? 'Approving...' : 'Approve'}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDecline} disabled={approving} aria-label={`Decline ${application.name}`}>
          Decline
        </Button>
      </div>
    </li>
  );
}

/** For admins: the pending designer applications, oldest first, with Approve and Decline; the list follows. */
export function AdminApplicationsSection() {
  const applications = useAdminApplications('pending');
  const [declining, setDeclining] = useState<Application | null>(null);
  // Held here, not in the card: the card leaves the list once the approval lands, before the linked reads (designers,
  // audit log) have refreshed, and `mutate`'s own callbacks are dropped once their component is gone (or a later
  // approval starts). The promise is not: a failure is told by onFailure.
  const decide = useDecideApplication({ onFailure: notifyFailure });
  const approve = (application: Application) =>
    decide.mutateAsync({ id: application.id, decision: { approve: true } }).then(
      () => notify(`${application.name} is now a designer; the welcome mail is on its way.`, 'success'),
      () => undefined,
    );
  if (!applications.data) return null;
  const list = applications.data.applications;
  return (
    <section className={styles.section} aria-labelledby="admin-applications-title">
      <h2 id="admin-applications-title" className={styles.heading}>
        Applications
      </h2>
      <p className={styles.lead}>
        Designers waiting for an answer, oldest first. Approving grants the designer role, publishes their profile and mails them the next
        steps; declining mails them your reason. Every decision is in the audit log.
      </p>
      {list.length ? (
        <ul className={styles.list} aria-label="Pending applications">
          {list.map((application) => (
            <ApplicationCard
              key={application.id}
              application={application}
              approving={decide.isPending && decide.variables?.id === application.id}
              onApprove={() => void approve(application)}
              onDecline={() => setDeclining(application)}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No applications waiting.</p>
      )}
      {declining ? <DeclineDialog application={declining} onClose={() => setDeclining(null)} /> : null}
    </section>
  );
}
