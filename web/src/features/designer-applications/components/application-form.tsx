import { ROOM_STYLES } from '@contracts/choices';
import { APPLICATION_LIMITS, APPLICATION_MESSAGES } from '@contracts/designer-application-rules';
import { DesignerApplicationForm, type PortfolioItem } from '@contracts/designer-applications';
import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { uploadPortfolioPicture, useApply, useMyPublicBoards } from '../api/designer-applications';
import { FormError } from '../../../components/ui/form-error';
import layout from '../../../components/ui/form-layout.module.css';
import field from '../../../components/ui/text-field.module.css';
import styles from './designer-applications.module.css';

type Field = 'name' | 'bio' | 'styles' | 'timeZone' | 'meetingUrl' | 'portfolio' | 'acceptTerms';

/** A picture in the form: what is sent, and what the member sees of it. */
interface ChosenPicture {
  item: PortfolioItem;
  url: string;
  label: string;
}

/** Every IANA zone the browser knows, with the current one kept if it is missing from the list. */
function timeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return zones.includes(current) ? zones : [current, ...zones];
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const keyOf = (item: PortfolioItem) => (item.kind === 'upload' ? item.path : `board:${item.boardId}`);
const failureMessage = (error: unknown, fallback: string) => (error instanceof ApiError && error.message ? error.message : fallback);

/**
 * The application: checked with the server's own schema and messages before it is sent. Pictures are uploaded as
 * files when chosen (the form sends their keys), or picked from the member's public boards.
 */
