import type { RoomShapeId } from '@contracts/designer';
import { ROOM_SHAPES, THUMBNAIL_VIEW_BOX } from '@room/room-shapes';
import styles from './room-designer.module.css';

interface ShapePickerProps {
  value: RoomShapeId;
  onChange: (shape: RoomShapeId) => void;
  disabled: boolean;
}

/** The six room shapes as a radio group of thumbnails: the outer border drawn around the inner floor. */
export function ShapePicker({ value, onChange, disabled }: ShapePickerProps) {
  return (
    <fieldset className={styles.shapes} disabled={disabled}>
      <legend className={styles.subheading}>Room shape</legend>
      <div className={styles.shapeGrid}>
        {ROOM_SHAPES.map((shape) => (
          <label key={shape.id} className={styles.shapeOption} data-shape={shape.id}>
            <input
              type="radio"
              name="room-shape"
              className={styles.shapeInput}
              value={shape.id}
              checked={value === shape.id}
              onChange={() => onChange(shape.id)}
            />
            <svg viewBox={THUMBNAIL_VIEW_BOX} width="48" height="48" aria-hidden="true" focusable="false">
              <path className={styles.thumbWall} d={`${shape.thumbnail.outer} ${shape.thumbnail.inner}`} fillRule="evenodd" />
              <path className={styles.thumbFloor} d={shape.thumbnail.inner} />
            </svg>
            <span className={styles.shapeLabel}>{shape.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
