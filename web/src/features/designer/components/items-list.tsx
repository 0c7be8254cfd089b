import { commands, type DesignerCommand, ROTATION_INTERVAL_MS } from '../model/commands';
import { type DesignerItem, type DesignerState, isAccessory } from '../model/designer-state';
import { symbolColours } from '../../../components/ui/plan-colours';
import { formatNumber, formatSize, type LengthUnit } from '@room/units';
import { RemoveIcon, RotateIcon } from './icons';
import styles from './room-designer.module.css';
import { useHoldRepeat } from './use-hold-repeat';

interface ItemsListProps {
  state: DesignerState;
  dispatch: (command: DesignerCommand) => void;
  unit: LengthUnit;
  overlapping: ReadonlySet<string>;
  /** Items standing in a door's swing. */
  inSwing?: ReadonlySet<string>;
  outside: ReadonlySet<string>;
  readOnly: boolean;
}

export function ItemsList({ state, dispatch, unit, overlapping, inSwing, outside, readOnly }: ItemsListProps) {
  const headingId = 'designer-items-heading';
  const accessories = state.items.filter(isAccessory);
  const floor = state.items.filter((item) => !isAccessory(item));
  return (
    <section className={styles.items} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        Items
      </h3>
      {floor.length === 0 ? <p className={styles.muted}>No items on this board.</p> : null}
      <ul className={styles.itemList}>
        {floor.map((item) => (
          <ItemRow
            key={item.id}
            item={item}
            state={state}
            dispatch={dispatch}
            unit={unit}
            warning={
              outside.has(item.id)
                ? 'Does not fit this room shape'
                : overlapping.has(item.id)
                  ? 'Overlaps another item'
                  : inSwing?.has(item.id)
                    ? "In a door's swing"
                    : null
            }
            readOnly={readOnly}
          />
        ))}
      </ul>
      {accessories.length ? <Accessories items={accessories} /> : null}
    </section>
  );
}

/** Accessories do not stand on the floor: they dress the bed, the walls or the table, so they are listed, not placed. */
function Accessories({ items }: { items: DesignerItem[] }) {
  return (
    <div className={styles.accessories} data-testid="designer-accessories">
      <h4 className={styles.subheading}>Accessories</h4>
      <p className={styles.muted}>Not placed on the plan: they dress the bed, the walls or the table.</p>
      <ul className={styles.accessoryList}>
        {items.map((item) => (
          <li key={item.id} className={styles.accessory}>
            <span className={styles.swatch} style={{ background: symbolColours(item.colour).fill }} aria-hidden="true" />
            {item.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ItemRowProps {
  item: DesignerItem;
  state: DesignerState;
  dispatch: (command: DesignerCommand) => void;
  unit: LengthUnit;
  warning: string | null;
  readOnly: boolean;
}

function ItemRow({ item, state, dispatch, unit, warning, readOnly }: ItemRowProps) {
  const selected = state.selectedId === item.id;
  const rotation = state.layout.placements[item.id]?.rotation ?? 0;
  const turn = (command: DesignerCommand) => {
    dispatch(commands.select(item.id));
    dispatch(command);
  };
  const left = useHoldRepeat((gesture) => turn(commands.rotateLeft(item.id, gesture)), ROTATION_INTERVAL_MS, readOnly);
  const right = useHoldRepeat((gesture) => turn(commands.rotateRight(item.id, gesture)), ROTATION_INTERVAL_MS, readOnly);
  const size = formatSize(item.width, item.length, unit);
  const onPlan = state.layout.placements[item.id] !== undefined;
  if (!onPlan) {
    return (
      <li className={[styles.itemRow, styles.itemRowOff].join(' ')} data-item-id={item.id} data-off-plan="true">
        <span className={styles.itemText}>
          <span className={styles.itemTitle}>{item.name}</span>
          <span className={styles.itemSize}>Not on the plan · {size}</span>
        </span>
        {readOnly ? null : (
          <button
            type="button"
            className={styles.putBack}
            aria-label={`Put ${item.name} back on the plan`}
            onClick={() => dispatch(commands.restore(item.id))}
          >
            Put back
          </button>
        )}
      </li>
    );
  }
  return (
    <li className={[styles.itemRow, selected ? styles.itemRowSelected : ''].filter(Boolean).join(' ')} data-item-id={item.id}>
      {readOnly ? (
        <span className={styles.itemText}>
          <span className={styles.itemTitle}>{item.name}</span>
          <span className={styles.itemSize}>{size}</span>
        </span>
      ) : (
        <button
          type="button"
          className={styles.itemText}
          aria-pressed={selected}
          aria-label={`Select ${item.name}, ${size}`}
          onClick={() => dispatch(commands.select(item.id))}
        >
          <span className={styles.itemTitle}>{item.name}</span>
          <span className={styles.itemSize}>{size}</span>
        </button>
      )}
      <span className={styles.angle} data-testid="item-rotation" aria-label={`${item.name} rotation`}>
        {formatNumber(rotation)}°
      </span>
      {readOnly ? null : (
        <span className={styles.rotateControls}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={`Rotate ${item.name} left`}
            title="Rotate left (hold to keep turning)"
            {...left}
          >
            <RotateIcon direction="left" />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={`Rotate ${item.name} right`}
            title="Rotate right (hold to keep turning)"
            {...right}
          >
            <RotateIcon direction="right" />
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={`Remove ${item.name} from the plan`}
            title="Remove from the plan (Delete)"
            onClick={() => dispatch(commands.remove(item.id))}
          >
            <RemoveIcon />
          </button>
        </span>
      )}
      {warning ? <span className={styles.itemWarning}>{warning}</span> : null}
    </li>
  );
}