export function ApplicationForm({ defaultName }: { defaultName: string }) {
  const apply = useApply({ onFailure: (failure) => setError(failureMessage(failure, 'Your application could not be sent.')) });
  const [name, setName] = useState(defaultName);
  const [bio, setBio] = useState('');
  const [styles_, setStyles] = useState<string[]>([]);
  const [timeZone, setTimeZone] = useState(browserZone);
  const [meetingUrl, setMeetingUrl] = useState('');
  const [pictures, setPictures] = useState<ChosenPicture[]>([]);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [uploading, setUploading] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState('');
  const [showBoards, setShowBoards] = useState(false);
  const boards = useMyPublicBoards(showBoards);
  const zones = useMemo(() => timeZones(timeZone), [timeZone]);
  const full = pictures.length >= APPLICATION_LIMITS.portfolioMax;

  const clear = (name: Field) => setErrors((current) => ({ ...current, [name]: undefined }));

  function addPicture(picture: ChosenPicture) {
    setPictures((current) =>
      current.some((one) => keyOf(one.item) === keyOf(picture.item)) || current.length >= APPLICATION_LIMITS.portfolioMax
        ? current
        : [...current, picture],
    );
    clear('portfolio');
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])].slice(0, APPLICATION_LIMITS.portfolioMax - pictures.length);
    event.target.value = '';
    setUploading((count) => count + files.length);
    for (const file of files) {
      try {
        const uploaded = await uploadPortfolioPicture(file);
        addPicture({ item: { kind: 'upload', path: uploaded.path }, url: uploaded.url, label: file.name });
      } catch (failure) {
        setErrors((current) => ({ ...current, portfolio: failureMessage(failure, `${file.name} could not be uploaded.`) }));
      } finally {
        setUploading((count) => count - 1);
      }
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = DesignerApplicationForm.safeParse({
      name,
      bio,
      styles: styles_,
      timeZone,
      meetingUrl,
      portfolio: pictures.map((picture) => picture.item),
      acceptTerms,
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0]) as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setError('');
    apply.mutate(parsed.data, { onSuccess: () => notify(APPLICATION_MESSAGES.sent, 'success') });
  }

  return (
    <form className={layout.form} onSubmit={submit} noValidate aria-label="Designer application">
      <FormError>{error}</FormError>
      <TextField
        label="Name"
        autoComplete="name"
        hint="The name members see on your designer profile."
        value={name}
        error={errors.name}
        onChange={(e) => (setName(e.target.value), clear('name'))}
      />
      <TextAreaField
        label="Bio"
        rows={5}
        hint="What you love designing, your experience, and how you work with clients. Up to 1,000 characters."
        value={bio}
        error={errors.bio}
        onChange={(e) => (setBio(e.target.value), clear('bio'))}
      />
      <fieldset className={styles.fieldset} aria-describedby={errors.styles ? 'application-styles-error' : undefined}>
        <legend className={field.label}>Styles you design in</legend>
        <div className={styles.choices}>
          {ROOM_STYLES.map((style) => (
            <label key={style} className={styles.choice}>
              <input
                type="checkbox"
                checked={styles_.includes(style)}
                onChange={(e) => {
                  setStyles(e.target.checked ? [...styles_, style] : styles_.filter((s) => s !== style));
                  clear('styles');
                }}
              />
              {style}
            </label>
          ))}
        </div>
        {errors.styles ? (
          <p id="application-styles-error" className={field.error}>
            {errors.styles}
          </p>
        ) : null}
      </fieldset>
      <div className={field.field}>
        <label htmlFor="application-time-zone" className={field.label}>
          Time zone
        </label>
        <div className={field.frame}>
          <select
            id="application-time-zone"
            className={field.control}
            value={timeZone}
            aria-invalid={errors.timeZone ? true : undefined}
            onChange={(e) => (setTimeZone(e.target.value), clear('timeZone'))}
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
      <TextField
        label="Meeting link"
        type="url"
        inputMode="url"
        placeholder="https://meet.jit.si/your-room"
        hint="Your Meet, Zoom or Jitsi room: members join consultations there."
        value={meetingUrl}
        error={errors.meetingUrl}
        onChange={(e) => (setMeetingUrl(e.target.value), clear('meetingUrl'))}
      />

      <fieldset className={styles.fieldset} aria-describedby="application-portfolio-hint">
        <legend className={field.label}>Portfolio</legend>
        <p id="application-portfolio-hint" className={field.hint}>
          {APPLICATION_LIMITS.portfolioMin} to {APPLICATION_LIMITS.portfolioMax} pictures of rooms you designed: photos (JPEG, PNG or HEIC),
          or your public boards. {pictures.length} chosen.
        </p>
        {pictures.length ? (
          <ul className={styles.portfolio} aria-label="Chosen pictures">
            {pictures.map((picture) => (
              <li key={keyOf(picture.item)} className={styles.picture}>
                <img src={picture.url} alt={picture.label} loading="lazy" />
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Remove ${picture.label}`}
                  onClick={() => setPictures((current) => current.filter((one) => keyOf(one.item) !== keyOf(picture.item)))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.pictureActions}>
          <label className={[styles.upload, full ? styles.disabled : ''].filter(Boolean).join(' ')}>
            <input
              type="file"
              accept="image/jpeg,image/png,image/heic,image/heif,image/webp"
              multiple
              disabled={full}
              className="visually-hidden"
              onChange={(e) => void upload(e)}
            />
            Upload pictures
          </label>
          <Button size="sm" variant="secondary" onClick={() => setShowBoards((shown) => !shown)} aria-expanded={showBoards}>
            {showBoards ? 'Hide my public boards' : 'Choose from my public boards'}
          </Button>
        </div>
        {uploading ? (
          <p role="status" className={field.hint}>
            Uploading {uploading === 1 ? 'a picture' : `${uploading} pictures`}…
          </p>
        ) : null}
        {showBoards ? (
          boards.data?.length ? (
            <ul className={styles.boards} aria-label="Your public boards">
              {boards.data.map((board) => {
                const chosen = pictures.some((picture) => picture.item.kind === 'board' && picture.item.boardId === board.id);
                return (
                  <li key={board.id}>
                    <button
                      type="button"
                      className={styles.boardChoice}
                      aria-pressed={chosen}
                      disabled={chosen || full}
                      onClick={() => addPicture({ item: { kind: 'board', boardId: board.id }, url: board.image_url!, label: board.title })}
                    >
                      <img src={board.image_url!} alt="" loading="lazy" />
                      <span>{board.title}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : boards.isPending ? (
            <p role="status" className={field.hint}>
              Loading your boards…
            </p>
          ) : (
            <p className={field.hint}>You have no public boards yet.</p>
          )
        ) : null}
        {errors.portfolio ? <p className={field.error}>{errors.portfolio}</p> : null}
      </fieldset>

      <div className={field.field}>
        <label className={styles.choice}>
          <input type="checkbox" checked={acceptTerms} onChange={(e) => (setAcceptTerms(e.target.checked), clear('acceptTerms'))} />I accept
          the designer terms and the rates above.
        </label>
        {errors.acceptTerms ? <p className={field.error}>{errors.acceptTerms}</p> : null}
      </div>
      <div>
        <Button type="submit" disabled={apply.isPending || uploading > 0} aria-busy={apply.isPending || undefined}>
          {apply.isPending ? 'Sending...' : 'Send my application'}
        </Button>
      </div>
    </form>
  );
}
