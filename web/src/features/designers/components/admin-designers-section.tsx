import { REVOKE_REASON_MAX, revokedSummary, type AdminDesigner } from '@contracts/designer-roles';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { notifyFailure } from '../../../lib/error-policy';
import { notify } from '../../../lib/notify';
import { useAdminDesigners, useRevokeDesigner, useSuspendDesigner } from '../api/admin-designers';
import styles from './admin-designers.module.css';
import { SectionHeading } from '../../../components/ui/section-heading';

/** Asks before revoking: what it ends, and why (kept in the audit log). */
function RevokeDialog({ designer, onClose }: { designer: AdminDesigner; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const revoke = useRevokeDesigner({ onFailure: (failure) => setError(failure.message) });
  return (
    <ReasonDialog
      title={`Revoke ${designer.name}'s designer role?`}
      description="They are signed out and lose the workspace at once. Their claimed reviews and open projects go back to the queue, they stop co-editing the concept boards they made, and their upcoming consultations are cancelled and given back to the members."
      action="Revoke the role"
      pendingAction="Revoking..."
      maxLength={REVOKE_REASON_MAX}
      pending={revoke.isPending}
      error={error}
      onClose={onClose}
      onSubmit={(reason) => {
        setError(null);
        revoke.mutate(
          { id: designer.id, reason },
          {
            onSuccess: (revoked) => {
              notify(revokedSummary(designer.name, revoked), 'success');
              onClose();
            },
          },
        );
      }}
    />
  );
}

/** Asks before suspending: what it stops and what stays, and why (kept in the audit log). */
function SuspendDialog({ designer, onClose }: { designer: AdminDesigner; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const suspend = useSuspendDesigner({ onFailure: (failure) => setError(failure.message) });
  return (
    <ReasonDialog
      title={`Suspend ${designer.name}?`}
      description="Their profile leaves /designers and nobody can book them; they cannot claim reviews or take projects. They keep the work and consultations they already have, and the workspace. Reinstate them to undo it."
      action="Suspend"
      pendingAction="Suspending..."
      maxLength={REVOKE_REASON_MAX}
      pending={suspend.isPending}
      error={error}
      onClose={onClose}
      onSubmit={(reason) => {
        setError(null);
        suspend.mutate(
          { id: designer.id, suspend: true, reason },
          {
            onSuccess: () => {
              notify(`${designer.name} is suspended.`, 'success');
              onClose();
            },
          },
        );
      }}
    />
  );
}

/** Reinstates at once (nothing is lost by it) and says so. */
function ReinstateButton({ designer }: { designer: AdminDesigner }) {
  const reinstate = useSuspendDesigner({ onFailure: notifyFailure });
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={reinstate.isPending}
      aria-label={`Reinstate ${designer.name}`}
      onClick={() =>
        reinstate.mutate(
          { id: designer.id, suspend: false, reason: '' },
          { onSuccess: () => notify(`${designer.name} is reinstated.`, 'success') },
        )
      }
    >
      Reinstate
    </Button>
  );
}

/** For admins: the designers, each with Suspend (or Reinstate) and Revoke buttons that asks first and says what it did; the list follows. */
export function AdminDesignersSection() {
  const designers = useAdminDesigners();
  const [revoking, setRevoking] = useState<AdminDesigner | null>(null);
  const [suspending, setSuspending] = useState<AdminDesigner | null>(null);
  if (!designers.data) return null;
  const list = designers.data.designers;
  return (
    <section className={styles.section} aria-labelledby="admin-designers-title">
      <SectionHeading
        id="admin-designers-title"
        title="Designers"
        subtitle="Designers with a profile. Suspending hides a designer and stops new work until reinstated; revoking the role ends their work for members at once. Every action is in the audit log."
      />
      {list.length ? (
        <ul className={styles.list} aria-label="Designers">
          {list.map((designer) => (
            <li key={designer.id} className={styles.row}>
              <div>
                <p className={styles.name}>
                  {designer.name}
                  {designer.suspended ? <span className={styles.badge}>Suspended</span> : null}
                </p>
                {designer.email ? <p className={styles.meta}>{designer.email}</p> : null}
              </div>
              <div className={styles.buttons}>
                {designer.suspended ? (
                  <ReinstateButton designer={designer} />
                ) : (
                  <Button size="sm" variant="secondary" onClick={() => setSuspending(designer)} aria-label={`Suspend ${designer.name}`}>
                    Suspend
                  </Button>
                )}
                <Button size="sm" variant="secondary" onClick={() => setRevoking(designer)} aria-label={`Revoke ${designer.name}`}>
                  Revoke
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.meta}>No designers yet.</p>
      )}
      {revoking ? <RevokeDialog designer={revoking} onClose={() => setRevoking(null)} /> : null}
      {suspending ? <SuspendDialog designer={suspending} onClose={() => setSuspending(null)} /> : null}
    </section>
  );
}
