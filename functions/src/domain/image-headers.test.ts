import { describe, expect, it } from 'vitest';
import { craftedGridHeic, craftedHeic, craftedPng } from '../testing/crafted-images.js';
import { pixelProblem, readImageHeader, type ImageHeader } from './image-headers.js';

/** A JPEG's first markers by hand: SOI, an APP0 segment, then a start of frame of `marker` for 8-bit 3-channel w x h. */
function jpegHeader(marker: number, width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x04, 0x00, 0x00];
  const sof = [0xff, marker, 0x00, 0x11, 8, height >> 8, height & 255, width >> 8, width & 255, 3];
  return Buffer.from([0xff, 0xd8, ...app0, 0xff, 0xff, ...sof, ...new Array<number>(9).fill(0)]);
}

describe('image headers', () => {
  it('reads the size a crafted file declares, whatever follows it', () => {
    expect(readImageHeader(craftedHeic(100_000, 100_000))).toEqual({
      format: 'heic',
      width: 100_000,
      height: 100_000,
      bitDepth: 8,
      wholeDecode: true,
    });
    expect(readImageHeader(craftedPng(60_000, 50_000, true))).toEqual({
      format: 'png',
      width: 60_000,
      height: 50_000,
      bitDepth: 8,
      wholeDecode: true,
    });
    expect(readImageHeader(craftedPng(600, 500))).toMatchObject({ wholeDecode: false });
  });

  it('reads a HEIC grid’s output size from its item data, whatever its ispe says', () => {
    expect(readImageHeader(craftedGridHeic(60_000, 40_000))).toMatchObject({ format: 'heic', width: 60_000, height: 40_000 });
    expect(readImageHeader(craftedGridHeic(300, 200))).toMatchObject({ width: 600, height: 400 });
  });

  it('tells a progressive JPEG frame (SOF2) from a baseline one (SOF0), past other segments and fill bytes', () => {
    expect(readImageHeader(jpegHeader(0xc0, 4032, 3024))).toEqual({
      format: 'jpeg',
      width: 4032,
      height: 3024,
      bitDepth: 8,
      wholeDecode: false,
    });
    expect(readImageHeader(jpegHeader(0xc2, 640, 480))).toEqual({
      format: 'jpeg',
      width: 640,
      height: 480,
      bitDepth: 8,
      wholeDecode: true,
    });
  });

  it('answers null for text, no bytes and a header cut short', () => {
    expect(readImageHeader(Buffer.from('hello, I am not a picture'))).toBeNull();
    expect(readImageHeader(Buffer.alloc(0))).toBeNull();
    expect(readImageHeader(jpegHeader(0xc0, 640, 480).subarray(0, 12))).toBeNull();
    expect(readImageHeader(craftedHeic(640, 480).subarray(0, 60))).toBeNull();
  });
});

describe('pixel caps', () => {
  const caps = { maxPixels: 1000, maxWholeDecodePixels: 100, maxHeicPixels: 500 };
  const header = (format: ImageHeader['format'], width: number, height: number, wholeDecode: boolean): ImageHeader => ({
    format,
    width,
    height,
    wholeDecode,
    bitDepth: 8,
  });

  it('lets a streamed image up to the cap, a whole-decoded one only to the lower cap', () => {
    expect(pixelProblem(header('jpeg', 40, 25, false), caps)).toBeNull();
    expect(pixelProblem(header('jpeg', 41, 25, false), caps)).toBe('too-many-pixels');
    expect(pixelProblem(header('png', 10, 10, true), caps)).toBeNull();
    expect(pixelProblem(header('png', 11, 10, true), caps)).toBe('too-many-pixels-whole');
  });

  it('holds a HEIC to its own cap', () => {
    expect(pixelProblem(header('heic', 20, 25, true), caps)).toBeNull();
    expect(pixelProblem(header('heic', 21, 25, true), caps)).toBe('too-many-pixels');
  });
});
