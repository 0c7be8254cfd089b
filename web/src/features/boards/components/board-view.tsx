import type { Board } from '@contracts/boards';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/button';
import { BoardStory } from '../../../components/ui/board-story';
import { CutoutGroups } from '../../../components/ui/cutout-groups';
import { EarlyPicture } from '../../../components/ui/early-picture';
import { PalettePanel } from '../../../components/ui/palette-panel';
import { namedCutouts, uniqueSwatches } from '../../../lib/board-presentation';
import { boardPath, NO_IMAGE } from '../model/board-view';
import { shareBoard } from '../lib/share-board';
import { BoardOwnerActions } from './board-owner-actions';
import { HiddenBoardNotice } from './hidden-board-notice';
import styles from './board-view.module.css';

/**
 * While the board loads: its picture's place, where the page's shell shows the picture before the app has loaded
 * (components/ui/early-picture.tsx).
 */
export function BoardViewLoading() {
  return (
    <div className={styles.grid}>
      <div className={styles.picture}>
        <EarlyPicture as="figure" className={styles.image} width={1200} height={900} />
      </div>
    </div>
  );
}

/**
 * One saved board: the picture first, with `pictureTools` under it (before the palette on a phone, beside it on a
 * wide screen), then its own title, the share/export/owner actions (and `ownerTools`, and `actions`, e.g. the
 * community's like and follow), words, pieces, then `designer`, then `after` (e.g. comments).
 */
export function BoardView({
  board,
  designer,
  pictureTools,
  ownerTools,
  actions,
  after,
}: {
  board: Board;
  designer?: ReactNode;
  pictureTools?: ReactNode;
  ownerTools?: ReactNode;
  actions?: ReactNode;
  after?: ReactNode;
}) {
  const names = new Map(board.palette.map((colour) => [colour.hex.toUpperCase(), colour.name]));
  const swatches = uniqueSwatches(board.hex_code).map((hex) => ({ hex, name: names.get(hex) ?? hex }));
  const cutouts = namedCutouts(board.background_removed_images, board.items);
  const title = board.generated_title || board.description.main_title || board.title;

  return (
    <>
      {board.moderation ? <HiddenBoardNotice board={board} /> : null}
      <div className={styles.grid}>
        <div className={styles.picture}>
          <figure className={styles.image} data-testid="board-image">
            {board.image_url ? (
              <img src={board.image_url} alt={`Room picture: ${board.generated_title || board.title}`} width={1200} height={900} />
            ) : (
              <p>{NO_IMAGE}</p>
            )}
          </figure>
          {pictureTools}
        </div>
        <div className={styles.palette}>
          <PalettePanel swatches={swatches} />
        </div>
      </div>

      {title ? (
        <h2 className={styles.boardTitle} data-testid="board-title">
          {title}
        </h2>
      ) : null}
      <div className={styles.toolbar}>
        <p className={styles.byline}>
          by{' '}
          {board.owner.id && !board.isOwner ? (
            <Link to={`/seeBoard/${encodeURIComponent(board.owner.id)}`}>{board.owner.name || 'a Roomboard member'}</Link>
          ) : (
            board.owner.name || 'a Roomboard member'
          )}{' '}
          · <time dateTime={board.timestamp}>{new Date(board.timestamp).toLocaleDateString('en-US', { dateStyle: 'medium' })}</time>
          {board.by_designer ? <span data-testid="by-designer"> · Concept by {board.by_designer.name}</span> : null}
        </p>
        <div className={styles.toolbarActions}>
          <Button variant="secondary" size="sm" onClick={() => void shareBoard(board.id, board.visibility)}>
            Share
          </Button>
          <ButtonLink variant="secondary" size="sm" to={`${boardPath(board.id)}/print`} target="_blank" rel="noopener">
            Export
          </ButtonLink>
          {board.isOwner && !board.moderation ? ownerTools : null}
          {board.isOwner && !board.moderation ? <BoardOwnerActions board={board} /> : null}
        </div>
        {actions}
      </div>

      <BoardStory title="" mainTitle={board.description.main_title} description={board.description.description} />

      <CutoutGroups cutouts={cutouts} heading={board.isOwner ? 'Your pieces' : 'Pieces'} />

      {designer ? <div className={styles.designerSection}>{designer}</div> : null}
      {after}
    </>
  );
}
