import { ACCOUNT_DELETED_NOTICE } from '@contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { setSessionToken } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { useDataExport } from '../api/get-data-export';
import { useStartDataExport } from '../api/start-data-export';
import { FormError } from '../../../components/ui/form-error';
import layout from '../../../components/ui/form-layout.module.css';
import forms from './profile-forms.module.css';
import styles from './mail-preferences-section.module.css';

const FAILED = 'Something went wrong. Please try again.';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : FAILED);

/** Account Management's 'Your data': a copy of it all as a zip (built in the background), or delete the account. */
export function YourDataSection({ email }: { email: string }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <section id="your-data" className={styles.panel} aria-labelledby="your-data-title">
      <div className={styles.intro}>
        <h2 id="your-data-title" className={styles.title}>
          Your data
        </h2>
        <p className={styles.muted}>
          Download your profile, boards with their pictures and layouts, messages with their pictures, comments, likes and follows as one
          zip file. We prepare it in the background and e-mail you when it is ready.
        </p>
      </div>
      <DataExportPanel />
      <div className={styles.intro}>
        <h3 className={styles.title}>Delete my account</h3>
        <p className={styles.muted}>
          Your boards, pictures, room photos, messages, comments, likes and follows are deleted and a paid plan is cancelled. Copies others
          saved of your boards stay theirs. This cannot be undone.
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

const sizeText = (bytes: number | null) =>
  bytes === null ? '' : bytes < 1_000_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;

const dayText = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** The latest export: start one, its progress while the worker builds it, and the download once it is ready. */
function DataExportPanel() {
  const current = useDataExport();
  const [error, setError] = useState<Error | null>(null);
  const start = useStartDataExport({ onFailure: setError });
  const job = current.data?.export ?? null;
  const building = job?.status === 'queued' || job?.status === 'building';

  // The link lasts minutes: each click asks for a fresh one, then the browser downloads the file.
  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const fresh = (await current.refetch()).data?.export?.download;
    if (fresh) window.location.assign(fresh);
  }

  if (current.isPending) return <p role="status">Loading...</p>;
  return (
    <div className={styles.intro}>
      {building ? (
        <>
          <p role="status">Preparing your data... {job.progress}%</p>
          <progress className={forms.progress} max={100} value={job.progress} aria-label="Preparing your data" />
        </>
      ) : null}
      {job?.status === 'ready' && job.download ? (
        <>
          <p role="status">
            Your data is ready ({sizeText(job.bytes)}). You can download it until {dayText(job.expiresAt!)}.
          </p>
          <div>
            <a className={buttonClass({ variant: 'primary' })} href={job.download} download onClick={download}>
              Download your data
            </a>
          </div>
        </>
      ) : null}
      {job?.status === 'failed' ? <p role="alert">{job.error}</p> : null}
      {job?.status === 'expired' ? <p className={styles.muted}>Your last copy has expired. Prepare a new one.</p> : null}
      {building ? null : (
        <div>
          <Button
            type="button"
            variant="secondary"
            disabled={start.isPending}
            onClick={() => {
              setError(null);
              start.mutate();
            }}
          >
            {start.isPending ? 'Starting...' : job ? 'Prepare a new copy' : 'Download my data'}
          </Button>
        </div>
      )}
      <FormError>{error ? messageOf(error) : null}</FormError>
    </div>
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
          <FormError>
            {error.message} <Link to="/loginPage">Sign in again</Link>
          </FormError>
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
