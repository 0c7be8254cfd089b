import { type PointerEvent, useId, useRef, useState } from 'react';
import { commands, type DesignerCommand, ROTATION_INTERVAL_MS } from '../model/commands';
import { type DesignerItem, type DesignerState, isRug } from '../model/designer-state';
import { polygonPath, rectBounds } from '@room/geometry';
import { placeOpening } from '@room/openings';
import { footprintAt } from '@room/placement';
import { roomOutline } from '@room/room-shapes';
import { cm, type Cm, formatLength, formatNumber, formatSize, type LengthUnit, px, type Px, roomPoint, type RoomPoint } from '@room/units';
import { symbolColours } from '../../../components/ui/plan-colours';
import { fitViewport, pxToCm, roomOrigin, toRoom, toScreen, type Viewport } from '@room/viewport';
import { toolbarSpot } from '../model/toolbar-spot';
import { wallGaps } from '../model/wall-gaps';
import { PlanSymbol } from '../../../components/ui/plan-symbol';
import {
  OpeningGlyph,
  openingBand,
  openingName,
  PieceName,
  PLAN_MARGIN,
  PLAN_WALL,
  PlanShell,
  RoomDimensions,
} from '../../../components/ui/room-plan';
import styles from './room-designer.module.css';
import { RemoveIcon, RotateIcon } from './icons';
import { useHoldRepeat } from './use-hold-repeat';

const MARGIN = PLAN_MARGIN;
const WALL = PLAN_WALL;

interface RoomCanvasProps {
  state: DesignerState;
  dispatch: (command: DesignerCommand) => void;
  width: Px;
  unit: LengthUnit;
  overlapping: ReadonlySet<string>;
  outside: ReadonlySet<string>;
  readOnly: boolean;
  /** Draw each item's photo (cutout) instead of its plan symbol. */
  photos: boolean;
}

interface Drag {
  /** An item, or a door or window dragged along the walls. */
  kind: 'item' | 'opening';
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
export function RoomCanvas({ state, dispatch, width, unit, overlapping, outside, readOnly, photos }: RoomCanvasProps) {
  const { room } = state.layout;
  const viewport = fitViewport(room, width, px(width * 1.2), MARGIN);
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const idPrefix = `designer${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const clipId = `${idPrefix}-floor`;
  const selected = state.items.find((item) => item.id === state.selectedId);
  const origin = roomOrigin(viewport, room);
  const outline = roomOutline(room.shape, room);

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
    drag.current = {
      kind: 'item',
      id: item.id,
      pointerId: event.pointerId,
      grab: { dx: at.x - point.x, dy: at.y - point.y },
      gesture: `drag-${drags}`,
    };
    setDragging(item.id);
    dispatch(commands.select(item.id));
  };

  const moveDrag = (event: PointerEvent<SVGSVGElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const point = pointerInRoom(event);
    if (!point) return;
    if (current.kind === 'opening') dispatch(commands.moveOpening(current.id, point.x, point.y, current.gesture));
    else dispatch(commands.move(current.id, point.x + current.grab.dx, point.y + current.grab.dy, current.gesture));
  };

  const startOpeningDrag = (event: PointerEvent<SVGGElement>, id: string) => {
    if (readOnly || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.focus({ preventScroll: true });
    svgRef.current?.setPointerCapture(event.pointerId);
    drags += 1;
    drag.current = { kind: 'opening', id, pointerId: event.pointerId, grab: { dx: 0, dy: 0 }, gesture: `drag-${drags}` };
    dispatch(commands.selectOpening(id));
  };

  const endDrag = (event: PointerEvent<SVGSVGElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(null);
  };

  const roomTransform = `translate(${origin.x} ${origin.y}) scale(${viewport.scale})`;
  const label = (value: number) => formatLength(cm(value), unit);

  const placed = state.items.filter((item) => state.layout.placements[item.id]);
  const rugs = placed.filter(isRug);
  const furniture = placed.filter((item) => !isRug(item));
  const draggedItem = dragging ? placed.find((item) => item.id === dragging) : undefined;
  const draggedAt = draggedItem ? state.layout.placements[draggedItem.id] : undefined;
  const gaps = draggedItem && draggedAt ? wallGaps(footprintAt(draggedItem, draggedAt), outline) : [];
  const selectedAt = selected ? state.layout.placements[selected.id] : undefined;

  const layer = (list: DesignerItem[], onTop: boolean) =>
    [false, true].map((unfit) => (
      // Items stay on the floor (the inner clipping shape); one the shape cannot hold is drawn whole, in warning colour.
      <g key={String(unfit)} clipPath={unfit ? undefined : `url(#${clipId})`}>
        {list
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
              photos={photos}
              onPointerDown={startDrag}
              onFocus={() => dispatch(commands.select(item.id))}
              domId={`${idPrefix}-item-${state.items.indexOf(item)}`}
            />
          ))}
        {/* The selected piece drawn again above its neighbours (never a rug: rugs stay under the furniture). */}
        {onTop && selected && !isRug(selected) && list.includes(selected) && outside.has(selected.id) === unfit ? (
          <use href={`#${idPrefix}-item-${state.items.indexOf(selected)}`} pointerEvents="none" aria-hidden="true" />
        ) : null}
      </g>
    ));

  return (
    <>
      <div className={styles.canvasWrap}>
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
            <pattern id={`${idPrefix}-hatch`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width="6" height="6" className={styles.hatchBack} />
              <path d="M0 0 V6" className={styles.hatchLine} />
            </pattern>
          </defs>
          <g transform={roomTransform} style={{ ['--hatch' as string]: `url(#${idPrefix}-hatch)` }}>
            <PlanShell room={room} wall={pxToCm(viewport, WALL)} />
            <OpeningsLayer
              state={state}
              wall={pxToCm(viewport, WALL)}
              scale={viewport.scale}
              unit={unit}
              readOnly={readOnly}
              onPointerDown={startOpeningDrag}
              onSelect={(id) => dispatch(commands.selectOpening(id))}
            />
            <g data-layer="rugs">{layer(rugs, false)}</g>
            <g data-layer="furniture">{layer(furniture, true)}</g>
            {gaps.length ? (
              <g className={styles.gaps} data-testid="drag-dimensions" pointerEvents="none">
                {gaps.map((gap) => (
                  <g key={gap.side}>
                    <path d={`M${gap.from.x} ${gap.from.y} L${gap.to.x} ${gap.to.y}`} strokeWidth={1.2 / viewport.scale} />
                    {gap.length * viewport.scale > 24 ? (
                      <text
                        x={(gap.from.x + gap.to.x) / 2}
                        y={(gap.from.y + gap.to.y) / 2}
                        fontSize={11 / viewport.scale}
                        textAnchor="middle"
                        dominantBaseline="central"
                        strokeWidth={3 / viewport.scale}
                      >
                        {label(gap.length)}
                      </text>
                    ) : null}
                  </g>
                ))}
              </g>
            ) : null}
          </g>
          <RoomDimensions viewport={viewport} room={room} unit={unit} />
        </svg>
        {!readOnly && selected && selectedAt && !dragging ? (
          <OnCanvasControls
            item={selected}
            spot={toolbarSpot(viewport, room, screenBox(viewport, state, selected), WALL)}
            viewport={viewport}
            dispatch={dispatch}
          />
        ) : null}
      </div>
      {/* Always there, so the page below does not jump when a drag starts. */}
      <p className={styles.readout} data-testid="drag-readout" aria-live="polite">
        {draggedItem && draggedAt ? dragReadout(draggedItem, gaps, unit) : ''}
      </p>
    </>
  );
}

