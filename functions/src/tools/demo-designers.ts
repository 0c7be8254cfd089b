// The demo designers and members `npm start` seeds: three designers (accounts with the designer claim, profiles, photos,
// public sample boards composed by the offline studio generator from the demo catalogue, ratings, availability) and one
// member of each plan. Every write is keyed by a fixed id, so a second run changes nothing it already made.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { ROOM_SIZES, type RoomFunction, type RoomStyle } from '../contracts/choices.js';
import type { AvailabilityForm, DesignerProfileForm } from '../contracts/designers.js';
import type { Membership } from '../contracts/membership.js';
import { tierById, type MembershipTierId } from '../contracts/membership-tiers.js';
import { blobUrl, contentKey, newImageKey } from '../domain/blob-keys.js';
import { boardFromGeneration } from '../domain/boards.js';
import type { GenerationJob } from '../domain/generation-job.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { BoardsRepository } from '../ports/boards.port.js';
import type { DesignersRepository } from '../ports/designers.port.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import type { BoardGenerator } from '../ports/generator.port.js';
import type { Memberships } from '../ports/memberships.port.js';
import type { PaletteReader } from '../ports/palette.port.js';
import type { ProductsRepository } from '../ports/products.port.js';
import { boardProduct } from '../services/steps/generation.js';

/** Every demo account signs in with this password (README: the demo sign-ins). */
export const DEMO_PASSWORD = 'roomboard-demo';

interface Look {
  background: string;
  skin: string;
  hair: string;
  top: string;
  hairStyle: 'bob' | 'short' | 'bun';
}

export interface DemoBoard {
  functionName: RoomFunction;
  style: RoomStyle;
  /** Demo catalogue product ids (emulators/catalogue/products.mjs). */
  productIds: string[];
}

export interface DemoDesigner {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  userName: string;
  profile: DesignerProfileForm;
  look: Look;
  /** Stars members gave, as the rating average shows them. */
  ratings: number[];
  availability: AvailabilityForm;
  boards: DemoBoard[];
}

export interface DemoMember {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  membership: Membership | null;
}

type Weekly = AvailabilityForm['weekly'];
const NO_HOURS: Weekly = { '1': [], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] };
/** The same hours on `days` (ISO weekdays), none on the others. */
const weekdays = (start: string, end: string, days: (keyof Weekly)[]): Weekly => ({
  ...NO_HOURS,
  ...Object.fromEntries(days.map((day) => [day, [{ start, end }]])),
});

