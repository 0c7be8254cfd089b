import { createHash } from 'node:crypto';
import type { PaletteColour } from '../../contracts/catalogue.js';
import { productPlacement, type Placement } from '../../domain/catalogue.js';
import { accentColour, buildPalette, dominantColours } from '../../domain/palette.js';
import type { BoardBrief, BoardGenerator, BoardImage, BoardProduct, BoardText } from '../../ports/generator.port.js';

export const ROOM_WIDTH = 1024;
export const ROOM_HEIGHT = 768;
const HORIZON = 470;
/** Pixels per centimetre at the back wall; nearer rows are drawn larger. */
const PX_PER_CM = 2.1;

type Sharp = typeof import('sharp');
let sharpModule: Promise<Sharp> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp').then((m) => m.default))) as Sharp;

interface Tones {
  wall: string;
  wallTop: string;
  floor: string;
  floorLine: string;
  skirting: string;
  frame: string;
}

const STYLE_TONES: Record<string, Tones> = {
  'Natural Tones': { wall: '#E6DAC6', wallTop: '#EFE6D7', floor: '#B98B57', floorLine: '#9C7245', skirting: '#F2EBDD', frame: '#8A6440' },
  'Color Pop': { wall: '#F1C6A8', wallTop: '#F6D9C4', floor: '#D5B487', floorLine: '#BC9A6D', skirting: '#FFFFFF', frame: '#2F3E5C' },
  'Grey Tones': { wall: '#C9CBCD', wallTop: '#D8DADB', floor: '#8C8D8F', floorLine: '#7A7B7D', skirting: '#E6E7E8', frame: '#3A3D42' },
  'Light Tones': { wall: '#F1EDE5', wallTop: '#F8F6F1', floor: '#E1D1B6', floorLine: '#CDBB9C', skirting: '#FFFFFF', frame: '#CDBB9C' },
};

const ROOMS: Record<string, { noun: string; names: string[] }> = {
  Sleep: { noun: 'bedroom', names: ['Sleep Retreat', 'Bedroom Sanctuary', 'Restful Hideaway'] },
  Entertainment: { noun: 'living room', names: ['Gathering Lounge', 'Living Room', 'Weekend Den'] },
  Dining: { noun: 'dining room', names: ['Supper Room', 'Dining Nook', 'Long-Table Room'] },
  Bath: { noun: 'bathroom', names: ['Spa Bath', 'Bath Retreat', 'Washroom'] },
};

const STYLE_WORDS: Record<string, { adjectives: string[]; mood: string; tip: string }> = {
  'Natural Tones': {
    adjectives: ['Warm Natural', 'Earthy', 'Sunlit Natural'],
    mood: 'warm woods, woven textures and earthy neutrals',
    tip: 'Keep finishes matte and tactile: linen, oak, jute and unglazed ceramics age well together.',
  },
  'Color Pop': {
    adjectives: ['Vivid', 'Playful', 'Bold'],
    mood: 'a calm base lifted by confident blocks of colour',
    tip: 'Let one saturated colour lead and repeat it two or three times so the room feels planned, not busy.',
  },
  'Grey Tones': {
    adjectives: ['Soft Grey', 'Quiet Grey', 'Urban Grey'],
    mood: 'layered greys, charcoal accents and cool metal',
    tip: 'Mix warm and cool greys, and add one wood or brass accent so the palette does not turn cold.',
  },
  'Light Tones': {
    adjectives: ['Airy Light', 'Bright', 'Serene Light'],
    mood: 'pale woods, whites and soft daylight',
    tip: 'Layer several whites and creams with different textures; a light rug keeps the floor from breaking the calm.',
  },
};

const FUNCTION_TIPS: Record<string, string> = {
  Sleep: 'Centre the bed on the main wall and leave at least 60 cm on each side for nightstands and easy access.',
  Entertainment:
    'Keep about 45 cm between the sofa and the coffee table, and face the seating towards each other to encourage conversation.',
  Dining: 'Allow roughly 90 cm between the table edge and the wall so chairs pull out comfortably.',
  Bath: 'Group towels and textiles in one colour family; it makes a small bathroom look calm and intentional.',
};

