// Draws the demo catalogue's product photos as SVG: furniture in a simple oblique 3/4 view on a studio background.
// Everything is derived from the product definition, so the same product always gives the same picture.

import { dark, FLOOR_Y, fmt, legs, light, makePen, mix, S } from './pen.mjs';
import { BATH_DRAWERS } from './bath.mjs';

export { mix, PHOTO_SIZE } from './pen.mjs';

function bed(p) {
  const { width: w, length: l, height: h } = p;
  const pen = makePen(w, l, h);
  const [frame, bedding, accent] = p.colours;
  const wood = p.variant % 2 === 0;
  pen.box(0, 10, l - 9, w, h - 10, 9, frame, { round: wood ? 0 : 4 });
  const [hx, hy] = pen.P(0, h, l - 9);
  if (!wood) {
    for (let i = 1; i < 6; i++) pen.line([(w / 6) * i, 26, l - 9], [(w / 6) * i, h - 6, l - 9], dark(frame, 0.18), 2);
  } else {
    pen.raw(`<rect x="${hx}" y="${hy}" width="${fmt(w * pen.s)}" height="${fmt(6 * pen.s)}" fill="${dark(frame, 0.1)}"/>`);
  }
  legs(pen, 0, 0, w, l - 9, 12, 6, dark(frame, 0.35));
  pen.box(-2, 12, 0, w + 4, 20, l - 9, frame, { round: wood ? 0 : 3 });
  pen.box(3, 32, 3, w - 6, 22, l - 16, '#f4f2ee', { round: 5 });
  const pillowW = w / 2 - 10;
  for (const x of [6, w / 2 + 4]) pen.box(x, 54, l - 48, pillowW, 13, 34, light(bedding, 0.55), { round: 9 });
  pen.box(0, 28, -2, w, 32, l * 0.7, bedding, { round: 7 });
  pen.box(0, 58, l * 0.7 - 14, w, 3, 16, light(bedding, 0.35), { round: 4 });
  pen.box(w * 0.08, 60, l * 0.18, w * 0.84, 2, l * 0.16, accent, { round: 3 });
  pen.shadow();
  return pen.out.join('');
}

function mattress(p) {
  const { width: w, length: l, height: h } = p;
  const pen = makePen(w, l, h, { maxH: 360 });
  const [cover, band] = p.colours;
  pen.box(0, 0, 0, w, h, l, cover, { round: 4, top: light(cover, 0.4) });
  pen.box(0, h * 0.28, -0.5, w, h * 0.34, 0.5, band, { round: 1, top: band, side: dark(band) });
  pen.box(w, h * 0.28, 0, 0.5, h * 0.34, l, dark(band, 0.15), { round: 1 });
  const stitch = dark(cover, 0.14);
  const rows = 7;
  const cols = Math.max(4, Math.round(w / 28));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) pen.disc((w / cols) * j, h, (l / rows) * i, 1.3, stitch);
  }
  pen.line([0, h - 0.5, 0], [w, h - 0.5, 0], dark(cover, 0.12), 3);
  pen.line([w, h - 0.5, 0], [w, h - 0.5, l], dark(cover, 0.12), 3);
  for (let j = 0; j < 3; j++) pen.box(w * (0.25 + j * 0.22), h * 0.4, -1, w * 0.08, 2, 1, dark(band, 0.3));
  pen.shadow();
  return pen.out.join('');
}

function pillow(p) {
  const { width: w, height: h } = p;
  const [main, accent] = p.colours;
  const scale = Math.min(420 / w, 330 / h);
  const pw = w * scale;
  const ph = h * scale;
  const x = S / 2 - pw / 2;
  const y = FLOOR_Y - ph - 12;
  const b = ph * 0.035;
  const pattern = p.variant % 4;
  // A pale pillow shaded towards its edges would pass through the studio's grey there, which the cut-out takes for
  // background: it keeps its own colour to the edge instead.
  const pale = [1, 3, 5].every((i) => parseInt(main.slice(i, i + 2), 16) > 0xd0);
  const edge = pale ? main : dark(main, 0.25);
  const d = `M ${x} ${y} Q ${x + pw / 2} ${y + b * 2} ${x + pw} ${y} Q ${x + pw - b * 2} ${y + ph / 2} ${x + pw} ${y + ph} Q ${x + pw / 2} ${y + ph - b * 2} ${x} ${y + ph} Q ${x + b * 2} ${y + ph / 2} ${x} ${y} Z`;
  const out = [
    `<defs><radialGradient id="puff" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="${light(main, 0.28)}"/><stop offset="0.7" stop-color="${main}"/><stop offset="1" stop-color="${edge}"/></radialGradient><clipPath id="pc"><path d="${d}"/></clipPath></defs>`,
    `<ellipse cx="${S / 2}" cy="${FLOOR_Y - 4}" rx="${fmt(pw * 0.55)}" ry="22" fill="#000" opacity="0.25" filter="url(#blur)"/>`,
    `<path d="${d}" fill="url(#puff)"/>`,
  ];
  const lines = [];
  if (pattern === 1)
    for (let i = 1; i < 7; i++)
      lines.push(
        `<rect x="${x}" y="${fmt(y + (ph / 7) * i - ph / 40)}" width="${pw}" height="${fmt(ph / 20)}" fill="${accent}" opacity="0.8"/>`,
      );
  if (pattern === 2)
    for (let i = 0; i < 6; i++)
      for (let j = 0; j < 5; j++)
        lines.push(
          `<circle cx="${fmt(x + (pw / 6) * (i + 0.5))}" cy="${fmt(y + (ph / 5) * (j + 0.5))}" r="${fmt(ph / 28)}" fill="${accent}" opacity="0.85"/>`,
        );
  if (pattern === 3)
    lines.push(`<rect x="${fmt(x + pw * 0.3)}" y="${y}" width="${fmt(pw * 0.4)}" height="${ph}" fill="${accent}" opacity="0.85"/>`);
  out.push(`<g clip-path="url(#pc)">${lines.join('')}<path d="${d}" fill="url(#puff)" opacity="0.35"/></g>`);
  // A piping darker than the studio's grey all round, so the cut-out keeps a pale pillow whole (its holes are filled).
  out.push(`<path d="${d}" fill="none" stroke="${dark(main, 0.45)}" stroke-width="${pattern === 0 ? 6 : 4}"/>`);
  out.push(
    `<path d="M ${fmt(x + pw * 0.2)} ${fmt(y + ph * 0.5)} Q ${fmt(x + pw * 0.5)} ${fmt(y + ph * 0.42)} ${fmt(x + pw * 0.8)} ${fmt(y + ph * 0.52)}" stroke="${dark(main, pale ? 0.4 : 0.15)}" stroke-width="3" fill="none" opacity="0.5"/>`,
  );
  return out.join('');
}

