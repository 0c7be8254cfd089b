import { ACCOUNT_DELETED_NOTICE } from '@contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { setSessionToken } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadMyData } from '../api/download-my-data';
import layout from '../../../components/ui/form-layout.module.css';
import forms from './profile-forms.module.css';
import styles from './mail-preferences-section.module.css';

const FAILED = 'Something went wrong. Please try again.';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : FAILED);

/** Account Management's 'Your data': download it all as a zip, or delete the account after typing its e-mail. */
export function YourDataSection({ email }: { email: string }) {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  return (
    <section id="your-data" className={styles.panel} aria-labelledby="your-data-title">
      <div className={styles.intro}>
        <h2 id="your-data-title" className={styles.title}>
          Your data
        </h2>
        <p className={styles.muted}>
          Download your profile, boards with their pictures and layouts, comments, likes and follows as one zip file.
        </p>
      </div>
      <div>
        <Button type="button" variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? 'Preparing your data...' : 'Download my data'}
        </Button>
      </div>
      {download.isError ? (
        <p role="alert" className={layout.formError}>
          {messageOf(download.error)}
        </p>
      ) : null}
      <div className={styles.intro}>
        <h3 className={styles.title}>Delete my account</h3>
        <p className={styles.muted}>
          Your boards, pictures, room photos, comments, likes and follows are deleted and a paid plan is cancelled. Copies others saved of
          your boards stay theirs. This cannot be undone.
        </p>
      </div>
      <div>
        <Button type="button" variant="secondary" onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </div>
      {deleting ? <DeleteAccountDialog email={email} onClose={() => setDeleting(false)} /> : null}
    </section>
  );
}

function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<Error | null>(null);
  const remove = useDeleteAccount({ onFailure: setError });
  const client = useQueryClient();
  const navigate = useNavigate();
  const tooOld = error instanceof ApiError && error.code === 'sign-in-too-old';

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    remove.mutate(typed, {
      onSuccess: () => {
        setSessionToken(null);
        client.clear();
        notify(ACCOUNT_DELETED_NOTICE, 'info');
        navigate('/');
      },
    });
  }

  return (
    <Dialog
      open
      size="sm"
      title="Delete your account?"
      description={
        <>
          Type <strong>{email}</strong> to confirm. Everything in your account is deleted, and you are signed out.
        </>
      }
      onClose={onClose}
    >
      <form className={layout.form} onSubmit={submit} noValidate>
        <TextField
          label="Your e-mail address"
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={error && !tooOld ? messageOf(error) : undefined}
          autoFocus
        />
        {tooOld ? (
          <p role="alert" className={layout.formError}>
            {error.message} <Link to="/loginPage">Sign in again</Link>
          </p>
        ) : null}
        <div className={forms.actions}>
          <Button type="submit" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Keep my account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
