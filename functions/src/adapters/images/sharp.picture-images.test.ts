import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ROOM_PHOTO_MAX_PIXELS } from '../../contracts/board-pictures.js';
import { isHeic, readImageHeader } from '../../domain/image-headers.js';
import { semaphore } from '../../domain/semaphore.js';
import { craftedHeic, craftedPng } from '../../testing/crafted-images.js';
import { PICTURE_LONG_SIDE, ROOM_PHOTO_LONG_SIDE, sharpPictureImages } from './sharp.picture-images.js';

/** A real HEIC (HEVC) photo, 600 x 400, made with libheif's heif-enc from a JPEG with EXIF. */
const HEIC = readFileSync(join(__dirname, '..', '..', 'testing', 'fixtures', 'room-600x400.heic'));

const solid = (width: number, height: number, channels: 3 | 4 = 4) =>
  sharp({ create: { width, height, channels, background: '#C0674A80' } });

/** A PNG whose header claims 0 x 0 pixels: an image by its signature, with nothing in it. */
function zeroPixelPng(): Buffer {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000000000000008060000001f15c489', 'hex');
  return Buffer.concat([png, Buffer.from('0000000049454e44ae426082', 'hex')]);
}

describe('sharp board pictures', () => {
  const images = sharpPictureImages();

  it('re-encodes a PNG capture as an opaque JPEG of the same size when it fits', async () => {
    const picture = await images.boardPicture(await solid(1200, 800).png().toBuffer());
    if ('problem' in picture) throw new Error(picture.problem);
    expect([picture.contentType, picture.width, picture.height]).toEqual(['image/jpeg', 1200, 800]);
    const meta = await sharp(picture.data).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['jpeg', 1200, 800, false]);
  });

  it(`fits a large picture in ${PICTURE_LONG_SIDE} px, turned upright by its EXIF, without the EXIF`, async () => {
    // Stored 3000 x 2000 with orientation 6 (rotate 90° clockwise to view): upright it is 2000 wide and 3000 tall.
    const upload = await solid(3000, 2000).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const picture = await images.boardPicture(upload);
    if ('problem' in picture) throw new Error(picture.problem);
    expect([picture.width, picture.height]).toEqual([1024, PICTURE_LONG_SIDE]);
    const meta = await sharp(picture.data).metadata();
    expect([meta.orientation, meta.exif]).toEqual([undefined, undefined]);
  });

  it.each([
    ['text', Buffer.from('hello, I am not a picture'), 'not-image'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"/>'), 'not-image'],
    ['no bytes', Buffer.alloc(0), 'empty'],
    ['a PNG of zero pixels', zeroPixelPng(), 'empty'],
  ])('answers the problem of %s', async (_name, upload, problem) => {
    expect(await images.boardPicture(upload)).toEqual({ problem });
  });

  it('refuses sides under 256 px and over 8000 px', async () => {
    expect(await images.boardPicture(await solid(255, 600).png().toBuffer())).toEqual({ problem: 'too-small' });
    expect(await images.boardPicture(await solid(8001, 300).png({ compressionLevel: 9 }).toBuffer())).toEqual({ problem: 'too-big' });
  });
});

describe('pixel caps, before decoding', () => {
  const neverDecodes = sharpPictureImages({
    decodeHeic: () => {
      throw new Error('decoded');
    },
  });

  it('refuses a HEIC whose ispe declares more than 50 MP, without calling the decoder', async () => {
    expect(await neverDecodes.roomPhoto(craftedHeic(8200, 6200))).toEqual({ problem: 'too-many-pixels' });
    expect(await neverDecodes.roomPhoto(craftedHeic(100_000, 100_000))).toEqual({ problem: 'too-many-pixels' });
  });

  it('refuses a PNG declaring a huge size with garbage after its header: read, not decoded', async () => {
    expect(await neverDecodes.boardPicture(craftedPng(60_000, 60_000))).toEqual({ problem: 'too-many-pixels' });
    expect(await neverDecodes.roomPhoto(craftedPng(9000, 9000))).toEqual({ problem: 'too-many-pixels' });
  });

  it('holds a board picture to 16.8 MP, and to 4.2 MP when it is decoded whole (progressive, interlaced)', async () => {
    expect(await neverDecodes.boardPicture(await solid(4097, 4096, 3).png().toBuffer())).toEqual({ problem: 'too-many-pixels' });
    const progressive = await solid(2049, 2048, 3).jpeg({ progressive: true }).toBuffer();
    expect(await neverDecodes.boardPicture(progressive)).toEqual({ problem: 'too-many-pixels-whole' });
    const baseline = await neverDecodes.boardPicture(await solid(2049, 2048, 3).jpeg().toBuffer());
    expect(baseline).toMatchObject({ width: PICTURE_LONG_SIDE, height: 1535 });
  });

  it('holds a room photo decoded whole to 16.8 MP: a 12 MP progressive JPEG is read', async () => {
    expect(await neverDecodes.roomPhoto(await solid(4032, 3024, 3).jpeg({ progressive: true }).toBuffer())).toMatchObject({ width: 2048 });
    const interlaced = craftedPng(4097, 4096, true);
    expect(await neverDecodes.roomPhoto(interlaced)).toEqual({ problem: 'too-many-pixels-whole' });
  });
});