function foldedStack(p, { layers, thickness, quilted = false, band = false, stripe = false }) {
  const { width: w, length: l } = p;
  const [main, second] = p.colours;
  const h = layers * thickness;
  const pen = makePen(w, l, h, { maxW: 470, maxH: 360 });
  for (let i = 0; i < layers; i++) {
    const colour = second && i % 2 === 1 ? second : main;
    const inset = (i % 2) * 1.2;
    pen.box(inset, i * thickness, inset, w - inset * 2, thickness * 0.96, l - inset * 2, colour, { round: thickness * 0.45 });
    const [fx, fy] = pen.P(inset, i * thickness + thickness * 0.5, inset);
    pen.raw(
      `<line x1="${fx}" y1="${fy}" x2="${fmt(fx + (w - inset * 2) * pen.s)}" y2="${fy}" stroke="${dark(colour, 0.12)}" stroke-width="2" opacity="0.6"/>`,
    );
    if (stripe)
      pen.box(inset, i * thickness + thickness * 0.2, inset - 0.3, w - inset * 2, thickness * 0.16, 0.3, second ?? dark(main), {
        round: 0.3,
      });
  }
  if (quilted) {
    const stitch = dark(main, 0.18);
    for (let i = 1; i < 4; i++) pen.line([(w / 4) * i, h, 0], [(w / 4) * i, h, l], stitch, 2, 'stroke-dasharray="6 5"');
    for (let i = 1; i < 4; i++) pen.line([0, h, (l / 4) * i], [w, h, (l / 4) * i], stitch, 2, 'stroke-dasharray="6 5"');
  }
  if (band) {
    pen.box(w * 0.38, -0.2, -0.6, w * 0.18, h + 0.6, 0.6, '#efe9dc', { round: 0 });
    pen.box(w * 0.38, h, 0, w * 0.18, 0.5, l, '#e6dfcf');
    pen.raw(
      `<circle cx="${pen.P(w * 0.47, h * 0.5, -0.6)[0]}" cy="${pen.P(w * 0.47, h * 0.5, -0.6)[1]}" r="${fmt(pen.s * 2.2)}" fill="${dark(main, 0.3)}"/>`,
    );
  }
  pen.shadow();
  return pen.out.join('');
}

