import { describe, expect, it } from 'vitest';
import { fillEnclosedHoles } from './cutout-holes.js';

/** A 9 × 9 image: an opaque ring (a sofa seen from above) around a 3 × 3 middle, on a transparent background. */
function ring(middleAlpha: number) {
  const size = 9;
  const rgba = new Uint8Array(size * size * 4);
  for (let y = 2; y <= 6; y++)
    for (let x = 2; x <= 6; x++) {
      const middle = x >= 3 && x <= 5 && y >= 3 && y <= 5;
      rgba.set([10, 20, 30, middle ? middleAlpha : 255], (y * size + x) * 4);
    }
  return { rgba, size };
}

/** A photo of the same size: studio grey everywhere, `inside` in the ring's middle. */
function photo(size: number, inside: [number, number, number]) {
  const px = new Uint8Array(size * size * 4).fill(200);
  for (let y = 3; y <= 5; y++) for (let x = 3; x <= 5; x++) px.set([...inside, 255], (y * size + x) * 4);
  return px;
}

const alpha = (rgba: Uint8Array, size: number, x: number, y: number) => rgba[(y * size + x) * 4 + 3];

describe('fillEnclosedHoles', () => {
  it('makes a removed middle that the background cannot reach opaque again, in the photo colour', () => {
    const { rgba, size } = ring(0);
    expect(fillEnclosedHoles(rgba, size, size, photo(size, [40, 40, 44]))).toBe(9);
    expect(alpha(rgba, size, 4, 4)).toBe(255);
    expect(Array.from(rgba.slice((4 * size + 4) * 4, (4 * size + 4) * 4 + 3))).toEqual([40, 40, 44]);
    expect(alpha(rgba, size, 0, 0)).toBe(0);
  });

  it('keeps a gap that shows the studio background in the photo (a real opening)', () => {
    const { rgba, size } = ring(0);
    expect(fillEnclosedHoles(rgba, size, size, photo(size, [200, 200, 200]))).toBe(0);
    expect(alpha(rgba, size, 4, 4)).toBe(0);
  });

  it('leaves a hole open to the border alone', () => {
    const { rgba, size } = ring(0);
    // Open the ring on its left: the middle is background now.
    for (let x = 2; x <= 3; x++) rgba[(4 * size + x) * 4 + 3] = 0;
    expect(fillEnclosedHoles(rgba, size, size, photo(size, [40, 40, 44]))).toBe(0);
    expect(alpha(rgba, size, 4, 4)).toBe(0);
  });
});
