import { ROOM_FUNCTIONS, ROOM_SIZES, ROOM_STYLES, type RoomFunction, type RoomStyle } from '@contracts/choices';
import { ROOM_SHAPE_IDS, type RoomShapeId } from '@contracts/designer';
import type { BriefOptions, Project, ProjectBriefInput } from '@contracts/projects';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SHAPE_NAMES } from '../model/room-shapes';
import { useLeaveGuard, useServerDraft } from '../../../lib/use-server-draft';
import styles from './projects.module.css';

interface Room {
  function: RoomFunction;
  size: string;
  style: RoomStyle;
}

const STEPS = ['Rooms', 'Your room', 'Budget and notes'] as const;

/** Single-choice buttons with the wizard's words (contracts/choices.ts); the pressed one is chosen. */
function Choices({
  label,
  options,
  chosen,
  onChoose,
}: {
  label: string;
  options: readonly string[];
  chosen: string;
  onChoose: (option: string) => void;
}) {
  return (
    <div className={styles.choices} role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option} type="button" className={styles.choice} aria-pressed={option === chosen} onClick={() => onChoose(option)}>
          {option}
        </button>
      ))}
    </div>
  );
}

/** Boards offered as checkboxes (room photos, liked boards). */
function BoardPicks({
  legend,
  boards,
  picked,
  onToggle,
  empty,
}: {
  legend: string;
  boards: BriefOptions['photoBoards'];
  picked: string[];
  onToggle: (id: string) => void;
  empty: string;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      {boards.length ? (
        <ul className={styles.picks}>
          {boards.map((board) => (
            <li key={board.id}>
              <label className={styles.pick}>
                <input type="checkbox" checked={picked.includes(board.id)} onChange={() => onToggle(board.id)} />
                {board.imageUrl ? <img src={board.imageUrl} alt="" width={96} height={72} loading="lazy" /> : null}
                <span>{board.title || 'Untitled board'}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{empty}</p>
      )}
    </fieldset>
  );
}

/** What the brief form holds, kept as the member's draft (`drafts/{uid}_brief_new`) until it is sent. */
interface BriefDraft {
  rooms: Room[];
  width: string;
  length: string;
  shape: RoomShapeId;
  photos: string[];
  liked: string[];
  budget: string;
  notes: string;
}

const EMPTY_BRIEF: BriefDraft = {
  rooms: [{ function: 'Sleep', size: ROOM_SIZES.Sleep[0], style: ROOM_STYLES[0] }],
  width: '',
  length: '',
  shape: 'rectangular',
  photos: [],
  liked: [],
  budget: '',
  notes: '',
};

/**
 * The brief in three steps: the rooms (function, size and style, the wizard's choices), the room itself (measurements
 * and shape as the room designer keeps them, and room photos from the member's boards), then budget, liked boards and
 * notes. The server checks everything again and answers the allowance.
 */
export function BriefForm({
  options,
  onSend,
  onSent,
  sending,
  error,
}: {
  options: BriefOptions | undefined;
  /** Resolves the project once the server made it (nothing when it refused). */
  onSend: (brief: ProjectBriefInput) => Promise<Project | void>;
  onSent?: (project: Project) => void;
  sending: boolean;
  error: string | null;
}) {
  const [step, setStep] = useState(0);
  const draft = useServerDraft<BriefDraft>('brief', 'new', EMPTY_BRIEF);
  useLeaveGuard(draft);
  const { rooms, width, length, shape, photos, liked, budget, notes } = draft.value;
  const field =
    <K extends keyof BriefDraft>(key: K) =>
    (next: BriefDraft[K] | ((previous: BriefDraft[K]) => BriefDraft[K])) =>
      draft.setValue((value) => ({
        ...value,
        [key]: typeof next === 'function' ? (next as (previous: BriefDraft[K]) => BriefDraft[K])(value[key]) : next,
      }));
  const setRooms = field('rooms');
  const setWidth = field('width');
  const setLength = field('length');
  const setShape = field('shape');
  const setPhotos = field('photos');
  const setLiked = field('liked');
  const setBudget = field('budget');
  const setNotes = field('notes');

  const change = (n: number, room: Partial<Room>) => setRooms((all) => all.map((each, at) => (at === n ? { ...each, ...room } : each)));
  const toggle = (list: string[], set: (next: string[]) => void) => (id: string) =>
    set(list.includes(id) ? list.filter((each) => each !== id) : [...list, id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step < STEPS.length - 1) return setStep(step + 1);
    const measured = Number(width) > 0 && Number(length) > 0;
    void onSend({
      rooms,
      layout: measured ? { width: Number(width), length: Number(length), shape, items: [] } : null,
      photoBoardIds: photos,
      likedBoardIds: liked,
      budgetUsd: Number(budget),
      notes,
    }).then(async (project) => {
      if (!project) return;
      // Sent: the draft goes before the page moves on to the project.
      await draft.clear();
      onSent?.(project);
    });
  };

  if (draft.status === 'loading') return <p role="status">Loading your brief…</p>;
  return (
    <form className={styles.form} onSubmit={submit} aria-label="Your design brief">
      <ol className={styles.stepper} aria-label="Brief steps">
        {STEPS.map((name, n) => (
          <li key={name} aria-current={n === step ? 'step' : undefined} className={n <= step ? styles.stepperDone : ''}>
            <span aria-hidden="true">{n + 1}</span> {name}
          </li>
        ))}
      </ol>

      {step === 0 ? (
        <div className={styles.stepBody}>
          {rooms.map((room, n) => (
            <fieldset key={n} className={styles.fieldset}>
              <legend>{rooms.length > 1 ? `Room ${n + 1}` : 'The room'}</legend>
              <p className={styles.label}>What is it for?</p>
              <Choices
                label="Room function"
                options={ROOM_FUNCTIONS}
                chosen={room.function}
                onChoose={(option) => change(n, { function: option as RoomFunction, size: ROOM_SIZES[option as RoomFunction][0] })}
              />
              <p className={styles.label}>Size</p>
              <Choices label="Room size" options={ROOM_SIZES[room.function]} chosen={room.size} onChoose={(size) => change(n, { size })} />
              <p className={styles.label}>Style</p>
              <Choices
                label="Room style"
                options={ROOM_STYLES}
                chosen={room.style}
                onChoose={(style) => change(n, { style: style as RoomStyle })}
              />
              {rooms.length > 1 ? (
                <Button variant="ghost" size="sm" onClick={() => setRooms(rooms.filter((_, at) => at !== n))}>
                  Remove this room
                </Button>
              ) : null}
            </fieldset>
          ))}
          {rooms.length < 4 ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setRooms([...rooms, { function: 'Sleep', size: ROOM_SIZES.Sleep[0], style: ROOM_STYLES[0] }])}
            >
              Add another room
            </Button>
          ) : null}
        </div>
      ) : null}

      {step === 1 ? (
        <div className={styles.stepBody}>
          <fieldset className={styles.fieldset}>
            <legend>Measurements and shape</legend>
            <div className={styles.row}>
              <label className={styles.field}>
                Width (cm)
                <input inputMode="numeric" value={width} onChange={(event) => setWidth(event.target.value)} />
              </label>
              <label className={styles.field}>
                Length (cm)
                <input inputMode="numeric" value={length} onChange={(event) => setLength(event.target.value)} />
              </label>
              <label className={styles.field}>
                Shape
                <select value={shape} onChange={(event) => setShape(event.target.value as RoomShapeId)}>
                  {ROOM_SHAPE_IDS.map((id) => (
                    <option key={id} value={id}>
                      {SHAPE_NAMES[id]}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </fieldset>
          <BoardPicks
            legend="Room photos"
            boards={options?.photoBoards ?? []}
            picked={photos}
            onToggle={toggle(photos, setPhotos)}
            empty="Upload a photo of your room with 'Try in my room' on one of your boards, and it shows here."
          />
        </div>
      ) : null}

      {step === 2 ? (
        <div className={styles.stepBody}>
          <label className={styles.field}>
            Budget (US dollars)
            <input inputMode="numeric" value={budget} onChange={(event) => setBudget(event.target.value)} placeholder="4000" />
          </label>
          <BoardPicks
            legend="Boards you liked"
            boards={options?.likedBoards ?? []}
            picked={liked}
            onToggle={toggle(liked, setLiked)}
            empty="Like boards in Inspirations and they show here for your designer."
          />
          <label className={styles.field}>
            Notes for your designer
            <textarea rows={4} value={notes} onChange={(event) => setNotes(event.target.value)} maxLength={2000} />
          </label>
        </div>
      ) : null}

      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        {step > 0 ? (
          <Button variant="ghost" onClick={() => setStep(step - 1)}>
            Back
          </Button>
        ) : null}
        <Button type="submit" disabled={sending}>
          {step < STEPS.length - 1 ? 'Next' : sending ? 'Sending…' : 'Send the brief'}
        </Button>
      </div>
    </form>
  );
}