function rug(p) {
  const { width: w, length: l } = p;
  const [main, border, motif] = p.colours;
  const scale = Math.min(540 / w, 330 / (l * 0.55));
  const cx = S / 2;
  const yBack = FLOOR_Y - l * 0.55 * scale;
  const yFront = FLOOR_Y - 20;
  const halfFront = (w * scale) / 2;
  const halfBack = halfFront * 0.66;
  const quad = (t) => {
    const yb = yBack + (yFront - yBack) * t;
    const yf = yFront - (yFront - yBack) * t;
    const hb = halfBack + (halfFront - halfBack) * t;
    const hf = halfFront - (halfFront - halfBack) * t;
    return `${fmt(cx - hb + (hb - halfBack) * 0)},${fmt(yb)} ${fmt(cx + hb)},${fmt(yb)} ${fmt(cx + hf)},${fmt(yf)} ${fmt(cx - hf)},${fmt(yf)}`;
  };
  const inset = (t) => {
    const yb = yBack + (yFront - yBack) * t;
    const yf = yFront - (yFront - yBack) * t;
    const hb = halfBack + (halfFront - halfBack) * t - halfFront * t * 0.9;
    const hf = halfFront - halfFront * t * 1.2;
    return `${fmt(cx - hb)},${fmt(yb)} ${fmt(cx + hb)},${fmt(yb)} ${fmt(cx + hf)},${fmt(yf)} ${fmt(cx - hf)},${fmt(yf)}`;
  };
  const out = [
    `<polygon points="${quad(0)}" fill="#000" opacity="0.25" filter="url(#blur)" transform="translate(0 8)"/>`,
    `<polygon points="${fmt(cx - halfFront)},${yFront} ${fmt(cx + halfFront)},${yFront} ${fmt(cx + halfFront)},${yFront + 7} ${fmt(cx - halfFront)},${yFront + 7}" fill="${dark(border, 0.3)}"/>`,
    `<polygon points="${quad(0)}" fill="${border}"/>`,
    `<polygon points="${inset(0.08)}" fill="${main}"/>`,
  ];
  const pattern = p.variant % 3;
  const yMid = (yBack + yFront) / 2;
  if (pattern === 0) {
    out.push(
      `<polygon points="${fmt(cx)},${fmt(yBack + 30)} ${fmt(cx + halfFront * 0.45)},${fmt(yMid)} ${fmt(cx)},${fmt(yFront - 36)} ${fmt(cx - halfFront * 0.45)},${fmt(yMid)}" fill="${motif}"/>`,
    );
    out.push(
      `<polygon points="${fmt(cx)},${fmt(yBack + 58)} ${fmt(cx + halfFront * 0.22)},${fmt(yMid)} ${fmt(cx)},${fmt(yFront - 64)} ${fmt(cx - halfFront * 0.22)},${fmt(yMid)}" fill="${border}"/>`,
    );
  } else if (pattern === 1) {
    for (let i = 1; i < 6; i++) {
      const t = i / 6;
      const y = yBack + (yFront - yBack) * t;
      const half = halfBack + (halfFront - halfBack) * t;
      out.push(
        `<line x1="${fmt(cx - half * 0.84)}" y1="${fmt(y)}" x2="${fmt(cx + half * 0.84)}" y2="${fmt(y)}" stroke="${motif}" stroke-width="${fmt(6 + t * 8)}"/>`,
      );
    }
  } else {
    for (let i = 0; i < 4; i++) {
      const t = (i + 0.5) / 4;
      const y = yBack + (yFront - yBack) * (0.12 + t * 0.76);
      const half = (halfBack + (halfFront - halfBack) * t) * 0.7;
      for (let j = -2; j <= 2; j++)
        out.push(
          `<ellipse cx="${fmt(cx + (half / 2.4) * j)}" cy="${fmt(y)}" rx="${fmt(10 + t * 10)}" ry="${fmt(5 + t * 5)}" fill="${motif}"/>`,
        );
    }
  }
  for (let i = 0; i <= 24; i++) {
    const xf = cx - halfFront + ((halfFront * 2) / 24) * i;
    out.push(
      `<line x1="${fmt(xf)}" y1="${yFront + 6}" x2="${fmt(xf)}" y2="${yFront + 18}" stroke="${light(border, 0.5)}" stroke-width="2.2" stroke-linecap="round"/>`,
    );
    const xb = cx - halfBack + ((halfBack * 2) / 24) * i;
    out.push(
      `<line x1="${fmt(xb)}" y1="${fmt(yBack)}" x2="${fmt(xb)}" y2="${fmt(yBack - 8)}" stroke="${light(border, 0.5)}" stroke-width="1.6" stroke-linecap="round"/>`,
    );
  }
  return out.join('');
}

function paint(p) {
  const [colour] = p.colours;
  const pen = makePen(60, 30, 34, { maxW: 430, maxH: 390 });
  const out = pen.out;
  for (let i = 0; i < 4; i++) {
    const shade = mix(colour, i < 2 ? '#ffffff' : '#000000', [0.55, 0.3, 0.15, 0.35][i]);
    const [x, y] = pen.P(44, 0, 26);
    out.push(
      `<g transform="rotate(${-22 + i * 11} ${x} ${y})"><rect x="${fmt(x - 24)}" y="${fmt(y - 300)}" width="64" height="300" rx="6" fill="#fbfbf8" stroke="#d9d6cf"/><rect x="${fmt(x - 18)}" y="${fmt(y - 292)}" width="52" height="120" rx="3" fill="${shade}"/></g>`,
    );
  }
  pen.cylinder(20, 0, 12, 15, 22, '#c9ccd1');
  const [cx, cy] = pen.P(20, 0, 12);
  const rx = 15 * pen.s * 1.05;
  out.push(`<rect x="${fmt(cx - rx)}" y="${fmt(cy - 17 * pen.s)}" width="${fmt(rx * 2)}" height="${fmt(12 * pen.s)}" fill="${colour}"/>`);
  out.push(
    `<rect x="${fmt(cx - rx)}" y="${fmt(cy - 17 * pen.s)}" width="${fmt(rx * 2)}" height="${fmt(2.4 * pen.s)}" fill="#ffffff" opacity="0.7"/>`,
  );
  out.push(`<ellipse cx="${cx}" cy="${fmt(cy - 22 * pen.s)}" rx="${fmt(rx * 0.93)}" ry="${fmt(15 * pen.s * 0.36)}" fill="${colour}"/>`);
  out.push(`<path d="M ${fmt(cx - rx * 0.5)} ${fmt(cy - 22 * pen.s)} q 6 22 0 42 q -6 -18 -9 -20" fill="${colour}"/>`);
  out.push(
    `<path d="M ${fmt(cx - rx)} ${fmt(cy - 22 * pen.s)} Q ${cx} ${fmt(cy - 46 * pen.s)} ${fmt(cx + rx)} ${fmt(cy - 22 * pen.s)}" fill="none" stroke="#8d9097" stroke-width="4"/>`,
  );
  const [bx, by] = pen.P(46, 0, 2);
  out.push(`<path d="M ${fmt(bx - 60)} ${fmt(by)} q 30 -26 70 -10 q 40 14 60 -4 q 14 10 -6 20 q -60 16 -124 -6 z" fill="${colour}"/>`);
  out.push(
    `<g transform="rotate(-28 ${bx} ${by})"><rect x="${fmt(bx - 10)}" y="${fmt(by - 140)}" width="20" height="90" rx="8" fill="#b07a4a"/><rect x="${fmt(bx - 13)}" y="${fmt(by - 56)}" width="26" height="24" fill="#a9adb3"/><path d="M ${fmt(bx - 13)} ${fmt(by - 32)} h 26 l -3 22 h -20 z" fill="${colour}"/></g>`,
  );
  pen.shadow(60, 30);
  return out.join('');
}

