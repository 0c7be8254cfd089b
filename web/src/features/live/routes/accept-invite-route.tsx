import { useAtomValue } from 'jotai';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/button';
import { opensAuthDialog } from '../../../lib/auth-dialog';
import { notify } from '../../../lib/notify';
import { sessionTokenAtom } from '../../../lib/session';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import styles from '../components/live.module.css';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** /invite/:id: the invited person accepts, signed in with the address the invitation was sent to. */
export function AcceptInviteRoute() {
  const id = useParams<{ id: string }>().id ?? '';
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  const invitation = useInvitation(id, signedIn);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();

  async function onAccept() {
    try {
      const { boardId } = await accept.mutateAsync(id);
      notify('You can now edit this board together.', 'success');
      void navigate(`/UserBoard/${encodeURIComponent(boardId)}`);
    } catch {
      // shown below
    }
  }

  const invited = invitation.data;
  const failure = accept.error ?? invitation.error;
  return (
    <section className={styles.acceptPage} aria-labelledby="invite-title">
      <h1 id="invite-title">{invited ? `Edit “${invited.boardTitle}” together` : 'Accept invitation'}</h1>
      {!signedIn ? (
        <>
          <p>Someone invited you to lay out their room with them. Log in with the e-mail address the invitation was sent to.</p>
          <ButtonLink to="/login" onClick={opensAuthDialog('login')}>
            Login
          </ButtonLink>
        </>
      ) : null}
      {signedIn && invitation.isPending ? <p role="status">Loading the invitation…</p> : null}
      {invited ? (
        <>
          <p>{invited.ownerName} invited you to edit this board with them. You will see each other&apos;s moves as they happen.</p>
          <Button onClick={() => void onAccept()} disabled={accept.isPending || accept.isSuccess}>
            {accept.isPending ? 'Accepting…' : 'Accept invitation'}
          </Button>
        </>
      ) : null}
      {signedIn && failure ? (
        <p className={styles.error} role="alert">
          {message(failure)}
        </p>
      ) : null}
    </section>
  );
}
