import type { PaletteColour } from '../../contracts/catalogue.js';
import { mixColours } from '../../domain/palette.js';
import { consoleSvg, showerSvg, wallDecor } from './studio.decor.js';
import type { Plan, PlanItem } from './studio.layout.js';
import { type RoomLook, tonesOf } from './studio.look.js';
import { f, painter } from './studio.paint.js';
import { ROOM_HEIGHT, ROOM_WIDTH, WALL_THICKNESS_CM, type Projection } from './studio.scene.js';
import { floorClip, floorSvg, fullWalls, sideLightSvg, skirtingSvg, wainscotSvg, wallTilesSvg, wallsSvg } from './studio.shell.js';
import { cutAway, shownWalls } from './studio.walls.js';
import { daylightSvg, doorSvg, doorsOf, windowSvg, windowsOf } from './studio.windows.js';

/**
 * The cut-away room behind the products, as SVG in the picture's projection: the floor slab in the room's shape with
 * its finish, the walls that face the viewer (tiles in a bath, panelling, skirting), the windows with daylight falling
 * on the floor and curtains in the palette, the doors, a print in the palette or a mirror, a pendant over a dining
 * table, and the studio's shower tray and console when they are needed.
 */
export function roomSvg(plan: Plan, p: Projection, look: RoomLook, style: string, fn: string, palette: PaletteColour[]): string {
  const tones = tonesOf(style);
  const pen = painter(p);
  const { width: W, length: L } = plan.room;
  const t = WALL_THICKNESS_CM;
  const walls = cutAway(
    shownWalls(plan.outline),
    plan.items.filter((i) => i.role === 'floor'),
    L,
  );
  const full = fullWalls(walls);
  const windows = windowsOf(plan, look, full);
  const doors = doorsOf(plan, full);
  const out: string[] = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mixColours(tones.backdrop, '#FFFFFF', 0.4)}"/><stop offset="1" stop-color="${tones.backdrop}"/></linearGradient>`,
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#BBD6E8"/><stop offset="1" stop-color="#EEF5F8"/></linearGradient>`,
    `<linearGradient id="wallLight" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.28"/><stop offset="0.6" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.06"/></linearGradient>`,
    `<radialGradient id="ground" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000000" stop-opacity="0.18"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>`,
    `${floorClip(plan.outline, pen)}</defs>`,
    `<rect width="${ROOM_WIDTH}" height="${ROOM_HEIGHT}" fill="url(#bg)"/>`,
  ];
  const groundA = p.point(-t, L + t, -t);
  const groundB = p.point(W, 0, -t);
  out.push(
    `<ellipse cx="${f((groundA.px + groundB.px) / 2 + 20)}" cy="${f(groundA.py + 6)}" rx="${f((groundB.px - groundA.px) * 0.62)}" ry="${f(26 + L * 0.02)}" fill="url(#ground)"/>`,
  );
  out.push(floorSvg(plan.outline, look, pen));
  for (const win of windows) out.push(daylightSvg(win, plan.room, pen));
  // Wall by wall, furthest back first, each with what is on it: a nearer wall covers what is behind it.
  for (const wall of walls) {
    const one = wall.cut ? [] : [wall];
    const on = (span: { wall: { index: number } }) => span.wall.index === wall.index;
    out.push(wallsSvg([wall], look, pen));
    if (look.wallTiles) out.push(wallTilesSvg(one, look.wallTiles, pen));
    if (look.wainscot) out.push(wainscotSvg(one, look, pen));
    if (fn !== 'Bath') out.push(skirtingSvg(one, tones, pen));
    for (const win of windows.filter(on)) out.push(windowSvg(win, tones, fn, palette, pen));
    for (const door of doors.filter(on)) out.push(doorSvg(door, tones, pen));
    out.push(sideLightSvg(one, pen));
  }
  out.push(wallDecor(plan, look, tones, fn, palette, full, [...windows, ...doors], pen));
  if (plan.shower) out.push(showerSvg(plan.shower, look, pen));
  if (plan.console) out.push(consoleSvg(plan.console, tones, pen));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ROOM_WIDTH}" height="${ROOM_HEIGHT}" viewBox="0 0 ${ROOM_WIDTH} ${ROOM_HEIGHT}">${out.join('')}</svg>`;
}

/**
 * Soft contact shadows under what stands on the floor, in the picture's projection (no blur filter: radial gradients),
 * drawn at 1/`scale` of the picture (the generator enlarges them; soft shapes lose nothing).
 */
export function shadowSvg(items: PlanItem[], p: Projection, scale = 1): string {
  const ellipses = items
    .filter((i) => i.role === 'floor')
    .map((i) => {
      const c = p.point(i.x, i.y, 0);
      const rx = ((i.w + i.l * 0.42) / 2) * p.scale * 1.05;
      const ry = Math.max(8, i.l * 0.3 * 0.5 * p.scale * 1.2);
      return `<ellipse cx="${f(c.px / scale)}" cy="${f(c.py / scale)}" rx="${f(rx / scale)}" ry="${f(ry / scale)}" fill="url(#s)"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ROOM_WIDTH / scale}" height="${ROOM_HEIGHT / scale}"><defs><radialGradient id="s" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000000" stop-opacity="0.32"/><stop offset="0.7" stop-color="#000000" stop-opacity="0.12"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient></defs>${ellipses}</svg>`;
}