/** 'Entertain' (the wizard's word) and any casing map to the four room functions. */
export function roomFunction(name: string): keyof typeof ROOMS {
  const lower = name.trim().toLowerCase();
  if (lower.startsWith('entertain')) return 'Entertainment';
  const match = Object.keys(ROOMS).find((key) => key.toLowerCase() === lower);
  return (match ?? 'Entertainment') as keyof typeof ROOMS;
}

function styleKey(style: string): string {
  const lower = style.trim().toLowerCase();
  return Object.keys(STYLE_TONES).find((key) => key.toLowerCase() === lower) ?? 'Natural Tones';
}

/** A stable choice from the brief, so the same products always get the same words. */
function choose<T>(list: T[], seed: string): T {
  const n = createHash('sha256').update(seed).digest().readUInt32BE(0);
  return list[n % list.length]!;
}

const dollars = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

async function cutoutColours(products: BoardProduct[]): Promise<string[][]> {
  const sharp = await loadSharp();
  return Promise.all(
    products.map(async (product) => {
      const pixels = await sharp(product.cutout).resize(40, 40, { fit: 'inside' }).ensureAlpha().raw().toBuffer();
      return dominantColours(new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.length));
    }),
  );
}

/** The board's palette from the products' hex codes and their cutouts' dominant colours (at most 14, named). */
export async function boardPalette(products: BoardProduct[]): Promise<PaletteColour[]> {
  return buildPalette(
    products.map((p) => p.hexCodes),
    await cutoutColours(products),
  );
}

function writeText(brief: BoardBrief, palette: PaletteColour[]): BoardText {
  const fn = roomFunction(brief.functionName);
  const style = styleKey(brief.style);
  const room = ROOMS[fn]!;
  const words = STYLE_WORDS[style]!;
  const seed = brief.products.map((p) => p.id).join('|');
  const title = `${choose(words.adjectives, `${seed}a`)} ${choose(room.names, `${seed}n`)}`;
  const mainTitle = `A ${brief.size} ${room.noun} in ${style.toLowerCase()}`;
  const ordered = [...brief.products].sort((a, b) => rank(productPlacement(a)) - rank(productPlacement(b)));
  const [lead, ...rest] = ordered;
  const colourNames = [...new Set(palette.map((c) => c.name))];
  const accent = accentColour(palette);
  const accentName = accent ? palette.find((c) => c.hex === accent)?.name : undefined;
  const total = brief.products.reduce((sum, p) => sum + p.price, 0);
  const lines = [
    `**${brief.size} · ${style}**`,
    '',
    `${title} is a ${room.noun} built on ${words.mood}.` +
      (lead ? ` The ${lead.title} sets the tone` : '') +
      (rest.length ? `, joined by the ${listWords(rest.map((p) => p.title))}.` : lead ? '.' : ''),
    '',
    '### Palette',
    '',
    `${listWords(colourNames.slice(0, 8))}${colourNames.length > 8 ? `, with touches of ${listWords(colourNames.slice(8))}` : ''}.`,
    '',
    '### The pieces',
    '',
    ...brief.products.map((p) => `- **${p.title}**: ${fmtCm(p.width)} × ${fmtCm(p.length)} × ${fmtCm(p.height)} cm, ${dollars(p.price)}`),
    '',
    `Total: **${dollars(total)}** for ${brief.products.length} ${brief.products.length === 1 ? 'piece' : 'pieces'}.`,
    '',
    '### Styling notes',
    '',
    `- ${FUNCTION_TIPS[fn]}`,
    `- ${words.tip}`,
    accentName
      ? `- Repeat ${accentName.toLowerCase()} in a small object or two so the accent reads as a choice.`
      : '- Add one living plant to soften the straight lines.',
  ];
  return { title, description: { main_title: mainTitle, description: lines.join('\n') }, palette };
}

const fmtCm = (n: number) => String(Math.round(n * 10) / 10);

function rank(placement: Placement): number {
  return ['anchor', 'side', 'rug', 'soft', 'decor', 'wall'].indexOf(placement);
}

interface Placed {
  left: number;
  top: number;
  width: number;
  height: number;
  input: Buffer;
  base: number;
  shadow: boolean;
}

