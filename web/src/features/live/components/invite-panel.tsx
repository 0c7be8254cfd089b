import { INVITE_EMAIL_INVALID, InviteRequest, type BoardInvite } from '@contracts/live';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/notify';
import { useCollaborators } from '../api/get-collaborators';
import { useInviteCoEditor } from '../api/invite-co-editor';
import { useRemoveCollaborator } from '../api/remove-collaborator';
import styles from './live.module.css';

/** An invitation its invitee opened before verifying their address: it is accepted once they have. */
export const AWAITING_VERIFICATION = 'Opened, waiting for them to verify their e-mail address';

export const inviteLink = (invite: Pick<BoardInvite, 'id'>) => new URL(`/invite/${invite.id}`, window.location.origin).toString();

async function copyLink(invite: BoardInvite) {
  const link = inviteLink(invite);
  try {
    await navigator.clipboard.writeText(link);
    notify(`Invitation link copied. Send it to ${invite.email}.`, 'success');
  } catch {
    notify(`Copy this link and send it to ${invite.email}: ${link}`, 'info');
  }
}

const mailto = (invite: BoardInvite) =>
  `mailto:${invite.email}?subject=${encodeURIComponent('Edit my Roomboard with me')}&body=${encodeURIComponent(
    `I'd like you to help me lay out my room. Open this link, signed in with this address, to accept: ${inviteLink(invite)}`,
  )}`;

/** The owner's 'Invite' panel: invite co-editors by e-mail, see who edits the board and who is invited, remove them. */
export function InvitePanel({ boardId }: { boardId: string }) {
  const collaborators = useCollaborators(boardId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const invite = useInviteCoEditor(boardId, { onFailure: (failure) => setError(failure.message) });
  const remove = useRemoveCollaborator(boardId);
  const [sent, setSent] = useState<BoardInvite>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = InviteRequest.safeParse({ email });
    if (!parsed.success) return setError(INVITE_EMAIL_INVALID);
    setError(undefined);
    invite.mutate(parsed.data.email, {
      onSuccess: (invited) => {
        setSent(invited);
        setEmail('');
      },
    });
  }

  function drop(who: { invite: string } | { editor: string }, done: string) {
    remove.mutate(who, {
      onSuccess: () => {
        if ('invite' in who && sent?.id === who.invite) setSent(undefined);
        notify(done, 'success');
      },
    });
  }

  const editors = collaborators.data?.editors ?? [];
  const invites = collaborators.data?.invites ?? [];
  return (
    <section className={styles.panel} aria-labelledby="invite-heading" data-testid="invite-panel">
      <h3 id="invite-heading" className={styles.heading}>
        Edit together
      </h3>
      <p className={styles.lead}>
        Invite people by e-mail to lay out this room with you. They accept with the invitation link, signed in with that address, and see
        every move as it happens. They cannot delete the board, change who sees it or invite others.
      </p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Inviting…' : 'Invite'}
        </Button>
      </form>
      {sent ? (
        <div className={styles.link} role="status">
          <span>Invitation ready for {sent.email}. Send them this link:</span>
          <code>{inviteLink(sent)}</code>
          <span className={styles.rowActions}>
            <Button size="sm" variant="secondary" onClick={() => void copyLink(sent)}>
              Copy link
            </Button>
            <a className={styles.mailLink} href={mailto(sent)}>
              Send by e-mail
            </a>
          </span>
        </div>
      ) : null}
      {editors.length || invites.length ? (
        <ul className={styles.list} aria-label="Co-editors and invitations">
          {editors.map((editor) => (
            <li key={editor.uid} className={styles.row}>
              <span className={styles.who}>
                <strong>{editor.name}</strong>
                <span>{editor.email} · co-editor</span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void drop({ editor: editor.uid }, `${editor.name} no longer edits this board.`)}
              >
                Remove
              </Button>
            </li>
          ))}
          {invites.map((pending) => (
            <li key={pending.id} className={styles.row}>
              <span className={styles.who}>
                <strong>{pending.email}</strong>
                <span>{pending.awaitingVerification ? AWAITING_VERIFICATION : 'Invited, not accepted yet'}</span>
              </span>
              <span className={styles.rowActions}>
                <Button size="sm" variant="secondary" onClick={() => void copyLink(pending)}>
                  Copy link
                </Button>
                <Button size="sm" variant="ghost" onClick={() => void drop({ invite: pending.id }, 'Invitation withdrawn.')}>
                  Withdraw
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