/**
 * Doors and windows on the walls: a window as glass across the wall, a door as a gap with its leaf and the arc of its
 * swing on the floor. Each is a button: focus or tap selects it (its width and hinge are set below the plan), drag
 * moves it along any wall.
 */
function OpeningsLayer({
  state,
  wall,
  scale,
  unit,
  readOnly,
  onPointerDown,
  onSelect,
}: {
  state: DesignerState;
  wall: Cm;
  scale: number;
  unit: LengthUnit;
  readOnly: boolean;
  onPointerDown: (event: PointerEvent<SVGGElement>, id: string) => void;
  onSelect: (id: string) => void;
}) {
  const outline = roomOutline(state.layout.room.shape, state.layout.room);
  return (
    <g data-layer="openings">
      {state.layout.openings.map((opening) => {
        const placed = placeOpening(outline, opening);
        if (!placed) return null;
        const selected = state.selectedOpening === opening.id;
        const name = openingName(placed);
        return (
          <g
            key={opening.id}
            className={[styles.opening, selected ? styles.openingSelected : ''].filter(Boolean).join(' ')}
            data-opening={opening.kind}
            data-testid={`opening-${opening.id}`}
            data-wall={opening.wall}
            data-offset={Math.round(placed.opening.offset)}
            role={readOnly ? undefined : 'button'}
            tabIndex={readOnly ? undefined : 0}
            aria-label={readOnly ? undefined : `${name}, ${formatLength(cm(placed.opening.width), unit)} wide`}
            aria-pressed={readOnly ? undefined : selected}
            onPointerDown={(event) => onPointerDown(event, opening.id)}
            onFocus={() => onSelect(opening.id)}
          >
            {/* A wide invisible band, so a finger can take it. */}
            <path d={openingBand(placed, wall)} className={styles.openingHit} strokeWidth={28 / scale} />
            <OpeningGlyph placed={placed} wall={wall} scale={scale} />
          </g>
        );
      })}
    </g>
  );
}

