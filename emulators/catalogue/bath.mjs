// The bathroom's drawings: vanities with their basins, mirrors, toilets, bath tubs and bath lighting, in the pen's
// oblique 3/4 view (pen.mjs), each derived from its product definition.
import { dark, fmt, light, makePen, mix } from './pen.mjs';

const CERAMIC = '#f4f3ef';

/** A gradient across a shape (left dark, lit a third in, right darker): ceramics, metal, glass. */
function sheen(pen, fill, { lit = 0.22, shade = 0.14, vertical = false } = {}) {
  const id = `g${pen.out.length}`;
  pen.raw(
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${dark(fill, shade * 0.6)}"/><stop offset="0.35" stop-color="${light(fill, lit)}"/><stop offset="1" stop-color="${dark(fill, shade)}"/></linearGradient></defs>`,
  );
  return `url(#${id})`;
}

/** Points round a rounded rectangle (a superellipse) on a horizontal plane at height y, x0..x1 by z0..z1. */
function roundRect(x0, x1, z0, z1, y, squareness = 4, n = 48) {
  const [cx, cz, rx, rz] = [(x0 + x1) / 2, (z0 + z1) / 2, (x1 - x0) / 2, (z1 - z0) / 2];
  return Array.from({ length: n }, (_, k) => {
    const a = (2 * Math.PI * k) / n;
    const c = Math.cos(a);
    const s = Math.sin(a);
    return [cx + rx * Math.sign(c) * Math.abs(c) ** (2 / squareness), y, cz + rz * Math.sign(s) * Math.abs(s) ** (2 / squareness)];
  });
}

