import type { BoardPicture, PictureSource } from '@contracts/board-pictures';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useBoardPictures } from '../api/get-board-pictures';
import { useMakePhotoreal, usePhotorealAvailable } from '../api/make-photoreal';
import { useRestoreBoardPicture } from '../api/restore-board-picture';
import styles from './picture-history.module.css';
import { PictureBar } from './picture-bar';

const SOURCE_LABELS: Record<PictureSource, string> = {
  generated: 'Generated room',
  capture: '3D view',
  'room-photo': 'Your room',
  photoreal: 'Photoreal',
};

const PICTURE_RESTORED = 'The previous picture is the board picture again.';
const PHOTOREAL_SAVED = 'The photoreal picture is the board picture now.';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The picture before the current one (older), or the newest other one when the current is the oldest. */
export function previousPicture(pictures: BoardPicture[]): BoardPicture | null {
  const at = pictures.findIndex((picture) => picture.current);
  return pictures[at + 1] ?? pictures.find((picture) => !picture.current) ?? null;
}

interface PictureHistoryProps {
  boardId: string;
  /** The board's current picture URL changed: the page showing the board takes it. */
  onPicture: (imageUrl: string | null) => void;
  /** More owner actions on the picture, beside 'Restore previous picture' (e.g. 'Try in my room'). */
  actions?: ReactNode;
}

/** The owner's board pictures: 'Restore previous picture', and every kept picture to choose from. */
export function PictureHistory({ boardId, onPicture, actions }: PictureHistoryProps) {
  const pictures = useBoardPictures(boardId);
  const restore = useRestoreBoardPicture(boardId, onPicture);
  const photoreal = useMakePhotoreal(boardId, onPicture);
  const photorealAvailable = usePhotorealAvailable();
  const [open, setOpen] = useState(false);
  const list = pictures.data?.pictures ?? [];
  const previous = previousPicture(list);
  const current = list.find((picture) => picture.current);

  const makePhotoreal = (picture: BoardPicture) => photoreal.mutate(picture.id, { onSuccess: () => notify(PHOTOREAL_SAVED, 'success') });
  const choose = (picture: BoardPicture) => restore.mutate(picture.id, { onSuccess: () => notify(PICTURE_RESTORED, 'success') });

  return (
    <section className={styles.history} aria-label="Board picture">
      <PictureBar
        summary={
          current ? (
            <>
              <span className={styles.label}>{SOURCE_LABELS[current.source]}</span>
              {list.length > 1 ? <span className={styles.muted}> · {list.length} pictures kept</span> : null}
            </>
          ) : undefined
        }
        actions={
          <>
            {actions}
            {photorealAvailable && current && (current.source === 'capture' || current.source === 'room-photo') ? (
              <Button variant="secondary" size="sm" onClick={() => void makePhotoreal(current)} disabled={photoreal.isPending}>
                {photoreal.isPending ? 'Making it photoreal…' : 'Make it photoreal'}
              </Button>
            ) : null}
            {previous ? (
              <Button variant="secondary" size="sm" onClick={() => void choose(previous)} disabled={restore.isPending}>
                Restore previous picture
              </Button>
            ) : null}
            {list.length > 1 ? (
              <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
                {open ? 'Hide pictures' : 'All pictures'}
              </Button>
            ) : null}
          </>
        }
      />
      {open ? (
        <ul className={styles.grid} aria-label="Kept pictures, newest first">
          {list.map((picture) => (
            <li key={picture.id} className={styles.item}>
              <img
                src={picture.url}
                alt={`${SOURCE_LABELS[picture.source]}, ${when(picture.createdAt)}`}
                loading="lazy"
                width={160}
                height={120}
              />
              <span className={styles.caption}>
                {SOURCE_LABELS[picture.source]}
                <span className={styles.muted}>{when(picture.createdAt)}</span>
              </span>
              {picture.current ? (
                <span className={styles.badge}>Current</span>
              ) : (
                <Button variant="ghost" size="sm" onClick={() => void choose(picture)} disabled={restore.isPending}>
                  Use this picture
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
