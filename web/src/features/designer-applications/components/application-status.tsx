import type { DesignerApplicationView } from '@contracts/designer-application-rules';
import { DESIGNER_WORKSPACE_PATH } from '@contracts/designer-application-rules';
import { ButtonLink } from '../../../components/ui/button';
import styles from './designer-applications.module.css';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

/** Where the member's latest application stands: waiting, approved (the workspace), or declined with the reason. */
export function ApplicationStatus({ application }: { application: DesignerApplicationView }) {
  if (application.status === 'pending')
    return (
      <div className={styles.status} role="status">
        <h3>Your application is waiting for review</h3>
        <p>Sent on {day(application.created_at)}. We will e-mail you once it is decided.</p>
      </div>
    );
  if (application.status === 'approved')
    return (
      <div className={styles.status}>
        <h3>Your application was approved</h3>
        <p>Welcome to Roomboard&rsquo;s designers. Sign in again to open your workspace, then set your hours and how you get paid.</p>
        <div>
          <ButtonLink to={DESIGNER_WORKSPACE_PATH} size="sm">
            Open your workspace
          </ButtonLink>
        </div>
      </div>
    );
  return (
    <div className={styles.status}>
      <h3>Your application was not approved</h3>
      <p>Decided on {day(application.decided_at ?? application.created_at)}, for this reason:</p>
      <p className={styles.reason}>{application.reason}</p>
      <p>You may apply again below.</p>
    </div>
  );
}
