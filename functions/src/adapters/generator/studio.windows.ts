import type { PaletteColour } from '../../contracts/catalogue.js';
import { accentColour, mixColours } from '../../domain/palette.js';
import type { Plan } from './studio.layout.js';
import type { RoomLook, Tones } from './studio.look.js';
import type { P3, Painter } from './studio.paint.js';
import { onWall } from './studio.shell.js';
import type { ShownWall } from './studio.walls.js';

/** A window where the picture draws it: on a shown wall from `a` to `b` cm along it, sill to head. */
export interface WindowSpan {
  wall: ShownWall;
  a: number;
  b: number;
  bottom: number;
  top: number;
}

/** A door on a shown wall, from `a` to `b` cm along it. */
export interface DoorSpan {
  wall: ShownWall;
  a: number;
  b: number;
}

const longest = (walls: readonly ShownWall[]) =>
  walls.reduce<ShownWall | undefined>((a, b) => (a && a.length >= b.length ? a : b), undefined);

/** The studio's own window (a layout without openings): on the longest back wall, or the longest side wall. */
function studioWindow(plan: Plan, look: RoomLook, walls: readonly ShownWall[]): WindowSpan[] {
  const back = longest(walls.filter((w) => w.back));
  const side = longest(walls.filter((w) => !w.back));
  const wall = (look.windowOnBack ? back : side) ?? back ?? side;
  if (!wall) return [];
  if (!wall.back) {
    const w = Math.min(150, wall.length * 0.42);
    // Nearer the back than the front: 42 % of the way from the back.
    const centre = wall.length * (wall.direction.y < 0 ? 0.58 : 0.42);
    return [{ wall, a: centre - w / 2, b: centre + w / 2, bottom: 85, top: 215 }];
  }
  // On a back wall, away from the tall pieces standing against it.
  const w = Math.min(130, wall.length * 0.3);
  const along = (x: number, y: number) => (x - wall.start.x) * wall.direction.x + (y - wall.start.y) * wall.direction.y;
  const tall: { u: number; w: number; h: number }[] = plan.items
    .filter((i) => i.role === 'floor' && i.y - i.l / 2 - wall.start.y < 40 && i.h > 80)
    .map((i) => ({ u: along(i.x, i.y), w: i.w, h: i.h }));
  if (plan.shower) tall.push({ u: along(plan.shower.x, plan.shower.y), w: plan.shower.w, h: 400 });
  let best = wall.length - w / 2 - 30;
  let bestClash = Infinity;
  for (let c = w / 2 + 30; c <= wall.length - w / 2 - 30; c += 10) {
    const clash = tall.filter((i) => Math.abs(i.u - c) < (i.w + w) / 2).reduce((sum, i) => sum + i.h, 0);
    if (clash < bestClash - 1e-9) {
      best = c;
      bestClash = clash;
    }
  }
  return [{ wall, a: best - w / 2, b: best + w / 2, bottom: 90, top: 215 }];
}

/** The board layout's windows on the shown walls, or (without a layout that lists openings) the studio's one. */
export function windowsOf(plan: Plan, look: RoomLook, walls: readonly ShownWall[]): WindowSpan[] {
  if (!plan.openings) return studioWindow(plan, look, walls);
  return plan.openings.flatMap((o) => {
    const wall = walls.find((w) => w.index === o.wall);
    return o.kind === 'window' && wall ? [{ wall, a: o.a, b: o.b, bottom: 90, top: 210 }] : [];
  });
}

/** The board layout's doors on the shown walls. */
export function doorsOf(plan: Plan, walls: readonly ShownWall[]): DoorSpan[] {
  return (plan.openings ?? []).flatMap((o) => {
    const wall = walls.find((w) => w.index === o.wall);
    return o.kind === 'door' && wall ? [{ wall, a: o.a, b: o.b }] : [];
  });
}

