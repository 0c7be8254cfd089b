/** The places round a piece that others gather to: the seats round a table, a rug under a bed, a sofa or a table. */
import { type Candidate, type Placed, placementAt } from './arranger.js';
import type { ArrangeItem } from './item-roles.js';
import { forwardOf, offset, rotationFacing, sideOf, type Vec } from './walls.js';

/** The width a diner needs at a table, cm: elbow room beyond the chair's own width. */
const ELBOW_ROOM = 12;
/** A table whose sides differ by less than this ratio is square (or round): four seats take one side each. */
const SQUARE_RATIO = 1.25;

/**
 * The seats round a table, half on each long side facing one another (spaced evenly, as many on a side as have elbow
 * room there), the rest at its ends; a square or round table seats up to four, one on each side. Each seat faces the
 * table. The spots come in the order seats should take them: a seat on one long side, one across from it, and so on.
 */
export function seatSpots(table: Placed, seats: readonly ArrangeItem[]): Array<(seat: ArrangeItem) => Candidate[]> {
  const { at, item } = table;
  const long = item.width >= item.length ? 'x' : 'y';
  const longSide = long === 'x' ? item.width : item.length;
  const shortSide = long === 'x' ? item.length : item.width;
  const seatWidth = Math.max(...seats.map((seat) => seat.width), 1);
  const square = longSide < shortSide * SQUARE_RATIO && seats.length <= 4;
  const perSide = square ? 1 : Math.max(1, Math.floor((longSide + 5) / (seatWidth + ELBOW_ROOM)));
  const onFirst = Math.min(perSide, Math.ceil(seats.length / 2));
  const onSecond = Math.min(perSide, seats.length - onFirst);
  const side = sideOf(at.rotation);
  const front = forwardOf(at.rotation);
  const [alongLong, acrossLong] = long === 'x' ? [side, front] : [front, side];
  const spot =
    (u: number, sign: number, axisAlong: Vec, axisAcross: Vec, half: number) =>
    (seat: ArrangeItem): Candidate[] =>
      [0, 3, 8].map((gap, order) => {
        const centre = offset(at, [axisAlong, u], [axisAcross, sign * (half + seat.length / 2 + gap)]);
        // A seat faces the table: its front points back across.
        const facing = { x: -sign * axisAcross.x, y: -sign * axisAcross.y };
        return { at: placementAt(centre.x, centre.y, rotationFacing(facing)), score: order };
      });
  const row = (count: number, sign: number) =>
    Array.from({ length: count }, (_, i) =>
      spot(-longSide / 2 + (longSide * (i + 0.5)) / count, sign, alongLong, acrossLong, shortSide / 2),
    );
  const ends = [1, -1].map((sign) => spot(0, sign, acrossLong, alongLong, longSide / 2));
  const first = row(onFirst, -1);
  const second = row(onSecond, 1);
  const interleaved = first.flatMap((s, i) => (second[i] ? [s, second[i]] : [s]));
  return [...interleaved, ...ends];
}

/** The rug's places under an anchor: along the anchor's front axis, overlapping it, upright or turned. */
export function rugSpots(rug: ArrangeItem, anchor: Placed, reach: number): Candidate[] {
  const { at, item } = anchor;
  const front = forwardOf(at.rotation);
  const side = sideOf(at.rotation);
  const candidates: Candidate[] = [];
  [0, 90].forEach((turn, order) => {
    const rugDepth = turn === 0 ? rug.length : rug.width;
    // A bed stands on the rug's upper part; a sofa's front legs on the rug's edge.
    const ideal = reach === 0 ? 0 : item.length / 2 + rugDepth / 2 - Math.min(reach, item.length * 0.6, rugDepth * 0.5);
    for (let d = -item.length / 2; d <= item.length / 2 + rugDepth / 2 - 5; d += 10) {
      const rugWide = turn === 0 ? rug.width : rug.length;
      const reachSide = (item.width + rugWide) / 2 - 10;
      for (let shift = -reachSide; shift <= reachSide + 1e-9; shift += Math.max(10, reachSide / 8)) {
        const centre = offset(at, [front, d], [side, shift]);
        candidates.push({
          at: placementAt(centre.x, centre.y, at.rotation + turn),
          score: Math.abs(d - ideal) + Math.abs(shift) * 2 + order * 30,
        });
      }
    }
  });
  return candidates.sort((a, b) => a.score - b.score);
}
