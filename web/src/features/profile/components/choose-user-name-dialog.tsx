import { ProfileForm } from '@contracts/accounts';
import { publicName } from '@contracts/public-name';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { profileQueryOptions } from '../api/get-profile';
import { useSaveProfile } from '../api/save-profile';
import layout from '../../../components/ui/form-layout.module.css';
import styles from './profile-forms.module.css';

export const USER_NAME_CHOSEN = 'Your user name is saved.';

/**
 * Offered after a member's first community action: how others see them now ("Mina T.") and a user name to choose
 * instead. Members who already have one never see it.
 */
export function ChooseUserNameDialog({ onClose }: { onClose: () => void }) {
  const profile = useQuery(profileQueryOptions()).data;
  const [userName, setUserName] = useState('');
  const [error, setError] = useState('');
  const save = useSaveProfile({ onFailure: (failure) => setError(failure instanceof ApiError ? failure.message : String(failure)) });
  if (!profile || profile.userName) return null;
  const current = publicName(profile);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!profile || save.isPending) return;
    const parsed = ProfileForm.safeParse({ first_name: profile.firstName, last_name: profile.lastName, user_name: userName });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setError('');
    save.mutate(parsed.data, {
      onSuccess: () => {
        notify(USER_NAME_CHOSEN, 'success');
        onClose();
      },
    });
  }

  if (!profile.firstName || !profile.lastName) {
    // The name comes with the user name (Edit Profile asks for all three), e.g. after a first Google sign-in.
    return (
      <Dialog
        open
        size="sm"
        title="Choose how you appear"
        description={
          <>
            Others see you as <strong>{current}</strong>. Add your name and choose a user name in Edit Profile.
          </>
        }
        onClose={onClose}
        footer={
          <div className={styles.actions}>
            <ButtonLink to="/edit-profile" onClick={onClose}>
              Edit Profile
            </ButtonLink>
            <Button type="button" variant="secondary" onClick={onClose}>
              Not now
            </Button>
          </div>
        }
      />
    );
  }

  return (
    <Dialog
      open
      size="sm"
      title="Choose how you appear"
      description={
        <>
          Others see you as <strong>{current}</strong> on your boards, comments and follows. Choose a user name, or keep this name.
        </>
      }
      onClose={onClose}
    >
      <form className={layout.form} onSubmit={submit} noValidate>
        <TextField
          label="User Name"
          autoComplete="username"
          hint="3-30 letters, numbers, dots or underscores."
          value={userName}
          onChange={(event) => setUserName(event.target.value)}
          error={error || undefined}
          autoFocus
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save user name'}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Keep {current}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
