import { type PointerEvent, useId, useRef } from 'react';
import { commands, type DesignerCommand } from '../model/commands';
import type { DesignerItem, DesignerState } from '../model/designer-state';
import { polygonPath } from '@contracts/room/geometry';
import { roomBorder, roomOutline } from '@contracts/room/room-shapes';
import { cm, formatLength, formatNumber, type LengthUnit, px, type Px, roomPoint, type RoomPoint } from '@contracts/room/units';
import { fitViewport, pxToCm, roomOrigin, toRoom, type Viewport } from '../model/viewport';
import styles from './room-designer.module.css';

const MARGIN = px(30);
const WALL = px(7);

interface RoomCanvasProps {
  state: DesignerState;
  dispatch: (command: DesignerCommand) => void;
  width: Px;
  unit: LengthUnit;
  overlapping: ReadonlySet<string>;
  outside: ReadonlySet<string>;
  readOnly: boolean;
}

interface Drag {
  id: string;
  pointerId: number;
  grab: { dx: number; dy: number };
  gesture: string;
}

let drags = 0;

/**
 * The room drawn to scale in SVG: walls around the real shape, the floor as the clipping shape,
 * and each item as its cutout image on its footprint. Items are dragged with pointer events
 * (mouse, pen and touch alike); every move goes through the model, which keeps the item inside.
 */
export function RoomCanvas({ state, dispatch, width, unit, overlapping, outside, readOnly }: RoomCanvasProps) {
  const { room } = state.layout;
  const viewport = fitViewport(room, width, px(width * 1.2), MARGIN);
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<Drag | null>(null);
  const idPrefix = `designer${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const clipId = `${idPrefix}-floor`;
  const selected = state.items.find((item) => item.id === state.selectedId);
  const origin = roomOrigin(viewport, room);
  const outline = roomOutline(room.shape, room);
  const border = roomBorder(room.shape, room, pxToCm(viewport, WALL));

  const pointerInRoom = (event: PointerEvent): RoomPoint | null => {
    const svg = svgRef.current;
    if (!svg) return null;
    const box = svg.getBoundingClientRect();
    const ratio = viewport.width / box.width;
    return toRoom(viewport, room, { x: px((event.clientX - box.left) * ratio), y: px((event.clientY - box.top) * ratio) });
  };

  const startDrag = (event: PointerEvent<SVGGElement>, item: DesignerItem) => {
    if (readOnly || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const at = state.layout.placements[item.id];
    const point = pointerInRoom(event);
    if (!at || !point) return;
    event.preventDefault();
    event.currentTarget.focus({ preventScroll: true });
    svgRef.current?.setPointerCapture(event.pointerId);
    drags += 1;
    drag.current = { id: item.id, pointerId: event.pointerId, grab: { dx: at.x - point.x, dy: at.y - point.y }, gesture: `drag-${drags}` };
    dispatch(commands.select(item.id));
  };

  const moveDrag = (event: PointerEvent<SVGSVGElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const point = pointerInRoom(event);
    if (!point) return;
    dispatch(commands.move(current.id, point.x + current.grab.dx, point.y + current.grab.dy, current.gesture));
  };

  const endDrag = (event: PointerEvent<SVGSVGElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

  const roomTransform = `translate(${origin.x} ${origin.y}) scale(${viewport.scale})`;
  const label = (value: number) => formatLength(cm(value), unit);

  return (
    <svg
      ref={svgRef}
      className={[styles.canvas, readOnly ? '' : styles.editable].filter(Boolean).join(' ')}
      width={viewport.width}
      height={viewport.height}
      viewBox={`0 0 ${viewport.width} ${viewport.height}`}
      role="group"
      aria-label={`Room canvas, ${label(room.width)} by ${label(room.length)}`}
      data-room-shape={room.shape}
      data-room-width={room.width}
      data-room-length={room.length}
      onPointerMove={moveDrag}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onLostPointerCapture={endDrag}
      onPointerDown={(event) => {
        if (event.target === event.currentTarget || (event.target as Element).getAttribute('data-floor') !== null)
          dispatch(commands.select(null));
      }}
    >
      <defs>
        <clipPath id={clipId}>
          <path d={polygonPath(outline)} />
        </clipPath>
      </defs>
      <g transform={roomTransform}>
        <path className={styles.floor} d={polygonPath(outline)} data-floor="" />
        <path className={styles.wall} d={`${polygonPath(border)} ${polygonPath([...outline].reverse())}`} fillRule="evenodd" />
        {[false, true].map((unfit) => (
          // Items stay on the floor (the inner clipping shape); one the shape cannot hold is drawn whole, in warning colour.
          <g key={String(unfit)} clipPath={unfit ? undefined : `url(#${clipId})`}>
            {state.items
              .filter((item) => outside.has(item.id) === unfit)
              .map((item) => (
                <CanvasItem
                  key={item.id}
                  item={item}
                  state={state}
                  viewport={viewport}
                  overlapping={overlapping.has(item.id)}
                  outside={unfit}
                  readOnly={readOnly}
                  onPointerDown={startDrag}
                  onFocus={() => dispatch(commands.select(item.id))}
                  domId={`${idPrefix}-item-${state.items.indexOf(item)}`}
                />
              ))}
            {/* The selected item drawn again on top of its neighbours; the original keeps focus and pointer events. */}
            {selected && outside.has(selected.id) === unfit ? (
              <use href={`#${idPrefix}-item-${state.items.indexOf(selected)}`} pointerEvents="none" aria-hidden="true" />
            ) : null}
          </g>
        ))}
      </g>
      <text className={styles.dimension} x={origin.x + (room.width * viewport.scale) / 2} y={MARGIN - WALL - 6} textAnchor="middle">
        {label(room.width)}
      </text>
      <text
        className={styles.dimension}
        transform={`translate(${origin.x - WALL - 6} ${origin.y + (room.length * viewport.scale) / 2}) rotate(-90)`}
        textAnchor="middle"
      >
        {label(room.length)}
      </text>
    </svg>
  );
}

