/**
 * A dining chair seen from behind (on the near side of a table) or from its side (at a table's end): a catalogue
 * cutout shows a chair only from the front. The other views are built from the front: the cutout's backrest (what
 * stands above the seat at its back) moved to where the turned chair's back is, over a seat and four legs drawn in the
 * colours the cutout shows there, in the same oblique view and at the same scale, so the picture places them as it
 * places any cutout (studio.scene.ts): an image of the turned footprint's w + 0.42·l by h + 0.3·l box.
 */
import { dominantColours, mixColours } from '../../domain/palette.js';
import type { BoardProduct } from '../../ports/generator.port.js';
import type { Decoded, Sharp } from './studio.cutout.js';
import { type P3, painter } from './studio.paint.js';
import { DEPTH } from './studio.scene.js';

/** How a chair is drawn: its cutout as it is, turned away from the viewer, or turned to face right or left. */
export type ChairView = 'front' | 'back' | 'right' | 'left';

/** A dining chair's seat top, cm above the floor; what is higher at the chair's back is its backrest. */
const SEAT_CM = 47;
/** The backrest's depth at the chair's back, cm. */
const BACKREST_CM = 6;
const LEG_CM = 3.5;

type Chair = Pick<BoardProduct, 'width' | 'length' | 'height'>;

/** The colour most of the cutout's opaque pixels have in a box of its own pixels (box-relative), or `fallback`. */
function colourIn(cutout: Decoded, x0: number, y0: number, x1: number, y1: number, fallback: string): string {
  const { box, width, data } = cutout;
  const [left, top] = [Math.max(0, Math.floor(x0)), Math.max(0, Math.floor(y0))];
  const [right, bottom] = [Math.min(box.width, Math.ceil(x1)), Math.min(box.height, Math.ceil(y1))];
  const pixels: number[] = [];
  for (let y = top; y < bottom; y++)
    for (let x = left; x < right; x++) {
      const i = ((box.top + y) * width + box.left + x) * 4;
      pixels.push(data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!);
    }
  return dominantColours(Uint8Array.from(pixels), { max: 1, minShare: 0 })[0] ?? fallback;
}

/** What the front view tells: its scale (px per cm), the frame's and the seat's colours, and the backrest's pixels. */
async function frontParts(sharp: Sharp, front: Decoded, { width: w, length: l, height: h }: Chair) {
  const scale = Math.max(front.box.width / (w + l * DEPTH.x), front.box.height / (h + l * DEPTH.y));
  // The front view's pixels of a point on the chair (x across, d back from its front edge, z up).
  const at = (x: number, d: number, z: number) => [(x + d * DEPTH.x) * scale, (h + l * DEPTH.y - z - d * DEPTH.y) * scale] as const;
  const [legX, legY] = at(1, 1, 12);
  const frame = colourIn(front, legX - 2, legY - 20, legX + LEG_CM * scale + 2, legY + 2, '#6B5B4B');
  const [seatX, seatY] = at(w / 2, l * 0.3, SEAT_CM);
  const seat = colourIn(front, seatX - 8 * scale, seatY - 3 * scale, seatX + 8 * scale, seatY + 3 * scale, frame);
  /** The backrest above the seat, from `d` cm back (its side face included when `d` is in front of it). */
  const backrest = async (d: number, across: number) => {
    const left = Math.round(at(0, d, 0)[0]);
    const crop = {
      left: front.box.left + left,
      top: front.box.top,
      width: Math.max(1, Math.min(front.box.width - left, Math.round(across * scale))),
      height: Math.max(1, Math.min(front.box.height, Math.round(at(0, l, SEAT_CM)[1]))),
    };
    const data = await sharp(front.data, { raw: { width: front.width, height: front.height, channels: 4 } })
      .extract(crop)
      .raw()
      .toBuffer();
    return { data, width: crop.width, height: crop.height };
  };
  return { scale, frame, seat, backrest };
}

/**
 * The turned chair's seat and legs as SVG, its footprint `x` cm across by `y` cm deep (plan y from its far edge),
 * with a leg 1 cm in from each corner: those further back than the seat's middle first.
 */
