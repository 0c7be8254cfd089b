import { useAtomValue } from 'jotai';
import { IconClose } from '../../components/ui/icons';
import { dismiss, noticesAtom } from '../../lib/notify';
import styles from './notices-region.module.css';

/** The spec's alerts: a polite toast stack, one role="alert" per notice, each closable. */
export function NoticesRegion() {
  const notices = useAtomValue(noticesAtom);
  return (
    <div className={styles.region} aria-live="polite" aria-label="Notifications" role="region">
      {notices.map((notice) => (
        <div key={notice.id} role="alert" className={[styles.notice, styles[notice.tone]].join(' ')}>
          <p className={styles.message}>{notice.message}</p>
          <button type="button" className={styles.close} onClick={() => dismiss(notice.id)} aria-label="Dismiss notification">
            <IconClose size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
