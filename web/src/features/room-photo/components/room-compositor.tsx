import type { RoomPhoto } from '@contracts/board-pictures';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useUploadBoardPicture } from '../api/upload-board-picture';
import { useUploadRoomPhoto } from '../api/upload-room-photo';
import {
  addCutout,
  boxOf,
  canMove,
  EMPTY,
  flip,
  moveBy,
  NUDGE,
  removeCutout,
  restack,
  scaleBy,
  SCALE_STEP,
  select,
  type Composition,
  type Placed,
} from '../model/composition';
import styles from './room-compositor.module.css';

export interface BoardCutout {
  productId: string;
  title: string;
  url: string;
}

export interface RoomCompositorProps {
  boardId: string;
  cutouts: BoardCutout[];
  /** The room photo uploaded for this board before, if any: the compositor opens with it. */
  roomPhoto: RoomPhoto | null;
  onPicture: (imageUrl: string | null) => void;
  onClose: () => void;
}

export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,.heic,.heif,.jpg,.jpeg,.png';
export const SAVED_AS_PICTURE = 'Saved as the board picture.';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('An image could not be loaded. Please try again.'));
    image.src = src;
  });
}

/** The composition drawn on a canvas at the photo's own size: same-origin images only, so the canvas can be exported. */
async function compose(photo: RoomPhoto, items: Placed[]): Promise<Blob> {
  const [background, ...cutouts] = await Promise.all([loadImage(photo.url), ...items.map((item) => loadImage(item.src))]);
  const canvas = document.createElement('canvas');
  canvas.width = photo.width;
  canvas.height = photo.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the picture.');
  context.drawImage(background!, 0, 0, photo.width, photo.height);
  items.forEach((item, index) => {
    const box = boxOf(item, photo.width, photo.height);
    context.save();
    context.translate(box.left + box.width / 2, box.top + box.height / 2);
    if (item.flipped) context.scale(-1, 1);
    context.drawImage(cutouts[index]!, -box.width / 2, -box.height / 2, box.width, box.height);
    context.restore();
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made.'))), 'image/jpeg', 0.9),
  );
}

interface Drag {
  key: string;
  /** Pointer positions in px, by pointer id. */
  pointers: Map<number, { x: number; y: number }>;
}

const distance = (points: { x: number; y: number }[]) => Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y);
const middle = (points: { x: number; y: number }[]) => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});

/**
 * 'Try in my room': the user's room photo with the board's cutouts on it. A cutout is dragged by mouse or one finger,
 * scaled by two fingers or the wheel, and every action also has a button (and a key) for the selected cutout. 'Save as
 * board picture' draws it all on a canvas and sends it as the board's picture (source room-photo).
 */
