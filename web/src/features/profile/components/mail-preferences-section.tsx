import { MAIL_PREFERENCE_CATEGORIES, MAIL_PREFERENCE_LABELS, type MailPreferenceCategory } from '@contracts/mail';
import { useMailPreferences } from '../api/get-mail-preferences';
import { useSaveMailPreferences } from '../api/save-mail-preferences';
import styles from './mail-preferences-section.module.css';

/** Account Management's e-mail preferences: one switch per mail a member may turn off, saved as it is switched. */
export function MailPreferencesSection() {
  const preferences = useMailPreferences();
  const save = useSaveMailPreferences();
  const toggle = (category: MailPreferenceCategory, on: boolean) => {
    if (preferences.data) save.mutate({ ...preferences.data, [category]: on });
  };
  return (
    <section id="email-preferences" className={styles.panel} aria-labelledby="email-preferences-title">
      <div className={styles.intro}>
        <h2 id="email-preferences-title" className={styles.title}>
          E-mail preferences
        </h2>
        <p className={styles.muted}>
          Choose the mails you get. Invitations, bookings and payment mails always come: they are about something you asked for.
        </p>
      </div>
      {preferences.isPending ? (
        <p role="status">Loading your e-mail preferences...</p>
      ) : preferences.isError ? (
        <p role="alert">Your e-mail preferences could not be loaded. Please try again.</p>
      ) : (
        <ul className={styles.list}>
          {MAIL_PREFERENCE_CATEGORIES.map((category) => {
            const label = MAIL_PREFERENCE_LABELS[category];
            return (
              <li key={category} className={styles.row}>
                <label className={styles.label} htmlFor={`mail-${category}`}>
                  <span className={styles.name} id={`mail-${category}-title`}>
                    {label.title}
                  </span>
                  <span className={styles.muted} id={`mail-${category}-detail`}>
                    {label.detail}
                  </span>
                </label>
                <input
                  id={`mail-${category}`}
                  type="checkbox"
                  role="switch"
                  className={styles.switch}
                  checked={preferences.data[category]}
                  aria-labelledby={`mail-${category}-title`}
                  aria-describedby={`mail-${category}-detail`}
                  onChange={(event) => toggle(category, event.target.checked)}
                />
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.status} role="status" aria-live="polite">
        {save.isError ? 'Your choice could not be saved. Please try again.' : save.isSuccess ? 'Saved.' : ''}
      </p>
    </section>
  );
}
