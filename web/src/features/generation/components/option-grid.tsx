import { IconCheck } from '../../../components/ui/icons';
import styles from '../routes/generation.module.css';

interface OptionGridProps {
  /** Names the group for assistive tech (the step's question). */
  label: string;
  options: readonly string[];
  chosen?: string | null;
  onChoose: (option: string, index: number) => void;
}

/** Four single-choice option buttons; the chosen one is pressed. */
export function OptionGrid({ label, options, chosen, onChoose }: OptionGridProps) {
  return (
    <div className={styles.options} role="group" aria-label={label}>
      {options.map((option, index) => {
        const pressed = option === chosen;
        return (
          <button
            key={option}
            type="button"
            className={[styles.option, pressed ? styles.optionChosen : ''].filter(Boolean).join(' ')}
            aria-pressed={pressed}
            onClick={() => onChoose(option, index)}
          >
            <span className={styles.optionNumber} aria-hidden="true">
              {pressed ? <IconCheck size={16} /> : String(index + 1).padStart(2, '0')}
            </span>
            <span className={styles.optionLabel}>{option}</span>
          </button>
        );
      })}
    </div>
  );
}
