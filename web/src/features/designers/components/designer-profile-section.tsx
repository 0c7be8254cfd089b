import { ROOM_STYLES } from '@contracts/choices';
import { initialsOf } from '@contracts/designer-views';
import { DesignerProfileForm, type OwnDesignerProfile } from '@contracts/designers';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSaveDesignerProfile } from '../api/save-designer-profile';
import { DesignerAvatar } from './designer-avatar';
import { FormError } from '../../../components/ui/form-error';
import layout from '../../../components/ui/form-layout.module.css';
import field from '../../../components/ui/text-field.module.css';
import styles from './designers.module.css';

type Field = keyof DesignerProfileForm;
const PROFILE_SAVED = 'Your designer profile is saved.';

/** Every IANA zone the browser knows, with the current one kept if it is missing from the list. */
function timeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return zones.includes(current) ? zones : [current, ...zones];
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The workspace's Profile: what members read on /designers/:id, checked with the server's own schema and messages. */
export function DesignerProfileSection({ own }: { own: OwnDesignerProfile }) {
  const save = useSaveDesignerProfile({
    onFailure: (failure) => setError(failure instanceof ApiError && failure.message ? failure.message : 'Your profile could not be saved.'),
  });
  const start = own.profile;
  const [values, setValues] = useState<DesignerProfileForm>({
    name: start?.name ?? '',
    bio: start?.bio ?? '',
    styles: start?.styles ?? [],
    meetingUrl: start?.meetingUrl ?? '',
    timeZone: start?.timeZone ?? browserZone(),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState('');
  const zones = useMemo(() => timeZones(values.timeZone), [values.timeZone]);

  function set<K extends Field>(name: K, value: DesignerProfileForm[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = DesignerProfileForm.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0]) as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setError('');
    save.mutate(parsed.data, {
      onSuccess: () => notify(PROFILE_SAVED, 'success'),
    });
  }

  return (
    <div className={styles.editor}>
      <div className={styles.photoRow}>
        <DesignerAvatar initials={initialsOf(values.name || 'Designer')} photoUrl={own.photoUrl} size="lg" />
        <p className={styles.muted}>
          Your photo is your account&rsquo;s picture: change it on <Link to="/edit-profile">Edit Profile</Link>.
          {start ? (
            <>
              {' '}
              <Link to={`/designers/${encodeURIComponent(start.uid)}`}>See your public page</Link>.
            </>
          ) : null}
        </p>
      </div>
      <form className={layout.form} onSubmit={submit} noValidate aria-label="Designer profile">
        <FormError>{error}</FormError>
        <TextField label="Name" autoComplete="name" value={values.name} error={errors.name} onChange={(e) => set('name', e.target.value)} />
        <TextAreaField
          label="Bio"
          rows={5}
          hint="What you love designing, and how you work with members. Up to 1,000 characters."
          value={values.bio}
          error={errors.bio}
          onChange={(e) => set('bio', e.target.value)}
        />
        <fieldset className={styles.fieldset}>
          <legend className={field.label}>Styles</legend>
          <div className={styles.choices}>
            {ROOM_STYLES.map((style) => (
              <label key={style} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={values.styles.includes(style)}
                  onChange={(e) => set('styles', e.target.checked ? [...values.styles, style] : values.styles.filter((s) => s !== style))}
                />
                {style}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label="Meeting link"
          type="url"
          inputMode="url"
          placeholder="https://meet.jit.si/your-room"
          hint="Your Meet, Zoom or Jitsi room: members join consultations there."
          value={values.meetingUrl}
          error={errors.meetingUrl}
          onChange={(e) => set('meetingUrl', e.target.value)}
        />
        <div className={field.field}>
          <label htmlFor="designer-time-zone" className={field.label}>
            Time zone
          </label>
          <div className={field.frame}>
            <select
              id="designer-time-zone"
              className={field.control}
              value={values.timeZone}
              aria-invalid={errors.timeZone ? true : undefined}
              onChange={(e) => set('timeZone', e.target.value)}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          </div>
          {errors.timeZone ? <p className={field.error}>{errors.timeZone}</p> : null}
        </div>
        <div>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            {save.isPending ? 'Saving...' : 'Save profile'}
          </Button>
        </div>
      </form>
    </div>
  );
}
