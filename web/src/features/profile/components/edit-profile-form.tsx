import { ProfileForm } from '@contracts/accounts';
import { publicName } from '@contracts/public-name';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import type { Profile } from '../api/get-profile';
import { useSaveProfile } from '../api/save-profile';
import { AvatarUpload } from './avatar-upload';
import { ProfileAvatar } from './profile-avatar';
import { FormError } from '../../../components/ui/form-error';
import layout from '../../../components/ui/form-layout.module.css';
import styles from './profile-forms.module.css';

/** What Edit Profile hands to Account Management as navigation state. */
interface CarriedProfile extends ProfileForm {
  image: string | null;
}

const NAMES_SAVED = 'Your name and user name are saved.';
const SAVE_FAILED = 'An unexpected error occurred. Please try again.';

/**
 * First Name, Last Name, User Name: checked on submit and saved at once (no billing address needed), then on to
 * /account-management with the data, as the spec has it.
 */
export function EditProfileForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const save = useSaveProfile({
    onFailure: (failure) => setError(failure instanceof ApiError && failure.message ? failure.message : SAVE_FAILED),
  });
  const form = useZodForm(ProfileForm, { first_name: profile.firstName, last_name: profile.lastName, user_name: profile.userName });
  const { first_name, last_name, user_name } = form.values;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = form.validate();
    if (!data || save.isPending) return;
    setError('');
    save.mutate(data, {
      onSuccess: () => {
        notify(NAMES_SAVED, 'success');
        const state: CarriedProfile = { ...data, image: profile.image };
        void navigate('/account-management', { state });
      },
    });
  }

  return (
    <>
      <div className={styles.avatarRow}>
        <ProfileAvatar image={profile.image} firstName={first_name} lastName={last_name} userName={user_name} />
        <div className={styles.who}>
          <p className={styles.name}>{[first_name, last_name].filter(Boolean).join(' ') || 'Your profile'}</p>
          <p className={styles.muted}>{user_name ? `@${user_name}` : profile.email}</p>
          <AvatarUpload hasImage={Boolean(profile.image)} />
        </div>
      </div>
      <form className={layout.form} onSubmit={submit} noValidate>
        <FormError>{error}</FormError>
        <div className={layout.row}>
          <TextField label="First Name" autoComplete="given-name" {...form.field('first_name')} />
          <TextField label="Last Name" autoComplete="family-name" {...form.field('last_name')} />
        </div>
        <TextField
          label="User Name"
          autoComplete="username"
          hint="3-30 letters, numbers, dots or underscores."
          {...form.field('user_name')}
        />
        <p className={styles.muted} data-testid="public-name" aria-live="polite">
          On your boards, comments and follows you appear as{' '}
          <strong>{publicName({ firstName: first_name, lastName: last_name, userName: user_name })}</strong>.
        </p>
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Submit'}
          </Button>
        </div>
      </form>
    </>
  );
}
