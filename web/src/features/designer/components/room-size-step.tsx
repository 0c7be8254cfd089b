import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { Button } from '../../../components/ui/button';
import { checkRoomFits, type ItemSize } from '../model/fit';
import { cm, type Cm, formatNumber } from '@room/units';
import styles from './room-designer.module.css';

interface RoomSizeStepProps {
  width: Cm;
  length: Cm;
  items: readonly ItemSize[];
  /** One line on why the room starts larger than 200 x 200. */
  note?: string | null;
  onNext: (width: Cm, length: Cm) => void;
}

const unitTag = (
  <span className={styles.unitTag} aria-hidden="true">
    cm
  </span>
);

const NUMBER = /^\d{0,5}(\.\d?)?$/;
const MAX_SIDE = 10_000;

/** Step 1: the room's width and length in cm; Next goes on only when the furniture fits. */
export function RoomSizeStep({ width, length, items, note, onNext }: RoomSizeStepProps) {
  const [values, setValues] = useState({ width: formatNumber(width), length: formatNumber(length) });
  const [error, setError] = useState<string | null>(null);

  const change = (field: 'width' | 'length') => (event: { target: { value: string } }) => {
    const value = event.target.value.trim();
    if (!NUMBER.test(value)) return;
    setValues((previous) => ({ ...previous, [field]: value }));
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const w = Number(values.width);
    const l = Number(values.length);
    if (!(w > 0 && l > 0)) return setError('Enter the room width and length in cm.');
    if (w > MAX_SIDE || l > MAX_SIDE) return setError(`A room side can be at most ${MAX_SIDE} cm.`);
    const fit = checkRoomFits({ width: cm(w), length: cm(l) }, items);
    if (!fit.fits) return setError(fit.message);
    onNext(cm(w), cm(l));
  };

  return (
    <form className={styles.sizeForm} onSubmit={submit} noValidate>
      <p className={styles.muted}>Measure the room wall to wall, in centimetres.</p>
      {note ? (
        <p className={styles.sizeNote} data-testid="room-size-note">
          {note}
        </p>
      ) : null}
      <div className={styles.sizeFields}>
        <TextField
          label="Room Width"
          name="room-width"
          inputMode="decimal"
          autoComplete="off"
          value={values.width}
          onChange={change('width')}
          adornment={unitTag}
        />
        <TextField
          label="Room Length"
          name="room-length"
          inputMode="decimal"
          autoComplete="off"
          value={values.length}
          onChange={change('length')}
          adornment={unitTag}
        />
      </div>
      {error ? (
        <p className={styles.error} role="alert" id="room-size-error">
          {error}
        </p>
      ) : null}
      <Button type="submit">Next</Button>
    </form>
  );
}
