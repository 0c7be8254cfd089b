import { AVATAR_MAX_BYTES, AVATAR_NOT_IMAGE, AVATAR_TOO_LARGE } from '@contracts/accounts';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useUploadAvatar } from '../api/upload-avatar';
import styles from './profile-forms.module.css';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const AVATAR_UPDATED = 'Your photo is updated.';

/** The message for a file the server would refuse anyway, so that a wrong or huge file is not sent at all. */
function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!ACCEPTED.includes(file.type)) return AVATAR_NOT_IMAGE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TOO_LARGE;
  return null;
}

/** Upload or change the avatar: sent as soon as a file is chosen; the profile (and the top bar) then show it. */
export function AvatarUpload({ hasImage }: { hasImage: boolean }) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const busy = upload.isPending;
  const [error, setError] = useState('');

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    setError(problem ?? '');
    if (problem) return;
    try {
      await upload.mutateAsync(file);
      notify(AVATAR_UPDATED, 'success');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The photo could not be uploaded. Please try again.');
    }
  }

  return (
    <div className={styles.avatarUpload}>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPTED.join(',')}
        className="visually-hidden"
        disabled={busy}
        aria-describedby={error ? errorId : undefined}
        onChange={onChange}
      />
      <label
        htmlFor={inputId}
        className={buttonClass({ variant: 'secondary', size: 'sm' }, styles.avatarButton)}
        aria-disabled={busy || undefined}
      >
        {busy ? 'Uploading...' : hasImage ? 'Change photo' : 'Upload photo'}
      </label>
      {error ? (
        <p id={errorId} role="alert" className={styles.avatarError}>
          {error}
        </p>
      ) : (
        <p className={styles.muted}>JPEG, PNG, WebP or GIF, up to 5 MB.</p>
      )}
    </div>
  );
}