function seatAndLegs(size: { x: number; y: number; h: number }, scale: number, colours: { frame: string; seat: string }) {
  const [farX, farY] = [size.x - 1 - LEG_CM, size.y - 1 - LEG_CM];
  const legs: Array<[number, number]> = [
    [1, 1],
    [farX, 1],
    [1, farY],
    [farX, farY],
  ];
  const pen = painter({
    scale,
    point: (x, y, z) => ({
      px: (x + (size.y - y) * DEPTH.x) * scale,
      py: (size.h + size.y * DEPTH.y - z - (size.y - y) * DEPTH.y) * scale,
    }),
  });
  const box = (x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, fill: string) => {
    const right: P3[] = [
      [x1, y1, z0],
      [x1, y0, z0],
      [x1, y0, z1],
      [x1, y1, z1],
    ];
    const top: P3[] = [
      [x0, y1, z1],
      [x1, y1, z1],
      [x1, y0, z1],
      [x0, y0, z1],
    ];
    const near: P3[] = [
      [x0, y1, z0],
      [x1, y1, z0],
      [x1, y1, z1],
      [x0, y1, z1],
    ];
    return pen.poly(right, mixColours(fill, '#000000', 0.25)) + pen.poly(top, mixColours(fill, '#FFFFFF', 0.12)) + pen.poly(near, fill);
  };
  const leg = ([x, y]: [number, number], fill: string) => box(x, x + LEG_CM, y, y + LEG_CM, 0, SEAT_CM - 6, fill);
  const far = legs.filter(([, y]) => y < size.y / 2);
  const near = legs.filter(([, y]) => y >= size.y / 2);
  const svg = [
    ...far.map((at) => leg(at, mixColours(colours.frame, '#000000', 0.15))),
    box(0, size.x, 1, size.y - 1, SEAT_CM - 7, SEAT_CM - 3, colours.frame),
    box(1, size.x - 1, 2, size.y - 2, SEAT_CM - 3, SEAT_CM, colours.seat),
    ...near.map((at) => leg(at, colours.frame)),
  ].join('');
  const width = Math.max(2, Math.round((size.x + size.y * DEPTH.x) * scale));
  const height = Math.max(2, Math.round((size.h + size.y * DEPTH.y) * scale));
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${svg}</svg>`, width, height };
}

/** The SVG's pixels with the backrest over them at (left, top), as a decoded cutout whose box is the whole image. */
async function assemble(
  sharp: Sharp,
  base: { svg: string; width: number; height: number },
  backrest: { data: Buffer; width: number; height: number },
  left: number,
  top: number,
): Promise<Decoded> {
  const { data } = await sharp(Buffer.from(base.svg))
    .composite([
      {
        input: backrest.data,
        raw: { width: backrest.width, height: backrest.height, channels: 4 },
        left: Math.max(0, Math.round(left)),
        top: Math.max(0, Math.round(top)),
      },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: base.width, height: base.height, box: { left: 0, top: 0, width: base.width, height: base.height } };
}

/** The chair turned to face away from the viewer: its backrest at its near edge. */
export async function backView(sharp: Sharp, front: Decoded, chair: Chair): Promise<Decoded> {
  const { width: w, length: l, height: h } = chair;
  const parts = await frontParts(sharp, front, chair);
  const base = seatAndLegs({ x: w, y: l, h }, parts.scale, parts);
  // Moved forward by the chair's depth less its own: 0.3 cm lower on screen for each cm, and as much further left.
  const backrest = await parts.backrest(l - BACKREST_CM, w + BACKREST_CM * DEPTH.x + 2);
  return assemble(sharp, base, backrest, 0, (l - BACKREST_CM) * DEPTH.y * parts.scale);
}

/**
 * The chair turned a quarter to face right (at a table's left end) or left: its footprint l across by w deep, the
 * backrest seen edge on, its front face sheared along the depth the way the floor runs.
 */
export async function sideView(sharp: Sharp, front: Decoded, chair: Chair, facing: 'right' | 'left'): Promise<Decoded> {
  const { width: w, length: l, height: h } = chair;
  const parts = await frontParts(sharp, front, chair);
  const base = seatAndLegs({ x: l, y: w, h }, parts.scale, parts);
  const face = await parts.backrest(l - BACKREST_CM / 2, w);
  const sheared = await sharp(face.data, { raw: { width: face.width, height: face.height, channels: 4 } })
    .affine(
      [
        [DEPTH.x, 0],
        [-DEPTH.y, 1],
      ],
      { background: { r: 0, g: 0, b: 0, alpha: 0 } },
    )
    .raw()
    .toBuffer({ resolveWithObject: true });
  const backrest = { data: sheared.data, width: sheared.info.width, height: sheared.info.height };
  const x = facing === 'right' ? 1 : l - 1 - BACKREST_CM / 2;
  return assemble(sharp, base, backrest, x * parts.scale, 0);
}