/** The convex hull of screen points (monotone chain). */
function hull(points) {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list) => {
    const out = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out.at(-2), out.at(-1), p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

const screen = (pen, list) => list.map((p) => pen.P(...p));
const path = (points) => points.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join('') + 'Z';

/** A solid between two horizontal outlines: its silhouette, then its top. */
function solid(pen, bottom, top, body, topFill) {
  pen.raw(`<path d="${path(hull(screen(pen, [...bottom, ...top])))}" fill="${body}"/>`);
  pen.raw(`<path d="${path(screen(pen, top))}" fill="${topFill}"/>`);
}

/** A tap: a riser from (x, y, z) and a spout reaching forward `reach` cm. */
function tap(pen, x, y, z, rise, reach, metal) {
  pen.line([x, y, z], [x, y + rise, z], dark(metal, 0.25), 3.4 * pen.s);
  pen.line([x, y, z], [x, y + rise, z], light(metal, 0.3), 1.4 * pen.s);
  pen.line([x, y + rise, z], [x, y + rise - 3, z - reach], metal, 2.6 * pen.s);
  pen.disc(x, y, z, 3, dark(metal, 0.2));
}

function vanity(p) {
  const { width: w, length: l, height: h } = p;
  const [cabinet, stone, metal] = p.colours;
  const pen = makePen(w, l, h + 30, { maxW: 520, maxH: 420 });
  const style = p.variant % 4;
  const top = 4;
  const base = style === 3 ? 16 : 9;
  const bodyTop = h - top;
  if (style === 3) {
    // Open shelf on legs: the frame, a slatted shelf low down.
    for (const [x, z] of [
      [w - 5, l - 6],
      [1, l - 6],
    ])
      pen.box(x, 0, z, 4, bodyTop, 4, dark(cabinet, 0.2));
    pen.box(2, base, 4, w - 4, 3, l - 8, cabinet);
    for (let i = 0; i < 3; i++)
      pen.box(w * 0.12 + i * w * 0.28, base + 3, l * 0.3, w * 0.2, 9, l * 0.3, ['#e9e4da', '#cfd9d6', '#e6d3c4'][i], { round: 4 });
    pen.box(2, bodyTop - 26, 3, w - 4, 26, l - 6, cabinet);
    for (const [x, z] of [
      [w - 5, 2],
      [1, 2],
    ])
      pen.box(x, 0, z, 4, bodyTop, 4, cabinet);
  } else {
    pen.box(4, 0, 6, w - 8, base, l - 10, dark(cabinet, 0.45));
    pen.box(0, base, 2, w, bodyTop - base, l - 4, cabinet);
  }
  // The front: doors, drawers or flutes, with handles.
  const frontZ = style === 3 ? 2.9 : 1.9;
  const face = (x0, x1, y0, y1, fill) =>
    pen.poly(
      [
        [x0, y0, frontZ],
        [x1, y0, frontZ],
        [x1, y1, frontZ],
        [x0, y1, frontZ],
      ],
      fill,
    );
  const handle = (x, y, horizontal) =>
    horizontal
      ? pen.line([x - 6, y, 1.4], [x + 6, y, 1.4], metal, 1.5 * pen.s)
      : pen.line([x, y - 6, 1.4], [x, y + 6, 1.4], metal, 1.5 * pen.s);
  const doors = Math.max(2, Math.round(w / 45));
  if (style === 0) {
    for (let i = 0; i < doors; i++) {
      const [x0, x1] = [(w * i) / doors + 2, (w * (i + 1)) / doors - 2];
      face(x0, x1, base + 2, bodyTop - 2, dark(cabinet, 0.1));
      face(x0 + 5, x1 - 5, base + 7, bodyTop - 7, light(cabinet, 0.04));
      handle(i % 2 ? x0 + 9 : x1 - 9, bodyTop - 18, false);
    }
  } else if (style === 1) {
    const rows = 2;
    const rowH = (bodyTop - base) / rows;
    for (let r = 0; r < rows; r++) {
      for (let i = 0; i < Math.ceil(doors / 2); i++) {
        const n = Math.ceil(doors / 2);
        const [x0, x1] = [(w * i) / n + 2, (w * (i + 1)) / n - 2];
        const [y0, y1] = [base + r * rowH + 2, base + (r + 1) * rowH - 2];
        face(x0, x1, y0, y1, dark(cabinet, 0.08));
        face(x0 + 2, x1 - 2, y0 + 2, y1 - 2, light(cabinet, 0.05));
        handle((x0 + x1) / 2, y1 - 8, true);
      }
    }
  } else if (style === 2) {
    const flutes = Math.round(w / 5);
    for (let i = 0; i < flutes; i++) {
      const x = (w * (i + 0.5)) / flutes;
      pen.line([x, base + 3, frontZ], [x, bodyTop - 3, frontZ], dark(cabinet, 0.12), 0.9 * pen.s);
    }
    for (let i = 1; i < doors; i++)
      pen.line([(w * i) / doors, base + 2, frontZ], [(w * i) / doors, bodyTop - 2, frontZ], dark(cabinet, 0.3), 0.5 * pen.s);
    for (let i = 0; i < doors; i++) handle((w * (i + 0.5)) / doors, bodyTop - 12, true);
  } else {
    face(3, w - 3, bodyTop - 24, bodyTop - 2, light(cabinet, 0.05));
    handle(w / 2, bodyTop - 12, true);
  }
  // The stone top, and one basin per 60 cm or so, each with its tap behind.
  pen.box(-1.5, bodyTop, 0, w + 3, top, l, stone, { top: light(stone, 0.12), side: dark(stone, 0.12) });
  const veins = [
    [0.1, 0.2, 0.45, 0.5],
    [0.55, 0.75, 0.9, 0.35],
  ];
  for (const [x0, z0, x1, z1] of veins) pen.line([w * x0, h, l * z0], [w * x1, h, l * z1], dark(stone, 0.1), 0.5 * pen.s, 'opacity="0.6"');
  const basins = w >= 115 ? 2 : 1;
  const vessel = p.variant % 2 === 0;
  for (let i = 0; i < basins; i++) {
    const cx = (w * (i + 0.5)) / basins;
    const cz = l * 0.46;
    const r = Math.min(21, (w / basins) * 0.3, l * 0.34);
    if (vessel) {
      pen.cylinder(cx, h, cz, r * 0.55, 2, dark(CERAMIC, 0.08), { shade: false });
      const bowl = roundRect(cx - r, cx + r, cz - r * 0.8, cz + r * 0.8, h + 13, 2.2);
      const foot = roundRect(cx - r * 0.55, cx + r * 0.55, cz - r * 0.45, cz + r * 0.45, h + 1, 2);
      solid(pen, foot, bowl, sheen(pen, CERAMIC), light(CERAMIC, 0.3));
      pen.raw(
        `<path d="${path(screen(pen, roundRect(cx - r + 2.2, cx + r - 2.2, cz - r * 0.8 + 2, cz + r * 0.8 - 2, h + 13, 2.2)))}" fill="${mix(CERAMIC, '#9aa6ad', 0.28)}"/>`,
      );
      tap(pen, cx, h, l - 6, 26, l - 6 - cz - r * 0.2, metal);
    } else {
      pen.raw(
        `<path d="${path(screen(pen, roundRect(cx - r, cx + r, cz - r * 0.8, cz + r * 0.8, h, 2.6)))}" fill="${dark(stone, 0.18)}"/>`,
      );
      pen.raw(
        `<path d="${path(screen(pen, roundRect(cx - r + 1.5, cx + r - 1.5, cz - r * 0.8 + 2.5, cz + r * 0.8 - 0.5, h, 2.6)))}" fill="${mix(CERAMIC, '#a9b4ba', 0.3)}"/>`,
      );
      pen.disc(cx, h, cz, 1.6, '#6b7177');
      tap(pen, cx, h, l - 6, 18, l - 6 - cz - r * 0.3, metal);
    }
  }
  pen.shadow();
  return pen.out.join('');
}

function mirror(p) {
  const { width: w, length: l, height: h } = p;
  const [frame, glass] = p.colours;
  const pen = makePen(w, l, h, { maxW: 420, maxH: 460 });
  const shape = p.variant % 4;
  const band = Math.max(2.5, Math.min(w, h) * 0.05);
  /** The mirror's outline at depth z, grown by `inset` (negative shrinks), as an SVG path. */
  const outline = (z, inset) => {
    const [x0, y0] = pen.P(-inset, -inset, z);
    const [x1, y1] = pen.P(w + inset, h + inset, z);
    const [left, right, top, bottom] = [x0, x1, y1, y0];
    const width = right - left;
    const r = (n) => fmt(n);
    if (shape === 2)
      return `<ellipse cx="${r((left + right) / 2)}" cy="${r((top + bottom) / 2)}" rx="${r(width / 2)}" ry="${r((bottom - top) / 2)}"`;
    if (shape === 1)
      return `<path d="M${r(left)} ${r(bottom)}L${r(left)} ${r(top + width / 2)}A${r(width / 2)} ${r(width / 2)} 0 0 1 ${r(right)} ${r(top + width / 2)}L${r(right)} ${r(bottom)}Z"`;
    const corner = shape === 3 ? width / 2 : Math.min(width, bottom - top) * 0.04;
    return `<rect x="${r(left)}" y="${r(top)}" width="${r(width)}" height="${r(bottom - top)}" rx="${r(corner)}"`;
  };
  const id = `m${p.index ?? 0}`;
  pen.raw(
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light(glass, 0.35)}"/><stop offset="0.5" stop-color="${glass}"/><stop offset="1" stop-color="${dark(glass, 0.18)}"/></linearGradient><clipPath id="${id}c">${outline(0, -band)}/></clipPath></defs>`,
  );
  // A soft shadow on the wall behind, the frame's edge, the frame, the glass and its reflections.
  const [sx, sy] = pen.P(w / 2 + 3, h / 2 - 3, l);
  pen.raw(
    `<ellipse cx="${sx}" cy="${sy}" rx="${fmt((w / 2) * pen.s)}" ry="${fmt((h / 2) * pen.s)}" fill="#000" opacity="0.16" filter="url(#blur)"/>`,
  );
  pen.raw(`${outline(l, 0)} fill="${dark(frame, 0.3)}"/>`);
  pen.raw(`${outline(0, 0)} fill="${frame}"/>`);
  pen.raw(`${outline(0, -band * 0.35)} fill="${light(frame, 0.18)}"/>`);
  pen.raw(`${outline(0, -band)} fill="url(#${id})"/>`);
  const [gx0, gy0] = pen.P(0, 0, 0);
  const [gx1, gy1] = pen.P(w, h, 0);
  const span = gx1 - gx0;
  pen.raw(
    `<g clip-path="url(#${id}c)" opacity="0.55"><polygon points="${fmt(gx0 + span * 0.15)},${fmt(gy0)} ${fmt(gx0 + span * 0.32)},${fmt(gy0)} ${fmt(gx0 + span * 0.82)},${fmt(gy1)} ${fmt(gx0 + span * 0.65)},${fmt(gy1)}" fill="#ffffff"/><polygon points="${fmt(gx0 + span * 0.38)},${fmt(gy0)} ${fmt(gx0 + span * 0.44)},${fmt(gy0)} ${fmt(gx0 + span * 0.94)},${fmt(gy1)} ${fmt(gx0 + span * 0.88)},${fmt(gy1)}" fill="#ffffff"/></g>`,
  );
  return pen.out.join('');
}