interface Planned {
  product: BoardProduct;
  placement: Placement;
  imgW: number;
  imgH: number;
}

/** Width in cm the cutout shows: the drawings are 3/4 views, so depth adds to the width. */
function visualWidthCm({ product, placement }: Planned): number {
  const view = product.width + product.length * 0.42;
  if (placement === 'rug') return Math.min(product.width, 320);
  if (placement === 'soft') return clamp(view, 40, 60);
  if (placement === 'decor') return clamp(view, 40, 65);
  if (placement === 'wall') return clamp(view, 55, 80);
  return view;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Decides where each cutout goes and how large: rugs in front on the floor, anchors against the wall, sides beside. */
function layout(plans: Planned[]): { plan: Planned; x: number; base: number; width: number; shadow: boolean }[] {
  const out: { plan: Planned; x: number; base: number; width: number; shadow: boolean }[] = [];
  const by = (p: Placement) => plans.filter((plan) => plan.placement === p);
  const rugs = by('rug');
  rugs.forEach((plan, i) => {
    const width = Math.min(880, visualWidthCm(plan) * PX_PER_CM * (i === 0 ? 1.35 : 0.8));
    const x = i === 0 ? ROOM_WIDTH / 2 : ROOM_WIDTH / 2 + (i % 2 ? -1 : 1) * (240 + 40 * Math.floor(i / 2));
    out.push({ plan, x, base: i === 0 ? 752 : 700, width, shadow: false });
  });
  const anchors = by('anchor').sort((a, b) => visualWidthCm(b) - visualWidthCm(a));
  const anchorWidths = anchors.map((plan) => visualWidthCm(plan) * PX_PER_CM);
  const total = anchorWidths.reduce((a, b) => a + b, 0);
  const squeeze = total > 820 ? Math.max(0.5, 820 / total) : 1;
  let leftEdge = ROOM_WIDTH / 2;
  let rightEdge = ROOM_WIDTH / 2;
  anchors.forEach((plan, i) => {
    const width = anchorWidths[i]! * squeeze;
    let x: number;
    if (i === 0) {
      x = ROOM_WIDTH / 2;
      leftEdge = x - width / 2;
      rightEdge = x + width / 2;
    } else if (i % 2 === 1) {
      x = leftEdge - width / 2 + width * 0.25;
      leftEdge = x - width / 2;
    } else {
      x = rightEdge + width / 2 - width * 0.25;
      rightEdge = x + width / 2;
    }
    out.push({
      plan,
      x: clamp(x, width / 2 - width * 0.2, ROOM_WIDTH - width / 2 + width * 0.2),
      base: 540 + (i ? 22 : 0),
      width,
      shadow: true,
    });
  });
  by('side').forEach((plan, i) => {
    const width = visualWidthCm(plan) * PX_PER_CM * 1.08;
    const side = i % 2 === 0 ? 1 : -1;
    const step = Math.floor(i / 2);
    const edge = side > 0 ? Math.max(rightEdge, ROOM_WIDTH / 2) : Math.min(leftEdge, ROOM_WIDTH / 2);
    const x = clamp(edge + side * (width / 2 + 10 + step * (width * 0.8)), width / 2 + 8, ROOM_WIDTH - width / 2 - 8);
    out.push({ plan, x, base: 585 + step * 18, width, shadow: true });
  });
  const front = [...by('soft'), ...by('decor')];
  front.forEach((plan, i) => {
    const width = visualWidthCm(plan) * PX_PER_CM * 1.15;
    const x = (ROOM_WIDTH * (i + 1)) / (front.length + 1);
    out.push({ plan, x, base: 712 + (i % 2) * 30, width, shadow: true });
  });
  by('wall').forEach((plan, i) => {
    const width = visualWidthCm(plan) * PX_PER_CM * 1.1;
    out.push({ plan, x: ROOM_WIDTH - 170 - i * 150, base: 290 + (i % 2) * 20, width, shadow: false });
  });
  return out;
}

function roomSvg(style: string, fn: string, palette: PaletteColour[]): string {
  const tones = { ...STYLE_TONES[style]! };
  const accent = accentColour(palette);
  if (style === 'Color Pop' && accent) {
    tones.wall = mixHex(accent, '#FFFFFF', 0.55);
    tones.wallTop = mixHex(accent, '#FFFFFF', 0.68);
  }
  const W = ROOM_WIDTH;
  const H = ROOM_HEIGHT;
  const parts: string[] = [
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tones.wallTop}"/><stop offset="1" stop-color="${tones.wall}"/></linearGradient>`,
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mixHex(tones.floor, '#000000', 0.12)}"/><stop offset="1" stop-color="${mixHex(tones.floor, '#FFFFFF', 0.08)}"/></linearGradient>`,
    `<radialGradient id="daylight" cx="0.2" cy="0.3" r="0.7"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.35"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#BFD9EA"/><stop offset="1" stop-color="#EAF3F7"/></linearGradient></defs>`,
    `<rect width="${W}" height="${HORIZON}" fill="url(#wall)"/>`,
    `<rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="url(#floor)"/>`,
  ];
  if (fn === 'Bath') {
    for (let y = HORIZON + 14, step = 16; y < H; y += step, step *= 1.22)
      parts.push(`<line x1="0" y1="${y.toFixed(1)}" x2="${W}" y2="${y.toFixed(1)}" stroke="${tones.floorLine}" stroke-width="1.5"/>`);
    for (let i = -12; i <= 12; i++)
      parts.push(
        `<line x1="${W / 2 + i * 60}" y1="${HORIZON}" x2="${W / 2 + i * 150}" y2="${H}" stroke="${tones.floorLine}" stroke-width="1.5"/>`,
      );
    parts.push(`<rect y="${HORIZON - 170}" width="${W}" height="170" fill="${mixHex(tones.wall, '#FFFFFF', 0.35)}"/>`);
    for (let x = 0; x < W; x += 44)
      parts.push(`<line x1="${x}" y1="${HORIZON - 170}" x2="${x}" y2="${HORIZON}" stroke="${tones.wall}" stroke-width="1.2"/>`);
    for (let y = HORIZON - 170; y < HORIZON; y += 22)
      parts.push(`<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="${tones.wall}" stroke-width="1.2"/>`);
  } else if (style !== 'Grey Tones') {
    for (let i = -16; i <= 16; i++)
      parts.push(
        `<line x1="${W / 2 + i * 46}" y1="${HORIZON}" x2="${W / 2 + i * 120}" y2="${H}" stroke="${tones.floorLine}" stroke-width="1.2" opacity="0.7"/>`,
      );
    for (let y = HORIZON + 22, step = 26; y < H; y += step, step *= 1.3)
      parts.push(
        `<line x1="0" y1="${y.toFixed(1)}" x2="${W}" y2="${y.toFixed(1)}" stroke="${tones.floorLine}" stroke-width="0.8" opacity="0.35"/>`,
      );
  }
  parts.push(
    `<rect y="${HORIZON - 14}" width="${W}" height="14" fill="${tones.skirting}"/><rect y="${HORIZON - 15}" width="${W}" height="2" fill="${mixHex(tones.skirting, '#000000', 0.15)}"/>`,
  );
  parts.push(
    `<rect x="70" y="60" width="210" height="300" fill="${tones.skirting}"/><rect x="82" y="72" width="186" height="276" fill="url(#sky)"/>` +
      `<rect x="172" y="72" width="6" height="276" fill="${tones.skirting}"/><rect x="82" y="200" width="186" height="6" fill="${tones.skirting}"/>` +
      `<rect x="60" y="356" width="230" height="12" fill="${mixHex(tones.skirting, '#000000', 0.06)}"/>`,
  );
  const art = palette.slice(0, 4);
  if (fn !== 'Bath' && art.length) {
    const x = W / 2 - 90;
    parts.push(
      `<rect x="${x}" y="70" width="180" height="130" fill="${tones.frame}"/><rect x="${x + 8}" y="78" width="164" height="114" fill="#FBFAF6"/>`,
    );
    art.forEach((colour, i) =>
      parts.push(`<rect x="${x + 22 + i * 36}" y="${92 + (i % 2) * 12}" width="30" height="${74 - (i % 2) * 12}" fill="${colour.hex}"/>`),
    );
  }
  parts.push(`<rect width="${W}" height="${H}" fill="url(#daylight)"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

function mixHex(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i]! - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

async function compose(brief: BoardBrief, palette: PaletteColour[]): Promise<BoardImage> {
  const sharp = await loadSharp();
  const plans: Planned[] = await Promise.all(
    brief.products.map(async (product) => {
      const meta = await sharp(product.cutout).metadata();
      return { product, placement: productPlacement(product), imgW: meta.width ?? 1, imgH: meta.height ?? 1 };
    }),
  );
  const spots = layout(plans);
  const placed: Placed[] = await Promise.all(
    spots.map(async ({ plan, x, base, width, shadow }) => {
      let w = Math.max(8, Math.round(width));
      let h = Math.max(8, Math.round((w * plan.imgH) / plan.imgW));
      const maxH = plan.placement === 'rug' ? 260 : base - 20;
      if (h > maxH) {
        w = Math.max(8, Math.round((w * maxH) / h));
        h = maxH;
      }
      const input = await sharp(plan.product.cutout).resize(w, h, { fit: 'fill' }).png({ compressionLevel: 0 }).toBuffer();
      const left = Math.round(x - w / 2);
      const top = Math.round(base - h);
      return { left, top, width: w, height: h, input, base, shadow };
    }),
  );
  const order = spots.map((spot, i) => ({ spot, item: placed[i]! }));
  order.sort((a, b) => layer(a.spot.plan.placement) - layer(b.spot.plan.placement) || a.item.base - b.item.base);
  const shadows = order
    .filter(({ item }) => item.shadow)
    .map(({ item }) => ({ x: item.left + item.width / 2, y: item.base - 4, rx: item.width * 0.46 }));
  const background = roomSvg(styleKey(brief.style), roomFunction(brief.functionName), palette);
  const composites = order.map(({ item }) => clip(item)).filter((c): c is { input: Buffer; left: number; top: number } => c !== null);
  const image = await sharp(Buffer.from(background))
    .composite([{ input: await shadowLayer(shadows), left: 0, top: 0 }, ...composites])
    .jpeg({ quality: 84, chromaSubsampling: '4:2:0' })
    .toBuffer();
  return { image, contentType: 'image/jpeg', width: ROOM_WIDTH, height: ROOM_HEIGHT };
}

/** Soft floor shadows, drawn at a quarter of the size and blurred there: an SVG blur at full size costs ~400 ms. */
async function shadowLayer(shadows: { x: number; y: number; rx: number }[]): Promise<Buffer> {
  const sharp = await loadSharp();
  const q = 4;
  const ellipses = shadows
    .map(
      (s) =>
        `<ellipse cx="${(s.x / q).toFixed(1)}" cy="${(s.y / q).toFixed(1)}" rx="${(s.rx / q).toFixed(1)}" ry="${(Math.max(10, s.rx * 0.12) / q).toFixed(1)}" fill="#000000" fill-opacity="0.34"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ROOM_WIDTH / q}" height="${ROOM_HEIGHT / q}">${ellipses}</svg>`;
  const small = await sharp(Buffer.from(svg)).blur(2.2).png().toBuffer();
  return sharp(small).resize(ROOM_WIDTH, ROOM_HEIGHT, { kernel: 'cubic' }).png({ compressionLevel: 0 }).toBuffer();
}

function layer(placement: Placement): number {
  return placement === 'rug' ? 0 : placement === 'wall' ? 1 : 2;
}

/** sharp refuses composites that overflow the canvas; items are placed inside, so this only guards odd shapes. */
function clip(item: Placed): { input: Buffer; left: number; top: number } | null {
  if (item.width > ROOM_WIDTH || item.height > ROOM_HEIGHT) return null;
  return {
    input: item.input,
    left: clamp(item.left, 0, ROOM_WIDTH - item.width),
    top: clamp(item.top, 0, ROOM_HEIGHT - item.height),
  };
}

/** The offline generator: deterministic words from templates and a room composed from the cutouts with sharp. */
export function studioGenerator(): BoardGenerator {
  return {
    kind: 'studio',
    async describe(brief) {
      return writeText(brief, await boardPalette(brief.products));
    },
    async picture(brief) {
      return compose(brief, await boardPalette(brief.products));
    },
  };
}
