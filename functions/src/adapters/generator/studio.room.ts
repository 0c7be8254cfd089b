import type { PaletteColour } from '../../contracts/catalogue.js';
import { accentColour, mixColours } from '../../domain/palette.js';
import { seeded, type Plan, type PlanItem, type PlanOpening } from './studio.layout.js';
import { ROOM_HEIGHT, ROOM_WIDTH, WALL_CM, WALL_THICKNESS_CM, type Projection } from './studio.scene.js';

interface Tones {
  /** Wall paints the style chooses from (the seed picks one) when the board has no paint. */
  walls: string[];
  /** Floor finishes of the style: [kind, colour]. */
  floors: [FloorKind, string][];
  trim: string;
  frame: string;
  backdrop: string;
}

type FloorKind = 'planks' | 'wide-planks' | 'herringbone' | 'concrete' | 'tiles';

const STYLE_TONES: Record<string, Tones> = {
  'Natural Tones': {
    walls: ['#E6DAC6', '#DCCDB4', '#E9E0CF', '#D9CBB0'],
    floors: [
      ['planks', '#B98B57'],
      ['herringbone', '#A87B4A'],
      ['wide-planks', '#C29A68'],
    ],
    trim: '#F2EBDD',
    frame: '#7A5636',
    backdrop: '#F4EFE6',
  },
  'Color Pop': {
    walls: ['#F3E3C9', '#F1F0EA', '#E9EEF0'],
    floors: [
      ['planks', '#D5B487'],
      ['herringbone', '#CFA877'],
      ['wide-planks', '#E0C49B'],
    ],
    trim: '#FFFFFF',
    frame: '#22252B',
    backdrop: '#F6F3EE',
  },
  'Grey Tones': {
    walls: ['#C9CBCD', '#BFC3C7', '#D3D4D2'],
    floors: [
      ['concrete', '#8C8D8F'],
      ['wide-planks', '#8A8580'],
      ['tiles', '#9A9C9E'],
    ],
    trim: '#E6E7E8',
    frame: '#2F3237',
    backdrop: '#EEEFF0',
  },
  'Light Tones': {
    walls: ['#F1EDE5', '#F4F1EA', '#EEEAE2'],
    floors: [
      ['wide-planks', '#E1D1B6'],
      ['planks', '#DCC7A6'],
      ['herringbone', '#E3D3B8'],
    ],
    trim: '#FFFFFF',
    frame: '#CDBB9C',
    backdrop: '#F8F6F2',
  },
};

const f = (n: number) => n.toFixed(1);

/** The room's look for a board: wall and floor finish, window wall, wall treatment, chosen by style, function and seed. */
export interface RoomLook {
  wall: string;
  sideWall: string;
  floor: FloorKind;
  floorColour: string;
  /** Tiles up the lower walls (baths), in this colour. */
  wallTiles: string | null;
  /** Panelling below the dado rail (some bedrooms and dining rooms). */
  wainscot: boolean;
  windowOnBack: boolean;
  /** Which print hangs on the back wall, in the palette's colours: 0 bars, 1 a sun over a horizon, 2 colour blocks. */
  art: number;
}

export function roomLook(style: string, fn: string, plan: Plan, palette: PaletteColour[], seed: string): RoomLook {
  const tones = STYLE_TONES[style] ?? STYLE_TONES['Natural Tones']!;
  const n = seeded(seed, 'room');
  const accent = accentColour(palette);
  let wall = tones.walls[n % tones.walls.length]!;
  if (style === 'Color Pop' && accent && (n >>> 3) % 2 === 0) wall = mixColours(accent, '#FFFFFF', 0.6);
  const [paint, sidePaint] = plan.finishes.paints;
  const [tile] = plan.finishes.tiles;
  let [floor, floorColour] = tones.floors[(n >>> 6) % tones.floors.length]!;
  if (fn === 'Bath') [floor, floorColour] = ['tiles', tile ?? mixColours(tones.floors[0]![1], '#FFFFFF', 0.45)];
  else if (tile) [floor, floorColour] = ['tiles', tile];
  const backWall = paint ?? wall;
  return {
    wall: backWall,
    sideWall: sidePaint ?? (paint ? mixColours(paint, '#FFFFFF', 0.25) : mixColours(wall, '#000000', 0.04)),
    floor,
    floorColour,
    wallTiles: fn === 'Bath' ? (plan.finishes.tiles[1] ?? tile ?? '#EEF0EE') : null,
    wainscot: fn !== 'Bath' && (n >>> 9) % 3 === 0,
    windowOnBack: (n >>> 12) % 2 === 1,
    art: (n >>> 15) % 3,
  };
}

