import { join } from 'node:path';
import { escapeHtml, SHARE_IMAGE, type ShareImageContent } from '../../domain/board-share.js';
import type { ShareImages } from '../../ports/share-images.port.js';

type Sharp = typeof import('sharp');
let sharpModule: Promise<Sharp> | undefined;
const loadSharp = async () => (await (sharpModule ??= import('sharp').then((m) => m.default))) as Sharp;

/**
 * The app's display face (Fraunces, SIL OFL), as a TrueType instance at the headings' weight: libvips' text renderer
 * (Pango) reads TrueType, not the web's WOFF2. Deployed with the functions (functions/assets).
 */
export const DISPLAY_FONT = join(__dirname, '..', '..', '..', 'assets', 'fonts', 'fraunces-480.ttf');

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE;
/** The picture on the left, the title and palette on a paper-coloured panel on the right. */
const PANEL = 440;
const PICTURE = WIDTH - PANEL;
const PAD = 48;
const TEXT_WIDTH = PANEL - 2 * PAD;
const TITLE_TOP = 118;
const TITLE_MAX_HEIGHT = 300;
const SWATCH_HEIGHT = 72;
const PAPER = '#F7F3EC';
const INK = '#2B2622';

/** The title in the display face, wrapped to the panel: 46 px, smaller when it would not fit in TITLE_MAX_HEIGHT. */
async function titleText(sharp: Sharp, title: string): Promise<{ data: Buffer; height: number }> {
  const markup = `<span foreground="${INK}" line_height="1.08">${escapeHtml(title)}</span>`;
  const text = { text: markup, font: 'Fraunces 46', fontfile: DISPLAY_FONT, width: TEXT_WIDTH, wrap: 'word' as const, rgba: true, dpi: 72 };
  let rendered = await sharp({ text }).png().toBuffer({ resolveWithObject: true });
  if (rendered.info.height > TITLE_MAX_HEIGHT) {
    // Both sides given: libvips picks the largest size that fits.
    rendered = await sharp({ text: { ...text, font: 'Fraunces', dpi: undefined, height: TITLE_MAX_HEIGHT } })
      .png()
      .toBuffer({ resolveWithObject: true });
  }
  return { data: rendered.data, height: rendered.info.height };
}

/** The panel: paper, the wordmark's rule, and the palette as one bar of equal swatches at the bottom. */
function panelSvg(content: ShareImageContent): Buffer {
  const colours = content.palette.slice(0, 6).map((colour) => colour.hex);
  const swatch = colours.length ? TEXT_WIDTH / colours.length : 0;
  const swatches = colours
    .map(
      (hex, index) =>
        `<rect x="${PAD + index * swatch}" y="${HEIGHT - PAD - SWATCH_HEIGHT}" width="${swatch + 0.5}" height="${SWATCH_HEIGHT}" fill="${hex}"/>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PANEL}" height="${HEIGHT}">` +
      `<rect width="${PANEL}" height="${HEIGHT}" fill="${PAPER}"/>` +
      `<rect x="${PAD}" y="${PAD + 34}" width="40" height="3" fill="${INK}"/>` +
      `<g>${swatches}</g>` +
      (colours.length
        ? `<rect x="${PAD}" y="${HEIGHT - PAD - SWATCH_HEIGHT}" width="${TEXT_WIDTH}" height="${SWATCH_HEIGHT}" fill="none" stroke="rgba(0,0,0,0.08)"/>`
        : '') +
      `</svg>`,
  );
}

/** The small wordmark above the title, in the display face too. */
async function wordmark(sharp: Sharp): Promise<Buffer> {
  const text = {
    text: `<span foreground="${INK}" letter_spacing="2048">ROOMBOARD</span>`,
    font: 'Fraunces 18',
    fontfile: DISPLAY_FONT,
    rgba: true,
    dpi: 72,
  };
  return sharp({ text }).png().toBuffer();
}

/** Share images with sharp: the board's picture cover-cropped beside its title and palette, as a JPEG. */
export function sharpShareImages(): ShareImages {
  return {
    async compose(picture, content) {
      const sharp = await loadSharp();
      const [photo, title, mark] = await Promise.all([
        sharp(picture, { failOn: 'error' }).rotate().resize(PICTURE, HEIGHT, { fit: 'cover', position: 'attention' }).toBuffer(),
        titleText(sharp, content.title),
        wordmark(sharp),
      ]);
      const panel = await sharp(panelSvg(content))
        .composite([
          { input: mark, left: PAD, top: PAD },
          { input: title.data, left: PAD, top: TITLE_TOP },
        ])
        .png()
        .toBuffer();
      return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: PAPER } })
        .composite([
          { input: photo, left: 0, top: 0 },
          { input: panel, left: PICTURE, top: 0 },
        ])
        .jpeg({ quality: 86, mozjpeg: true })
        .toBuffer();
    },
  };
}