function sofa(p, { chaise = false, seats = 3 } = {}) {
  const { width: w, length: l, height: h } = p;
  const [fabric, cushion, legColour] = p.colours;
  const depth = chaise ? 95 : l;
  const pen = makePen(w, l, h, { maxW: 540 });
  const arm = Math.min(24, w * 0.13);
  const seatY = h * 0.5;
  const z0 = chaise ? l - depth : 0;
  legs(pen, 0, z0, w, depth, 10, 5, legColour);
  pen.box(0, 10, z0 + depth - 22, w, h - 10, 22, fabric, { round: 5 });
  pen.box(0, 10, z0, w, seatY - 20, depth - 20, dark(fabric, 0.05), { round: 4 });
  const inner = w - arm * 2;
  const n = chaise ? seats - 1 : seats;
  const cushW = (chaise ? inner - 0 : inner) / seats;
  for (let i = 0; i < seats; i++) pen.box(arm + cushW * i + 1, seatY - 10, z0 + depth - 40, cushW - 2, h * 0.36, 16, cushion, { round: 7 });
  for (let i = 0; i < n; i++) pen.box(arm + cushW * i + 1, seatY - 10, z0 + 1, cushW - 2, 14, depth - 36, cushion, { round: 6 });
  pen.box(arm + 6, seatY + 4, z0 + depth - 44, 38, 32, 10, light(p.colours[3] ?? cushion, 0.1), { round: 6 });
  pen.box(0, 10, z0, arm, seatY + 6, depth - 4, fabric, { round: 6 });
  if (chaise) {
    legs(pen, w - arm - cushW - 4, 0, cushW + arm + 4, l, 10, 5, legColour);
    pen.box(w - cushW - arm - 4, 10, 0, cushW + arm + 4, seatY - 20, l - depth + 4, dark(fabric, 0.05), { round: 4 });
    pen.box(w - cushW - arm + 1, seatY - 10, 1, cushW - 2, 14, l - 36, cushion, { round: 6 });
  }
  pen.box(w - arm, 10, z0, arm, seatY + 6, depth - 4, fabric, { round: 6 });
  pen.shadow();
  return pen.out.join('');
}

function armchair(p) {
  const { width: w, length: l, height: h } = p;
  const [fabric, legColour] = p.colours;
  const pen = makePen(w, l, h, { maxW: 420, maxH: 420 });
  const arm = w * 0.17;
  const seatY = h * 0.45;
  const wing = p.variant % 2 === 1;
  const legH = wing ? 16 : 22;
  for (const [x, z] of [
    [w - 8, l - 10],
    [4, l - 10],
    [w - 8, 4],
    [4, 4],
  ]) {
    pen.poly(
      [
        [x, 0, z],
        [x + 4, 0, z],
        [x + 5, legH, z],
        [x - 1, legH, z],
      ],
      legColour,
    );
  }
  pen.box(0, legH, l - 20, w, h - legH, 20, fabric, { round: wing ? 8 : 5 });
  pen.box(0, legH, 0, w, seatY - legH - 8, l - 18, dark(fabric, 0.06), { round: 4 });
  pen.box(arm, seatY - 10, 2, w - arm * 2, 14, l - 22, light(fabric, 0.06), { round: 6 });
  pen.box(arm + 3, seatY + 2, l - 32, w - arm * 2 - 6, h * 0.36, 12, light(fabric, 0.08), { round: 7 });
  const armH = wing ? seatY + 14 : seatY + 10;
  pen.box(0, legH, 0, arm, armH - legH, l - 4, fabric, { round: 6 });
  pen.box(w - arm, legH, 0, arm, armH - legH, l - 4, fabric, { round: 6 });
  pen.shadow();
  return pen.out.join('');
}

function diningChair(p) {
  const { width: w, length: l, height: h } = p;
  const [frame, seat] = p.colours;
  const pen = makePen(w, l, h, { maxW: 360, maxH: 440 });
  const seatY = 46;
  const leg = 3.5;
  pen.box(1, 0, l - 5, leg, seatY, leg, dark(frame, 0.1));
  pen.box(w - 5, 0, l - 5, leg, seatY, leg, dark(frame, 0.1));
  pen.box(1, seatY, l - 5, leg, h - seatY, leg, frame);
  pen.box(w - 5, seatY, l - 5, leg, h - seatY, leg, frame);
  const style = p.variant % 3;
  if (style === 0) pen.box(1, h - 24, l - 4, w - 2, 20, 3, seat, { round: 3 });
  else if (style === 1) for (let i = 1; i < 5; i++) pen.box((w / 5) * i - 1.2, seatY + 4, l - 4, 2.4, h - seatY - 8, 2, frame);
  else pen.box(3, seatY + 4, l - 4, w - 6, h - seatY - 6, 4, seat, { round: 5 });
  pen.box(1, h - 6, l - 5, w - 2, 4, leg + 1, frame);
  pen.box(0, seatY - 6, 0, w, 4, l - 2, frame);
  pen.box(1, seatY - 2, 1, w - 2, 4, l - 4, seat, { round: 3 });
  pen.box(1, 0, 1, leg, seatY - 6, leg, frame);
  pen.box(w - 5, 0, 1, leg, seatY - 6, leg, frame);
  pen.shadow();
  return pen.out.join('');
}

