// A fake of the picture reader port for service tests: no sharp, predictable answers.
import type { PictureProblem } from '../domain/board-pictures.js';
import type { PictureImages, ProcessedPicture } from '../ports/picture-images.port.js';

// The longer names first: 'too-many-pixels-whole' starts with 'too-many-pixels'.
const PROBLEMS: PictureProblem[] = ['not-image', 'empty', 'too-small', 'too-big', 'too-many-pixels-whole', 'too-many-pixels'];

/** Bytes starting with a problem's name are that problem; no bytes are 'empty'; anything else is a 1024 x 768 JPEG of `jpeg:<text>`. */
async function read(upload: Buffer): Promise<ProcessedPicture | { problem: PictureProblem }> {
  const text = upload.toString('utf8');
  if (!upload.length) return { problem: 'empty' };
  const problem = PROBLEMS.find((name) => text.startsWith(name));
  if (problem) return { problem };
  return { data: Buffer.from(`jpeg:${text}`), contentType: 'image/jpeg', width: 1024, height: 768 };
}

export function fakePictureImages(): PictureImages {
  return { boardPicture: read, roomPhoto: read };
}