export function RoomCompositor({ boardId, cutouts, roomPhoto, onPicture, onClose }: RoomCompositorProps) {
  const headingId = useId();
  const [photo, setPhoto] = useState<RoomPhoto | null>(roomPhoto);
  const [composition, setComposition] = useState<Composition>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const drag = useRef<Drag | null>(null);
  const nextKey = useRef(1);
  const failed = { onFailure: (failure: Error) => setError(message(failure)) };
  const uploadPhoto = useUploadRoomPhoto(boardId, failed);
  const uploadPicture = useUploadBoardPicture(boardId, onPicture, failed);
  const selected = composition.items.find((item) => item.key === composition.selected) ?? null;
  const busy = uploadPhoto.isPending || saving;

  const update = (next: (c: Composition) => Composition) => setComposition(next);

  function choosePhoto(file: File | undefined) {
    if (!file) return;
    setError(null);
    uploadPhoto.mutate(file, {
      onSuccess: ({ room_photo }) => setPhoto(room_photo),
      onSettled: () => {
        if (fileRef.current) fileRef.current.value = '';
      },
    });
  }

  async function add(cutout: BoardCutout) {
    try {
      const image = await loadImage(cutout.url);
      const aspect = image.naturalWidth ? image.naturalHeight / image.naturalWidth : 1;
      const key = `c${nextKey.current++}`;
      update((c) => addCutout(c, { productId: cutout.productId, title: cutout.title, src: cutout.url, aspect }, key));
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
      picture = await compose(photo, composition.items);
    } catch (failure) {
      setSaving(false);
      return setError(message(failure));
    }
    uploadPicture.mutate(
      { picture, source: 'room-photo' },
      { onSuccess: () => notify(SAVED_AS_PICTURE, 'success'), onSettled: () => setSaving(false) },
    );
  }

  /** Pixels on the stage to fractions of the photo. */
  const fraction = () => {
    const rect = stageRef.current?.getBoundingClientRect();
    return { w: rect?.width || 1, h: rect?.height || 1 };
  };

  function onCutoutPointerDown(event: PointerEvent<HTMLButtonElement>, key: string) {
    event.preventDefault();
    stageRef.current?.setPointerCapture(event.pointerId);
    if (drag.current?.key !== key) drag.current = { key, pointers: new Map() };
    drag.current.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    setComposition((c) => select(c, key));
    event.currentTarget.focus();
  }

  function onStagePointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    const before = current?.pointers.get(event.pointerId);
    if (!current || !before) return;
    const points = [...current.pointers.values()];
    const after = new Map(current.pointers).set(event.pointerId, { x: event.clientX, y: event.clientY });
    const moved = [...after.values()];
    const { w, h } = fraction();
    const shift = { x: middle(moved).x - middle(points).x, y: middle(moved).y - middle(points).y };
    const factor = points.length >= 2 ? distance(moved) / Math.max(1, distance(points)) : 1;
    current.pointers = after;
    update((c) => {
      const next = moveBy(c, current.key, shift.x / w, shift.y / h);
      return factor !== 1 ? scaleBy(next, current.key, factor) : next;
    });
  }

  function onStagePointerUp(event: PointerEvent<HTMLDivElement>) {
    drag.current?.pointers.delete(event.pointerId);
    if (drag.current && drag.current.pointers.size === 0) drag.current = null;
  }

  function onCutoutKeyDown(event: KeyboardEvent<HTMLButtonElement>, key: string) {
    const actions: Record<string, (c: Composition) => Composition> = {
      ArrowLeft: (c) => moveBy(c, key, -NUDGE, 0),
      ArrowRight: (c) => moveBy(c, key, NUDGE, 0),
      ArrowUp: (c) => moveBy(c, key, 0, -NUDGE),
      ArrowDown: (c) => moveBy(c, key, 0, NUDGE),
      '+': (c) => scaleBy(c, key, SCALE_STEP),
      '=': (c) => scaleBy(c, key, SCALE_STEP),
      '-': (c) => scaleBy(c, key, 1 / SCALE_STEP),
      f: (c) => flip(c, key),
      PageUp: (c) => restack(c, key, 1),
      PageDown: (c) => restack(c, key, -1),
      Delete: (c) => removeCutout(c, key),
      Backspace: (c) => removeCutout(c, key),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    update(action);
  }

  const placedCount = composition.items.length;

  return (
    <section className={styles.compositor} aria-labelledby={headingId}>
      <header className={styles.head}>
        <div>
          <h2 id={headingId} className={styles.title}>
            Try in my room
          </h2>
          <p className={styles.lede}>
            {photo
              ? 'Add pieces from this board, then drag them into place. Pinch or use the buttons to size them.'
              : 'Upload a photo of your room (JPEG, PNG or HEIC from your phone, up to 15 MB) and place this board’s pieces in it.'}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </header>

      <div className={styles.fileRow}>
        <label className={styles.fileLabel}>
          <span className={styles.fileButton}>
            {uploadPhoto.isPending ? 'Uploading your photo…' : photo ? 'Choose another photo' : 'Choose a photo of your room'}
          </span>
          <input
            ref={fileRef}
            type="file"
            accept={PHOTO_ACCEPT}
            className={styles.fileInput}
            disabled={busy}
            onChange={(event) => void choosePhoto(event.target.files?.[0])}
          />
        </label>
      </div>

      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}

      {photo ? (
        <>
          <div className={styles.stageWrap}>
            <div
              ref={stageRef}
              className={styles.stage}
              style={{ aspectRatio: `${photo.width} / ${photo.height}`, width: `min(100%, calc(70vh * ${photo.width / photo.height}))` }}
              data-testid="room-stage"
              onPointerMove={onStagePointerMove}
              onPointerUp={onStagePointerUp}
              onPointerCancel={onStagePointerUp}
              onPointerDown={(event) => {
                // A second finger anywhere on the photo pinches the piece the first one holds.
                if (drag.current) {
                  event.currentTarget.setPointerCapture(event.pointerId);
                  drag.current.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
                } else if (event.target === event.currentTarget || event.target instanceof HTMLImageElement) {
                  setComposition((c) => select(c, null));
                }
              }}
              onWheel={(event) => {
                if (!selected) return;
                update((c) => scaleBy(c, selected.key, event.deltaY < 0 ? SCALE_STEP : 1 / SCALE_STEP));
              }}
            >
              <img src={photo.url} alt="Your room" className={styles.photo} draggable={false} />
              {composition.items.map((item) => (
                <button
                  key={item.key}
                  type="button"
                  className={styles.cutout}
                  data-key={item.key}
                  data-x={item.x.toFixed(4)}
                  data-y={item.y.toFixed(4)}
                  data-width={item.width.toFixed(4)}
                  data-flipped={item.flipped}
                  aria-pressed={item.key === composition.selected}
                  aria-label={`${item.title} on the photo. Arrow keys move it, plus and minus size it.`}
                  style={{
                    left: `${(item.x - item.width / 2) * 100}%`,
                    top: `${item.y * 100}%`,
                    width: `${item.width * 100}%`,
                    transform: `translateY(-50%)${item.flipped ? ' scaleX(-1)' : ''}`,
                  }}
                  onPointerDown={(event) => onCutoutPointerDown(event, item.key)}
                  onKeyDown={(event) => onCutoutKeyDown(event, item.key)}
                >
                  <img src={item.src} alt="" draggable={false} />
                </button>
              ))}
            </div>
          </div>

          <div className={styles.toolbar} role="toolbar" aria-label={selected ? `Selected: ${selected.title}` : 'Selected piece'}>
            <p className={styles.selection}>{selected ? selected.title : placedCount ? 'Select a piece on the photo' : 'No pieces yet'}</p>
            <div className={styles.tools}>
              <Button
                variant="secondary"
                size="sm"
                disabled={!selected}
                onClick={() => selected && update((c) => scaleBy(c, selected.key, 1 / SCALE_STEP))}
              >
                Smaller
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={!selected}
                onClick={() => selected && update((c) => scaleBy(c, selected.key, SCALE_STEP))}
              >
                Larger
              </Button>
              <Button variant="secondary" size="sm" disabled={!selected} onClick={() => selected && update((c) => flip(c, selected.key))}>
                Flip
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={!selected || !canMove(composition, selected.key, 1)}
                onClick={() => selected && update((c) => restack(c, selected.key, 1))}
              >
                Bring forward
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={!selected || !canMove(composition, selected.key, -1)}
                onClick={() => selected && update((c) => restack(c, selected.key, -1))}
              >
                Send back
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={!selected}
                onClick={() => selected && update((c) => removeCutout(c, selected.key))}
              >
                Remove
              </Button>
            </div>
          </div>

          <div className={styles.tray}>
            <h3 className={styles.trayTitle}>This board’s pieces</h3>
            {cutouts.length ? (
              <ul className={styles.trayList}>
                {cutouts.map((cutout) => (
                  <li key={cutout.productId}>
                    <button type="button" className={styles.trayItem} onClick={() => void add(cutout)} disabled={busy}>
                      <img src={cutout.url} alt="" loading="lazy" />
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

          <div className={styles.actions}>
            <Button onClick={() => void save()} disabled={busy || !placedCount}>
              {saving ? 'Saving…' : 'Save as board picture'}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
