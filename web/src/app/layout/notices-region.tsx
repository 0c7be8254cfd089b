import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { IconClose } from '../../components/ui/icons';
import { dismiss, noticesAtom } from '../../lib/notify';
import styles from './notices-region.module.css';

/** The spec's alerts: a polite toast stack, one role="alert" per notice, each closable. */
export function NoticesRegion() {
  const notices = useAtomValue(noticesAtom);
  const ref = useRef<HTMLDivElement>(null);

  // A manual popover sits in the top layer; raised again whenever a modal dialog opens, so notices show above it.
  useEffect(() => {
    const region = ref.current;
    if (!region || typeof region.showPopover !== 'function') return;
    const raise = () => {
      if (region.matches(':popover-open')) region.hidePopover();
      region.showPopover();
    };
    raise();
    const observer = new MutationObserver(raise);
    observer.observe(document.body, { subtree: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} popover="manual" className={styles.region} aria-live="polite" aria-label="Notifications" role="region">
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
