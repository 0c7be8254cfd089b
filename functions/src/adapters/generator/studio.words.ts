import { createHash } from 'node:crypto';
import { formatUsd } from '../../contracts/money.js';
import { productKind, type ProductKind } from '../../contracts/product-kinds.js';
import { accentColour } from '../../domain/palette.js';
import type { BoardBrief, BoardText } from '../../ports/generator.port.js';

const ROOMS: Record<string, { noun: string; names: string[] }> = {
  Sleep: {
    noun: 'bedroom',
    names: ['Sleep Retreat', 'Bedroom Sanctuary', 'Restful Hideaway', 'Slow Morning Bedroom', 'Quiet Nest', 'Dream Suite'],
  },
  Entertainment: {
    noun: 'living room',
    names: ['Gathering Lounge', 'Living Room', 'Weekend Den', 'Conversation Corner', 'Sunday Lounge', 'Family Den'],
  },
  Dining: {
    noun: 'dining room',
    names: ['Supper Room', 'Dining Nook', 'Long-Table Room', 'Dinner Party Room', 'Breakfast Corner', 'Feast Room'],
  },
  Bath: { noun: 'bathroom', names: ['Spa Bath', 'Bath Retreat', 'Washroom', 'Soak Room', 'Morning Bath', 'Calm Bath'] },
};

const STYLE_WORDS: Record<string, { adjectives: string[]; mood: string; tip: string }> = {
  'Natural Tones': {
    adjectives: ['Warm Natural', 'Earthy', 'Sunlit Natural', 'Organic', 'Woodland', 'Sun-Baked'],
    mood: 'warm woods, woven textures and earthy neutrals',
    tip: 'Keep finishes matte and tactile: linen, oak, jute and unglazed ceramics age well together.',
  },
  'Color Pop': {
    adjectives: ['Vivid', 'Playful', 'Bold', 'Bright-Hearted', 'Spirited', 'Colour-Block'],
    mood: 'a calm base lifted by confident blocks of colour',
    tip: 'Let one saturated colour lead and repeat it two or three times so the room feels planned, not busy.',
  },
  'Grey Tones': {
    adjectives: ['Soft Grey', 'Quiet Grey', 'Urban Grey', 'Stone', 'Slate', 'Misty'],
    mood: 'layered greys, charcoal accents and cool metal',
    tip: 'Mix warm and cool greys, and add one wood or brass accent so the palette does not turn cold.',
  },
  'Light Tones': {
    adjectives: ['Airy Light', 'Bright', 'Serene Light', 'Whitewashed', 'Soft Linen', 'Cloud-Pale'],
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

export function styleKey(style: string): string {
  const lower = style.trim().toLowerCase();
  return Object.keys(STYLE_WORDS).find((key) => key.toLowerCase() === lower) ?? 'Natural Tones';
}

/** What varies a generation: its id; without one, the products (the same products then give the same words). */
export function boardSeed(brief: BoardBrief): string {
  return brief.seed ?? brief.products.map((p) => p.id).join('|');
}

/** A stable choice from the seed, so the same generation always gets the same words. */
function choose<T>(list: T[], seed: string): T {
  const n = createHash('sha256').update(seed).digest().readUInt32BE(0);
  return list[n % list.length]!;
}

function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The board's title and markdown description from templates, chosen by a hash of the products (deterministic). */
export function writeText(brief: BoardBrief): BoardText {
  const { palette } = brief;
  const fn = roomFunction(brief.functionName);
  const style = styleKey(brief.style);
  const room = ROOMS[fn]!;
  const words = STYLE_WORDS[style]!;
  const seed = boardSeed(brief);
  const title = `${choose(words.adjectives, `${seed}a`)} ${choose(room.names, `${seed}n`)}`;
  const mainTitle = `A ${brief.size} ${room.noun} in ${style.toLowerCase()}`;
  const ordered = [...brief.products].sort((a, b) => rank(productKind(a)) - rank(productKind(b)));
  const [lead, ...rest] = ordered;
  const colourNames = [...new Set(palette.map((c) => c.name))];
  const accent = accentColour(palette);
  const accentName = accent ? palette.find((c) => c.hex === accent)?.name : undefined;
  const total = brief.products.reduce((sum, p) => sum + p.price, 0);
  const lines = [
    `**${brief.size} · ${style}**`,
    '',
    `${title} is a ${room.noun} ${choose(OPENERS, `${seed}o`)} ${words.mood}.` +
      (lead ? ` The ${lead.title} ${choose(LEADS, `${seed}l`)}` : '') +
      (rest.length ? `, joined by the ${listWords(rest.map((p) => p.title))}.` : lead ? '.' : ''),
    '',
    '### Palette',
    '',
    `${listWords(colourNames.slice(0, 8))}${colourNames.length > 8 ? `, with touches of ${listWords(colourNames.slice(8))}` : ''}.`,
    '',
    '### The pieces',
    '',
    ...brief.products.map((p) => `- **${p.title}**: ${fmtCm(p.width)} × ${fmtCm(p.length)} × ${fmtCm(p.height)} cm, ${formatUsd(p.price)}`),
    '',
    `Total: **${formatUsd(total)}** for ${brief.products.length} ${brief.products.length === 1 ? 'piece' : 'pieces'}.`,
    '',
    '### Styling notes',
    '',
    `- ${FUNCTION_TIPS[fn]}`,
    `- ${words.tip}`,
    accentName
      ? `- Repeat the ${accentName.toLowerCase()} in a small object or two so the accent reads as a choice.`
      : '- Add one living plant to soften the straight lines.',
  ];
  return { title, description: { main_title: mainTitle, description: lines.join('\n') } };
}

const fmtCm = (n: number) => String(Math.round(n * 10) / 10);

const OPENERS = ['built on', 'layered with', 'shaped by', 'grounded in', 'put together from'];
const LEADS = ['sets the tone', 'anchors the room', 'leads the look', 'is the centre of it all'];

/** The description names the anchor first: beds, sofas and tables before side pieces, rugs and accessories. */
const RANK: ProductKind[] = [
  'bed',
  'sofa',
  'bathtub',
  'table',
  'bench',
  'mattress',
  'armchair',
  'dining-chair',
  'stool',
  'vanity',
  'storage',
  'toilet',
  'cart',
  'lamp',
  'rug',
];

function rank(kind: ProductKind): number {
  const i = RANK.indexOf(kind);
  return i < 0 ? RANK.length : i;
}
