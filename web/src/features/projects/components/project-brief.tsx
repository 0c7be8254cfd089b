import type { Project } from '@contracts/projects';
import { SHAPE_NAMES } from '../model/room-shapes';
import { BoardTile } from './board-tile';
import styles from './projects.module.css';

const usd = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The brief as the designer (and the member) reads it: rooms, measurements, budget, photos, liked boards, notes. */
export function ProjectBrief({ project }: { project: Project }) {
  const { brief } = project;
  return (
    <div className={styles.brief}>
      <dl className={styles.facts}>
        <div>
          <dt>Rooms</dt>
          <dd>
            {brief.rooms.map((room, n) => (
              <span key={n} className={styles.room}>
                {room.function} · {room.size} · {room.style}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt>Measurements</dt>
          <dd>{brief.layout ? `${brief.layout.width} × ${brief.layout.length} cm, ${SHAPE_NAMES[brief.layout.shape]}` : 'Not given'}</dd>
        </div>
        <div>
          <dt>Budget</dt>
          <dd>{usd(brief.budgetUsd)}</dd>
        </div>
      </dl>
      {brief.notes ? <p className={styles.notes}>{brief.notes}</p> : null}
      {brief.photos.length ? (
        <>
          <h4 className={styles.minor}>Room photos</h4>
          <ul className={styles.photos}>
            {brief.photos.map((photo) => (
              <li key={photo.boardId}>
                <img src={photo.url} alt="The member's room" loading="lazy" width={photo.width} height={photo.height} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {brief.likedBoards.length ? (
        <>
          <h4 className={styles.minor}>Boards they liked</h4>
          <ul className={styles.tiles}>
            {brief.likedBoards.map((board) => (
              <BoardTile key={board.id} board={board} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
