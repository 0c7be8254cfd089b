import type { AvailabilityForm } from '@contracts/designers';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useSaveAvailability } from '../api/availability';
import styles from './consultations.module.css';
import { viewerZone } from './time';

const WEEKDAYS = [
  ['1', 'Monday'],
  ['2', 'Tuesday'],
  ['3', 'Wednesday'],
  ['4', 'Thursday'],
  ['5', 'Friday'],
  ['6', 'Saturday'],
  ['7', 'Sunday'],
] as const;

const ZONES: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

export const DEFAULT_AVAILABILITY = (): AvailabilityForm => ({
  timeZone: viewerZone(),
  slotMinutes: 60,
  bufferMinutes: 15,
  weekly: Object.fromEntries(['1', '2', '3', '4', '5'].map((day) => [day, [{ start: '09:00', end: '17:00' }]])),
  daysOff: [],
});

/** The designer's weekly hours (one window a day, in their own zone), slot length, buffer and days off. */
export function AvailabilityEditor({ initial }: { initial: AvailabilityForm }) {
  const [form, setForm] = useState(initial);
  const [dayOff, setDayOff] = useState('');
  const save = useSaveAvailability();
  const set = (change: Partial<AvailabilityForm>) => setForm((current) => ({ ...current, ...change }));
  const setDay = (day: (typeof WEEKDAYS)[number][0], window: { start: string; end: string } | null) =>
    set({ weekly: { ...form.weekly, [day]: window ? [window] : [] } });

  return (
    <form
      className={styles.form}
      aria-label="Availability"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(form);
      }}
    >
      <div className={styles.fieldRow}>
        <label className={styles.field}>
          <span className={styles.label}>Time zone</span>
          <select className={styles.control} value={form.timeZone} onChange={(event) => set({ timeZone: event.target.value })}>
            {(ZONES.includes(form.timeZone) ? ZONES : [form.timeZone, ...ZONES]).map((zone) => (
              <option key={zone}>{zone}</option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.label}>Slot length</span>
          <select
            className={styles.control}
            value={form.slotMinutes}
            onChange={(event) => set({ slotMinutes: Number(event.target.value) as AvailabilityForm['slotMinutes'] })}
          >
            <option value={30}>30 minutes</option>
            <option value={45}>45 minutes</option>
            <option value={60}>60 minutes</option>
          </select>
        </label>
        <label className={styles.field}>
          <span className={styles.label}>Buffer (minutes)</span>
          <input
            className={styles.control}
            type="number"
            min={0}
            max={120}
            step={5}
            value={form.bufferMinutes}
            onChange={(event) => set({ bufferMinutes: Number(event.target.value) })}
          />
        </label>
      </div>

      <fieldset className={styles.week}>
        <legend className={styles.label}>Weekly hours</legend>
        {WEEKDAYS.map(([day, name]) => {
          const window = form.weekly[day]?.[0] ?? null;
          return (
            <div key={day} className={styles.weekday}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={Boolean(window)}
                  onChange={(event) => setDay(day, event.target.checked ? { start: '09:00', end: '17:00' } : null)}
                />
                {name}
              </label>
              {window ? (
                <span className={styles.hours}>
                  <input
                    aria-label={`${name} from`}
                    className={styles.control}
                    type="time"
                    value={window.start}
                    onChange={(event) => setDay(day, { ...window, start: event.target.value })}
                  />
                  <span aria-hidden="true">–</span>
                  <input
                    aria-label={`${name} until`}
                    className={styles.control}
                    type="time"
                    value={window.end}
                    onChange={(event) => setDay(day, { ...window, end: event.target.value })}
                  />
                </span>
              ) : (
                <span className={styles.muted}>Not available</span>
              )}
            </div>
          );
        })}
      </fieldset>

      <div className={styles.field}>
        <span className={styles.label}>Days off</span>
        <div className={styles.inline}>
          <input
            aria-label="Day off"
            className={styles.control}
            type="date"
            value={dayOff}
            onChange={(event) => setDayOff(event.target.value)}
          />
          <Button
            size="sm"
            variant="secondary"
            disabled={!dayOff || form.daysOff.includes(dayOff)}
            onClick={() => {
              set({ daysOff: [...form.daysOff, dayOff].sort() });
              setDayOff('');
            }}
          >
            Add day off
          </Button>
        </div>
        {form.daysOff.length ? (
          <ul className={styles.days} aria-label="Days off">
            {form.daysOff.map((day) => (
              <li key={day}>
                <button type="button" className={styles.chip} onClick={() => set({ daysOff: form.daysOff.filter((d) => d !== day) })}>
                  {day} <span aria-hidden="true">×</span>
                  <span className="visually-hidden">(remove)</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {save.error ? (
        <p role="alert" className={styles.error}>
          {save.error.message}
        </p>
      ) : save.isSuccess ? (
        <p role="status" className={styles.success}>
          Availability saved. Members see your free slots in their own time zone.
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save availability'}
      </Button>
    </form>
  );
}
