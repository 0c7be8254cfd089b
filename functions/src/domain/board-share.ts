import { createHash } from 'node:crypto';
import type { PaletteColour } from '../contracts/catalogue.js';
import { canView } from './board-access.js';
import { currentPictureUrl } from './board-pictures.js';
import type { BoardRecord } from './boards.js';

/** The share image's size: the 1.91:1 picture Open Graph and Twitter's large card show. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Changes when the share image's composition changes, so that every board's image is made again. */
const SHARE_IMAGE_DESIGN = 1;

/** The longest og:description: previews cut longer ones anyway. */
const EXCERPT_MAX = 200;

/** What the share image shows: the board's picture, its title and its palette. */
export interface ShareImageContent {
  title: string;
  palette: PaletteColour[];
}

/** The tags a public board's link carries (Open Graph, Twitter card, canonical), absolute URLs. */
interface ShareMeta {
  title: string;
  description: string;
  url: string;
  image: string;
  /** The board's picture as a visitor's page loads it (its largest paint): fetched from the head, before any script. */
  picture: string | null;
}

/** The board's name as its page heads it: the generated title, else the products' title. */
function shareTitle(record: Pick<BoardRecord, 'generatedTitle' | 'title'>): string {
  return record.generatedTitle.trim() || record.title.trim() || 'A Roomboard mood board';
}

export function shareImageContent(record: BoardRecord): ShareImageContent {
  return { title: shareTitle(record), palette: record.palette };
}

/**
 * The share image's file: named by what it shows (the picture, title and palette) and the board, so it is made once
 * per picture and a new picture, title or design gets a new file (and a new URL that previews fetch afresh).
 */
export function shareImageKey(record: BoardRecord): string {
  const content = shareImageContent(record);
  const inputs = [SHARE_IMAGE_DESIGN, record.id, record.imagePath, content.title, content.palette.map((colour) => colour.hex)];
  return `share-images/${createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 32)}.jpg`;
}

/** The `v` of the share image's URL: named by the file (so by what it shows), a new picture, title or palette is a new one. */
export const shareImageVersion = (record: BoardRecord): string => /([a-f0-9]{32})\.jpg$/.exec(shareImageKey(record))![1]!.slice(0, 12);

/**
 * The share image's URL: a public board's image is served by its route, which checks the board is still public (a
 * board made private or hidden takes its preview down); `v` names the file, so a new picture is a new URL, and the
 * route serves a URL only the image its `v` names (content-addressed, so caches may keep it for good).
 */
function shareImageUrl(origin: string, record: BoardRecord): string {
  return `${origin}/api/boards/${encodeURIComponent(record.id)}/share-image?v=${shareImageVersion(record)}`;
}

/**
 * What to do once the share image `made` is stored, seen from the board as it now is (null: deleted since): record
 * `made` as its share image and delete the one recorded before; or, when the board has moved on (or gone) while the
 * image was being made, delete `made` itself. The board's current image is never among those deleted.
 */
export function shareImageTurnover(current: BoardRecord | null, made: string): { shareImagePath?: string; stale: string[] } {
  if (!current || shareImageKey(current) !== made) return { stale: [made] };
  const before = current.shareImagePath;
  if (before === made) return { stale: [] };
  return { shareImagePath: made, stale: before ? [before] : [] };
}

/** Whether a link to the board may show it to anyone: the same rule as a signed-out visitor's read. */
export const isShared = (record: BoardRecord | null): record is BoardRecord => record !== null && canView(record, null);

/** The tags of a public board's page; null for a private, hidden or missing board (the site's own tags stay). */
export function shareMetaOf(record: BoardRecord | null, origin: string): ShareMeta | null {
  if (!isShared(record)) return null;
  const description = plainExcerpt(record.description.description) || plainExcerpt(record.description.main_title);
  return {
    title: shareTitle(record),
    description: description || `A mood board on Roomboard: ${record.functionName}.`,
    url: `${origin}/UserBoard/${encodeURIComponent(record.id)}`,
    image: shareImageUrl(origin, record),
    picture: currentPictureUrl(record, null),
  };
}

/** Markdown as one line of plain text, cut at a word within `max` characters (with an ellipsis when cut). */
function plainExcerpt(markdown: string, max = EXCERPT_MAX): string {
  const plain = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/\s+/g, ' ')
    // A tag taken out before a full stop or comma leaves no space before it.
    .replace(/ ([.,;:!?])/g, '$1')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in an HTML attribute value or element. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** The head's tags for a shared board, every value escaped. */
function shareTags(meta: ShareMeta): string[] {
  const property = (name: string, content: string | number) => `<meta property="${name}" content="${escapeHtml(String(content))}">`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(meta.title)} · Roomboard</title>`,
    named('description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
    property('og:site_name', 'Roomboard'),
    property('og:type', 'article'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:image', meta.image),
    property('og:image:type', 'image/jpeg'),
    property('og:image:width', SHARE_IMAGE.width),
    property('og:image:height', SHARE_IMAGE.height),
    property('og:image:alt', `${meta.title}: a mood board on Roomboard`),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.image),
    ...(meta.picture ? [`<link rel="preload" as="image" href="${escapeHtml(meta.picture)}" fetchpriority="high">`] : []),
  ];
}

/** The page's own tags in a shell's head, which a shared board's replace. */
const PAGE_TAGS = [
  /<title>[^<]*<\/title>\s*/g,
  /<meta name="description"[^>]*>\s*/g,
  /<meta (?:property="og:|name="twitter:)[^>]*>\s*/g,
  /<link rel="canonical"[^>]*>\s*/g,
];

/** The shell with the board's tags in place of the site's generic ones (the rest of the head, scripts included, as built). */
export function withShareTags(shell: string, meta: ShareMeta): string {
  const end = shell.indexOf('</head>');
  if (end < 0) throw new Error('The page shell has no </head>.');
  const head = PAGE_TAGS.reduce((text, tag) => text.replace(tag, ''), shell.slice(0, end));
  return `${head}${shareTags(meta).join('\n    ')}\n  ${shell.slice(end)}`;
}
