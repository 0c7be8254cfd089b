import { REVOKE_REASON_MAX, revokedSummary, type AdminDesigner } from '@contracts/designer-roles';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/notify';
import { useAdminDesigners, useRevokeDesigner } from '../api/admin-designers';
import styles from './admin-designers.module.css';

/** Asks before revoking: what it ends, and why (kept in the audit log). */
function RevokeDialog({ designer, onClose }: { designer: AdminDesigner; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const revoke = useRevokeDesigner({ onFailure: (failure) => setError(failure.message) });

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    revoke.mutate(
      { id: designer.id, reason: reason.trim() },
      {
        onSuccess: (revoked) => {
          notify(revokedSummary(designer.name, revoked), 'success');
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Revoke ${designer.name}'s designer role?`}
      description="They are signed out and lose the workspace at once. Their claimed reviews and open projects go back to the queue, they stop co-editing the concept boards they made, and their upcoming consultations are cancelled and given back to the members."
      size="sm"
    >
      <form onSubmit={submit} noValidate>
        <TextAreaField
          label="Why (kept in the audit log, optional)"
          value={reason}
          maxLength={REVOKE_REASON_MAX}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
        />
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={revoke.isPending}>
            {revoke.isPending ? 'Revoking...' : 'Revoke the role'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** For admins: the designers, each with a Revoke button that asks first and says what it did; the list follows. */
export function AdminDesignersSection() {
  const designers = useAdminDesigners();
  const [revoking, setRevoking] = useState<AdminDesigner | null>(null);
  if (!designers.data) return null;
  const list = designers.data.designers;
  return (
    <section className={styles.section} aria-labelledby="admin-designers-title">
      <h2 id="admin-designers-title" className={styles.title}>
        Designers
      </h2>
      <p className={styles.lead}>
        Designers with a profile. Revoking the role ends their work for members at once; every revoke is logged.
      </p>
      {list.length ? (
        <ul className={styles.list} aria-label="Designers">
          {list.map((designer) => (
            <li key={designer.id} className={styles.row}>
              <div>
                <p className={styles.name}>{designer.name}</p>
                {designer.email ? <p className={styles.meta}>{designer.email}</p> : null}
              </div>
              <Button size="sm" variant="secondary" onClick={() => setRevoking(designer)} aria-label={`Revoke ${designer.name}`}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.meta}>No designers yet.</p>
      )}
      {revoking ? <RevokeDialog designer={revoking} onClose={() => setRevoking(null)} /> : null}
    </section>
  );
}