function table(p) {
  const { width: w, length: l, height: h } = p;
  const [top, base] = p.colours;
  const pen = makePen(w, l, h, { maxW: 520, maxH: 400 });
  const round = p.variant % 3 === 2;
  const thick = Math.max(3, h * 0.06);
  if (round) {
    const r = Math.min(w, l) / 2;
    pen.cylinder(w / 2, 0, l / 2, r * 0.35, 3, dark(base, 0.1));
    pen.cylinder(w / 2, 3, l / 2, r * 0.1, h - thick - 3, base);
    pen.cylinder(w / 2, h - thick, l / 2, r, thick, dark(top, 0.12), { top: light(top, 0.1) });
  } else {
    const inset = Math.min(w, l) * 0.06;
    const legW = Math.max(4, Math.min(w, l) * 0.06);
    legs(pen, inset, inset, w - inset * 2, l - inset * 2, h - thick, legW, base);
    if (h < 60 && p.variant % 3 === 1) pen.box(inset, h * 0.3, inset, w - inset * 2, 2.5, l - inset * 2, dark(top, 0.05));
    pen.box(0, h - thick, 0, w, thick, l, top);
    pen.line([w * 0.1, h, l * 0.3], [w * 0.7, h, l * 0.32], dark(top, 0.06), 2, 'opacity="0.6"');
    pen.line([w * 0.2, h, l * 0.65], [w * 0.9, h, l * 0.62], dark(top, 0.06), 2, 'opacity="0.6"');
  }
  pen.shadow();
  return pen.out.join('');
}

function lamp(p) {
  const { width: w, height: h } = p;
  const [shade, base] = p.colours;
  const floor = h > 100;
  const pen = makePen(w, w, h, { maxW: 300, maxH: 460 });
  const shadeH = floor ? h * 0.2 : h * 0.38;
  const shadeTop = w * 0.36;
  const shadeBottom = w * 0.5;
  const c = w / 2;
  if (floor) {
    pen.cylinder(c, 0, c, w * 0.3, 3, dark(base, 0.1));
    pen.cylinder(c, 3, c, 1.3, h - shadeH - 3, base);
  } else {
    pen.cylinder(c, 0, c, w * 0.2, 3, dark(base, 0.15));
    const [bx, by] = pen.P(c, 3, c);
    const bodyH = (h - shadeH) * 0.75 * pen.s;
    const bodyW = w * 0.38 * pen.s;
    pen.raw(
      `<defs><radialGradient id="vase" cx="0.35" cy="0.4" r="0.7"><stop offset="0" stop-color="${light(base, 0.35)}"/><stop offset="1" stop-color="${dark(base, 0.2)}"/></radialGradient></defs><path d="M ${fmt(bx - bodyW * 0.3)} ${fmt(by)} C ${fmt(bx - bodyW * 1.2)} ${fmt(by - bodyH * 0.2)} ${fmt(bx - bodyW * 1.1)} ${fmt(by - bodyH * 0.85)} ${fmt(bx - bodyW * 0.18)} ${fmt(by - bodyH)} L ${fmt(bx + bodyW * 0.18)} ${fmt(by - bodyH)} C ${fmt(bx + bodyW * 1.1)} ${fmt(by - bodyH * 0.85)} ${fmt(bx + bodyW * 1.2)} ${fmt(by - bodyH * 0.2)} ${fmt(bx + bodyW * 0.3)} ${fmt(by)} Z" fill="url(#vase)"/>`,
    );
    pen.cylinder(c, 3 + (h - shadeH) * 0.75, c, 0.8, (h - shadeH) * 0.25, '#b9a77e');
  }
  const [sx, syBottom] = pen.P(c, h - shadeH, c);
  const syTop = syBottom - shadeH * pen.s;
  const tb = shadeBottom * pen.s * 1.05;
  const tt = shadeTop * pen.s * 1.05;
  pen.raw(
    `<defs><linearGradient id="shade" x1="0" x2="1"><stop offset="0" stop-color="${dark(shade, 0.08)}"/><stop offset="0.4" stop-color="${light(shade, 0.3)}"/><stop offset="1" stop-color="${dark(shade, 0.18)}"/></linearGradient></defs>` +
      `<ellipse cx="${sx}" cy="${fmt(syBottom)}" rx="${fmt(tb)}" ry="${fmt(tb * 0.3)}" fill="${light(shade, 0.5)}"/>` +
      `<path d="M ${fmt(sx - tt)} ${fmt(syTop)} L ${fmt(sx + tt)} ${fmt(syTop)} L ${fmt(sx + tb)} ${fmt(syBottom)} A ${fmt(tb)} ${fmt(tb * 0.3)} 0 0 1 ${fmt(sx - tb)} ${fmt(syBottom)} Z" fill="url(#shade)"/>` +
      `<ellipse cx="${sx}" cy="${fmt(syTop)}" rx="${fmt(tt)}" ry="${fmt(tt * 0.3)}" fill="${dark(shade, 0.25)}"/>`,
  );
  pen.shadow(w, w);
  return pen.out.join('');
}

