// The pen the demo catalogue's drawings share: real centimetres in the oblique 3/4 view of the studio photos.

export const PHOTO_SIZE = 640;
export const S = PHOTO_SIZE;
export const FLOOR_Y = 548;
/** Screen direction of one unit of depth: backwards goes right and up. */
const DEPTH = { x: 0.42, y: 0.3 };

function rgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]) {
  const c = (v) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function mix(a, b, t) {
  const [x, y] = [rgb(a), rgb(b)];
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
}

export const light = (hex, t = 0.18) => mix(hex, '#ffffff', t);
export const dark = (hex, t = 0.22) => mix(hex, '#000000', t);
export const fmt = (n) => Number(n.toFixed(1));

/** A pen in real centimetres: x to the right, y up from the floor, z backwards from the object's front. */
export function makePen(w, l, h, { maxW = 500, maxH = 430, lift = 0 } = {}) {
  const spanX = w + l * DEPTH.x;
  const spanY = h + l * DEPTH.y + lift;
  const s = Math.min(maxW / spanX, maxH / spanY);
  const ox = S / 2 - (s * spanX) / 2;
  const oy = FLOOR_Y - s * lift;
  const out = [];
  const P = (x, y, z) => [fmt(ox + s * (x + z * DEPTH.x)), fmt(oy - s * (y + z * DEPTH.y))];
  const pts = (list) => list.map((p) => P(...p).join(',')).join(' ');
  const pen = {
    s,
    out,
    P,
    raw(svg) {
      out.push(svg);
    },
    poly(list, fill, extra = '') {
      out.push(`<polygon points="${pts(list)}" fill="${fill}" ${extra}/>`);
    },
    line(a, b, stroke, width = 1.5, extra = '') {
      const [x1, y1] = P(...a);
      const [x2, y2] = P(...b);
      out.push(
        `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${fmt(width)}" stroke-linecap="round" ${extra}/>`,
      );
    },
    /** A box from its front-bottom-left corner; `round` softens the corners (upholstery, fabric). */
    box(x, y, z, bw, bh, bd, fill, { round = 0, top = light(fill), side = dark(fill), front = fill } = {}) {
      const soft = round ? `stroke-linejoin="round" stroke-width="${fmt(round * s)}"` : '';
      const faces = [
        [
          [
            [x, y + bh, z],
            [x + bw, y + bh, z],
            [x + bw, y + bh, z + bd],
            [x, y + bh, z + bd],
          ],
          top,
        ],
        [
          [
            [x + bw, y, z],
            [x + bw, y, z + bd],
            [x + bw, y + bh, z + bd],
            [x + bw, y + bh, z],
          ],
          side,
        ],
        [
          [
            [x, y, z],
            [x + bw, y, z],
            [x + bw, y + bh, z],
            [x, y + bh, z],
          ],
          front,
        ],
      ];
      for (const [list, colour] of faces)
        pen.poly(list, colour, round ? `stroke="${colour}" ${soft}` : `stroke="${colour}" stroke-width="0.6"`);
    },
    /** A horizontal disc (seen from above at the view's angle) centred at (x, y, z). */
    disc(x, y, z, r, fill, extra = '') {
      const [cx, cy] = P(x, y, z);
      out.push(`<ellipse cx="${cx}" cy="${cy}" rx="${fmt(r * s * 1.05)}" ry="${fmt(r * s * 0.42)}" fill="${fill}" ${extra}/>`);
    },
    /** An upright cylinder standing at (x, y0, z). */
    cylinder(x, y0, z, r, ch, fill, { top = light(fill, 0.25), shade = true } = {}) {
      const [cx, cyBottom] = P(x, y0, z);
      const cyTop = cyBottom - ch * s;
      const rx = r * s * 1.05;
      const ry = r * s * 0.42;
      const id = `cyl${out.length}`;
      if (shade) {
        out.push(
          `<defs><linearGradient id="${id}" x1="0" x2="1"><stop offset="0" stop-color="${dark(fill, 0.12)}"/><stop offset="0.35" stop-color="${light(fill, 0.12)}"/><stop offset="1" stop-color="${dark(fill, 0.3)}"/></linearGradient></defs>`,
        );
      }
      const paint = shade ? `url(#${id})` : fill;
      out.push(`<ellipse cx="${cx}" cy="${fmt(cyBottom)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="${paint}"/>`);
      out.push(`<rect x="${fmt(cx - rx)}" y="${fmt(cyTop)}" width="${fmt(rx * 2)}" height="${fmt(ch * s)}" fill="${paint}"/>`);
      out.push(`<ellipse cx="${cx}" cy="${fmt(cyTop)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="${top}"/>`);
    },
    shadow(w2 = w, l2 = l, x = 0, z = 0) {
      const [cx, cy] = P(x + w2 / 2, 0, z + l2 / 2);
      out.unshift(
        `<ellipse cx="${cx}" cy="${fmt(cy + 6)}" rx="${fmt((w2 * 0.62 + l2 * 0.2) * s)}" ry="${fmt(Math.max(14, l2 * 0.2 * s + 12))}" fill="#000" opacity="0.28" filter="url(#blur)"/>`,
      );
    },
  };
  return pen;
}

export const legs = (pen, x0, z0, w, d, lh, size, colour) => {
  for (const [x, z] of [
    [x0 + w - size * 1.5, z0 + d - size * 1.5],
    [x0 + size * 0.5, z0 + d - size * 1.5],
    [x0 + w - size * 1.5, z0 + size * 0.5],
    [x0 + size * 0.5, z0 + size * 0.5],
  ])
    pen.box(x, 0, z, size, lh, size, colour);
};
