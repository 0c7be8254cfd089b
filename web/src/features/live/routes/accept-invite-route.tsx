import { useAtomValue } from 'jotai';
import { useCallback, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { opensAuthDialog } from '../../../lib/auth-dialog';
import { notify } from '../../../lib/notify';
import { sessionTokenAtom } from '../../../lib/session';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import styles from '../components/live.module.css';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The address an invitation waits to see verified, from the server's refusal; null for any other answer. */
function unverifiedAddress(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'email-unverified') return null;
  return typeof error.body.email === 'string' ? error.body.email : '';
}

interface AcceptInviteRouteProps {
  /**
   * What waits for the invited address to be verified (the e-mail again, and a watch that calls `onVerified` once it
   * is): composed in by the app, from the e-mail verification feature.
   */
  verifyEmail?: (onVerified: () => void) => ReactNode;
}

/** /invite/:id: the invited person accepts, signed in with the address the invitation was sent to. */
export function AcceptInviteRoute({ verifyEmail }: AcceptInviteRouteProps) {
  const id = useParams<{ id: string }>().id ?? '';
  const signedIn = Boolean(useAtomValue(sessionTokenAtom));
  const invitation = useInvitation(id, signedIn);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();

  const onAccept = useCallback(async () => {
    try {
      const { boardId } = await accept.mutateAsync(id);
      notify('You can now edit this board together.', 'success');
      void navigate(`/UserBoard/${encodeURIComponent(boardId)}`);
    } catch {
      // shown below
    }
  }, [accept, id, navigate]);
  // Verified while the page waited: it accepts at once, as the member came here to do.
  const onVerified = useCallback(() => void onAccept(), [onAccept]);

  const invited = invitation.data;
  const awaiting = signedIn && !invited ? unverifiedAddress(accept.error ?? invitation.error) : null;
  const failure = awaiting === null ? (accept.error ?? invitation.error) : null;
  return (
    <section className={styles.acceptPage} aria-labelledby="invite-title">
      <h1 id="invite-title">
        {invited
          ? `Edit “${invited.boardTitle}” together`
          : awaiting !== null
            ? 'Verify your e-mail address to accept'
            : 'Accept invitation'}
      </h1>
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
      {awaiting !== null ? (
        <>
          <p>
            You were invited to edit a board together. First verify {awaiting ? <strong>{awaiting}</strong> : 'your e-mail address'}: open
            the link in the e-mail we sent to it. This page goes on by itself once you have.
          </p>
          {accept.isPending ? <p role="status">Accepting the invitation…</p> : verifyEmail?.(onVerified)}
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
