// Uploads that declare one size and hold another, for the tests that prove a cap is applied before decoding.

/** One ISO-BMFF box; a full box (version and flags) when `full`. */
function box(type: string, content: Buffer[], full = false): Buffer {
  const body = Buffer.concat([full ? Buffer.alloc(4) : Buffer.alloc(0), ...content]);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

const u32 = (...values: number[]) => {
  const out = Buffer.alloc(4 * values.length);
  values.forEach((value, index) => out.writeUInt32BE(value, 4 * index));
  return out;
};

/**
 * A HEIC container whose one image declares `width` x `height` in its `ispe` box, with a few bytes of garbage where
 * the HEVC data would be: a decoder would fail on it (or allocate for the size), a header reader sees the size.
 */
export function craftedHeic(width: number, height: number): Buffer {
  const ftyp = box('ftyp', [Buffer.from('heic'), u32(0), Buffer.from('mif1heic')]);
  const ispe = box('ispe', [u32(width, height)], true);
  const meta = box(
    'meta',
    [box('hdlr', [u32(0), Buffer.from('pict'), u32(0, 0, 0), Buffer.from([0])], true), box('iprp', [box('ipco', [ispe])])],
    true,
  );
  return Buffer.concat([ftyp, meta, box('mdat', [Buffer.from('not HEVC data at all')])]);
}

/**
 * A HEIC whose primary item is a grid of `width` x `height` (in meta/idat, found through iloc) while its `ispe` says
 * only 600 x 400: libheif would allocate the grid's size. No tiles: nothing to decode.
 */
export function craftedGridHeic(width: number, height: number): Buffer {
  const u16 = (...values: number[]) => Buffer.from(values.flatMap((value) => [value >> 8, value & 255]));
  const version = (v: number) => u32(v << 24);
  // Grid data: version 0, flags 1 (32-bit sizes), one row and one column, then the output size.
  const grid = Buffer.concat([Buffer.from([0, 1, 0, 0]), u32(width, height)]);
  const ftyp = box('ftyp', [Buffer.from('heic'), u32(0), Buffer.from('mif1heic')]);
  const hdlr = box('hdlr', [u32(0), Buffer.from('pict'), u32(0, 0, 0), Buffer.from([0])], true);
  // iloc version 1: 4-byte offsets and lengths; item 1, construction method 1 (idat), one extent.
  const iloc = box('iloc', [version(1), Buffer.from([0x44, 0x00]), u16(1, 1, 1, 0, 1), u32(0, grid.length)]);
  const infe = box('infe', [version(2), u16(1, 0), Buffer.from('grid'), Buffer.from([0])]);
  const ipco = box('ipco', [box('ispe', [u32(600, 400)], true)]);
  const meta = box(
    'meta',
    [hdlr, box('pitm', [u16(1)], true), iloc, box('iinf', [u16(1), infe], true), box('iprp', [ipco]), box('idat', [grid])],
    true,
  );
  return Buffer.concat([ftyp, meta]);
}

/** A PNG signature and IHDR declaring `width` x `height` (8-bit RGBA, `interlaced` or not), then garbage: no pixel data. */
export function craftedPng(width: number, height: number, interlaced = false): Buffer {
  const ihdr = Buffer.concat([u32(13), Buffer.from('IHDR'), u32(width, height), Buffer.from([8, 6, 0, 0, interlaced ? 1 : 0]), u32(0)]);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ihdr, Buffer.from('garbage, not a chunk')]);
}
