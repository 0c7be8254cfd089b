import type { ProductKind, ProductMount } from '@contracts/product-kinds';
import type { BoardRoom, BoardRoomShape } from '@room/board-room';
import { hingeEnds } from '@room/door-swing';
import { polygonPath } from '@room/geometry';
import { mountOf } from '@room/item-roles';
import { placeOpening, type PlacedOpening } from '@room/openings';
import { fitsRoom } from '@room/placement';
import { roomBorder, roomOutline, roomShape } from '@room/room-shapes';
import { cm, type Cm, formatLength, formatNumber, formatSize, type LengthUnit, px, type Px } from '@room/units';
import { fitViewport, pxToCm, roomOrigin, type Viewport } from '@room/viewport';
import { useId } from 'react';
import { type SymbolColours, symbolColours } from './plan-colours';
import { PlanSymbol } from './plan-symbol';
import styles from './room-plan.module.css';

/**
 * The room's plan as the room designer draws it, piece by piece: the floor and walls of the room's real shape, doors and
 * windows, each piece's symbol at its real footprint with its name, and the room's measurements. The designer builds
 * its editable canvas from these pieces; `RoomPlan` puts them together read-only (a review's plan).
 */

/** Room for the walls and the measurements round the room, and the walls' drawn thickness, in screen px. */
export const PLAN_MARGIN = px(30);
export const PLAN_WALL = px(7);

/** One piece as a plan draws it: its footprint in cm (width along its own x, length along its y; its front is +y). */
export interface PlanPiece {
  readonly id: string;
  readonly name: string;
  readonly width: Cm;
  readonly length: Cm;
  readonly kind?: ProductKind;
  readonly mount?: ProductMount;
  /** Main colour (#RRGGBB) of its symbol. */
  readonly colour?: string | null;
}

const isRugPiece = (piece: Pick<PlanPiece, 'kind' | 'mount'>) => mountOf(piece) === 'rug';

/** How a plan `width` px wide shows `room`: a long narrow room is fitted to 1.2 times the width, centred across. */
export const planViewport = (room: BoardRoomShape, width: Px): Viewport => fitViewport(room, width, px(width * 1.2), PLAN_MARGIN);

/** The floor inside the room's real shape, and the walls round it (in room cm). */
export function PlanShell({ room, wall }: { room: BoardRoomShape; wall: Cm }) {
  const outline = roomOutline(room.shape, room);
  const border = roomBorder(room.shape, room, wall);
  return (
    <>
      <path className={styles.floor} d={polygonPath(outline)} data-floor="" />
      <path className={styles.wall} d={`${polygonPath(border)} ${polygonPath([...outline].reverse())}`} fillRule="evenodd" />
    </>
  );
}

/** An opening's band across the wall, from the room's face out through the wall's thickness (room cm). */
export function openingBand({ start, end, wall: side }: PlacedOpening, wall: Cm): string {
  const out = { x: -side.inward.x * wall, y: -side.inward.y * wall };
  return `M${start.x} ${start.y} L${end.x} ${end.y} L${end.x + out.x} ${end.y + out.y} L${start.x + out.x} ${start.y + out.y} Z`;
}

/**
 * A window as glass across the wall; a door as a gap in it with its leaf and the arc of its swing on the floor (the
 * swing the fit checks keep furniture out of, @room/door-swing). `scale`: screen px per cm, for hairlines.
 */