describe('decoding slots', () => {
  it('decodes no more pictures at once than the instance has slots', async () => {
    let running = 0;
    let most = 0;
    const images = sharpPictureImages({
      decoding: semaphore(1),
      decodeHeic: async () => {
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
        return null;
      },
    });
    const answers = await Promise.all([HEIC, HEIC, HEIC].map((photo) => images.roomPhoto(photo)));
    expect(answers).toEqual(Array(3).fill({ problem: 'not-image' }));
    expect(most).toBe(1);
  });
});

describe('sharp room photos', () => {
  const images = sharpPictureImages();

  it('decodes a HEIC photo from a phone with libheif-js straight into sharp, and keeps it as a JPEG without metadata', async () => {
    expect(isHeic(HEIC)).toBe(true);
    const photo = await images.roomPhoto(HEIC);
    if ('problem' in photo) throw new Error(photo.problem);
    expect([photo.contentType, photo.width, photo.height]).toEqual(['image/jpeg', 600, 400]);
    const meta = await sharp(photo.data).metadata();
    expect([meta.format, meta.exif, meta.icc === undefined || meta.icc.length > 0]).toEqual(['jpeg', undefined, true]);
  });

  it('hands HEIC bytes to the decoder with the cap, and answers not-image when it cannot decode them', async () => {
    const seen: [Buffer, number][] = [];
    const failing = sharpPictureImages({
      decodeHeic: async (heic, maxPixels) => {
        seen.push([heic, maxPixels]);
        return null;
      },
    });
    expect(await failing.roomPhoto(HEIC)).toEqual({ problem: 'not-image' });
    expect(seen).toEqual([[HEIC, ROOM_PHOTO_MAX_PIXELS]]);
    const truncated = HEIC.subarray(0, 200);
    expect(await images.roomPhoto(truncated)).toEqual({ problem: 'not-image' });
  });

  it(`turns a JPEG upright by its EXIF, fits it in ${ROOM_PHOTO_LONG_SIDE} px, and drops the EXIF with the location`, async () => {
    const upload = await solid(4032, 3024)
      .jpeg()
      .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const uploaded = await sharp(upload).metadata();
    expect(uploaded.orientation).toBe(6);
    expect(uploaded.exif!.length).toBeGreaterThan(0);
    const photo = await images.roomPhoto(upload);
    if ('problem' in photo) throw new Error(photo.problem);
    expect([photo.width, photo.height]).toEqual([1536, ROOM_PHOTO_LONG_SIDE]);
    const meta = await sharp(photo.data).metadata();
    expect([meta.exif, meta.orientation]).toEqual([undefined, undefined]);
  });

  it('takes a PNG, and refuses text, no bytes and photos under 256 px a side', async () => {
    expect(await images.roomPhoto(await solid(800, 600).png().toBuffer())).toMatchObject({ width: 800, height: 600 });
    expect(await images.roomPhoto(Buffer.from('%PDF-1.4 not a photo'))).toEqual({ problem: 'not-image' });
    expect(await images.roomPhoto(Buffer.alloc(0))).toEqual({ problem: 'empty' });
    expect(await images.roomPhoto(await solid(200, 900).jpeg().toBuffer())).toEqual({ problem: 'too-small' });
  });
});

describe('image headers of real encoders', () => {
  it('reads a PNG IHDR: size, bit depth and whether it is interlaced', async () => {
    expect(readImageHeader(await solid(300, 200).png().toBuffer())).toEqual({
      format: 'png',
      width: 300,
      height: 200,
      bitDepth: 8,
      wholeDecode: false,
    });
    const interlaced16 = await solid(320, 240, 4).toColourspace('rgb16').png({ progressive: true }).toBuffer();
    expect(readImageHeader(interlaced16)).toEqual({ format: 'png', width: 320, height: 240, bitDepth: 16, wholeDecode: true });
  });

  it('reads a JPEG start of frame past its EXIF: baseline streams, progressive is decoded whole', async () => {
    const baseline = await solid(4032, 3024)
      .jpeg()
      .withExif({ IFD0: { Make: 'Phone' } })
      .toBuffer();
    expect(readImageHeader(baseline)).toEqual({ format: 'jpeg', width: 4032, height: 3024, bitDepth: 8, wholeDecode: false });
    const progressive = await solid(640, 480).jpeg({ progressive: true }).toBuffer();
    expect(readImageHeader(progressive)).toEqual({ format: 'jpeg', width: 640, height: 480, bitDepth: 8, wholeDecode: true });
  });

  it('reads lossy and lossless WebP and GIF sizes', async () => {
    expect(readImageHeader(await solid(301, 203).webp().toBuffer())).toMatchObject({ format: 'webp', width: 301, height: 203 });
    expect(readImageHeader(await solid(301, 203).webp({ lossless: true }).toBuffer())).toMatchObject({ width: 301, height: 203 });
    expect(readImageHeader(await solid(333, 222).gif().toBuffer())).toMatchObject({ format: 'gif', width: 333, height: 222 });
  });

  it('reads a HEIC photo’s size from its ispe box', () => {
    expect(isHeic(HEIC)).toBe(true);
    expect(readImageHeader(HEIC)).toEqual({ format: 'heic', width: 600, height: 400, bitDepth: 8, wholeDecode: true });
  });
});
