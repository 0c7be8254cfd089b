import type { PaletteColour } from '../../contracts/catalogue.js';
import { accentColour, mixColours } from '../../domain/palette.js';
import type { Plan } from './studio.layout.js';
import type { RoomLook, Tones } from './studio.look.js';
import type { P3, Painter } from './studio.paint.js';
import { WALL_CM } from './studio.scene.js';
import { onWall } from './studio.shell.js';
import type { DoorSpan, WindowSpan } from './studio.windows.js';
import type { ShownWall } from './studio.walls.js';

/** What the studio adds to the room: a print (a mirror in a bath) on the wall, a pendant, a shower tray, a console. */

/** A point on a wall: `u` cm along it, `z` cm up. */
type At = (u: number, z: number) => P3;

/** Where along a wall a plan point is: its distance from the wall's start, measured along the wall. */
const alongOf = (wall: ShownWall, x: number, y: number) => (x - wall.start.x) * wall.direction.x + (y - wall.start.y) * wall.direction.y;

/**
 * The wall behind the room's anchor (the widest piece backed onto a back wall), the wall's longest back wall without
 * one; null when no back wall is shown.
 */
function wallBehind(plan: Plan, walls: readonly ShownWall[]) {
  const backs = walls.filter((w) => w.back);
  const standing = plan.items.filter((i) => i.role === 'floor').sort((a, b) => b.w - a.w);
  for (const anchor of standing) {
    const wall = backs.find((w) => {
      const u = alongOf(w, anchor.x, anchor.y);
      const gap = (anchor.y - anchor.l / 2 - w.start.y) * w.inward.y + (anchor.x - w.start.x) * w.inward.x;
      return u > 0 && u < w.length && gap >= -1 && gap < 40;
    });
    if (wall) return { wall, u: alongOf(wall, anchor.x, anchor.y), anchor };
  }
  const wall = backs.reduce<ShownWall | undefined>((a, b) => (a && a.length >= b.length ? a : b), undefined);
  return wall ? { wall, u: wall.length / 2, anchor: undefined } : null;
}

/** A print in the palette's colours on the wall behind the anchor (a mirror in a bath without one), and a pendant over a dining table. */
export function wallDecor(
  plan: Plan,
  look: RoomLook,
  tones: Tones,
  fn: string,
  palette: PaletteColour[],
  walls: readonly ShownWall[],
  openings: ReadonlyArray<WindowSpan | DoorSpan>,
  pen: Painter,
): string {
  const { poly, line } = pen;
  const out: string[] = [];
  const behind = wallBehind(plan, walls);
  if (behind) {
    const { wall, u: centre, anchor } = behind;
    const at: At = (u, z) => onWall(wall, u, z);
    const box = (u0: number, u1: number, z0: number, z1: number, fill: string) =>
      poly([at(u0, z0), at(u1, z0), at(u1, z1), at(u0, z1)], fill);
    const hung = plan.items.filter((i) => i.role === 'wall').map((i) => ({ u: alongOf(wall, i.x, i.y), w: i.w }));
    const shower = plan.shower ? alongOf(wall, plan.shower.x, plan.shower.y) : null;
    const clear = (a: number, b: number) =>
      openings.every((o) => o.wall.index !== wall.index || b < o.a - 40 || a > o.b + 40) &&
      hung.every((h) => b < h.u - h.w / 2 - 10 || a > h.u + h.w / 2 + 10) &&
      (shower === null || b < shower - plan.shower!.w / 2 - 10 || a > shower + plan.shower!.w / 2 + 10) &&
      a > 10 &&
      b < wall.length - 10;
    const bottom = Math.max(anchor ? anchor.h + 25 : 120, 120);
    const hasMirror = plan.items.some((i) => i.role === 'wall' && /mirror/i.test(i.product.title));
    if (fn === 'Bath') {
      if (!hasMirror && clear(centre - 35, centre + 35))
        out.push(box(centre - 36, centre + 36, 138, 222, tones.frame), box(centre - 32, centre + 32, 142, 218, '#DDE7EC'));
    } else if (palette.length && clear(centre - 55, centre + 55) && bottom + 70 < WALL_CM) {
      const w = 90;
      const h = Math.min(70, WALL_CM - bottom - 15);
      out.push(box(centre - w / 2, centre + w / 2, bottom, bottom + h, tones.frame));
      out.push(box(centre - w / 2 + 4, centre + w / 2 - 4, bottom + 4, bottom + h - 4, '#FBFAF6'));
      out.push(printArt(look.art, palette, centre - w / 2 + 12, centre + w / 2 - 12, bottom + 12, bottom + h - 12, at, poly));
    }
  }
  const table = plan.items.find((i) => i.kind === 'table' && i.role === 'floor' && i.h >= 60);
  if (fn === 'Dining' && table) {
    const lampColour = accentColour(palette) ?? tones.frame;
    out.push(
      line([table.x, table.y, WALL_CM], [table.x, table.y, 175], '#3A3A3A', 1.5),
      poly(
        [
          [table.x - 8, table.y, 175],
          [table.x + 8, table.y, 175],
          [table.x + 24, table.y, 152],
          [table.x - 24, table.y, 152],
        ],
        lampColour,
      ),
      poly(
        [
          [table.x - 24, table.y, 152],
          [table.x + 24, table.y, 152],
          [table.x + 22, table.y, 150],
          [table.x - 22, table.y, 150],
        ],
        '#FFF4D6',
      ),
    );
  }
  return out.join('');
}