export function OpeningGlyph({ placed, wall, scale }: { placed: PlacedOpening; wall: Cm; scale: number }) {
  const { start, end, wall: side } = placed;
  const across = openingBand(placed, wall);
  if (placed.opening.kind === 'window') {
    const out = { x: (-side.inward.x * wall) / 2, y: (-side.inward.y * wall) / 2 };
    return (
      <>
        <path d={across} className={styles.window} data-part="glass" />
        <path
          d={`M${start.x + out.x} ${start.y + out.y} L${end.x + out.x} ${end.y + out.y}`}
          className={styles.windowPane}
          strokeWidth={1.5 / scale}
        />
      </>
    );
  }
  const { hinge, latch } = hingeEnds(placed);
  const width = placed.opening.width;
  const leaf = { x: hinge.x + side.inward.x * width, y: hinge.y + side.inward.y * width };
  // The arc turns from the open leaf back to the closed door's free end.
  const sweep = (leaf.x - hinge.x) * (latch.y - hinge.y) - (leaf.y - hinge.y) * (latch.x - hinge.x) > 0 ? 1 : 0;
  return (
    <>
      <path d={across} className={styles.doorGap} data-part="gap" />
      <path
        d={`M${hinge.x} ${hinge.y} L${leaf.x} ${leaf.y} A${width} ${width} 0 0 ${sweep} ${latch.x} ${latch.y}`}
        className={styles.doorSwing}
        strokeWidth={1.5 / scale}
      />
    </>
  );
}

/** 'Door 1, 80 cm wide': an opening's name for people. */
export const openingName = (placed: PlacedOpening) =>
  `${placed.opening.kind === 'door' ? 'Door' : 'Window'} ${placed.opening.id.split('-').pop()}`;

/**
 * The piece's name on its footprint, in the piece's own frame, reading upright whatever its turn; on a rug by its front
 * edge, the part furniture leaves free. A name longer than the piece is wide is cut short (the list carries it whole).
 */
export function PieceName({
  piece,
  rotation,
  scale,
  colours,
}: {
  piece: PlanPiece;
  rotation: number;
  scale: number;
  colours: SymbolColours;
}) {
  const turned = Math.abs(Math.sin((rotation * Math.PI) / 180)) > 0.7;
  const across = turned ? piece.length : piece.width;
  const fontSize = Math.max(7 / scale, Math.min(12 / scale, (across * 0.9) / (0.58 * Math.max(4, piece.name.length))));
  const fits = Math.max(3, Math.floor((across * 0.92) / (0.58 * fontSize)));
  const name = piece.name.length > fits ? `${piece.name.slice(0, fits - 1).trimEnd()}…` : piece.name;
  const y = isRugPiece(piece) ? piece.length / 2 - fontSize * 1.4 : 0;
  return (
    <g transform={`translate(0 ${y}) rotate(${-rotation})`}>
      <text
        className={styles.itemName}
        fontSize={fontSize}
        fill={colours.label}
        stroke={colours.fill}
        strokeWidth={fontSize * 0.25}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {name}
      </text>
    </g>
  );
}

/** The room's width above the plan and its length along its left side (screen px). */
export function RoomDimensions({ viewport, room, unit }: { viewport: Viewport; room: BoardRoomShape; unit: LengthUnit }) {
  const origin = roomOrigin(viewport, room);
  return (
    <>
      <text
        className={styles.dimension}
        x={origin.x + (room.width * viewport.scale) / 2}
        y={origin.y - PLAN_WALL - 6}
        textAnchor="middle"
        data-dimension="width"
      >
        {formatLength(room.width, unit)}
      </text>
      <text
        className={styles.dimension}
        transform={`translate(${origin.x - PLAN_WALL - 6} ${origin.y + (room.length * viewport.scale) / 2}) rotate(-90)`}
        textAnchor="middle"
        data-dimension="length"
      >
        {formatLength(room.length, unit)}
      </text>
    </>
  );
}

/** 'Oak Bed, 160 x 210 cm': a piece's name and size. */
const pieceLabel = (piece: PlanPiece, unit: LengthUnit) => `${piece.name}, ${formatSize(piece.width, piece.length, unit)}`;

interface RoomPlanProps {
  /** The board's room (@room/board-room): its saved layout, or the automatic arrangement. */
  plan: BoardRoom;
  pieces: readonly PlanPiece[];
  /** The drawing's width in px (its height follows the room); it shrinks with its box. */
  width: Px;
  /** What the plan is, for people who cannot see it: its shape and size follow. */
  label: string;
  unit?: LengthUnit;
}