interface CanvasItemProps {
  item: DesignerItem;
  state: DesignerState;
  viewport: Viewport;
  overlapping: boolean;
  outside: boolean;
  readOnly: boolean;
  onPointerDown: (event: PointerEvent<SVGGElement>, item: DesignerItem) => void;
  onFocus: () => void;
  domId: string;
}

function CanvasItem({ item, state, viewport, overlapping, outside, readOnly, onPointerDown, onFocus, domId }: CanvasItemProps) {
  const at = state.layout.placements[item.id];
  if (!at) return null;
  const selected = state.selectedId === item.id;
  const half = { w: item.width / 2, l: item.length / 2 };
  const hairline = 1 / viewport.scale;
  const centre = roomPoint(at.x, at.y);
  const warnings = [overlapping ? 'overlaps another item' : '', outside ? 'does not fit the room' : ''].filter(Boolean).join(', ');
  return (
    <g
      id={domId}
      className={[styles.item, selected ? styles.selected : '', overlapping || outside ? styles.warning : ''].filter(Boolean).join(' ')}
      transform={`translate(${centre.x} ${centre.y}) rotate(${at.rotation})`}
      role={readOnly ? 'img' : 'button'}
      tabIndex={readOnly ? undefined : 0}
      aria-label={`${item.name}, ${formatNumber(at.rotation)}°${warnings ? `, ${warnings}` : ''}`}
      aria-pressed={readOnly ? undefined : selected}
      data-item-id={item.id}
      data-x={formatNumber(at.x, 2)}
      data-y={formatNumber(at.y, 2)}
      data-rotation={formatNumber(at.rotation, 2)}
      data-overlapping={overlapping ? 'true' : 'false'}
      data-outside={outside ? 'true' : 'false'}
      onPointerDown={(event) => onPointerDown(event, item)}
      onFocus={onFocus}
    >
      <title>{item.name}</title>
      <rect className={styles.footprint} x={-half.w} y={-half.l} width={item.width} height={item.length} strokeWidth={hairline * 1.5} />
      {item.imageUrl ? (
        <image href={item.imageUrl} x={-half.w} y={-half.l} width={item.width} height={item.length} preserveAspectRatio="xMidYMid meet" />
      ) : (
        <text
          className={styles.itemName}
          fontSize={Math.min(12 / viewport.scale, (item.width * 0.9) / (0.6 * item.name.length))}
          textAnchor="middle"
          dominantBaseline="central"
        >
          {item.name}
        </text>
      )}
      <rect className={styles.ring} x={-half.w} y={-half.l} width={item.width} height={item.length} strokeWidth={hairline * 2.5} />
    </g>
  );
}