/**
 * The cut-away room behind the products, as SVG in the picture's projection: the floor slab with its finish, the back
 * and side walls with skirting (tiles in a bath), a window with daylight falling on the floor, curtains in the palette,
 * a framed print or a mirror, a pendant over a dining table, and the studio's console when one is needed.
 */
export function roomSvg(plan: Plan, p: Projection, look: RoomLook, style: string, fn: string, palette: PaletteColour[]): string {
  const tones = STYLE_TONES[style] ?? STYLE_TONES['Natural Tones']!;
  const { width: W, length: L } = plan.room;
  const t = WALL_THICKNESS_CM;
  const H = WALL_CM;
  const pt = (x: number, y: number, z: number) => {
    const { px, py } = p.point(x, y, z);
    return `${f(px)},${f(py)}`;
  };
  const poly = (points: [number, number, number][], fill: string, extra = '') =>
    `<polygon points="${points.map(([x, y, z]) => pt(x, y, z)).join(' ')}" fill="${fill}" ${extra}/>`;
  const line: Line = (a, b, stroke, width, extra = '') => lines([[a, b]], stroke, width, extra);
  // Many lines of one colour are one path: librsvg draws an element at a time, and a floor has hundreds of seams.
  const lines: Lines = (segments, stroke, width, extra = '') => {
    const d = segments
      .map(([a, b]) => {
        const [p1, p2] = [p.point(...a), p.point(...b)];
        return `M${f(p1.px)} ${f(p1.py)}L${f(p2.px)} ${f(p2.py)}`;
      })
      .join('');
    return d ? `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" ${extra}/>` : '';
  };
  const out: string[] = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mixColours(tones.backdrop, '#FFFFFF', 0.4)}"/><stop offset="1" stop-color="${tones.backdrop}"/></linearGradient>`,
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#BBD6E8"/><stop offset="1" stop-color="#EEF5F8"/></linearGradient>`,
    `<linearGradient id="wallLight" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.28"/><stop offset="0.6" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.06"/></linearGradient>`,
    `<radialGradient id="ground" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000000" stop-opacity="0.18"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${ROOM_WIDTH}" height="${ROOM_HEIGHT}" fill="url(#bg)"/>`,
  ];
  const groundA = p.point(-t, L + t, -t);
  const groundB = p.point(W, 0, -t);
  out.push(
    `<ellipse cx="${f((groundA.px + groundB.px) / 2 + 20)}" cy="${f(groundA.py + 6)}" rx="${f((groundB.px - groundA.px) * 0.62)}" ry="${f(26 + L * 0.02)}" fill="url(#ground)"/>`,
  );

  // The floor slab: its front and right edges, then the top in its finish.
  const slab = mixColours(look.floorColour, '#000000', 0.35);
  out.push(
    poly(
      [
        [-t, L, 0],
        [W, L, 0],
        [W, L, -t],
        [-t, L, -t],
      ],
      slab,
    ),
    poly(
      [
        [W, L, 0],
        [W, -t, 0],
        [W, -t, -t],
        [W, L, -t],
      ],
      mixColours(slab, '#000000', 0.2),
    ),
    poly(
      [
        [0, 0, 0],
        [W, 0, 0],
        [W, L, 0],
        [0, L, 0],
      ],
      look.floorColour,
    ),
  );
  out.push(floorPattern(look, W, L, lines, poly));

  // Daylight from each window falling on the floor: the layout's windows where they are, else the studio's one.
  const windows = windowsOf(plan, look);
  for (const win of windows)
    out.push(
      poly(
        win.onBack
          ? [
              [win.a, 0, 0],
              [win.b, 0, 0],
              [win.b + 40, Math.min(L, 230), 0],
              [win.a + 40, Math.min(L, 230), 0],
            ]
          : [
              [0, win.a, 0],
              [0, win.b, 0],
              [Math.min(W, 260), win.b + 60, 0],
              [Math.min(W, 260), win.a + 60, 0],
            ],
        '#FFFFFF',
        'fill-opacity="0.13"',
      ),
    );

  // Side wall (x = 0) and back wall (y = 0), with their cut edges.
  out.push(
    poly(
      [
        [0, L, 0],
        [0, 0, 0],
        [0, 0, H],
        [0, L, H],
      ],
      look.sideWall,
    ),
    poly(
      [
        [0, 0, 0],
        [W, 0, 0],
        [W, 0, H],
        [0, 0, H],
      ],
      look.wall,
    ),
    poly(
      [
        [-t, L, H],
        [0, L, H],
        [0, -t, H],
        [-t, -t, H],
      ],
      mixColours(look.sideWall, '#FFFFFF', 0.5),
    ),
    poly(
      [
        [0, 0, H],
        [W, 0, H],
        [W, -t, H],
        [0, -t, H],
      ],
      mixColours(look.wall, '#FFFFFF', 0.5),
    ),
    poly(
      [
        [-t, L, -t],
        [0, L, -t],
        [0, L, H],
        [-t, L, H],
      ],
      mixColours(look.sideWall, '#000000', 0.12),
    ),
    poly(
      [
        [W, 0, -t],
        [W, -t, -t],
        [W, -t, H],
        [W, 0, H],
      ],
      mixColours(look.wall, '#000000', 0.14),
    ),
  );
  if (look.wallTiles) out.push(wallTiles(look.wallTiles, W, L, lines, poly));
  if (look.wainscot) {
    const panel = mixColours(look.wall, '#FFFFFF', 0.25);
    out.push(
      poly(
        [
          [0, 0, 0],
          [W, 0, 0],
          [W, 0, 95],
          [0, 0, 95],
        ],
        panel,
      ),
      line([0, 0, 95], [W, 0, 95], mixColours(panel, '#000000', 0.18), 2),
    );
    const stiles: [P3, P3][] = [];
    for (let x = 60; x < W - 20; x += 60)
      stiles.push([
        [x, 0, 8],
        [x, 0, 90],
      ]);
    out.push(lines(stiles, mixColours(panel, '#000000', 0.1), 1.2));
  }
  // Skirting along both walls.
  const skirt = fn === 'Bath' ? null : tones.trim;
  if (skirt)
    out.push(
      poly(
        [
          [0, 0, 0],
          [W, 0, 0],
          [W, 0, 10],
          [0, 0, 10],
        ],
        skirt,
      ),
      poly(
        [
          [0, L, 0],
          [0, 0, 0],
          [0, 0, 10],
          [0, L, 10],
        ],
        mixColours(skirt, '#000000', 0.06),
      ),
    );
  for (const win of windows) out.push(windowSvg(win, tones, fn, palette, poly, line, lines));
  for (const door of (plan.openings ?? []).filter((o) => o.kind === 'door')) out.push(doorSvg(door, tones, poly, line));
  out.push(
    poly(
      [
        [0, L, 0],
        [0, 0, 0],
        [0, 0, H],
        [0, L, H],
      ],
      'url(#wallLight)',
    ),
  );
  out.push(wallDecor(plan, look, tones, fn, palette, poly, line));
  if (plan.shower) out.push(showerSvg(plan.shower, look, poly, lines));
  if (plan.console) out.push(consoleSvg(plan.console, tones, poly));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ROOM_WIDTH}" height="${ROOM_HEIGHT}" viewBox="0 0 ${ROOM_WIDTH} ${ROOM_HEIGHT}">${out.join('')}</svg>`;
}