function napkins(p) {
  const [main, second, ring] = p.colours;
  const pen = makePen(60, 45, 16, { maxW: 540, maxH: 380 });
  for (let i = 0; i < 5; i++) {
    const colour = i % 2 === 0 ? main : second;
    pen.box(2 + i * 1.2, i * 2.6, 6 - i * 0.8, 30, 2.4, 30, colour, { round: 1.4 });
    const [fx, fy] = pen.P(2 + i * 1.2, i * 2.6 + 2.4, 6 - i * 0.8);
    const [gx, gy] = pen.P(32 + i * 1.2, i * 2.6 + 2.4, 36 - i * 0.8);
    pen.raw(`<line x1="${fx}" y1="${fy}" x2="${gx}" y2="${gy}" stroke="${dark(colour, 0.15)}" stroke-width="2" opacity="0.7"/>`);
  }
  const [rx, ry] = pen.P(48, 0, 12);
  const rollR = 5.5 * pen.s;
  const rollL = 30 * pen.s;
  pen.raw(
    `<g transform="rotate(-14 ${rx} ${ry})"><rect x="${fmt(rx - rollL / 2)}" y="${fmt(ry - rollR * 2)}" width="${fmt(rollL)}" height="${fmt(rollR * 2)}" rx="${fmt(rollR * 0.6)}" fill="${main}"/><rect x="${fmt(rx - rollL / 2)}" y="${fmt(ry - rollR * 1.3)}" width="${fmt(rollL)}" height="${fmt(rollR * 0.5)}" fill="${light(main, 0.25)}" opacity="0.7"/><ellipse cx="${fmt(rx + rollL / 2)}" cy="${fmt(ry - rollR)}" rx="${fmt(rollR * 0.45)}" ry="${fmt(rollR)}" fill="${dark(main, 0.15)}"/><path d="M ${fmt(rx + rollL / 2)} ${fmt(ry - rollR)} m -2 0 a 4 6 0 1 0 4 0" fill="none" stroke="${dark(main, 0.3)}" stroke-width="2"/><rect x="${fmt(rx - rollR * 0.9)}" y="${fmt(ry - rollR * 2.25)}" width="${fmt(rollR * 1.4)}" height="${fmt(rollR * 2.5)}" rx="4" fill="${ring}"/><rect x="${fmt(rx - rollR * 0.7)}" y="${fmt(ry - rollR * 2.15)}" width="${fmt(rollR * 0.35)}" height="${fmt(rollR * 2.3)}" rx="2" fill="${light(ring, 0.4)}"/></g>`,
  );
  pen.shadow(60, 45);
  return pen.out.join('');
}

function barStool(p) {
  const { width: w, height: h } = p;
  const [seat, frame] = p.colours;
  const pen = makePen(w, w, h, { maxW: 330, maxH: 460 });
  const c = w / 2;
  const r = w / 2;
  const seatT = 6;
  const spread = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ];
  const legTop = (dx, dz) => [c + dx * r * 0.5, h - seatT, c + dz * r * 0.5];
  const legBottom = (dx, dz) => [c + dx * r * 0.85, 0, c + dz * r * 0.85];
  const back = spread.filter(([, dz]) => dz > 0);
  const front = spread.filter(([, dz]) => dz < 0);
  for (const [dx, dz] of back) pen.line(legBottom(dx, dz), legTop(dx, dz), dark(frame, 0.15), 3.4 * pen.s);
  const [fx, fy] = pen.P(c, h * 0.3, c);
  pen.raw(
    `<ellipse cx="${fx}" cy="${fy}" rx="${fmt(r * 0.74 * pen.s)}" ry="${fmt(r * 0.28 * pen.s)}" fill="none" stroke="${frame}" stroke-width="${fmt(2.2 * pen.s)}"/>`,
  );
  for (const [dx, dz] of front) pen.line(legBottom(dx, dz), legTop(dx, dz), frame, 3.4 * pen.s);
  pen.cylinder(c, h - seatT, c, r, seatT, dark(seat, 0.1), { top: seat });
  const [tx, ty] = pen.P(c, h, c);
  pen.raw(`<ellipse cx="${tx}" cy="${ty}" rx="${fmt(r * 0.6 * pen.s)}" ry="${fmt(r * 0.2 * pen.s)}" fill="${light(seat, 0.15)}"/>`);
  pen.shadow(w, w);
  return pen.out.join('');
}

function barCart(p) {
  const { width: w, length: l, height: h } = p;
  const [frame, shelf, glass] = p.colours;
  const pen = makePen(w, l, h + 30, { maxW: 480, maxH: 440 });
  const wheel = 6;
  for (const [x, z] of [
    [w - 2, l - 2],
    [2, l - 2],
  ])
    pen.line([x, wheel, z], [x, h, z], dark(frame, 0.15), 2.6 * pen.s);
  pen.box(0, h * 0.28, 0, w, 2, l, shelf);
  for (const [i, x] of [0.2, 0.45, 0.7].entries())
    pen.cylinder(w * x, h * 0.28 + 2, l * 0.5, 4.5, 24 + i * 3, mix(glass, '#2d5a3c', i * 0.3));
  pen.box(0, h - 3, 0, w, 3, l, shelf);
  for (const [i, x] of [0.18, 0.36, 0.56].entries()) {
    const bh = 26 + i * 5;
    pen.cylinder(w * x, h, l * 0.55, 4, bh, mix(glass, '#5a2d2d', i * 0.35));
    pen.cylinder(w * x, h + bh, l * 0.55, 1.3, 8, dark(glass, 0.4));
  }
  for (const x of [0.76, 0.88]) {
    const [gx, gy] = pen.P(w * x, h, l * 0.4);
    pen.raw(
      `<path d="M ${fmt(gx - 12)} ${fmt(gy - 34)} L ${fmt(gx + 12)} ${fmt(gy - 34)} L ${fmt(gx + 7)} ${fmt(gy)} L ${fmt(gx - 7)} ${fmt(gy)} Z" fill="#dfe9ee" opacity="0.8" stroke="#b7c4ca"/>`,
    );
  }
  for (const [x, z] of [
    [w - 2, 2],
    [2, 2],
  ])
    pen.line([x, wheel, z], [x, h, z], frame, 2.6 * pen.s);
  pen.line([-4, h + 8, l - 2], [-4, h + 8, 2], frame, 2 * pen.s);
  for (const [x, z] of [
    [2, 2],
    [w - 2, 2],
    [w - 2, l - 2],
  ]) {
    const [wx, wy] = pen.P(x, wheel, z);
    pen.raw(
      `<circle cx="${wx}" cy="${wy}" r="${fmt(wheel * pen.s)}" fill="#2e2e30"/><circle cx="${wx}" cy="${wy}" r="${fmt(wheel * pen.s * 0.4)}" fill="${frame}"/>`,
    );
  }
  pen.shadow();
  return pen.out.join('');
}

