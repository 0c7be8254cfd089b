import { clearBackdrop } from '../../domain/cutout-holes.js';
import type { CutoutMaker } from '../../ports/cutouts.port.js';
import { compactCutout } from './imgly.cutouts.js';

/**
 * Background removal without a model, for photos on a plain backdrop: what the border reaches through the backdrop's
 * colour becomes transparent (domain/cutout-holes.ts). Milliseconds and a few MB where imgly takes seconds and a GB;
 * the test suite's functions use it (CUTOUT_MAKER=backdrop) to test the queue's wiring, not the model.
 */
export function backdropCutouts(): CutoutMaker {
  return {
    async cut(photo) {
      const { default: sharp } = await import('sharp');
      const { data, info } = await sharp(photo).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      clearBackdrop(data, info.width, info.height);
      const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
        .png()
        .toBuffer();
      return compactCutout(png);
    },
  };
}