type Poly = (points: [number, number, number][], fill: string, extra?: string) => string;
type P3 = [number, number, number];
type Line = (a: P3, b: P3, stroke: string, width: number, extra?: string) => string;
type Lines = (segments: [P3, P3][], stroke: string, width: number, extra?: string) => string;

function floorPattern(look: RoomLook, W: number, L: number, lines: Lines, poly: Poly): string {
  const seam = mixColours(look.floorColour, '#000000', 0.16);
  const out: string[] = [];
  const across: [P3, P3][] = [];
  const joints: [P3, P3][] = [];
  if (look.floor === 'planks' || look.floor === 'wide-planks') {
    const step = look.floor === 'planks' ? 16 : 24;
    for (let y = step; y < L; y += step)
      across.push([
        [0, y, 0],
        [W, y, 0],
      ]);
    let row = 0;
    for (let y = 0; y < L; y += step, row++)
      for (let x = ((row * 73) % 120) + 40; x < W; x += 150 + ((row * 37) % 60))
        joints.push([
          [x, y, 0],
          [x, Math.min(L, y + step), 0],
        ]);
    out.push(lines(across, seam, 1, 'stroke-opacity="0.55"'), lines(joints, seam, 1, 'stroke-opacity="0.45"'));
  } else if (look.floor === 'herringbone') {
    for (let y = 0; y < L; y += 20)
      for (let x = 0; x < W; x += 40) {
        across.push([
          [x, y, 0],
          [Math.min(W, x + 20), Math.min(L, y + 20), 0],
        ]);
        across.push([
          [Math.min(W, x + 40), y, 0],
          [Math.min(W, x + 20), Math.min(L, y + 20), 0],
        ]);
      }
    out.push(lines(across, seam, 1, 'stroke-opacity="0.5"'));
  } else if (look.floor === 'tiles') {
    const grout = mixColours(look.floorColour, '#FFFFFF', 0.45);
    for (let y = 30; y < L; y += 30)
      across.push([
        [0, y, 0],
        [W, y, 0],
      ]);
    for (let x = 30; x < W; x += 30)
      across.push([
        [x, 0, 0],
        [x, L, 0],
      ]);
    out.push(lines(across, grout, 1.4));
  } else {
    out.push(
      poly(
        [
          [0, 0, 0],
          [W, 0, 0],
          [W, L, 0],
          [0, L, 0],
        ],
        '#FFFFFF',
        'fill-opacity="0.05"',
      ),
    );
    for (let y = 120; y < L; y += 120)
      across.push([
        [0, y, 0],
        [W, y, 0],
      ]);
    out.push(lines(across, seam, 1, 'stroke-opacity="0.4"'));
  }
  return out.join('');
}

