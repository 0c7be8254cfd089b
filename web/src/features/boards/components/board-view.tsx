import type { Board } from '@contracts/boards';
import type { ReactNode } from 'react';
import Markdown from 'react-markdown';
import { Button, ButtonLink } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { boardPath, groupInFives, NO_IMAGE, uniqueSwatches } from '../model/board-view';
import { BoardOwnerActions } from './board-owner-actions';
import styles from './board-view.module.css';

async function share(board: Board) {
  const url = new URL(boardPath(board.id), window.location.origin).toString();
  try {
    await navigator.clipboard.writeText(url);
    notify(board.visibility === 'public' ? 'Link copied. Anyone with it can see this board.' : 'Link copied. The board is private: only you can open it.', 'success');
  } catch {
    notify(`Copy this link to share the board: ${url}`, 'info');
  }
}

/** One saved board: palette, picture, words, pieces, the share/export/owner actions, then `designer`. */
export function BoardView({ board, onChange, designer }: { board: Board; onChange: (board: Board) => void; designer?: ReactNode }) {
  const swatches = uniqueSwatches(board.hex_code);
  const names = new Map(board.palette.map((colour) => [colour.hex.toUpperCase(), colour.name]));
  const cutouts = board.background_removed_images.map((url, index) => ({
    url,
    title: board.items.find((item) => item.cutout === url)?.title ?? board.items[index]?.title ?? `Product ${index + 1}`,
  }));

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.byline}>
          by {board.owner.name || 'a Roomboard member'} · <time dateTime={board.timestamp}>{new Date(board.timestamp).toLocaleDateString('en-US', { dateStyle: 'medium' })}</time>
        </p>
        <div className={styles.toolbarActions}>
          <Button variant="secondary" size="sm" onClick={() => void share(board)}>
            Share
          </Button>
          <ButtonLink variant="secondary" size="sm" to={`${boardPath(board.id)}/print`} target="_blank" rel="noopener">
            Export
          </ButtonLink>
          {board.isOwner ? <BoardOwnerActions board={board} onChange={onChange} /> : null}
        </div>
      </div>

      <div className={styles.grid}>
        <aside className={styles.palette} aria-labelledby="palette-title">
          <h2 id="palette-title" className={styles.sectionTitle}>
            Palette
          </h2>
          <ul className={styles.swatches} data-testid="palette">
            {swatches.map((hex) => (
              <li key={hex} className={styles.swatch} title={hex}>
                <span className={styles.chip} style={{ background: hex }} aria-hidden="true" />
                <span className={styles.swatchText}>
                  <span className={styles.swatchName}>{names.get(hex) ?? hex}</span>
                  <span className={styles.swatchHex}>{hex}</span>
                </span>
              </li>
            ))}
          </ul>
        </aside>
        <figure className={styles.image} data-testid="board-image">
          {board.image_url ? <img src={board.image_url} alt={`Room picture: ${board.generated_title || board.title}`} width={1200} height={900} /> : <p>{NO_IMAGE}</p>}
        </figure>
      </div>

      <article className={styles.story}>
        {board.generated_title ? <h2 className={styles.boardTitle}>{board.generated_title}</h2> : null}
        {board.description.main_title ? <h3 className={styles.mainTitle}>{board.description.main_title}</h3> : null}
        <div className={styles.markdown}>
          <Markdown>{board.description.description}</Markdown>
        </div>
      </article>

      {cutouts.length ? (
        <section className={styles.cutoutsSection} aria-labelledby="cutouts-title">
          <h2 id="cutouts-title" className={styles.sectionTitle}>
            Your pieces
          </h2>
          <div className={styles.cutouts} data-testid="cutouts">
            {groupInFives(cutouts).map((group, index) => (
              <div key={index} className={[styles.cutoutGroup, group.side === 'end' ? styles.cutoutGroupEnd : ''].filter(Boolean).join(' ')}>
                <figure className={styles.cutoutLarge}>
                  <img src={group.large.url} alt={group.large.title} loading="lazy" width={480} height={480} />
                </figure>
                {group.small.map((item, n) => (
                  <figure key={n} className={styles.cutoutSmall}>
                    <img src={item.url} alt={item.title} loading="lazy" width={240} height={240} />
                  </figure>
                ))}
              </div>
            ))}
          </div>
        </section>
      ) : null}

      {designer ? (
        <div className={styles.designerSection}>{designer}</div>
      ) : null}
    </>
  );
}
