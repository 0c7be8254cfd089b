/**
 * What an image's header declares, read from its first bytes without decoding a pixel: so that an upload over the
 * memory caps is refused before any decoder allocates for it. Pure byte parsing, no SDK.
 */
export interface ImageHeader {
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'heic' | 'heif';
  width: number;
  height: number;
  /**
   * Whether the decoder must hold the whole image at once: a progressive JPEG, an interlaced PNG, a GIF, a WebP, a
   * HEIC (libvips streams baseline JPEG, shrinking on load, and non-interlaced PNG line by line).
   */
  wholeDecode: boolean;
  /** Bits per channel (16 for a 16-bit PNG). */
  bitDepth: number;
}

/** The limits of one kind of upload, in pixels (width x height as the header declares them). */
export interface PixelCaps {
  /** Any image the decoder can stream. */
  maxPixels: number;
  /** An image the decoder holds whole (see `wholeDecode`). */
  maxWholeDecodePixels: number;
}

export type PixelProblem = 'too-many-pixels' | 'too-many-pixels-whole';

/** Whether a header's size is over the caps; HEIC is always decoded whole but has its own cap (a phone's 48 MP). */
export function pixelProblem(header: ImageHeader, caps: PixelCaps & { maxHeicPixels?: number }): PixelProblem | null {
  const pixels = header.width * header.height;
  if (header.format === 'heic' && caps.maxHeicPixels !== undefined) return pixels > caps.maxHeicPixels ? 'too-many-pixels' : null;
  if (pixels > caps.maxPixels) return 'too-many-pixels';
  return header.wholeDecode && pixels > caps.maxWholeDecodePixels ? 'too-many-pixels-whole' : null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG: the IHDR chunk right after the signature (width, height, bit depth, colour type, ..., interlace method). */
function readPng(data: Buffer): ImageHeader | null {
  if (data.length < 29 || !data.subarray(0, 8).equals(PNG_SIGNATURE) || data.toString('latin1', 12, 16) !== 'IHDR') return null;
  return {
    format: 'png',
    width: data.readUInt32BE(16),
    height: data.readUInt32BE(20),
    bitDepth: data[24]!,
    wholeDecode: data[28] !== 0,
  };
}

/** JPEG: the markers up to the first start-of-frame; SOF2, SOF6, SOF10 and SOF14 are progressive. */
function readJpeg(data: Buffer): ImageHeader | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // no length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or a scan before any frame
    const length = data.readUInt16BE(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > data.length) return null;
      return {
        format: 'jpeg',
        bitDepth: data[at + 4]!,
        height: data.readUInt16BE(at + 5),
        width: data.readUInt16BE(at + 7),
        wholeDecode: (marker & 0x03) === 0x02,
      };
    }
    at += 2 + length;
  }
  return null;
}

/** WebP: the first chunk, lossy (VP8), lossless (VP8L) or extended (VP8X, the canvas size). */
function readWebp(data: Buffer): ImageHeader | null {
  if (data.length < 30 || data.toString('latin1', 0, 4) !== 'RIFF' || data.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = data.toString('latin1', 12, 16);
  const header = (width: number, height: number): ImageHeader => ({ format: 'webp', width, height, bitDepth: 8, wholeDecode: true });
  if (chunk === 'VP8 ') return header(data.readUInt16LE(26) & 0x3fff, data.readUInt16LE(28) & 0x3fff);
  if (chunk === 'VP8L') {
    const bits = data.readUInt32LE(21);
    return header((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return header(data.readUIntLE(24, 3) + 1, data.readUIntLE(27, 3) + 1);
  return null;
}

/** GIF: the logical screen's size; every frame is decoded whole. */
function readGif(data: Buffer): ImageHeader | null {
  if (data.length < 10 || !/^GIF8[79]a$/.test(data.toString('latin1', 0, 6))) return null;
  return { format: 'gif', width: data.readUInt16LE(6), height: data.readUInt16LE(8), bitDepth: 8, wholeDecode: true };
}

/** HEIC (HEVC in HEIF), as iPhones save photos: an ISO-BMFF `ftyp` box naming one of these brands (AVIF is not HEIC). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

export function isHeic(data: Buffer): boolean {
  const brands = heifBrands(data);
  return !brands.includes('avif') && brands.some((brand) => HEIC_BRANDS.has(brand));
}

function heifBrands(data: Buffer): string[] {
  if (data.length < 12 || data.toString('latin1', 4, 8) !== 'ftyp') return [];
  const size = Math.min(data.readUInt32BE(0), data.length, 64);
  const brands = [data.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(data.toString('latin1', at, at + 4));
  return brands;
}

interface Box {
  type: string;
  /** Where its content starts and ends. */
  start: number;
  end: number;
}

/** The ISO-BMFF boxes between `start` and `end` (sizes of 1 are 64-bit, of 0 run to the end). */
function boxes(data: Buffer, start: number, end: number): Box[] {
  const found: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = data.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) break;
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) break;
    found.push({ type: data.toString('latin1', at + 4, at + 8), start: at + header, end: at + size });
    at += size;
  }
  return found;
}

