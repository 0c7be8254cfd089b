import { APPLICATION_MESSAGES, DESIGNER_WORKSPACE_PATH } from '@contracts/designer-application-rules';
import { PROJECT_DUE_DAYS } from '@contracts/projects';
import { REVIEW_DUE_MS } from '@contracts/reviews';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageBanner } from '../../../components/ui/page-banner';
import { opensAuthDialog } from '../../../lib/auth-dialog';
import { sessionTokenAtom } from '../../../lib/session';
import { useHydrated } from '../../../lib/use-hydrated';
import { useMyApplication } from '../api/designer-applications';
import { ApplicationForm } from '../components/application-form';
import { ApplicationStatus } from '../components/application-status';
import { DesignerRates } from '../components/designer-rates';
import styles from '../components/designer-applications.module.css';

const SIGN_IN_TO_APPLY = 'Sign in to apply';

/** The application's place on the page: sign in, verify, the status, the form, or a designer's workspace. */
function ApplySection({ verifyAction }: { verifyAction?: ReactNode }) {
  // The page is prerendered for visitors: until hydration a signed-in member is not known, and the sign-in box keeps
  // its place unseen, so a member never sees it flash before their application.
  const hydrated = useHydrated();
  const token = useAtomValue(sessionTokenAtom);
  const signedIn = hydrated && Boolean(token);
  const mine = useMyApplication();
  if (!signedIn)
    return (
      <div style={hydrated ? undefined : { visibility: 'hidden' }}>
        <EmptyState>
          <p>Sign in with your Roomboard account to apply; new here? Registering takes a minute.</p>
          <ButtonLink to="/login" onClick={opensAuthDialog('login')} size="sm">
            {SIGN_IN_TO_APPLY}
          </ButtonLink>
        </EmptyState>
      </div>
    );
  if (mine.error)
    return (
      <p role="alert" className={styles.error}>
        Error: {mine.error.message}
      </p>
    );
  if (!mine.data)
    return (
      <p role="status" className={styles.muted}>
        Loading your application…
      </p>
    );
  const { application, email_verified: verified, designer } = mine.data;
  if (designer && application?.status !== 'approved')
    return (
      <div className={styles.status}>
        <h3>You are a Roomboard designer</h3>
        <div>
          <ButtonLink to={DESIGNER_WORKSPACE_PATH} size="sm">
            Open your workspace
          </ButtonLink>
        </div>
      </div>
    );
  const canApply = !application || application.status === 'declined';
  return (
    <>
      {application ? <ApplicationStatus application={application} /> : null}
      {canApply && !verified ? (
        <div className={styles.status} role="alert">
          <p>{APPLICATION_MESSAGES.unverified}</p>
          {verifyAction}
        </div>
      ) : null}
      {canApply && verified ? <ApplicationForm defaultName={application?.name ?? ''} /> : null}
    </>
  );
}

/**
 * /design-for-roomboard: why and how to design for Roomboard, what it pays, and the application. Visitors see the pitch
 * and "Sign in to apply"; a member applies once at a time and sees where their application stands.
 */
export function DesignForRoomboardRoute({ verifyAction }: { verifyAction?: ReactNode }) {
  return (
    <>
      <PageBanner
        eyebrow="For interior designers"
        title="Design for Roomboard"
        subtitle="Review members' boards, meet them on video and design whole rooms, on your own hours. Paid for each piece of work."
      />
      <Container className={styles.page}>
        <div className={styles.pitch}>
          <section aria-labelledby="how-it-works">
            <h2 id="how-it-works" className={styles.heading}>
              How it works
            </h2>
            <ol className={styles.steps}>
              <li>Apply with a few words about your work and 3 to 6 pictures of rooms you designed.</li>
              <li>Our team looks at every application and e-mails you the answer.</li>
              <li>Once approved, set the hours members can book you and how you get paid, and take work from the queue.</li>
            </ol>
          </section>
          <section aria-labelledby="designer-rates">
            <h2 id="designer-rates" className={styles.heading}>
              What you earn
            </h2>
            <DesignerRates className={styles.rates} />
            <p className={styles.muted}>Paid monthly to your bank for the work you completed, through Stripe.</p>
          </section>
          <section aria-labelledby="designer-terms">
            <h2 id="designer-terms" className={styles.heading}>
              Designer terms
            </h2>
            <ul className={styles.steps}>
              <li>You earn the rate above for each delivered review, held consultation and closed project.</li>
              <li>
                A review you claim is due within {REVIEW_DUE_MS / 3_600_000} hours, a project within {PROJECT_DUE_DAYS} days; late work may
                be given to another designer.
              </li>
              <li>Work refunded to a member is taken back from your earnings.</li>
              <li>We may suspend or end your designer role if members are let down.</li>
            </ul>
          </section>
        </div>
        <section className={styles.apply} aria-labelledby="apply-title">
          <h2 id="apply-title" className={styles.heading}>
            Apply
          </h2>
          <ApplySection verifyAction={verifyAction} />
        </section>
      </Container>
    </>
  );
}
