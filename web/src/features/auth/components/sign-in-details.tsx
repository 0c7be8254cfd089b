import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { sessionTokenAtom } from '../../../lib/session';
import { sessionEmail } from '../../../lib/session-claims';
import { reportPasswordChange } from '../api/report-password-change';
import { startSession } from '../api/start-session';
import { changeMessage, emailLinkSent, PASSWORD_CHANGED } from '../lib/messages';
import { changeEmail, changePassword, providerErrorCode } from '../lib/provider';
import { PasswordField } from './password-field';
import layout from '../../../components/ui/form-layout.module.css';
import styles from './auth.module.css';

type Outcome = { ok: boolean; message: string } | null;

/** Account Management's sign-in details: change the password, or the e-mail (by a link sent to the new address). */
export function SignInDetails() {
  const email = sessionEmail(useAtomValue(sessionTokenAtom));
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (!email) return null;

  async function run(change: () => Promise<string>) {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, message: await change() });
      setCurrent('');
      setPassword('');
      setNewEmail('');
    } catch (error) {
      setOutcome({ ok: false, message: changeMessage(providerErrorCode(error)) });
    } finally {
      setBusy(false);
    }
  }

  const onPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      // The change ends the sessions made before it: this page gets a new one at once.
      await startSession(await changePassword(email, current, password));
      await reportPasswordChange();
      return PASSWORD_CHANGED;
    });
  };
  const onEmail = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await changeEmail(email, current, newEmail.trim());
      return emailLinkSent(newEmail.trim());
    });
  };

  return (
    <section id="sign-in-details" className={styles.details} aria-labelledby="sign-in-details-title">
      <h2 id="sign-in-details-title" className={styles.detailsTitle}>
        Sign-in details
      </h2>
      <p className={styles.detailsNote}>
        You sign in as <strong>{email}</strong>. Enter your current password to change either.
      </p>
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <form className={layout.form} onSubmit={onPassword} noValidate>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div>
          <Button type="submit" variant="secondary" disabled={busy || !current || !password}>
            Change password
          </Button>
        </div>
      </form>
      <form className={layout.form} onSubmit={onEmail} noValidate>
        <TextField
          label="New e-mail address"
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(event) => setNewEmail(event.target.value)}
        />
        <div>
          <Button type="submit" variant="secondary" disabled={busy || !current || !newEmail.trim()}>
            Send the link
          </Button>
        </div>
      </form>
      <p role="status" aria-live="polite" className={outcome && !outcome.ok ? layout.formError : outcome ? layout.formSuccess : undefined}>
        {outcome?.message ?? ''}
      </p>
    </section>
  );
}