/** 'YYYY-MM-DD' of the next `weekday` (ISO 1..7) at least a week after `now`: a day off inside the coming weeks. */
export function dayOffAfter(now: Date, weekday: number): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 7));
  while (((day.getUTCDay() + 6) % 7) + 1 !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The three demo designers, with availability whose day off falls in the coming weeks from `now`. */
export function demoDesigners(now: Date): DemoDesigner[] {
  return [
    {
      uid: 'demo-designer-ines',
      email: 'ines@roomboard.demo',
      firstName: 'Inês',
      lastName: 'Duarte',
      userName: 'ines.duarte',
      profile: {
        name: 'Inês Duarte',
        bio: 'I design calm, light-filled homes with natural materials: limewashed walls, oak, linen and a few things you love. Before Roomboard I spent eight years restoring apartments in Lisbon, so I think about light first and furniture second.',
        styles: ['Natural Tones', 'Light Tones'],
        meetingUrl: 'https://meet.jit.si/roomboard-ines',
        timeZone: 'Europe/Lisbon',
      },
      look: { background: '#f5e6dc', skin: '#e7b99a', hair: '#3b2a22', top: '#a64b2a', hairStyle: 'bob' },
      ratings: [5, 5, 4, 5, 5],
      availability: {
        timeZone: 'Europe/Lisbon',
        slotMinutes: 60,
        bufferMinutes: 10,
        weekly: { ...weekdays('09:00', '13:00', ['1', '2', '3', '4']), '5': [{ start: '14:00', end: '18:00' }] },
        daysOff: [dayOffAfter(now, 3)],
      },
      boards: [
        {
          functionName: 'Sleep',
          style: 'Natural Tones',
          productIds: [
            'oslo-oak-platform-bed-frame',
            'oslo-sage-hand-knotted-wool-rug',
            'porto-navy-linen-throw-pillow',
            'oslo-blush-down-alternative-comforter',
          ],
        },
        {
          functionName: 'Entertainment',
          style: 'Light Tones',
          productIds: ['porto-terracotta-performance-velvet-sofa', 'porto-walnut-coffee-table', 'oslo-brass-floor-lamp-with-linen-shade'],
        },
      ],
    },
    {
      uid: 'demo-designer-marcus',
      email: 'marcus@roomboard.demo',
      firstName: 'Marcus',
      lastName: 'Bell',
      userName: 'marcus.bell',
      profile: {
        name: 'Marcus Bell',
        bio: 'Colour is my favourite material. I help renters and first-time owners in small city apartments make bold, practical rooms: one strong colour, good lighting, furniture that earns its floor space.',
        styles: ['Color Pop', 'Grey Tones'],
        meetingUrl: 'https://meet.jit.si/roomboard-marcus',
        timeZone: 'America/New_York',
      },
      look: { background: '#e3ecef', skin: '#8d5a3b', hair: '#1f1a17', top: '#2f3e5c', hairStyle: 'short' },
      ratings: [5, 4, 4, 5],
      availability: {
        timeZone: 'America/New_York',
        slotMinutes: 30,
        bufferMinutes: 10,
        weekly: weekdays('10:00', '17:00', ['1', '2', '3', '4', '5']),
        daysOff: [dayOffAfter(now, 1)],
      },
      boards: [
        {
          functionName: 'Entertainment',
          style: 'Color Pop',
          productIds: ['oslo-sage-modular-sectional', 'cadiz-ochre-lounge-armchair', 'porto-walnut-coffee-table'],
        },
        {
          functionName: 'Dining',
          style: 'Grey Tones',
          productIds: [
            'cadiz-oak-upholstered-back-dining-chair-in-navy',
            'porto-chrome-and-glass-bar-cart',
            'oslo-charcoal-linen-napkins-set-of-4',
          ],
        },
      ],
    },
    {
      uid: 'demo-designer-aiko',
      email: 'aiko@roomboard.demo',
      firstName: 'Aiko',
      lastName: 'Tanaka',
      userName: 'aiko.tanaka',
      profile: {
        name: 'Aiko Tanaka',
        bio: 'Quiet rooms, few things, each one chosen. I work with pale woods, stone and soft greys, and I love bathrooms: the smallest room is where a good plan shows most.',
        styles: ['Light Tones', 'Grey Tones', 'Natural Tones'],
        meetingUrl: 'https://meet.jit.si/roomboard-aiko',
        timeZone: 'Asia/Tokyo',
      },
      look: { background: '#ece6f0', skin: '#f0c8a8', hair: '#241c1a', top: '#5f8f6e', hairStyle: 'bun' },
      ratings: [5, 5, 5],
      availability: {
        timeZone: 'Asia/Tokyo',
        slotMinutes: 60,
        bufferMinutes: 10,
        weekly: { ...weekdays('08:00', '12:00', ['2', '3', '4', '5']), '6': [{ start: '09:00', end: '11:00' }] },
        daysOff: [dayOffAfter(now, 4)],
      },
      boards: [
        {
          functionName: 'Bath',
          style: 'Light Tones',
          productIds: ['oslo-teal-turkish-cotton-towel-set', 'cadiz-brass-rain-showerhead', 'porto-teak-slatted-shower-bench'],
        },
        {
          functionName: 'Sleep',
          style: 'Grey Tones',
          productIds: ['cadiz-plush-memory-foam-mattress', 'porto-terracotta-percale-sheet-set', 'oslo-sage-hand-knotted-wool-rug'],
        },
      ],
    },
  ];
}

/** A subscription's membership whose current billing period started ten days before `now`. */
function subscribed(tier: MembershipTierId, uid: string, now: Date): Membership {
  const plan = tierById(tier)!;
  const start = new Date(now.getTime() - 10 * 86_400_000);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return {
    tier,
    title: plan.title,
    since: start.toISOString(),
    amountCents: plan.amountCents,
    currency: 'usd',
    checkoutSessionId: null,
    subscriptionId: plan.amountCents > 0 ? `sub_demo_${uid}` : null,
    status: 'active',
    periodStart: start.toISOString(),
    periodEnd: end.toISOString(),
    endsAt: null,
    graceEndsAt: null,
  };
}

/** One member of each plan. Basic has no subscription: its allowances count by calendar month. */
export function demoMembers(now: Date): DemoMember[] {
  return [
    { uid: 'demo-member-basic', email: 'basic@roomboard.demo', firstName: 'Bea', lastName: 'Basic', membership: null },
    { uid: 'demo-member-gold', email: 'gold@roomboard.demo', firstName: 'Gus', lastName: 'Gold', membership: null },
    { uid: 'demo-member-platinum', email: 'platinum@roomboard.demo', firstName: 'Pia', lastName: 'Platinum', membership: null },
  ].map((member) => {
    const tier = member.email.split('@')[0] as MembershipTierId;
    return { ...member, membership: tier === 'basic' ? null : subscribed(tier, member.uid, now) };
  });
}

/** The designer's portrait: an illustration in their colours (rendered to PNG as their avatar). */
export function avatarSvg(look: Look): string {
  const back = look.hairStyle === 'bob' ? `<path d="M72 122c0-52 24-78 56-78s56 26 56 78v50h-112z" fill="${look.hair}"/>` : '';
  const hair = {
    bob: `<path d="M78 112c4-36 24-56 50-56s46 20 50 56c-22-6-38-18-46-34-12 20-30 30-54 34z" fill="${look.hair}"/>`,
    short: `<path d="M78 112c-4-44 22-68 50-68s56 22 50 68c-8-18-20-28-34-32-20 10-44 12-66 32z" fill="${look.hair}"/>`,
    bun: `<circle cx="128" cy="40" r="22" fill="${look.hair}"/><path d="M76 118c-4-46 24-70 52-70s56 24 52 70c-14-22-30-32-52-34-22 2-38 12-52 34z" fill="${look.hair}"/>`,
  }[look.hairStyle];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" fill="${look.background}"/>
  <circle cx="206" cy="52" r="26" fill="#ffffff" opacity="0.55"/>
  ${back}
  <path d="M36 256c4-52 40-82 92-82s88 30 92 82z" fill="${look.top}"/>
  <path d="M110 150h36v34c-10 10-26 10-36 0z" fill="${look.skin}"/>
  <path d="M110 176c6 8 30 8 36 0" stroke="#000" stroke-opacity="0.08" stroke-width="6" fill="none"/>
  <ellipse cx="128" cy="116" rx="46" ry="54" fill="${look.skin}"/>
  ${hair}
  <circle cx="110" cy="120" r="4.5" fill="#2a211d"/>
  <circle cx="146" cy="120" r="4.5" fill="#2a211d"/>
  <path d="M114 144c8 7 20 7 28 0" stroke="#7a3e2e" stroke-width="4" stroke-linecap="round" fill="none"/>
  <circle cx="100" cy="136" r="7" fill="#e08a73" opacity="0.35"/>
  <circle cx="156" cy="136" r="7" fill="#e08a73" opacity="0.35"/>
</svg>`;
}

export interface DemoDesignersDeps {
  auth: Auth;
  db: Firestore;
  blobs: BlobStore;
  products: ProductsRepository;
  generations: GenerationsRepository;
  boards: BoardsRepository;
  designers: DesignersRepository;
  memberships: Memberships;
  generator: BoardGenerator;
  palette: PaletteReader;
  log?: (message: string) => void;
}

/** The Auth account with a fixed uid and the demo password; custom claims as given (kept on a second run). */
async function account(auth: Auth, who: { uid: string; email: string; firstName: string; lastName: string }, claims: object | null) {
  const existing = await auth.getUser(who.uid).catch(() => null);
  if (!existing) {
    await auth.createUser({
      uid: who.uid,
      email: who.email,
      password: DEMO_PASSWORD,
      emailVerified: true,
      displayName: `${who.firstName} ${who.lastName}`,
    });
  }
  if (claims) await auth.setCustomUserClaims(who.uid, claims);
}

/** The designer's sample board: the studio generator's words and room picture, saved as a public board of theirs. */
async function sampleBoard(deps: DemoDesignersDeps, designer: DemoDesigner, board: DemoBoard, n: number, now: Date): Promise<void> {
  const id = `${designer.uid}-board-${n}`;
  const existing = await deps.generations.get(id);
  if (existing?.savedBoardId && (await deps.boards.get(existing.savedBoardId))) return;
  const catalogue = await deps.products.getMany(board.productIds);
  const withCutouts = await Promise.all(
    catalogue.map(async (product) => {
      const blob = product.cutoutPath ? await deps.blobs.get(product.cutoutPath) : null;
      return blob && product.cutoutPath ? { product, path: product.cutoutPath, cutout: blob.data } : null;
    }),
  );
  const usable = withCutouts.filter((entry) => entry !== null);
  if (usable.length === 0) throw new Error(`No demo products with cutouts for ${id}.`);
  const products = usable.map(({ product, cutout }) => boardProduct(product, cutout));
  const size = ROOM_SIZES[board.functionName][1];
  const palette = await deps.palette.paletteOf(products);
  const brief = { functionName: board.functionName, size, style: board.style, products, palette, seed: id };
  const [text, picture] = await Promise.all([deps.generator.describe(brief), deps.generator.picture(brief)]);
  const imagePath = contentKey('boards', picture.image, picture.contentType);
  await deps.blobs.put(imagePath, picture.image, picture.contentType);
  const at = new Date(now.getTime() - (n + 1) * 86_400_000);
  const job: GenerationJob = {
    id,
    ownerUid: designer.uid,
    functionName: board.functionName,
    size,
    style: board.style,
    productIds: usable.map(({ product }) => product.id),
    status: 'done',
    cutoutsDone: usable.length,
    cutoutsTotal: usable.length,
    attempts: 1,
    imageAttempts: 1,
    createdAt: at,
    updatedAt: at,
    imageStartedAt: null,
    error: null,
    cutouts: usable.map(({ product, path }) => ({ productId: product.id, path })),
    text: { title: text.title, description: text.description, palette },
    imagePath,
    imageKey: newImageKey(),
    savedBoardId: null,
  };
  await deps.generations.transact(id, designer.uid, () => ({ result: null, job }));
  const owner = { uid: designer.uid, name: designer.userName };
  await deps.boards.saveGeneration(boardFromGeneration({ ...job, imagePath, imageKey: job.imageKey! }, catalogue, owner, 'public', at));
}

/** Seeds one designer; their profile is written last, so a designer who has one is done (and keeps their own edits). */
async function seedDesigner(deps: DemoDesignersDeps, designer: DemoDesigner, now: Date): Promise<void> {
  if ((await deps.db.doc(`designers/${designer.uid}`).get()).exists) return;
  const { default: sharp } = await import('sharp');
  await account(deps.auth, designer, { designer: true });
  const photo = await sharp(Buffer.from(avatarSvg(designer.look)))
    .png()
    .toBuffer();
  const imagePath = contentKey('avatars', photo, 'image/png');
  await deps.blobs.put(imagePath, photo, 'image/png');
  await deps.db.doc(`users/${designer.uid}`).set(
    {
      email: designer.email,
      firstName: designer.firstName,
      lastName: designer.lastName,
      userName: designer.userName,
      address: '',
      imagePath,
    },
    { merge: true },
  );
  await deps.db.doc(`designerAvailability/${designer.uid}`).set(designer.availability);
  for (const [n, board] of designer.boards.entries()) await sampleBoard(deps, designer, board, n, now);
  await deps.designers.save(designer.uid, designer.profile, blobUrl(imagePath));
  await deps.db
    .doc(`designers/${designer.uid}`)
    .set({ ratingSum: designer.ratings.reduce((sum, stars) => sum + stars, 0), ratingCount: designer.ratings.length }, { merge: true });
}

/** Seeds one member of a plan, once: a member whose document exists keeps what they changed since. */
async function seedMember(deps: DemoDesignersDeps, member: DemoMember, now: Date): Promise<void> {
  if ((await deps.db.doc(`users/${member.uid}`).get()).exists) return;
  await account(deps.auth, member, null);
  await deps.db
    .doc(`users/${member.uid}`)
    .set({ email: member.email, firstName: member.firstName, lastName: member.lastName, address: '1 Demo Street' }, { merge: true });
  await deps.memberships.change(member.uid, () => member.membership ?? undefined, now);
}

/** Seeds the demo designers and members; answers how long it took (ms). */
export async function seedDemoDesigners(deps: DemoDesignersDeps, now = new Date()): Promise<number> {
  const started = Date.now();
  await Promise.all(demoDesigners(now).map((designer) => seedDesigner(deps, designer, now)));
  await Promise.all(demoMembers(now).map((member) => seedMember(deps, member, now)));
  const took = Date.now() - started;
  deps.log?.(`seeded 3 demo designers and 3 demo members in ${took} ms`);
  return took;
}
