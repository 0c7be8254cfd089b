import type { PaletteColour } from '../../contracts/catalogue.js';
import { accentColour, mixColours } from '../../domain/palette.js';
import { ROOM_HEIGHT, ROOM_WIDTH } from './studio.layout.js';

const HORIZON = 470;

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

/** The empty room behind the products, as SVG: wall, floor, window and (outside bathrooms) a print in the palette's colours. */
export function roomSvg(style: string, fn: string, palette: PaletteColour[]): string {
  const tones = { ...STYLE_TONES[style]! };
  const accent = accentColour(palette);
  if (style === 'Color Pop' && accent) {
    tones.wall = mixColours(accent, '#FFFFFF', 0.55);
    tones.wallTop = mixColours(accent, '#FFFFFF', 0.68);
  }
  const W = ROOM_WIDTH;
  const H = ROOM_HEIGHT;
  const parts: string[] = [
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tones.wallTop}"/><stop offset="1" stop-color="${tones.wall}"/></linearGradient>`,
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mixColours(tones.floor, '#000000', 0.12)}"/><stop offset="1" stop-color="${mixColours(tones.floor, '#FFFFFF', 0.08)}"/></linearGradient>`,
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
    parts.push(`<rect y="${HORIZON - 170}" width="${W}" height="170" fill="${mixColours(tones.wall, '#FFFFFF', 0.35)}"/>`);
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
    `<rect y="${HORIZON - 14}" width="${W}" height="14" fill="${tones.skirting}"/><rect y="${HORIZON - 15}" width="${W}" height="2" fill="${mixColours(tones.skirting, '#000000', 0.15)}"/>`,
  );
  parts.push(
    `<rect x="70" y="60" width="210" height="300" fill="${tones.skirting}"/><rect x="82" y="72" width="186" height="276" fill="url(#sky)"/>` +
      `<rect x="172" y="72" width="6" height="276" fill="${tones.skirting}"/><rect x="82" y="200" width="186" height="6" fill="${tones.skirting}"/>` +
      `<rect x="60" y="356" width="230" height="12" fill="${mixColours(tones.skirting, '#000000', 0.06)}"/>`,
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

/** Floor shadows as SVG at 1/`scale` of the room; the generator blurs it small and scales it up (a full-size SVG blur costs ~400 ms). */
export function shadowSvg(shadows: { x: number; y: number; rx: number }[], scale: number): string {
  const ellipses = shadows
    .map(
      (s) =>
        `<ellipse cx="${(s.x / scale).toFixed(1)}" cy="${(s.y / scale).toFixed(1)}" rx="${(s.rx / scale).toFixed(1)}" ry="${(Math.max(10, s.rx * 0.12) / scale).toFixed(1)}" fill="#000000" fill-opacity="0.34"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ROOM_WIDTH / scale}" height="${ROOM_HEIGHT / scale}">${ellipses}</svg>`;
}