/**
 * The board's room, read-only, as the room designer draws it: the room's real shape with its walls, doors and windows,
 * each piece on the plan as its symbol at its real footprint with its name, and the room's width and length.
 */
export function RoomPlan({ plan, pieces, width, label, unit = 'cm' }: RoomPlanProps) {
  const { room } = plan;
  const viewport = planViewport(room, width);
  const origin = roomOrigin(viewport, room);
  const wall = pxToCm(viewport, PLAN_WALL);
  const outline = roomOutline(room.shape, room);
  const clipId = `plan${useId().replace(/[^A-Za-z0-9_-]/g, '')}-floor`;
  const placed = pieces.filter((piece) => plan.placements[piece.id]);
  // Rugs lie under the furniture.
  const ordered = [...placed.filter(isRugPiece), ...placed.filter((piece) => !isRugPiece(piece))];
  const hairline = 1 / viewport.scale;
  return (
    <svg
      className={styles.plan}
      width={viewport.width}
      height={viewport.height}
      viewBox={`0 0 ${viewport.width} ${viewport.height}`}
      role="group"
      aria-label={`${label}, ${roomShape(room.shape).label} room, ${formatSize(room.width, room.length, unit)}`}
      data-room-shape={room.shape}
      data-room-width={room.width}
      data-room-length={room.length}
    >
      <defs>
        <clipPath id={clipId}>
          <path d={polygonPath(outline)} />
        </clipPath>
      </defs>
      <g transform={`translate(${origin.x} ${origin.y}) scale(${viewport.scale})`}>
        <PlanShell room={room} wall={wall} />
        <g data-layer="openings">
          {plan.openings.map((opening) => {
            const at = placeOpening(outline, opening);
            return at ? (
              <g
                key={opening.id}
                role="img"
                aria-label={`${openingName(at)}, ${formatLength(cm(at.opening.width), unit)} wide`}
                data-opening={opening.kind}
              >
                <OpeningGlyph placed={at} wall={wall} scale={viewport.scale} />
              </g>
            ) : null;
          })}
        </g>
        {ordered.map((piece) => {
          const at = plan.placements[piece.id]!;
          const colours = symbolColours(piece.colour);
          // A piece the room's shape cannot hold is drawn whole; the rest stay on the floor.
          const inside = fitsRoom(outline, piece, at);
          return (
            <g
              key={piece.id}
              role="img"
              aria-label={pieceLabel(piece, unit)}
              data-piece-id={piece.id}
              data-x={formatNumber(at.x, 2)}
              data-y={formatNumber(at.y, 2)}
              clipPath={inside ? `url(#${clipId})` : undefined}
            >
              <g transform={`translate(${at.x} ${at.y}) rotate(${at.rotation})`}>
                <PlanSymbol kind={piece.kind} width={piece.width} length={piece.length} colours={colours} hairline={hairline} />
                <PieceName piece={piece} rotation={at.rotation} scale={viewport.scale} colours={colours} />
              </g>
            </g>
          );
        })}
      </g>
      <RoomDimensions viewport={viewport} room={room} unit={unit} />
    </svg>
  );
}

/** The plan's key: each piece on it with its colour, name and size. */
export function PlanKey({ plan, pieces, unit = 'cm' }: { plan: BoardRoom; pieces: readonly PlanPiece[]; unit?: LengthUnit }) {
  const placed = pieces.filter((piece) => plan.placements[piece.id]);
  if (!placed.length) return null;
  return (
    <ul className={styles.key} aria-label="On the plan">
      {placed.map((piece) => (
        <li key={piece.id}>
          <span className={styles.swatch} style={{ background: symbolColours(piece.colour).fill }} aria-hidden="true" />
          <span className={styles.keyName}>{piece.name}</span>
          <span className={styles.keySize}>{formatSize(piece.width, piece.length, unit)}</span>
        </li>
      ))}
    </ul>
  );
}
