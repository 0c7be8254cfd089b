import type { BoardVisibility } from '@contracts/boards';
import type { Generation } from '@contracts/generation';
import { formatUsd } from '@contracts/money';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { useSaveBoard } from '../api/save-board';
import { boardHeading } from '../../../lib/board-presentation';
import { totalPrice } from '../model/board-view';
import { savedBoardState } from '../model/saved-board';
import styles from '../routes/boards.module.css';

const VISIBILITY_CHOICES: { value: BoardVisibility; label: string; hint: string }[] = [
  { value: 'public', label: 'Public', hint: "Shown in Inspirations, the community gallery, under your user name (or 'Roomboard member')." },
  { value: 'private', label: 'Private', hint: 'Only you can see it, in My Boards. You can make it public later.' },
];

/** The generated board to save, as the app loads it (the generation feature owns that call). */
type GenerationForSave = { state: 'loading' } | { state: 'ready'; generation: Generation } | { state: 'error'; message: string };

export const NOTHING_TO_SAVE = 'No board to save yet. Make a board first.';

/**
 * The board-save screen (?id=<generation>): the products and their prices, a total, who may see the board (public by
 * default: saved boards are what the community gallery shows), Save and Back To Boards.
 */
export function BoardSaveScreen({ id, loaded }: { id: string | null; loaded: GenerationForSave }) {
  const navigate = useNavigate();
  const { save, saving, error } = useSaveBoard();
  const [visibility, setVisibility] = useState<BoardVisibility>('public');
  const generation = loaded.state === 'ready' ? loaded.generation : null;
  const rows = (generation?.products ?? []).map((product) => ({ id: product.id, title: product.Title, price: product.Price }));
  const hasImage = Boolean(generation?.image_url);

  async function onSave() {
    if (!id) return;
    const saved = await save(id, visibility);
    if (!saved) return;
    const title = generation?.generated_title || boardHeading(generation?.function_name);
    void navigate('/seeBoard', { state: savedBoardState({ id: saved.id, title }) });
  }

  return (
    <section className={styles.page} aria-labelledby="board-save-title">
      <Container size="narrow" className={styles.inner}>
        <header className={styles.head}>
          <h1 id="board-save-title" className={styles.title}>
            {boardHeading(generation?.function_name)}
          </h1>
          <p className={styles.subtitle}>Your World Of Inspiration</p>
        </header>

        {generation?.image_url ? (
          <figure className={styles.savePreview}>
            <img src={generation.image_url} alt={`Room picture: ${generation.generated_title}`} width={1200} height={900} />
            {generation.generated_title ? <figcaption>{generation.generated_title}</figcaption> : null}
          </figure>
        ) : null}
        {loaded.state === 'loading' ? <p role="status">Loading your board…</p> : null}
        {loaded.state === 'error' ? <p role="alert">{loaded.message}</p> : null}
        {generation && !hasImage ? (
          <p className={styles.note}>The picture of this board is not ready yet. Save it once the image has been generated.</p>
        ) : null}

        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">No</th>
                <th scope="col">Description</th>
                <th scope="col" className={styles.price}>
                  Price
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.id}>
                  <td>{index + 1}</td>
                  <td>{row.title}</td>
                  <td className={styles.price}>{formatUsd(row.price)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total
                </th>
                <td className={styles.price} data-testid="board-total">
                  {formatUsd(totalPrice(rows))}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        <fieldset className={styles.visibility} disabled={saving}>
          <legend>Who can see this board?</legend>
          {VISIBILITY_CHOICES.map((choice) => (
            <label key={choice.value} className={styles.visibilityChoice}>
              <input
                type="radio"
                name="visibility"
                value={choice.value}
                checked={visibility === choice.value}
                onChange={() => setVisibility(choice.value)}
              />
              <span>
                <strong>{choice.label}</strong>
                <span className={styles.visibilityHint}>{choice.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button onClick={() => void onSave()} disabled={saving || !hasImage}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
          <ButtonLink to="/seeBoard" variant="secondary">
            Back To Boards
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
