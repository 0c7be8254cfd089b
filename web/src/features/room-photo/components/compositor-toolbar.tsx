import { Button } from '../../../components/ui/button';
import { canMove, flip, removeCutout, restack, scaleBy, SCALE_STEP, type Composition } from '../model/composition';
import styles from './room-compositor.module.css';

interface CompositorToolbarProps {
  composition: Composition;
  update: (change: (c: Composition) => Composition) => void;
}

/** A button for each thing the selected piece can do (the same as its keys and gestures). */
export function CompositorToolbar({ composition, update }: CompositorToolbarProps) {
  const selected = composition.items.find((item) => item.key === composition.selected) ?? null;
  const key = selected?.key;
  const tools: { label: string; change: (c: Composition, key: string) => Composition; enabled?: boolean; ghost?: boolean }[] = [
    { label: 'Smaller', change: (c, k) => scaleBy(c, k, 1 / SCALE_STEP) },
    { label: 'Larger', change: (c, k) => scaleBy(c, k, SCALE_STEP) },
    { label: 'Flip', change: (c, k) => flip(c, k) },
    { label: 'Bring forward', change: (c, k) => restack(c, k, 1), enabled: key !== undefined && canMove(composition, key, 1) },
    { label: 'Send back', change: (c, k) => restack(c, k, -1), enabled: key !== undefined && canMove(composition, key, -1) },
    { label: 'Remove', change: (c, k) => removeCutout(c, k), ghost: true },
  ];
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={selected ? `Selected: ${selected.title}` : 'Selected piece'}>
      <p className={styles.selection}>
        {selected ? selected.title : composition.items.length ? 'Select a piece on the photo' : 'No pieces yet'}
      </p>
      <div className={styles.tools}>
        {tools.map(({ label, change, enabled = true, ghost }) => (
          <Button
            key={label}
            variant={ghost ? 'ghost' : 'secondary'}
            size="sm"
            disabled={key === undefined || !enabled}
            onClick={() => key !== undefined && update((c) => change(c, key))}
          >
            {label}
          </Button>
        ))}
      </div>
    </div>
  );
}