/** What the dragged item's size and distances to the walls read while it moves. */
function dragReadout(item: DesignerItem, gaps: ReturnType<typeof wallGaps>, unit: LengthUnit): string {
  const gap = (side: string) => gaps.find((g) => g.side === side);
  const parts = (['left', 'top', 'right', 'bottom'] as const).flatMap((side) => {
    const found = gap(side);
    return found ? [`${formatLength(found.length, unit)} ${side}`] : [];
  });
  return `${item.name}, ${formatSize(item.width, item.length, unit)}: ${parts.join(', ')} to the walls`;
}

function screenBox(viewport: Viewport, state: DesignerState, item: DesignerItem) {
  const at = state.layout.placements[item.id];
  if (!at) return { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  const box = rectBounds(footprintAt(item, at));
  const a = toScreen(viewport, state.layout.room, roomPoint(box.minX, box.minY));
  const b = toScreen(viewport, state.layout.room, roomPoint(box.maxX, box.maxY));
  return { minX: a.x, minY: a.y, maxX: b.x, maxY: b.y };
}

/**
 * The selected item's rotate and remove controls on the canvas, just above it or below it, clear of the room's
 * measurements (model/toolbar-spot.ts). Shown where fingers point (coarse pointers, narrow screens); the list beside the
 * plan has the same controls.
 */
function OnCanvasControls({
  item,
  spot,
  viewport,
  dispatch,
}: {
  item: DesignerItem;
  spot: { left: number; top: number };
  viewport: Viewport;
  dispatch: (command: DesignerCommand) => void;
}) {
  const left = useHoldRepeat((gesture) => dispatch(commands.rotateLeft(item.id, gesture)), ROTATION_INTERVAL_MS);
  const right = useHoldRepeat((gesture) => dispatch(commands.rotateRight(item.id, gesture)), ROTATION_INTERVAL_MS);
  return (
    <div
      className={styles.onCanvas}
      data-testid="on-canvas-controls"
      role="toolbar"
      aria-label={`${item.name} controls`}
      style={{ left: `${(spot.left / viewport.width) * 100}%`, top: `${(spot.top / viewport.height) * 100}%` }}
    >
      <button type="button" className={styles.onCanvasButton} aria-label={`Rotate ${item.name} left`} {...left}>
        <RotateIcon direction="left" />
      </button>
      <button type="button" className={styles.onCanvasButton} aria-label={`Rotate ${item.name} right`} {...right}>
        <RotateIcon direction="right" />
      </button>
      <button
        type="button"
        className={styles.onCanvasButton}
        aria-label={`Remove ${item.name} from the plan`}
        onClick={() => dispatch(commands.remove(item.id))}
      >
        <RemoveIcon />
      </button>
    </div>
  );
}

interface CanvasItemProps {
  item: DesignerItem;
  state: DesignerState;
  viewport: Viewport;
  overlapping: boolean;
  outside: boolean;
  readOnly: boolean;
  photos: boolean;
  onPointerDown: (event: PointerEvent<SVGGElement>, item: DesignerItem) => void;
  onFocus: () => void;
  domId: string;
}

function CanvasItem({ item, state, viewport, overlapping, outside, readOnly, photos, onPointerDown, onFocus, domId }: CanvasItemProps) {
  const at = state.layout.placements[item.id];
  if (!at) return null;
  const selected = state.selectedId === item.id;
  const half = { w: item.width / 2, l: item.length / 2 };
  const hairline = 1 / viewport.scale;
  const centre = roomPoint(at.x, at.y);
  const warnings = [overlapping ? 'overlaps another item' : '', outside ? 'does not fit the room' : ''].filter(Boolean).join(', ');
  const colours = symbolColours(item.colour);
  const showPhoto = photos && item.imageUrl;
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
      data-kind={item.kind ?? 'item'}
      data-x={formatNumber(at.x, 2)}
      data-y={formatNumber(at.y, 2)}
      data-rotation={formatNumber(at.rotation, 2)}
      data-overlapping={overlapping ? 'true' : 'false'}
      data-outside={outside ? 'true' : 'false'}
      onPointerDown={(event) => onPointerDown(event, item)}
      onFocus={onFocus}
    >
      <title>{item.name}</title>
      {showPhoto ? (
        <>
          <rect className={styles.footprint} x={-half.w} y={-half.l} width={item.width} height={item.length} strokeWidth={hairline * 1.5} />
          <image
            href={item.imageUrl ?? undefined}
            x={-half.w}
            y={-half.l}
            width={item.width}
            height={item.length}
            preserveAspectRatio="xMidYMid meet"
          />
        </>
      ) : (
        <PlanSymbol kind={item.kind} width={item.width} length={item.length} colours={colours} hairline={hairline} />
      )}
      {overlapping || outside ? (
        <rect className={styles.warningMark} x={-half.w} y={-half.l} width={item.width} height={item.length} />
      ) : null}
      {showPhoto ? null : <PieceName piece={item} rotation={at.rotation} scale={viewport.scale} colours={colours} />}
      <rect className={styles.ring} x={-half.w} y={-half.l} width={item.width} height={item.length} strokeWidth={hairline * 2.5} />
    </g>
  );
}
