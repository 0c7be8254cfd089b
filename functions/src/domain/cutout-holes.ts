/**
 * Background removal sometimes takes parts of the object with the background: a dark seat between a sofa's arms, a
 * pillow the colour of the studio wall. Such holes are enclosed by the object, whereas the real background reaches
 * the image's border. This makes every pixel that the border cannot reach through see-through pixels opaque again,
 * so a cutout is never drawn with the room (or the 3D room) showing through its middle.
 */

/** Below this alpha a pixel counts as background that the border can reach through. */
const SEE_THROUGH = 128;

/**
 * Fills the enclosed holes of an RGBA image in place: pixels not connected to the border through pixels with alpha
 * below 128 (4-connected) get alpha 255, in the colour of `photo` (RGBA of the same size) when given. Returns how many
 * pixels it made opaque. With the photo, a hole whose photo pixel has the background's colour (the border's mean) is
 * a real gap and stays.
 */
export function fillEnclosedHoles(rgba: Uint8Array, width: number, height: number, photo?: Uint8Array): number {
  const background = photo ? borderColour(photo, width, height) : null;
  const outside = new Uint8Array(width * height);
  const stack: number[] = [];
  const visit = (i: number) => {
    if (!outside[i] && rgba[i * 4 + 3]! < SEE_THROUGH) {
      outside[i] = 1;
      stack.push(i);
    }
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % width;
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (i >= width) visit(i - width);
    if (i < width * (height - 1)) visit(i + width);
  }
  let filled = 0;
  for (let i = 0; i < width * height; i++) {
    // Anti-aliased edges next to the background keep their alpha; only what the background cannot reach is filled.
    if (outside[i] || rgba[i * 4 + 3] === 255) continue;
    const edge = rgba[i * 4 + 3]! >= SEE_THROUGH && touchesOutside(outside, i, width, height);
    if (edge) continue;
    // A gap the object really has (between a bar cart's shelves, a chair's spindles) shows the studio's background
    // in the photo and stays see-through; a removed seat or pillow has its own colour.
    if (photo && background && colourDistance(photo, i, background) < BACKGROUND_DISTANCE) continue;
    // The removal's colour under a removed pixel is not kept reliably: the photo's own colour is.
    if (photo) for (let c = 0; c < 3; c++) rgba[i * 4 + c] = photo[i * 4 + c]!;
    rgba[i * 4 + 3] = 255;
    filled++;
  }
  return filled;
}

/** Photo pixels this close (RGB distance) to the border's mean colour are background. */
const BACKGROUND_DISTANCE = 36;

/** The mean colour of the photo's border: its studio background. */
function borderColour(photo: Uint8Array, width: number, height: number): [number, number, number] {
  const sum = [0, 0, 0];
  let n = 0;
  const add = (i: number) => {
    for (let c = 0; c < 3; c++) sum[c]! += photo[i * 4 + c]!;
    n++;
  };
  for (let x = 0; x < width; x++) {
    add(x);
    add((height - 1) * width + x);
  }
  for (let y = 1; y < height - 1; y++) {
    add(y * width);
    add(y * width + width - 1);
  }
  return [sum[0]! / n, sum[1]! / n, sum[2]! / n];
}

function colourDistance(photo: Uint8Array, i: number, [r, g, b]: [number, number, number]): number {
  return Math.hypot(photo[i * 4]! - r, photo[i * 4 + 1]! - g, photo[i * 4 + 2]! - b);
}

function touchesOutside(outside: Uint8Array, i: number, width: number, height: number): boolean {
  const x = i % width;
  return (
    (x > 0 && outside[i - 1] === 1) ||
    (x < width - 1 && outside[i + 1] === 1) ||
    (i >= width && outside[i - width] === 1) ||
    (i < width * (height - 1) && outside[i + width] === 1)
  );
}

/**
 * The background of a product photo shot on a plain backdrop (the demo catalogue's studio drawings, lit in a gradient
 * with soft shadows): every pixel the border reaches through small steps of colour, each within `step` of the pixel
 * before it (4-connected), becomes transparent, in place; an object's edge is a larger step. Returns how many pixels
 * it cleared. A quick, model-free cut for such photos.
 */
export function clearBackdrop(rgba: Uint8Array, width: number, height: number, step = 10): number {
  const seen = new Uint8Array(width * height);
  const stack: number[] = [];
  const close = (i: number, j: number) =>
    Math.hypot(rgba[i * 4]! - rgba[j * 4]!, rgba[i * 4 + 1]! - rgba[j * 4 + 1]!, rgba[i * 4 + 2]! - rgba[j * 4 + 2]!) <= step;
  const visit = (i: number, from = i) => {
    if (!seen[i] && close(i, from)) {
      seen[i] = 1;
      stack.push(i);
    }
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  let cleared = 0;
  while (stack.length) {
    const i = stack.pop()!;
    cleared++;
    const x = i % width;
    if (x > 0) visit(i - 1, i);
    if (x < width - 1) visit(i + 1, i);
    if (i >= width) visit(i - width, i);
    if (i < width * (height - 1)) visit(i + width, i);
  }
  for (let i = 0; i < seen.length; i++) if (seen[i]) rgba[i * 4 + 3] = 0;
  return cleared;
}