function towels(p) {
  const [main, second] = p.colours;
  const pen = makePen(50, 32, 26, { maxW: 440, maxH: 380 });
  const sizes = [
    [50, 9],
    [44, 8],
    [36, 7],
  ];
  let y = 0;
  for (const [i, [tw, th]] of sizes.entries()) {
    const colour = i === 1 && second ? second : main;
    const x = (50 - tw) / 2 + i * 1.5;
    pen.box(x, y, 1, tw, th, 30, colour, { round: th * 0.5 });
    pen.box(x, y + th * 0.22, 0.6, tw, th * 0.18, 0.5, dark(colour, 0.12), { round: 0.6 });
    pen.box(x, y + th * 0.62, 0.6, tw, th * 0.1, 0.5, dark(colour, 0.12), { round: 0.4 });
    y += th;
  }
  const [tx, ty] = pen.P(28, y, 16);
  pen.raw(
    `<rect x="${fmt(tx - 26)}" y="${fmt(ty - 14)}" width="52" height="16" rx="8" fill="#f3ecdf" stroke="#d8cfbd" transform="rotate(-8 ${tx} ${ty})"/>`,
  );
  pen.shadow(50, 32);
  return pen.out.join('');
}

function showerhead(p) {
  const [finish] = p.colours;
  const rain = p.variant % 2 === 0;
  const out = [
    `<defs><linearGradient id="chrome" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${light(finish, 0.55)}"/><stop offset="0.45" stop-color="${finish}"/><stop offset="0.55" stop-color="${dark(finish, 0.35)}"/><stop offset="1" stop-color="${light(finish, 0.2)}"/></linearGradient><linearGradient id="chromeV" x1="0" x2="1"><stop offset="0" stop-color="${dark(finish, 0.3)}"/><stop offset="0.4" stop-color="${light(finish, 0.5)}"/><stop offset="1" stop-color="${dark(finish, 0.25)}"/></linearGradient></defs>`,
  ];
  const d = p.width * 2.6;
  if (rain) {
    out.push(`<rect x="60" y="140" width="36" height="56" rx="6" fill="url(#chromeV)"/>`);
    out.push(`<rect x="90" y="158" width="${fmt(S / 2 - 90)}" height="20" rx="10" fill="url(#chrome)"/>`);
    out.push(`<rect x="${S / 2 - 10}" y="160" width="20" height="80" rx="8" fill="url(#chromeV)"/>`);
    out.push(`<ellipse cx="${S / 2}" cy="268" rx="${fmt(d * 1.6)}" ry="${fmt(d * 0.5)}" fill="${dark(finish, 0.2)}"/>`);
    out.push(`<ellipse cx="${S / 2}" cy="256" rx="${fmt(d * 1.6)}" ry="${fmt(d * 0.5)}" fill="url(#chromeV)"/>`);
    out.push(`<ellipse cx="${S / 2}" cy="272" rx="${fmt(d * 1.48)}" ry="${fmt(d * 0.4)}" fill="${dark(finish, 0.45)}"/>`);
    for (let i = 0; i < 5; i++)
      for (let j = -6; j <= 6; j++) {
        const x = S / 2 + (j * d * 1.3) / 6;
        const y = 272 + ((i - 2) * d * 0.28) / 2.5;
        if (((x - S / 2) / (d * 1.4)) ** 2 + ((y - 272) / (d * 0.36)) ** 2 < 1)
          out.push(`<circle cx="${fmt(x)}" cy="${fmt(y)}" r="2.4" fill="#1e2226"/>`);
      }
    for (let j = -5; j <= 5; j++)
      out.push(
        `<line x1="${fmt(S / 2 + j * d * 0.24)}" y1="${fmt(300)}" x2="${fmt(S / 2 + j * d * 0.3)}" y2="${fmt(470)}" stroke="#9cc3dc" stroke-width="2" stroke-dasharray="10 14" opacity="0.8"/>`,
      );
  } else {
    out.push(`<rect x="${S / 2 - 40}" y="440" width="80" height="26" rx="8" fill="url(#chromeV)"/>`);
    out.push(
      `<path d="M ${S / 2} 450 C ${S / 2 - 170} 470, ${S / 2 - 200} 300, ${S / 2 - 90} 300" fill="none" stroke="#6c7075" stroke-width="9"/>`,
    );
    out.push(
      `<g transform="rotate(-32 ${S / 2} 300)"><rect x="${S / 2 - 14}" y="250" width="28" height="170" rx="13" fill="url(#chromeV)"/><ellipse cx="${S / 2}" cy="200" rx="${fmt(d * 0.9)}" ry="${fmt(d * 0.9)}" fill="url(#chromeV)"/><circle cx="${S / 2}" cy="200" r="${fmt(d * 0.72)}" fill="${dark(finish, 0.45)}"/>`,
    );
    for (let i = 0; i < 3; i++)
      for (let k = 0; k < 6 * (i + 1); k++) {
        const a = (Math.PI * 2 * k) / (6 * (i + 1));
        out.push(
          `<circle cx="${fmt(S / 2 + Math.cos(a) * i * d * 0.22)}" cy="${fmt(200 + Math.sin(a) * i * d * 0.22)}" r="2.6" fill="#1e2226"/>`,
        );
      }
    out.push(`</g>`);
  }
  out.unshift(`<ellipse cx="${S / 2}" cy="${FLOOR_Y}" rx="140" ry="16" fill="#000" opacity="0.18" filter="url(#blur)"/>`);
  return out.join('');
}

