import type { BoardGenerator, BoardImage, BoardBrief } from '../../ports/generator.port.js';
import { productPlacement } from '../../domain/catalogue.js';
import { clip, layer, layout, ROOM_HEIGHT, ROOM_WIDTH, type Placed, type Planned } from './studio.layout.js';
import { roomSvg, shadowSvg } from './studio.room.js';
import { roomFunction, styleKey, writeText } from './studio.words.js';

type Sharp = typeof import('sharp');
let sharpModule: Promise<Sharp> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp').then((m) => m.default))) as Sharp;

/** The room picture: the products' cutouts placed in the drawn room, with floor shadows, as a JPEG. */
async function compose(brief: BoardBrief): Promise<BoardImage> {
  const sharp = await loadSharp();
  const plans: Planned[] = await Promise.all(
    brief.products.map(async (product) => {
      const meta = await sharp(product.cutout).metadata();
      return { product, placement: productPlacement(product), imgW: meta.width ?? 1, imgH: meta.height ?? 1 };
    }),
  );
  const spots = layout(plans);
  const placed: Placed[] = await Promise.all(
    spots.map(async ({ plan, x, base, width, shadow }) => {
      let w = Math.max(8, Math.round(width));
      let h = Math.max(8, Math.round((w * plan.imgH) / plan.imgW));
      const maxH = plan.placement === 'rug' ? 260 : base - 20;
      if (h > maxH) {
        w = Math.max(8, Math.round((w * maxH) / h));
        h = maxH;
      }
      const input = await sharp(plan.product.cutout).resize(w, h, { fit: 'fill' }).png({ compressionLevel: 0 }).toBuffer();
      const left = Math.round(x - w / 2);
      const top = Math.round(base - h);
      return { left, top, width: w, height: h, input, base, shadow };
    }),
  );
  const order = spots.map((spot, i) => ({ spot, item: placed[i]! }));
  order.sort((a, b) => layer(a.spot.plan.placement) - layer(b.spot.plan.placement) || a.item.base - b.item.base);
  const shadows = order
    .filter(({ item }) => item.shadow)
    .map(({ item }) => ({ x: item.left + item.width / 2, y: item.base - 4, rx: item.width * 0.46 }));
  const background = roomSvg(styleKey(brief.style), roomFunction(brief.functionName), brief.palette);
  const composites = order.map(({ item }) => clip(item)).filter((c): c is { input: Buffer; left: number; top: number } => c !== null);
  const image = await sharp(Buffer.from(background))
    .composite([{ input: await shadowLayer(shadows), left: 0, top: 0 }, ...composites])
    .jpeg({ quality: 84, chromaSubsampling: '4:2:0' })
    .toBuffer();
  return { image, contentType: 'image/jpeg', width: ROOM_WIDTH, height: ROOM_HEIGHT };
}

/** Soft floor shadows, drawn at a quarter of the size and blurred there. */
async function shadowLayer(shadows: { x: number; y: number; rx: number }[]): Promise<Buffer> {
  const sharp = await loadSharp();
  const small = await sharp(Buffer.from(shadowSvg(shadows, 4)))
    .blur(2.2)
    .png()
    .toBuffer();
  return sharp(small).resize(ROOM_WIDTH, ROOM_HEIGHT, { kernel: 'cubic' }).png({ compressionLevel: 0 }).toBuffer();
}

/** The offline generator: deterministic words from templates and a room composed from the cutouts with sharp. */
export function studioGenerator(): BoardGenerator {
  return {
    kind: 'studio',
    async describe(brief) {
      return writeText(brief);
    },
    picture: compose,
  };
}