/** Daylight from a window falling across the floor, into the room and a little towards the viewer. */
export function daylightSvg(win: WindowSpan, room: Plan['room'], pen: Painter): string {
  const { wall } = win;
  const depth = wall.back ? Math.min(room.length, 230) : Math.min(room.width, 260);
  const skew = wall.back ? { x: 40, y: 0 } : { x: 0, y: 60 };
  const reach = (u: number): P3 => {
    const [x, y] = onWall(wall, u, 0);
    return [x + wall.inward.x * depth + skew.x, y + wall.inward.y * depth + skew.y, 0];
  };
  return `<g clip-path="url(#floorShape)">${pen.poly([onWall(wall, win.a, 0), onWall(wall, win.b, 0), reach(win.b), reach(win.a)], '#FFFFFF', 'fill-opacity="0.13"')}</g>`;
}

export function doorSvg(door: DoorSpan, tones: Tones, pen: Painter): string {
  const at = (u: number, z: number) => onWall(door.wall, u, z);
  const { poly, line } = pen;
  const leaf = mixColours(tones.frame, '#FFFFFF', 0.15);
  const handle = door.b - 8;
  return [
    poly([at(door.a - 6, 0), at(door.b + 6, 0), at(door.b + 6, 211), at(door.a - 6, 211)], tones.trim),
    poly([at(door.a, 0), at(door.b, 0), at(door.b, 205), at(door.a, 205)], leaf),
    poly([at(door.a + 8, 110), at(door.b - 8, 110), at(door.b - 8, 190), at(door.a + 8, 190)], mixColours(leaf, '#000000', 0.08)),
    poly([at(door.a + 8, 20), at(door.b - 8, 20), at(door.b - 8, 95), at(door.a + 8, 95)], mixColours(leaf, '#000000', 0.08)),
    line(at(handle - 6, 100), at(handle, 100), '#3A3A3A', 3),
  ].join('');
}

/** A window: its frame, the sky through it, glazing bars and sill, and (except in a bath) curtains in the palette. */
export function windowSvg(win: WindowSpan, tones: Tones, fn: string, palette: PaletteColour[], pen: Painter): string {
  const frame = tones.trim;
  const at = (u: number, z: number) => onWall(win.wall, u, z);
  const { poly, line, lines } = pen;
  const out = [
    poly([at(win.a - 6, win.bottom - 6), at(win.b + 6, win.bottom - 6), at(win.b + 6, win.top + 6), at(win.a - 6, win.top + 6)], frame),
    poly([at(win.a, win.bottom), at(win.b, win.bottom), at(win.b, win.top), at(win.a, win.top)], 'url(#sky)'),
    line(at((win.a + win.b) / 2, win.bottom), at((win.a + win.b) / 2, win.top), frame, 4),
    line(at(win.a, (win.bottom + win.top) / 2 + 15), at(win.b, (win.bottom + win.top) / 2 + 15), frame, 4),
    poly(
      [at(win.a - 10, win.bottom - 6), at(win.b + 10, win.bottom - 6), at(win.b + 10, win.bottom - 12), at(win.a - 10, win.bottom - 12)],
      mixColours(frame, '#000000', 0.1),
    ),
  ];
  const soft = palette.find((c) => c.hex !== accentColour(palette))?.hex;
  if (fn !== 'Bath' && soft) {
    const curtain = mixColours(soft, '#FFFFFF', 0.25);
    for (const [u0, u1] of [
      [win.a - 32, win.a - 4],
      [win.b + 4, win.b + 32],
    ] as const) {
      out.push(poly([at(u0, 4), at(u1, 4), at(u1, win.top + 18), at(u0, win.top + 18)], curtain, 'fill-opacity="0.92"'));
      const folds: [P3, P3][] = [];
      for (let u = u0 + 7; u < u1; u += 7) folds.push([at(u, 6), at(u, win.top + 16)]);
      out.push(lines(folds, mixColours(curtain, '#000000', 0.12), 1.2));
    }
    out.push(line(at(win.a - 40, win.top + 20), at(win.b + 40, win.top + 20), tones.frame, 3));
  }
  return out.join('');
}