/** The print's picture inside its mount on its wall (`x0` to `x1` cm along it, z from `z0` to `z1`), in palette colours. */
function printArt(
  kind: number,
  palette: PaletteColour[],
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  at: At,
  poly: Painter['poly'],
): string {
  const colour = (i: number) => palette[i % palette.length]!.hex;
  const rect = (a: number, b: number, c: number, d: number, fill: string) => poly([at(a, c), at(b, c), at(b, d), at(a, d)], fill);
  if (kind === 1) {
    // A sun over a horizon: sky, land and a disc.
    const horizon = z0 + (z1 - z0) * 0.42;
    const r = Math.min(x1 - x0, z1 - z0) * 0.2;
    const cx = x0 + (x1 - x0) * 0.62;
    const cz = horizon + r * 1.1;
    const disc = Array.from({ length: 16 }, (_, k): P3 => at(cx + r * Math.cos((k * Math.PI) / 8), cz + r * Math.sin((k * Math.PI) / 8)));
    return [
      rect(x0, x1, horizon, z1, mixColours(colour(2), '#FFFFFF', 0.55)),
      rect(x0, x1, z0, horizon, colour(1)),
      poly(disc, accentColour(palette) ?? colour(0)),
    ].join('');
  }
  if (kind === 2) {
    // Colour blocks, two by two, one wider than the other.
    const mx = x0 + (x1 - x0) * 0.6;
    const mz = z0 + (z1 - z0) * 0.45;
    return [
      rect(x0, mx - 1, mz + 1, z1, colour(0)),
      rect(mx + 1, x1, mz + 1, z1, colour(1)),
      rect(x0, mx - 1, z0, mz - 1, colour(2)),
      rect(mx + 1, x1, z0, mz - 1, colour(3)),
    ].join('');
  }
  const art = palette.slice(0, 4);
  const bar = (x1 - x0 - 4) / art.length;
  return art.map((c, i) => rect(x0 + i * bar, x0 + (i + 0.8) * bar, z0, z1 - (i % 2) * 10, c.hex)).join('');
}

/** A tiled tray, a pipe up the back wall and a glass screen along its side. */
export function showerSvg(sh: NonNullable<Plan['shower']>, look: RoomLook, { poly, lines }: Painter): string {
  const [x0, x1, y0, y1] = [sh.x - sh.w / 2, sh.x + sh.w / 2, sh.y - sh.l / 2, sh.y + sh.l / 2];
  const tray = mixColours(look.floorColour, '#FFFFFF', 0.55);
  const grout = mixColours(tray, '#000000', 0.12);
  const joints: [P3, P3][] = [];
  for (let x = x0 + 10; x < x1; x += 10)
    joints.push([
      [x, y0, 3],
      [x, y1, 3],
    ]);
  for (let y = y0 + 10; y < y1; y += 10)
    joints.push([
      [x0, y, 3],
      [x1, y, 3],
    ]);
  return [
    poly(
      [
        [x0, y1, 0],
        [x1, y1, 0],
        [x1, y1, 3],
        [x0, y1, 3],
      ],
      mixColours(tray, '#000000', 0.15),
    ),
    poly(
      [
        [x0, y0, 3],
        [x1, y0, 3],
        [x1, y1, 3],
        [x0, y1, 3],
      ],
      tray,
    ),
    lines(joints, grout, 0.8),
    poly(
      [
        [sh.x - 1.5, 0.5, 100],
        [sh.x + 1.5, 0.5, 100],
        [sh.x + 1.5, 0.5, 190],
        [sh.x - 1.5, 0.5, 190],
      ],
      '#B8BEC6',
    ),
    poly(
      [
        [x0, y0, 3],
        [x0, y1, 3],
        [x0, y1, 200],
        [x0, y0, 200],
      ],
      '#DDEEF2',
      'fill-opacity="0.18" stroke="#B8BEC6" stroke-width="1"',
    ),
  ].join('');
}

/** The studio's plain console: legs, top and edge in the style's wood. */
export function consoleSvg(c: NonNullable<Plan['console']>, tones: Tones, { poly }: Painter): string {
  const wood = mixColours(tones.frame, '#FFFFFF', 0.2);
  const y0 = c.y - c.l / 2;
  const y1 = c.y + c.l / 2;
  const x0 = c.x - c.w / 2;
  const x1 = c.x + c.w / 2;
  const out: string[] = [];
  const legs =
    c.w > c.l
      ? ([
          [x0 + 4, y1 - 4],
          [x1 - 4, y1 - 4],
        ] as const)
      : ([
          [x1 - 4, y0 + 4],
          [x1 - 4, y1 - 4],
        ] as const);
  for (const [lx, ly] of legs)
    out.push(
      poly(
        [
          [lx - 2, ly, 0],
          [lx + 2, ly, 0],
          [lx + 2, ly, c.h - 4],
          [lx - 2, ly, c.h - 4],
        ],
        mixColours(wood, '#000000', 0.3),
      ),
    );
  out.push(
    poly(
      [
        [x0, y0, c.h],
        [x1, y0, c.h],
        [x1, y1, c.h],
        [x0, y1, c.h],
      ],
      mixColours(wood, '#FFFFFF', 0.15),
    ),
    poly(
      [
        [x0, y1, c.h - 5],
        [x1, y1, c.h - 5],
        [x1, y1, c.h],
        [x0, y1, c.h],
      ],
      wood,
    ),
    ...(c.w > c.l
      ? []
      : [
          poly(
            [
              [x1, y1, 0],
              [x1, y0, 0],
              [x1, y0, c.h - 5],
              [x1, y1, c.h - 5],
            ],
            mixColours(wood, '#000000', 0.12),
            'fill-opacity="0.35"',
          ),
        ]),
    poly(
      [
        [x1, y1, c.h - 5],
        [x1, y0, c.h - 5],
        [x1, y0, c.h],
        [x1, y1, c.h],
      ],
      mixColours(wood, '#000000', 0.2),
    ),
  );
  return out.join('');
}
