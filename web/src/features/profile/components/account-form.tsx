import { AccountForm, ProfileForm } from '@contracts/accounts';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useZodForm } from '../../../lib/use-zod-form';
import type { Profile } from '../api/get-profile';
import { useSaveProfile } from '../api/save-profile';
import layout from '../../../components/ui/form-layout.module.css';
import styles from './profile-forms.module.css';

const PROFILE_UPDATED = 'Your profile is updated';
const SAVE_FAILED = 'An unexpected error occurred. Please try again.';

/** Address, Apt/Unit/Suite, Zip Code, City, State, Country; saved together with any Edit Profile data carried here. */
export function AccountManagementForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const saving = useSaveProfile({
    onFailure: (error) =>
      notify(error instanceof ApiError && typeof error.body.error === 'string' ? error.body.error : SAVE_FAILED, 'error'),
  });
  const carried = ProfileForm.safeParse(useLocation().state ?? undefined);
  const form = useZodForm(AccountForm, {
    address: profile.address,
    unit: profile.unit,
    zip: profile.zip,
    city: profile.city,
    state: profile.state,
    country: profile.country,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const account = form.validate();
    if (!account) return;
    saving.mutate(
      { email: profile.email, ...account, ...(carried.success ? carried.data : {}) },
      {
        onSuccess: () => {
          notify(PROFILE_UPDATED, 'success');
          void navigate('/');
        },
      },
    );
  }

  return (
    <form className={layout.form} onSubmit={submit} noValidate>
      {carried.success ? (
        <p className={styles.carried}>
          Your profile changes are saved with this address: {carried.data.first_name} {carried.data.last_name} (@{carried.data.user_name}).{' '}
          <Link to="/edit-profile">Change</Link>
        </p>
      ) : null}
      {profile.email ? <p className={styles.muted}>Billing address for {profile.email}</p> : null}
      <TextField label="Address" autoComplete="address-line1" {...form.field('address')} />
      <TextField label="Apt/Unit/Suite (Optional)" autoComplete="address-line2" {...form.field('unit')} />
      <div className={`${layout.row} ${layout.row3}`}>
        <TextField label="Zip Code" autoComplete="postal-code" inputMode="numeric" {...form.field('zip')} />
        <TextField label="City" autoComplete="address-level2" {...form.field('city')} />
        <TextField label="State" autoComplete="address-level1" {...form.field('state')} />
      </div>
      <TextField label="Country" autoComplete="country-name" {...form.field('country')} />
      <div className={styles.actions}>
        <Button type="submit" disabled={saving.isPending}>
          {saving.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