function toilet(p) {
  const { width: w, length: l, height: h } = p;
  const [seat, metal, unit] = p.colours;
  const pen = makePen(w + 10, l, h, { maxW: 360, maxH: 440 });
  const concealed = p.variant % 2 === 1;
  const tankDepth = concealed ? 22 : 18;
  const bowlTop = 40;
  const cx = w / 2;
  // The cistern (or the unit that hides it) against the wall.
  if (concealed) {
    pen.box(-2, 0, l - tankDepth, w + 4, h - 2, tankDepth, unit);
    pen.box(-3, h - 2, l - tankDepth - 1, w + 6, 2, tankDepth + 1, light(unit, 0.12));
    pen.box(cx - 6, h - 20, l - tankDepth - 0.6, 12, 7, 0.6, metal);
  } else {
    // White on the studio's pale grey: every face of the tank stays well lighter than the grey (a shade of it that
    // matched the grey came out see-through), with a drawn edge, so the cut-out keeps it.
    const tank = sheen(pen, CERAMIC, { lit: 0.3, shade: 0.04 });
    const edge = 'stroke="#8d9397" stroke-width="3" stroke-linejoin="round"';
    const [x0, x1, y0, y1, z0, z1] = [1, w - 1, bowlTop + 6, h - 3, l - tankDepth, l];
    pen.poly(
      [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
      dark(CERAMIC, 0.05),
      edge,
    );
    pen.poly(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      tank,
      edge,
    );
    pen.poly(
      [
        [0, y1, z0 - 1],
        [w, y1, z0 - 1],
        [w, y1, z1],
        [0, y1, z1],
      ],
      light(CERAMIC, 0.2),
      edge,
    );
    pen.poly(
      [
        [0, y1 - 2.5, z0 - 1],
        [w, y1 - 2.5, z0 - 1],
        [w, y1, z0 - 1],
        [0, y1, z0 - 1],
      ],
      dark(CERAMIC, 0.04),
      edge,
    );
    pen.disc(cx, h, l - tankDepth / 2, 2.4, metal);
  }
  // The pan: a foot on the floor widening to the rim, the seat and the closed lid.
  const front = 2;
  const back = l - tankDepth + 2;
  const foot = roundRect(cx - w * 0.22, cx + w * 0.22, front + 10, back - 4, 0, 2.4);
  const rim = roundRect(0, w, front, back, bowlTop, 2.2);
  solid(pen, foot, rim, sheen(pen, CERAMIC, { lit: 0.3, shade: 0.16 }), light(CERAMIC, 0.3));
  const seatTop = bowlTop + 3;
  solid(
    pen,
    roundRect(0.5, w - 0.5, front - 0.5, back - 1, bowlTop, 2.2),
    roundRect(0.5, w - 0.5, front - 0.5, back - 1, seatTop, 2.2),
    dark(seat, 0.12),
    seat,
  );
  solid(
    pen,
    roundRect(1.5, w - 1.5, front + 0.5, back - 2, seatTop, 2.4),
    roundRect(1.5, w - 1.5, front + 0.5, back - 2, seatTop + 2, 2.4),
    dark(seat, 0.06),
    light(seat, 0.12),
  );
  pen.box(cx - 8, seatTop, back - 3, 3, 3, 3, metal);
  pen.box(cx + 5, seatTop, back - 3, 3, 3, 3, metal);
  pen.shadow(w, l);
  return pen.out.join('');
}

function bathtub(p) {
  const { width: w, length: l, height: h } = p;
  const [shell, metal] = p.colours;
  const pen = makePen(w, l, h + 25, { maxW: 540, maxH: 400 });
  const style = p.variant % 4;
  const feet = style === 1 ? 10 : 0;
  const square = style === 2 ? 12 : style === 3 ? 6 : 3;
  const inner = mix(CERAMIC, '#c9d4d8', 0.25);
  if (style === 2) {
    // Built in: a straight panel and a deck.
    pen.box(0, 0, 0, w, h - 4, l, shell, { front: sheen(pen, shell, { lit: 0.12, shade: 0.08 }) });
    pen.line([w * 0.02, 8, 0], [w * 0.98, 8, 0], dark(shell, 0.12), 0.6 * pen.s);
    pen.box(-1, h - 4, -1, w + 2, 4, l + 1, CERAMIC);
  } else {
    if (feet)
      for (const [x, z] of [
        [w - 18, l - 12],
        [14, l - 12],
      ])
        pen.box(x, 0, z, 5, feet + 2, 5, metal);
    const bottom = roundRect(w * (style === 1 ? 0.12 : 0.08), w * (style === 1 ? 0.88 : 0.92), l * 0.14, l * 0.86, feet, square);
    const rim = roundRect(0, w, 0, l, h, square);
    solid(pen, bottom, rim, sheen(pen, shell, { lit: 0.2, shade: 0.2 }), light(shell, 0.35));
    if (shell !== CERAMIC) pen.raw(`<path d="${path(screen(pen, roundRect(1.2, w - 1.2, 1.2, l - 1.2, h, square)))}" fill="${CERAMIC}"/>`);
    if (feet)
      for (const [x, z] of [
        [w - 18, 8],
        [14, 8],
      ]) {
        pen.box(x, 0, z, 5, feet + 3, 5, metal);
        pen.disc(x + 2.5, 0.5, z + 2.5, 4, dark(metal, 0.2));
      }
  }
  // The basin inside the rim, deepest at the back, and the tap.
  const lip = style === 2 ? 7 : 5;
  pen.raw(
    `<path d="${path(screen(pen, roundRect(lip, w - lip, lip, l - lip, h, Math.max(2.2, square - 1))))}" fill="${dark(inner, 0.1)}"/>`,
  );
  pen.raw(
    `<path d="${path(screen(pen, roundRect(lip + 4, w - lip - 4, lip + 6, l - lip, h - 2, Math.max(2.2, square - 1))))}" fill="${inner}" opacity="0.85"/>`,
  );
  if (style === 1 || style === 3) tap(pen, w - lip - 4, h, l / 2, 14, 10, metal);
  else tap(pen, w / 2, h, l - 3, 12, 10, metal);
  pen.shadow();
  return pen.out.join('');
}

function lighting(p) {
  const { width: w, length: l, height: h } = p;
  const [metal, glass] = p.colours;
  const style = p.variant % 4;
  const pen = makePen(w, l, h, { maxW: style === 2 ? 480 : 300, maxH: 460 });
  const glow = (x, y, z, r) => {
    const [cx, cy] = pen.P(x, y, z);
    const id = `glow${pen.out.length}`;
    pen.raw(
      `<defs><radialGradient id="${id}" cx="0.42" cy="0.4" r="0.62"><stop offset="0" stop-color="#fffaf0"/><stop offset="0.55" stop-color="${glass}"/><stop offset="1" stop-color="${dark(glass, 0.16)}"/></radialGradient></defs><circle cx="${cx}" cy="${cy}" r="${fmt(r * pen.s)}" fill="url(#${id})"/>`,
    );
  };
  if (style === 1) {
    // A dome pendant on its cord.
    const shadeH = Math.min(22, h * 0.35);
    pen.line([w / 2, h, l / 2], [w / 2, shadeH, l / 2], '#2b2b2d', 0.8 * pen.s);
    pen.cylinder(w / 2, h - 3, l / 2, 5, 3, metal);
    const [cx, cy] = pen.P(w / 2, 0, l / 2);
    const rx = (w / 2) * pen.s * 1.05;
    const ry = rx * 0.3;
    const top = cy - shadeH * pen.s;
    pen.raw(`<ellipse cx="${cx}" cy="${fmt(cy)}" rx="${fmt(rx * 0.92)}" ry="${fmt(ry * 0.9)}" fill="#fff4d6"/>`);
    pen.raw(
      `<path d="M${fmt(cx - rx)} ${fmt(cy)}C${fmt(cx - rx)} ${fmt(top + shadeH * pen.s * 0.15)} ${fmt(cx - rx * 0.45)} ${fmt(top)} ${fmt(cx)} ${fmt(top)}C${fmt(cx + rx * 0.45)} ${fmt(top)} ${fmt(cx + rx)} ${fmt(top + shadeH * pen.s * 0.15)} ${fmt(cx + rx)} ${fmt(cy)}A${fmt(rx)} ${fmt(ry)} 0 0 1 ${fmt(cx - rx)} ${fmt(cy)}Z" fill="${sheen(pen, metal, { lit: 0.3, shade: 0.25 })}"/>`,
    );
    pen.raw(`<ellipse cx="${cx}" cy="${fmt(cy)}" rx="${fmt(rx * 0.9)}" ry="${fmt(ry * 0.75)}" fill="#fff8e4"/>`);
    return pen.out.join('');
  }
  if (style === 2) {
    // A bar over the mirror with three globes.
    pen.box(0, h - 10, l - 3, w, 6, 3, metal);
    for (let i = 0; i < 3; i++) {
      const x = w * (0.17 + i * 0.33);
      pen.box(x - 1, h - 8, l * 0.45, 2, 2, l * 0.55 - 3, dark(metal, 0.15));
      pen.cylinder(x, h - 12, l * 0.45, 3, 4, metal);
      glow(x, h - 12 - l * 0.38, l * 0.45, Math.min(l * 0.42, w * 0.12));
    }
    return pen.out.join('');
  }
  // A wall sconce: its plate on the wall, an arm, a globe (or a cone shade).
  pen.box(w / 2 - 4, h * 0.45, l - 2, 8, h * 0.5, 2, metal);
  pen.box(w / 2 - 1, h * 0.6, l * 0.45, 2, 2, l * 0.55 - 2, dark(metal, 0.1));
  if (style === 0) {
    pen.cylinder(w / 2, h * 0.6, l * 0.45, 2.5, 3, metal);
    glow(w / 2, h * 0.6 - w * 0.45, l * 0.45, w * 0.48);
  } else {
    const [cx, cy] = pen.P(w / 2, h * 0.62, l * 0.45);
    const rTop = w * 0.22 * pen.s;
    const rBottom = (w / 2) * pen.s;
    const drop = h * 0.42 * pen.s;
    pen.raw(`<ellipse cx="${cx}" cy="${fmt(cy + drop)}" rx="${fmt(rBottom)}" ry="${fmt(rBottom * 0.3)}" fill="#fff4d6"/>`);
    pen.raw(
      `<path d="M${fmt(cx - rTop)} ${fmt(cy)}L${fmt(cx + rTop)} ${fmt(cy)}L${fmt(cx + rBottom)} ${fmt(cy + drop)}A${fmt(rBottom)} ${fmt(rBottom * 0.3)} 0 0 1 ${fmt(cx - rBottom)} ${fmt(cy + drop)}Z" fill="${sheen(pen, glass, { lit: 0.25, shade: 0.2 })}"/>`,
    );
  }
  return pen.out.join('');
}

export const BATH_DRAWERS = { vanity, mirror, toilet, bathtub, light: lighting };
