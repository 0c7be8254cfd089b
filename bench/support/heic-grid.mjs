// HEIC files for the uploads bench, written by hand: no HEVC encoder is available offline (sharp's prebuilt libvips
// decodes and encodes AVIF only; libheif-js decodes only). A real phone photo at 48 MP is a grid of HEVC tiles, so this
// makes one from the one real HEVC image we have (the 600 x 400 test fixture): every tile of the grid points at the
// same coded bytes, and libheif decodes them all into one 8064 x 6048 picture, as it would an iPhone's.

const u8 = (...values) => Buffer.from(values);
const u16 = (...values) => {
  const out = Buffer.alloc(2 * values.length);
  values.forEach((value, index) => out.writeUInt16BE(value, 2 * index));
  return out;
};
const u32 = (...values) => {
  const out = Buffer.alloc(4 * values.length);
  values.forEach((value, index) => out.writeUInt32BE(value, 4 * index));
  return out;
};

/** One ISO-BMFF box; a full box when `version` is given (version, then 24 bits of flags). */
function box(type, content, version, flags = 0) {
  const full = version === undefined ? Buffer.alloc(0) : u32(((version & 0xff) << 24) | flags);
  const body = Buffer.concat([full, ...content]);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
}

/** The child boxes of `data` between `start` and `end`. */
function children(data, start, end) {
  const found = [];
  for (let at = start; at + 8 <= end;) {
    const size = data.readUInt32BE(at);
    found.push({ type: data.toString('latin1', at + 4, at + 8), at, start: at + 8, end: at + size });
    at += size;
  }
  return found;
}

/** The coded bytes and the hvcC box of a single-image HEIC (its primary item, stored in one extent). */
export function codedImage(heic) {
  const meta = children(heic, 0, heic.length).find((b) => b.type === 'meta');
  const inMeta = children(heic, meta.start + 4, meta.end);
  const pitm = inMeta.find((b) => b.type === 'pitm');
  const primary = heic.readUInt16BE(pitm.start + 4);
  const ipco = children(heic, inMeta.find((b) => b.type === 'iprp').start, meta.end).find((b) => b.type === 'ipco');
  const hvcC = children(heic, ipco.start, ipco.end).find((b) => b.type === 'hvcC');
  const ispe = children(heic, ipco.start, ipco.end).find((b) => b.type === 'ispe');
  // iloc, version 0 or 1: offset/length/base-offset sizes, then per item its extents.
  const iloc = inMeta.find((b) => b.type === 'iloc');
  const version = heic[iloc.start];
  let at = iloc.start + 4;
  const offsetSize = heic[at] >> 4;
  const lengthSize = heic[at] & 15;
  const baseSize = heic[at + 1] >> 4;
  const indexSize = version >= 1 ? heic[at + 1] & 15 : 0;
  at += 2;
  const count = heic.readUInt16BE(at);
  at += 2;
  const read = (size) => {
    const value = size === 0 ? 0 : size === 4 ? heic.readUInt32BE(at) : Number(heic.readBigUInt64BE(at));
    at += size;
    return value;
  };
  for (let item = 0; item < count; item++) {
    const id = heic.readUInt16BE(at);
    at += 2 + (version >= 1 ? 2 : 0) + 2;
    const base = read(baseSize);
    const extents = heic.readUInt16BE(at);
    at += 2;
    const parts = [];
    for (let e = 0; e < extents; e++) {
      read(indexSize);
      const offset = read(offsetSize);
      const length = read(lengthSize);
      parts.push(heic.subarray(base + offset, base + offset + length));
    }
    if (id === primary) {
      return {
        data: Buffer.concat(parts),
        hvcC: heic.subarray(hvcC.at, hvcC.end),
        width: heic.readUInt32BE(ispe.start + 4),
        height: heic.readUInt32BE(ispe.start + 8),
      };
    }
  }
  throw new Error('no primary item');
}

/**
 * A grid HEIC of `width` x `height` made of the tile `coded` (from `codedImage`), repeated: the grid item (id 1,
 * its data in idat) is primary, the tiles are items 2.. that all point at the one copy of the coded bytes in mdat.
 */
export function gridHeic(coded, width, height) {
  const columns = Math.ceil(width / coded.width);
  const rows = Math.ceil(height / coded.height);
  const tiles = Array.from({ length: columns * rows }, (_, index) => index + 2);
  const grid = Buffer.concat([u8(0, 0, rows - 1, columns - 1), u16(width, height)]);
  const meta = (dataOffset) =>
    box(
      'meta',
      [
        box('hdlr', [u32(0), Buffer.from('pict'), u32(0, 0, 0), u8(0)], 0),
        box('pitm', [u16(1)], 0),
        box(
          'iloc',
          [
            u8(0x44, 0x00),
            u16(1 + tiles.length),
            u16(1, 1, 0, 1), // grid: construction method 1 (idat), one extent
            u32(0, grid.length),
            ...tiles.map((id) => Buffer.concat([u16(id, 0, 0, 1), u32(dataOffset, coded.data.length)])),
          ],
          1,
        ),
        box(
          'iinf',
          [
            u16(1 + tiles.length),
            box('infe', [u16(1, 0), Buffer.from('grid'), u8(0)], 2),
            ...tiles.map((id) => box('infe', [u16(id, 0), Buffer.from('hvc1'), u8(0)], 2, 1)),
          ],
          0,
        ),
        box('iref', [box('dimg', [u16(1, tiles.length), u16(...tiles)])], 0),
        box('iprp', [
          box('ipco', [coded.hvcC, box('ispe', [u32(coded.width, coded.height)], 0), box('ispe', [u32(width, height)], 0)]),
          box('ipma', [u32(1 + tiles.length), u16(1), u8(1, 3), ...tiles.map((id) => Buffer.concat([u16(id), u8(2, 0x80 | 1, 2)]))], 0),
        ]),
        box('idat', [grid]),
      ],
      0,
    );
  const ftyp = box('ftyp', [Buffer.from('heic'), u32(0), Buffer.from('mif1heic')]);
  const size = meta(0).length;
  const dataOffset = ftyp.length + size + 8;
  return Buffer.concat([ftyp, meta(dataOffset), box('mdat', [coded.data])]);
}

/** A HEIC whose one image declares `width` x `height` and holds garbage: the crafted case, refused before decoding. */
export function craftedHeic(width, height) {
  const ftyp = box('ftyp', [Buffer.from('heic'), u32(0), Buffer.from('mif1heic')]);
  const ipco = box('ipco', [box('ispe', [u32(width, height)], 0)]);
  const meta = box('meta', [box('hdlr', [u32(0), Buffer.from('pict'), u32(0, 0, 0), u8(0)], 0), box('iprp', [ipco])], 0);
  return Buffer.concat([ftyp, meta, box('mdat', [Buffer.from('not HEVC data at all')])]);
}
