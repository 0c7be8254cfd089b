/**
 * A chair seen from behind, for the near side of a dining table: a catalogue cutout shows a chair only from the front.
 * The back is built from the front: the cutout's backrest (what stands above the seat) moved to the chair's near edge,
 * over a seat and four legs drawn in the colours the cutout shows there, in the same oblique view and at the same
 * scale, so the picture places it as it places any cutout (studio.scene.ts).
 */
import { dominantColours, mixColours } from '../../domain/palette.js';
import type { BoardProduct } from '../../ports/generator.port.js';
import type { Decoded, Sharp } from './studio.cutout.js';
import { type P3, painter } from './studio.paint.js';
import { DEPTH } from './studio.scene.js';

/** A dining chair's seat top, cm above the floor; what is higher at the chair's back is its backrest. */
const SEAT_CM = 47;
/** The backrest's depth at the chair's back, cm. */
const BACKREST_CM = 6;
const LEG_CM = 3.5;

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

/** The chair turned to face away from the viewer, as a decoded cutout whose box is the whole w + 0.42·l by h + 0.3·l image. */
export async function backView(sharp: Sharp, front: Decoded, product: Pick<BoardProduct, 'width' | 'length' | 'height'>): Promise<Decoded> {
  const { width: w, length: l, height: h } = product;
  const scale = Math.max(front.box.width / (w + l * DEPTH.x), front.box.height / (h + l * DEPTH.y));
  const width = Math.max(2, Math.round((w + l * DEPTH.x) * scale));
  const height = Math.max(2, Math.round((h + l * DEPTH.y) * scale));
  // The front view's pixels of a point on the chair (x across, d back from its front edge, z up).
  const at = (x: number, d: number, z: number) => [(x + d * DEPTH.x) * scale, (h + l * DEPTH.y - z - d * DEPTH.y) * scale] as const;
  const [legX, legY] = at(1, 1, 12);
  const frame = colourIn(front, legX - 2, legY - 20, legX + LEG_CM * scale + 2, legY + 2, '#6B5B4B');
  const [seatX, seatY] = at(w / 2, l * 0.3, SEAT_CM);
  const seat = colourIn(front, seatX - 8 * scale, seatY - 3 * scale, seatX + 8 * scale, seatY + 3 * scale, frame);

  // Turned, the chair's back is at its near edge (plan y near l) and its front legs at the far one (y near 0).
  const pen = painter({
    scale,
    point: (x, y, z) => ({ px: (x + (l - y) * DEPTH.x) * scale, py: (h + l * DEPTH.y - z - (l - y) * DEPTH.y) * scale }),
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
  const legs = (y0: number, top: number, fill: string) =>
    box(1, 1 + LEG_CM, y0, y0 + LEG_CM, 0, top, fill) + box(w - 1 - LEG_CM, w - 1, y0, y0 + LEG_CM, 0, top, fill);
  const svg = [
    legs(1, SEAT_CM - 6, mixColours(frame, '#000000', 0.15)),
    box(0, w, 1, l - 1, SEAT_CM - 7, SEAT_CM - 3, frame),
    box(1, w - 1, 2, l - 2, SEAT_CM - 3, SEAT_CM, seat),
    legs(l - 1 - LEG_CM, SEAT_CM, frame),
  ].join('');
  const base = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${svg}</svg>`))
    .raw()
    .toBuffer({ resolveWithObject: true });

  // The backrest: the front view above the seat at the chair's back, moved forward by the chair's depth less its own.
  const [cropX] = at(0, l - BACKREST_CM, 0);
  const [, cropBottom] = at(0, l, SEAT_CM);
  const left = Math.round(cropX);
  const crop = {
    left: front.box.left + left,
    top: front.box.top,
    width: Math.max(1, Math.min(front.box.width - left, width)),
    height: Math.max(1, Math.min(front.box.height, Math.round(cropBottom))),
  };
  const backrest = await sharp(front.data, { raw: { width: front.width, height: front.height, channels: 4 } })
    .extract(crop)
    .raw()
    .toBuffer();
  const data = await sharp(base.data, { raw: base.info })
    .composite([
      {
        input: backrest,
        raw: { width: crop.width, height: crop.height, channels: 4 },
        left: 0,
        top: Math.round((l - BACKREST_CM) * DEPTH.y * scale),
      },
    ])
    .raw()
    .toBuffer();
  return { data, width, height, box: { left: 0, top: 0, width, height } };
}
