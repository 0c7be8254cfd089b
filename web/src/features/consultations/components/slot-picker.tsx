import { useMemo, useState } from 'react';
import styles from './consultations.module.css';
import { dayKey, dayLabel, dayNumber, fullDayLabel, monthLabel, timeLabel, weekdayLabel, zoneLabel } from './time';

interface SlotPickerProps {
  slots: string[];
  zone: string;
  value: string | null;
  onChange: (slot: string) => void;
}

/** The free slots by day: the days as chips, then that day's times, all in the viewer's zone (named under them). */
export function SlotPicker({ slots, zone, value, onChange }: SlotPickerProps) {
  const days = useMemo(() => {
    const byDay = new Map<string, string[]>();
    for (const slot of slots) {
      const key = dayKey(slot, zone);
      byDay.set(key, [...(byDay.get(key) ?? []), slot]);
    }
    return [...byDay.entries()];
  }, [slots, zone]);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const day = days.find(([key]) => key === chosenDay) ?? days[0];
  if (!day) return <p className={styles.muted}>No free slots in the next 14 days.</p>;

  return (
    <div className={styles.picker}>
      <div className={styles.dayGrid} role="group" aria-label="Day">
        {days.map(([key, daySlots]) => (
          <button key={key} type="button" className={styles.dayChip} aria-pressed={key === day[0]} onClick={() => setChosenDay(key)}>
            {/* Read as 'Thu 26 Nov': the visible words first, then the month for screen readers. */}
            <span className={styles.dayName}>{weekdayLabel(daySlots[0]!, zone)}</span>{' '}
            <span className={styles.dayNumber}>{dayNumber(daySlots[0]!, zone)}</span>
            <span className="visually-hidden"> {monthLabel(daySlots[0]!, zone)}</span>
          </button>
        ))}
      </div>
      <p className={styles.chosenDay}>{fullDayLabel(day[1][0]!, zone)}</p>
      <div className={styles.times} role="group" aria-label={`Times on ${dayLabel(day[1][0]!, zone)}`}>
        {day[1].map((slot) => (
          <button key={slot} type="button" className={styles.time} aria-pressed={slot === value} onClick={() => onChange(slot)}>
            {timeLabel(slot, zone)}
          </button>
        ))}
      </div>
      <p className={styles.zone}>Times in your zone: {zoneLabel(zone)}</p>
    </div>
  );
}
