import type { PointerEvent } from 'react';
import type { PieceSource } from '../model/composition';
import styles from './room-compositor.module.css';

interface CutoutTrayProps {
  cutouts: readonly PieceSource[];
  disabled: boolean;
  onAdd: (cutout: PieceSource) => void;
  /** A press that may become a drag onto the photo (use-tray-drag). */
  onPress: (event: PointerEvent<HTMLButtonElement>, cutout: PieceSource) => void;
  /** Whether the click that comes now ends a drag (then the drop has placed the piece already). */
  wasDragged: () => boolean;
}

/** The board's pieces, each a button that places it on the photo, or dragged onto the photo where it should stand. */
export function CutoutTray({ cutouts, disabled, onAdd, onPress, wasDragged }: CutoutTrayProps) {
  return (
    <div className={styles.tray}>
      <h3 className={styles.trayTitle}>This board’s pieces</h3>
      {cutouts.length ? (
        <ul className={styles.trayList}>
          {cutouts.map((cutout) => (
            <li key={cutout.productId}>
              <button
                type="button"
                className={styles.trayItem}
                onPointerDown={(event) => onPress(event, cutout)}
                onClick={() => {
                  if (!wasDragged()) onAdd(cutout);
                }}
                disabled={disabled}
              >
                <img src={cutout.url} alt="" loading="lazy" draggable={false} />
                <span>
                  <span className={styles.visuallyHidden}>Add </span>
                  {cutout.title}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>This board has no cut-out pieces to place.</p>
      )}
    </div>
  );
}