function wallTiles(colour: string, W: number, L: number, lines: Lines, poly: Poly): string {
  const top = 130;
  const grout = mixColours(colour, '#FFFFFF', 0.5);
  const out = [
    poly(
      [
        [0, 0, 0],
        [W, 0, 0],
        [W, 0, top],
        [0, 0, top],
      ],
      colour,
    ),
    poly(
      [
        [0, L, 0],
        [0, 0, 0],
        [0, 0, top],
        [0, L, top],
      ],
      mixColours(colour, '#000000', 0.05),
    ),
  ];
  const joints: [P3, P3][] = [];
  for (let z = 15; z <= top; z += 15)
    joints.push(
      [
        [0, 0, z],
        [W, 0, z],
      ],
      [
        [0, L, z],
        [0, 0, z],
      ],
    );
  for (let x = 15; x < W; x += 15)
    joints.push([
      [x, 0, 0],
      [x, 0, top],
    ]);
  for (let y = 15; y < L; y += 15)
    joints.push([
      [0, y, 0],
      [0, y, top],
    ]);
  out.push(lines(joints, grout, 1.2));
  return out.join('');
}

/** The window's span along its wall, cm: away from the tall pieces of the back wall when it is there. */
function windowRect(plan: Plan, look: RoomLook): { a: number; b: number; bottom: number; top: number } {
  const { width: W, length: L } = plan.room;
  if (!look.windowOnBack) {
    const w = Math.min(150, L * 0.42);
    const centre = L * 0.42;
    return { a: centre - w / 2, b: centre + w / 2, bottom: 85, top: 215 };
  }
  const w = Math.min(130, W * 0.3);
  const tall: { x: number; w: number; h: number }[] = plan.items.filter((i) => i.role === 'floor' && i.y - i.l / 2 < 40 && i.h > 80);
  if (plan.shower) tall.push({ x: plan.shower.x, w: plan.shower.w, h: 400 });
  let best = W - w / 2 - 30;
  let bestClash = Infinity;
  for (let c = w / 2 + 30; c <= W - w / 2 - 30; c += 10) {
    const clash = tall.filter((i) => Math.abs(i.x - c) < (i.w + w) / 2).reduce((sum, i) => sum + i.h, 0);
    if (clash < bestClash - 1e-9) {
      best = c;
      bestClash = clash;
    }
  }
  return { a: best - w / 2, b: best + w / 2, bottom: 90, top: 215 };
}

/** A window where the picture draws it: along the back wall (or else the left one), from `a` to `b` cm, sill to head. */
interface WindowSpan {
  onBack: boolean;
  a: number;
  b: number;
  bottom: number;
  top: number;
}

/** The board layout's windows on the two walls shown, or (without a layout that lists openings) the studio's one. */
function windowsOf(plan: Plan, look: RoomLook): WindowSpan[] {
  if (plan.openings)
    return plan.openings
      .filter((o) => o.kind === 'window')
      .map((o) => ({ onBack: o.wall === 'back', a: o.a, b: o.b, bottom: 90, top: 210 }));
  return [{ onBack: look.windowOnBack, ...windowRect(plan, look) }];
}

