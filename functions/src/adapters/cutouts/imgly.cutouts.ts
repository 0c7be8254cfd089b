import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
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
      return compactCutout(Buffer.from(await blob.arrayBuffer()));
    },
  };
}

const loadImgly = () => import('@imgly/background-removal-node');

/** Trims the transparent margin, caps the longest side, and palette-compresses while keeping alpha. */
export async function compactCutout(png: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const trimmed = await sharp(png).trim({ threshold: 1 }).toBuffer();
  return sharp(trimmed)
    .resize({ width: CUTOUT_MAX_SIDE, height: CUTOUT_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .png({ palette: true, quality: 90, effort: 8, compressionLevel: 9 })
    .toBuffer();
}
