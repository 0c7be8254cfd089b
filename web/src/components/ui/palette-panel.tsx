import type { PaletteColour } from '@contracts/catalogue';
import styles from './palette-panel.module.css';

/** A board's palette: its colours as chips with their name and hex code. */
export function PalettePanel({ swatches }: { swatches: readonly PaletteColour[] }) {
  return (
    <aside className={styles.palette} aria-labelledby="palette-title">
      <h2 id="palette-title" className={styles.title}>
        Palette
      </h2>
      <ul className={styles.swatches} data-testid="palette">
        {swatches.map((colour) => (
          <li key={colour.hex} className={styles.swatch} title={colour.name === colour.hex ? colour.hex : `${colour.name} ${colour.hex}`}>
            <span className={styles.chip} style={{ background: colour.hex }} aria-hidden="true" />
            <span className={styles.swatchText}>
              <span className={styles.swatchName}>{colour.name}</span>
              <span className={styles.swatchHex}>{colour.hex}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