function bench(p) {
  const { width: w, length: l, height: h } = p;
  const [wood, base] = p.colours;
  const pen = makePen(w, l, h, { maxW: 520, maxH: 360 });
  const leg = 4;
  const slats = p.variant % 2 === 0;
  pen.box(3, 0, l - 7, leg, h - 3, leg, dark(base, 0.15));
  pen.box(w - 7, 0, l - 7, leg, h - 3, leg, dark(base, 0.15));
  pen.box(5, h * 0.25, 4, w - 10, 2, l - 8, slats ? wood : base);
  pen.box(3, 0, 3, leg, h - 3, leg, base);
  pen.box(w - 7, 0, 3, leg, h - 3, leg, base);
  if (slats) {
    const n = 5;
    const gap = 1.2;
    const sw = (l - gap * (n - 1)) / n;
    for (let i = n - 1; i >= 0; i--) pen.box(0, h - 3, i * (sw + gap), w, 3, sw, wood);
  } else {
    pen.box(0, h - 5, 0, w, 5, l, wood, { round: 3 });
  }
  pen.shadow();
  return pen.out.join('');
}

function tiles(p) {
  const [main, grout, accent] = p.colours;
  const layout = p.variant % 4;
  const size = 200;
  const board = [];
  const cell = layout === 1 ? [50, 25] : [50, 50];
  for (let y = 0; y < size; y += cell[1]) {
    const row = y / cell[1];
    const shift = layout === 1 && row % 2 === 1 ? -cell[0] / 2 : 0;
    for (let x = shift; x < size; x += cell[0]) {
      const k = Math.round(x / cell[0] + row * 3);
      const tint = layout === 3 ? mix(main, k % 3 === 0 ? '#ffffff' : '#000000', (k % 3) * 0.08) : main;
      board.push(`<rect x="${x + 1.5}" y="${y + 1.5}" width="${cell[0] - 3}" height="${cell[1] - 3}" rx="2" fill="${tint}"/>`);
      if (layout === 2)
        board.push(
          `<path d="M ${x + 25} ${y + 6} L ${x + 44} ${y + 25} L ${x + 25} ${y + 44} L ${x + 6} ${y + 25} Z" fill="${accent}"/><circle cx="${x + 25}" cy="${y + 25}" r="6" fill="${main}"/>`,
        );
      if (layout === 0)
        board.push(`<path d="M ${x + 5} ${y + 5} L ${x + 18} ${y + 5} L ${x + 5} ${y + 18} Z" fill="#ffffff" opacity="0.35"/>`);
    }
  }
  const out = [
    `<defs><clipPath id="tb"><rect width="${size}" height="${size}"/></clipPath></defs>`,
    `<ellipse cx="330" cy="${FLOOR_Y}" rx="230" ry="20" fill="#000" opacity="0.25" filter="url(#blur)"/>`,
    `<g transform="matrix(1.45 -0.12 0 1.55 150 ${FLOOR_Y - 300})"><rect x="-4" y="-4" width="${size + 8}" height="${size + 8}" fill="${grout}"/><rect x="${size + 4}" y="-4" width="8" height="${size + 8}" fill="${dark(grout, 0.2)}"/><g clip-path="url(#tb)">${board.join('')}</g></g>`,
  ];
  for (let i = 0; i < 3; i++) {
    const x = 70 + i * 16;
    out.push(
      `<rect x="${x}" y="${FLOOR_Y - 18 - i * 12}" width="120" height="12" rx="2" fill="${i % 2 ? dark(main, 0.1) : main}" stroke="${dark(main, 0.25)}"/>`,
    );
  }
  return out.join('');
}

const DRAWERS = {
  bed,
  mattress,
  pillow,
  comforter: (p) => foldedStack(p, { layers: 3, thickness: 11, quilted: true }),
  duvet: (p) => foldedStack(p, { layers: 4, thickness: 6, band: true }),
  sheets: (p) => foldedStack(p, { layers: 5, thickness: 3.4, band: true }),
  rug,
  paint,
  sofa: (p) => sofa(p, { seats: 3 }),
  loveseat: (p) => sofa(p, { seats: 2 }),
  sectional: (p) => sofa(p, { chaise: true, seats: 3 }),
  armchair,
  diningChair,
  table,
  lamp,
  napkins,
  barStool,
  barCart,
  towels,
  showerhead,
  bench,
  tiles,
  ...BATH_DRAWERS,
};

export const KINDS = Object.keys(DRAWERS);

/** The SVG of one product's studio photo. */
export function productSvg(product) {
  const draw = DRAWERS[product.kind];
  if (!draw) throw new Error(`No drawing for ${product.kind}`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dcdcd8"/><stop offset="0.78" stop-color="#c6c6c1"/><stop offset="1" stop-color="#b8b8b3"/></linearGradient>` +
    `<radialGradient id="spot" cx="0.5" cy="0.42" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.3"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10"/></filter></defs>` +
    `<rect width="${S}" height="${S}" fill="url(#bg)"/><rect width="${S}" height="${S}" fill="url(#spot)"/>` +
    draw(product) +
    `</svg>`
  );
}

/** The product's photo as JPEG bytes; sharp is passed in so this module loads without it. */
export async function renderPhoto(sharp, product) {
  return sharp(Buffer.from(productSvg(product)))
    .jpeg({ quality: 86, mozjpeg: false })
    .toBuffer();
}
