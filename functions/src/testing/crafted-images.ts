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

/** A PNG signature and IHDR declaring `width` x `height` (8-bit RGBA, `interlaced` or not), then garbage: no pixel data. */
export function craftedPng(width: number, height: number, interlaced = false): Buffer {
  const ihdr = Buffer.concat([u32(13), Buffer.from('IHDR'), u32(width, height), Buffer.from([8, 6, 0, 0, interlaced ? 1 : 0]), u32(0)]);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), ihdr, Buffer.from('garbage, not a chunk')]);
}
