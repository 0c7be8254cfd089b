import type { RoomPhoto } from '@contracts/board-pictures';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useUploadBoardPicture } from '../api/upload-board-picture';
import { useUploadRoomPhoto } from '../api/upload-room-photo';
import { useComposition, type PiecesSaveState } from '../hooks/use-composition';
import { useTrayDrag } from '../hooks/use-tray-drag';
import { composePicture, loadImage } from '../lib/compose-picture';
import type { PieceSource } from '../model/composition';
import { CompositorStage } from './compositor-stage';
import { CompositorToolbar } from './compositor-toolbar';
import { CutoutTray } from './cutout-tray';
import { PhotoPicker } from './photo-picker';
import styles from './room-compositor.module.css';

export type BoardCutout = PieceSource;

export interface RoomCompositorProps {
  boardId: string;
  cutouts: BoardCutout[];
  /** The room photo uploaded for this board before, if any, with the pieces placed on it: the compositor opens with them. */
  roomPhoto: RoomPhoto | null;
  onPicture: (imageUrl: string | null) => void;
  onClose: () => void;
}

export const SAVED_AS_PICTURE = 'Saved as the board picture.';
export const PIECES_SAVE_TEXT: Record<Exclude<PiecesSaveState, 'idle'>, string> = {
  saving: 'Keeping the pieces where they are…',
  saved: 'Pieces kept with this photo: they are here when you open it again.',
  failed: 'The pieces could not be kept. Move one to try again.',
};

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * 'Try in my room': the user's room photo with the board's cutouts on it, kept with the photo as they are placed. A
 * cutout is dragged by mouse or one finger, scaled by two fingers or the wheel, and every action also has a button (and
 * a key) for the selected cutout. 'Save as board picture' draws it all on a canvas and sends it as the board's picture
 * (source room-photo).
 */
export function RoomCompositor({ boardId, cutouts, roomPhoto, onPicture, onClose }: RoomCompositorProps) {
  const headingId = useId();
  const [photo, setPhoto] = useState<RoomPhoto | null>(roomPhoto);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { composition, update, add, saveState } = useComposition(boardId, photo, cutouts);
  const failed = { onFailure: (failure: Error) => setError(message(failure)) };
  const uploadPhoto = useUploadRoomPhoto(boardId, failed);
  const uploadPicture = useUploadBoardPicture(boardId, onPicture, failed);
  const busy = uploadPhoto.isPending || saving;
  const stageRef = useRef<HTMLDivElement>(null);
  const tray = useTrayDrag(stageRef, (cutout, at) => void place(cutout, at));

  /** Settles when the upload does; a failure shows through the error policy's onFailure above. */
  async function choosePhoto(file: File) {
    setError(null);
    const answer = await uploadPhoto.mutateAsync(file).catch(() => null);
    if (answer) setPhoto(answer.room_photo);
  }

  async function place(cutout: BoardCutout, at?: { x: number; y: number }) {
    try {
      const image = await loadImage(cutout.url);
      add(cutout, image.naturalWidth ? image.naturalHeight / image.naturalWidth : 1, at);
    } catch (failure) {
      setError(message(failure));
    }
  }

  async function save() {
    if (!photo) return;
    setError(null);
    setSaving(true);
    let picture: Blob;
    try {
      picture = await composePicture(photo, composition.items);
    } catch (failure) {
      setSaving(false);
      return setError(message(failure));
    }
    uploadPicture.mutate(
      { picture, source: 'room-photo' },
      { onSuccess: () => notify(SAVED_AS_PICTURE, 'success'), onSettled: () => setSaving(false) },
    );
  }

  return (
    <section className={styles.compositor} aria-labelledby={headingId}>
      <header className={styles.head}>
        <div>
          <h2 id={headingId} className={styles.title}>
            Try in my room
          </h2>
          <p className={styles.lede}>
            {photo
              ? 'Add pieces from this board (or drag them onto the photo), then drag them into place. Pinch or use the buttons to size them.'
              : 'Upload a photo of your room (JPEG, PNG or HEIC from your phone, up to 15 MB) and place this board’s pieces in it.'}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </header>

      <PhotoPicker hasPhoto={Boolean(photo)} uploading={uploadPhoto.isPending} disabled={busy} onFile={choosePhoto} />

      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}

      {photo ? (
        <>
          <CompositorStage stageRef={stageRef} photo={photo} composition={composition} update={update} />
          <CompositorToolbar composition={composition} update={update} />
          <CutoutTray
            cutouts={cutouts}
            disabled={busy}
            onAdd={(cutout) => void place(cutout)}
            onPress={tray.onPointerDown}
            wasDragged={tray.wasDragged}
          />
          <div className={styles.actions}>
            <Button onClick={() => void save()} disabled={busy || !composition.items.length}>
              {saving ? 'Saving…' : 'Save as board picture'}
            </Button>
            <p className={saveState === 'failed' ? styles.saveFailed : styles.saveState} role="status">
              {saveState === 'idle' ? '' : PIECES_SAVE_TEXT[saveState]}
            </p>
          </div>
        </>
      ) : null}
    </section>
  );
}
