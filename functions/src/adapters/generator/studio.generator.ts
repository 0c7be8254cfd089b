import type { BoardGenerator, BoardImage, BoardBrief } from '../../ports/generator.port.js';
import { backView, sideView } from './studio.chair-views.js';
import { decode, type Decoded, type Sharp } from './studio.cutout.js';
import { planRoom, type PlanItem } from './studio.layout.js';
import { roomLook } from './studio.look.js';
import { roomSvg, shadowSvg } from './studio.room.js';
import { DEPTH, projectionFor, ROOM_HEIGHT, ROOM_WIDTH, sceneSprites, type Sprite } from './studio.scene.js';
import { boardSeed, roomFunction, styleKey, writeText } from './studio.words.js';

let sharpModule: Promise<Sharp> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp').then((m) => m.default))) as Sharp;

interface Layer {
  input: Buffer;
  raw: { width: number; height: number; channels: 4 };
  left: number;
  top: number;
}

/**
 * The room picture: the board's plan (studio.layout) in the cut-away 3/4 view (studio.scene), the room drawn to the
 * style, function and seed (studio.room), contact shadows, then each cutout at its true scale, back to front, as a JPEG.
 */
async function compose(brief: BoardBrief): Promise<BoardImage> {
  const sharp = await loadSharp();
  const seed = boardSeed(brief);
  const style = styleKey(brief.style);
  const fn = roomFunction(brief.functionName);
  const plan = planRoom(brief.products, fn, seed, brief.layout);
  const projection = projectionFor(plan.room);
  const look = roomLook(style, fn, plan, brief.palette, seed);
  const backgroundJob = sharp(Buffer.from(roomSvg(plan, projection, look, style, fn, brief.palette)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const shadowJob = sharp(Buffer.from(shadowSvg(plan.items, projection, 4)))
    .resize(ROOM_WIDTH, ROOM_HEIGHT)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const decoded = new Map<PlanItem, Decoded>(
    await Promise.all(
      plan.items.map(async (item) => {
        const front = await decode(sharp, item.product.cutout);
        const { view = 'front', product } = item;
        const shown =
          view === 'front' ? front : view === 'back' ? await backView(sharp, front, product) : await sideView(sharp, front, product, view);
        return [item, shown] as const;
      }),
    ),
  );
  const sizes = new Map([...decoded].map(([item, d]) => [item, { imgW: d.box.width, imgH: d.box.height }]));
  const sprites = sceneSprites(plan, projection, sizes);
  const [background, shadows, ...layers] = await Promise.all([
    backgroundJob,
    shadowJob,
    ...sprites.map((sprite) => spriteLayer(sharp, sprite, decoded.get(sprite.item)!)),
  ]);
  const rugs = sprites.filter((s) => s.flat).length;
  const shadowLayer: Layer = { input: shadows.data, raw: { width: ROOM_WIDTH, height: ROOM_HEIGHT, channels: 4 }, left: 0, top: 0 };
  const composites = [...layers.slice(0, rugs), shadowLayer, ...layers.slice(rugs)].filter((layer): layer is Layer => layer !== null);
  const image = await sharp(background.data, { raw: background.info })
    .composite(composites)
    .jpeg({ quality: 84, chromaSubsampling: '4:2:0' })
    .toBuffer();
  return { image, contentType: 'image/jpeg', width: ROOM_WIDTH, height: ROOM_HEIGHT };
}

/** One cutout resized to its sprite (a rug also sheared flat onto the floor), clipped to the picture, as raw RGBA. */
async function spriteLayer(sharp: Sharp, sprite: Sprite, cutout: Decoded): Promise<Layer | null> {
  const width = Math.max(2, Math.round(sprite.width));
  const height = Math.max(2, Math.round(sprite.height));
  let image = sharp(cutout.data, { raw: { width: cutout.width, height: cutout.height, channels: 4 } })
    .extract(cutout.box)
    .resize(width, height, { fit: 'fill' });
  if (sprite.flat) {
    // Shear: the back (top) edge moves right by the rug's depth, as the floor does.
    const shift = (sprite.item.l * DEPTH.x * sprite.width) / sprite.item.w;
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    image = sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } }).affine(
      [
        [1, -shift / height],
        [0, 1],
      ],
      { background: { r: 0, g: 0, b: 0, alpha: 0 } },
    );
  }
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const left = Math.round(sprite.left);
  const top = Math.round(sprite.top);
  // sharp refuses composites that overflow the canvas; what sticks out of the picture is cut off.
  const x0 = Math.max(0, -left);
  const y0 = Math.max(0, -top);
  const x1 = Math.min(info.width, ROOM_WIDTH - left);
  const y1 = Math.min(info.height, ROOM_HEIGHT - top);
  if (x1 - x0 < 1 || y1 - y0 < 1) return null;
  const raw = { width: info.width, height: info.height, channels: 4 as const };
  if (x0 === 0 && y0 === 0 && x1 === info.width && y1 === info.height) return { input: data, raw, left, top };
  const input = await sharp(data, { raw })
    .extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
    .raw()
    .toBuffer();
  return { input, raw: { width: x1 - x0, height: y1 - y0, channels: 4 }, left: left + x0, top: top + y0 };
}

/** The offline generator: words from templates and a room composed from the cutouts with sharp, varied by the generation id. */
export function studioGenerator(): BoardGenerator {
  return {
    kind: 'studio',
    async describe(brief) {
      return writeText(brief);
    },
    picture: compose,
  };
}