const child = (data: Buffer, parent: Box | undefined, type: string, skip = 0): Box | undefined =>
  parent ? boxes(data, parent.start + skip, parent.end).find((box) => box.type === type) : undefined;

/** The ids of the items of `type` in meta/iinf (infe boxes of version 2 or 3). */
function itemsOfType(data: Buffer, meta: Box, type: string): number[] {
  const iinf = child(data, meta, 'iinf', 4);
  if (!iinf) return [];
  const version = data[iinf.start]!;
  const ids: number[] = [];
  for (const infe of boxes(data, iinf.start + (version === 0 ? 6 : 8), iinf.end)) {
    if (infe.type !== 'infe' || infe.end - infe.start < 12) continue;
    const infeVersion = data[infe.start]!;
    if (infeVersion < 2) continue;
    const wide = infeVersion >= 3 ? 2 : 0;
    const id = wide ? data.readUInt32BE(infe.start + 4) : data.readUInt16BE(infe.start + 4);
    if (data.toString('latin1', infe.start + 8 + wide, infe.start + 12 + wide) === type) ids.push(id);
  }
  return ids;
}

/** The bytes of item `id` as meta/iloc places them: in the file (construction method 0) or in meta/idat (1). */
function itemBytes(data: Buffer, meta: Box, id: number): Buffer | null {
  const iloc = child(data, meta, 'iloc', 4);
  if (!iloc || iloc.end - iloc.start < 8) return null;
  const version = data[iloc.start]!;
  let at = iloc.start + 4;
  const offsetSize = data[at]! >> 4;
  const lengthSize = data[at]! & 15;
  const baseSize = data[at + 1]! >> 4;
  const indexSize = version >= 1 ? data[at + 1]! & 15 : 0;
  at += 2;
  const read = (size: number) => {
    if (at + size > iloc.end) throw new RangeError('iloc');
    let value: number;
    if (size === 0) value = 0;
    else if (size === 2) value = data.readUInt16BE(at);
    else if (size === 4) value = data.readUInt32BE(at);
    else if (size === 8) value = Number(data.readBigUInt64BE(at));
    else throw new RangeError('iloc field size');
    at += size;
    return value;
  };
  try {
    const count = version === 2 ? read(4) : read(2);
    for (let item = 0; item < count; item++) {
      const itemId = version === 2 ? read(4) : read(2);
      const method = version >= 1 ? read(2) & 15 : 0;
      read(2); // data reference index
      const base = read(baseSize);
      const extents = read(2);
      let offset = 0;
      let length = 0;
      for (let extent = 0; extent < extents; extent++) {
        read(indexSize);
        offset = read(offsetSize);
        length = read(lengthSize);
      }
      if (itemId !== id || extents !== 1) continue;
      const idat = method === 1 ? child(data, meta, 'idat', 4) : undefined;
      const from = (method === 1 ? (idat?.start ?? NaN) : 0) + base + offset;
      return from >= 0 && from + length <= data.length ? data.subarray(from, from + length) : null;
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * HEIF: the image spatial extents (`ispe`) in meta/iprp/ipco, and the output size of every grid item (a phone
 * photo is a grid of tiles, and libheif allocates the grid's size, whatever its `ispe` says). The largest size
 * declared anywhere is the one answered; a grid whose description cannot be read counts as no header.
 */
function readHeif(data: Buffer): ImageHeader | null {
  if (!heifBrands(data).length) return null;
  const meta = boxes(data, 0, data.length).find((box) => box.type === 'meta');
  const ipco = child(data, child(data, meta, 'iprp', 4), 'ipco');
  if (!meta || !ipco) return null;
  const sizes: { width: number; height: number }[] = [];
  for (const box of boxes(data, ipco.start, ipco.end)) {
    if (box.type !== 'ispe' || box.end - box.start < 12) continue;
    sizes.push({ width: data.readUInt32BE(box.start + 4), height: data.readUInt32BE(box.start + 8) });
  }
  for (const id of itemsOfType(data, meta, 'grid')) {
    const grid = itemBytes(data, meta, id);
    const wide = grid && grid.length >= 4 && (grid[1]! & 1) === 1;
    if (!grid || grid.length < (wide ? 12 : 8)) return null;
    sizes.push(
      wide ? { width: grid.readUInt32BE(4), height: grid.readUInt32BE(8) } : { width: grid.readUInt16BE(4), height: grid.readUInt16BE(6) },
    );
  }
  const largest = sizes.reduce<{ width: number; height: number } | null>(
    (most, size) => (!most || size.width * size.height > most.width * most.height ? size : most),
    null,
  );
  return largest && { format: isHeic(data) ? 'heic' : 'heif', ...largest, bitDepth: 8, wholeDecode: true };
}

/** The header of a PNG, JPEG, WebP, GIF or HEIF upload; null when the bytes are none of them or are cut before it. */
export function readImageHeader(data: Buffer): ImageHeader | null {
  return readPng(data) ?? readJpeg(data) ?? readWebp(data) ?? readGif(data) ?? readHeif(data);
}