/** A door on the back or left wall: frame, leaf, a handle on the side away from the hinge. */
function doorSvg(door: PlanOpening, tones: Tones, poly: Poly, line: Line): string {
  const at = (u: number, z: number): P3 => (door.wall === 'back' ? [u, 0, z] : [0, u, z]);
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

function windowSvg(win: WindowSpan, tones: Tones, fn: string, palette: PaletteColour[], poly: Poly, line: Line, lines: Lines): string {
  const frame = tones.trim;
  const at = (u: number, z: number): P3 => (win.onBack ? [u, 0, z] : [0, u, z]);
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

/** A print in the palette's colours above the anchor (a mirror in a bath), and a pendant over a dining table. */
function wallDecor(plan: Plan, look: RoomLook, tones: Tones, fn: string, palette: PaletteColour[], poly: Poly, line: Line): string {
  const { width: W } = plan.room;
  const anchor = plan.items.filter((i) => i.role === 'floor' && i.y - i.l / 2 < 40).sort((a, b) => b.w - a.w)[0];
  const out: string[] = [];
  const onBack = [
    ...windowsOf(plan, look).filter((w) => w.onBack),
    ...(plan.openings ?? []).filter((o) => o.kind === 'door' && o.wall === 'back'),
  ];
  const centre = anchor?.x ?? W / 2;
  const clear = (a: number, b: number) =>
    onBack.every((o) => b < o.a - 40 || a > o.b + 40) && (!plan.shower || b < plan.shower.x - plan.shower.w / 2 - 10);
  const bottom = Math.max(anchor ? anchor.h + 25 : 120, 120);
  const hasMirror = plan.items.some((i) => i.role === 'wall' && /mirror/i.test(i.product.title));
  if (fn === 'Bath') {
    if (!hasMirror && clear(centre - 35, centre + 35))
      out.push(
        poly(
          [
            [centre - 36, 0, 138],
            [centre + 36, 0, 138],
            [centre + 36, 0, 222],
            [centre - 36, 0, 222],
          ],
          tones.frame,
        ),
        poly(
          [
            [centre - 32, 0, 142],
            [centre + 32, 0, 142],
            [centre + 32, 0, 218],
            [centre - 32, 0, 218],
          ],
          '#DDE7EC',
        ),
      );
  } else if (palette.length && clear(centre - 55, centre + 55) && bottom + 70 < WALL_CM) {
    const w = 90;
    const h = Math.min(70, WALL_CM - bottom - 15);
    out.push(
      poly(
        [
          [centre - w / 2, 0, bottom],
          [centre + w / 2, 0, bottom],
          [centre + w / 2, 0, bottom + h],
          [centre - w / 2, 0, bottom + h],
        ],
        tones.frame,
      ),
      poly(
        [
          [centre - w / 2 + 4, 0, bottom + 4],
          [centre + w / 2 - 4, 0, bottom + 4],
          [centre + w / 2 - 4, 0, bottom + h - 4],
          [centre - w / 2 + 4, 0, bottom + h - 4],
        ],
        '#FBFAF6',
      ),
    );
    out.push(printArt(look.art, palette, centre - w / 2 + 12, centre + w / 2 - 12, bottom + 12, bottom + h - 12, poly));
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

/** The print's picture inside its mount on the back wall (x from `x0` to `x1`, z from `z0` to `z1`), in palette colours. */
function printArt(kind: number, palette: PaletteColour[], x0: number, x1: number, z0: number, z1: number, poly: Poly): string {
  const colour = (i: number) => palette[i % palette.length]!.hex;
  const rect = (a: number, b: number, c: number, d: number, fill: string) =>
    poly(
      [
        [a, 0, c],
        [b, 0, c],
        [b, 0, d],
        [a, 0, d],
      ],
      fill,
    );
  if (kind === 1) {
    // A sun over a horizon: sky, land and a disc.
    const horizon = z0 + (z1 - z0) * 0.42;
    const r = Math.min(x1 - x0, z1 - z0) * 0.2;
    const cx = x0 + (x1 - x0) * 0.62;
    const cz = horizon + r * 1.1;
    const disc = Array.from({ length: 16 }, (_, k): P3 => [cx + r * Math.cos((k * Math.PI) / 8), 0, cz + r * Math.sin((k * Math.PI) / 8)]);
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
function showerSvg(sh: NonNullable<Plan['shower']>, look: RoomLook, poly: Poly, lines: Lines): string {
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

function consoleSvg(c: NonNullable<Plan['console']>, tones: Tones, poly: Poly): string {
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
