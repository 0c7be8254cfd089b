import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fillEnclosedHoles } from '../../domain/cutout-holes.js';
import { CUTOUT_MAX_SIDE, type CutoutMaker } from '../../ports/cutouts.port.js';

export interface ImglyOptions {
  model?: 'small' | 'medium' | 'large';
}

/**
 * Background removal with @imgly/background-removal-node, fully offline: the model files ship in the package's
 * dist folder. The module (and onnxruntime) is imported on first use, so the light API never loads it.
 * About 2.5-3.5 s and 1 GB per image on 2 idle cores: only the makeCutout task function and the catalogue import run it.
 */
export function imglyCutouts({ model = 'medium' }: ImglyOptions = {}): CutoutMaker {
  let imgly: ReturnType<typeof loadImgly> | undefined;
  return {
    async cut(photo, contentType) {
      imgly ??= loadImgly();
      const { removeBackground } = await imgly;
      const dist = dirname(require.resolve('@imgly/background-removal-node'));
      const blob = await removeBackground(new Blob([new Uint8Array(photo)], { type: contentType }), {
        model,
        publicPath: `${pathToFileURL(dist).href}/`,
        output: { format: 'image/png' },
      });
      return compactCutout(await restoreHoles(Buffer.from(await blob.arrayBuffer()), photo));
    },
  };
}

const loadImgly = () => import('@imgly/background-removal-node');

/**
 * Gives back what the removal took from inside the object (domain/cutout-holes.ts), in the photo's colours: a sofa's
 * dark seat would otherwise show the room behind it in the picture and the 3D view.
 */
export async function restoreHoles(cut: Buffer, photo: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(cut).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const original = await sharp(photo).resize(info.width, info.height, { fit: 'fill' }).ensureAlpha().raw().toBuffer();
  fillEnclosedHoles(data, info.width, info.height, original);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer();
}

/** Trims the transparent margin, caps the longest side, and palette-compresses while keeping alpha. */
export async function compactCutout(png: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const trimmed = await sharp(png).trim({ threshold: 1 }).toBuffer();
  return sharp(trimmed)
    .resize({ width: CUTOUT_MAX_SIDE, height: CUTOUT_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .png({ palette: true, quality: 90, effort: 8, compressionLevel: 9 })
    .toBuffer();
}
