// Test fixtures with sensible defaults: pass only what a test is about (`createGenerationJob({ status: 'error' })`).
import type { CatalogueProduct } from '../contracts/catalogue.js';
import type { BoardRecord } from '../domain/boards.js';
import { productSortKey } from '../domain/catalogue.js';
import type { GenerationJob } from '../domain/generation-job.js';
import type { UserRecord } from '../ports/users.port.js';
import type { Caller } from '../services/steps/generation.js';

const FIXED = new Date('2026-01-15T10:00:00Z');
const path = (folder: string, fill: string, n: number) => `${folder}/${fill.repeat(31)}${n % 10}.png`;

/** A catalogue product with a stored photo and cutout (ids and paths follow `n`). */
export function createCatalogueProduct(n = 1, overrides: Partial<CatalogueProduct> = {}): CatalogueProduct {
  const id = overrides.id ?? `product-${n}`;
  const title = overrides.title ?? `Test product ${n}`;
  return {
    id,
    title,
    price: 100 * n,
    keywords: ['Sleep'],
    width: 100 + n,
    length: 50 + n,
    height: 70 + n,
    hexCodes: ['#6F4A31'],
    imagePath: path('products', 'a', n),
    cutoutPath: path('cutouts', 'b', n),
    cutout: { status: 'done', attempts: 1, updatedAt: FIXED },
    sortKey: productSortKey(title, id),
    ...overrides,
  };
}

/**
 * A generation job, by default finished as the generate function leaves it (words, palette, picture). Its cutouts
 * follow `productIds` unless given. For a job that has just started: `{ status: 'queued', text: null, imagePath: null }`.
 */
export function createGenerationJob(overrides: Partial<GenerationJob> = {}): GenerationJob {
  const productIds = overrides.productIds ?? ['product-1', 'product-2'];
  const at = overrides.createdAt ?? FIXED;
  return {
    id: 'generation-1',
    ownerUid: 'owner-uid',
    functionName: 'Sleep',
    size: 'Queen Size',
    style: 'Natural Tones',
    productIds,
    status: 'done',
    cutoutsDone: productIds.length,
    cutoutsTotal: productIds.length,
    attempts: 1,
    imageAttempts: 1,
    createdAt: at,
    updatedAt: at,
    imageStartedAt: null,
    error: null,
    cutouts: productIds.map((productId, index) => ({ productId, path: path('cutouts', 'c', index) })),
    text: {
      title: 'A Calm Walnut Bedroom',
      description: { main_title: 'Warm and quiet', description: 'A **walnut** bed and *linen* layers.' },
      palette: [
        { hex: '#6F4A31', name: 'Walnut' },
        { hex: '#E4DCCB', name: 'Linen' },
      ],
    },
    imagePath: `boards/${'d'.repeat(32)}.png`,
    imageKey: 'image-key-1',
    savedBoardId: null,
    ...overrides,
  };
}

/** A saved, public, visible board. */
export function createBoardRecord(overrides: Partial<BoardRecord> = {}): BoardRecord {
  return {
    id: 'board-1',
    ownerUid: 'owner-uid',
    ownerName: 'ann',
    generationId: 'generation-1',
    functionName: 'Sleep',
    title: 'Test product 1, Test product 2',
    generatedTitle: 'A Calm Walnut Bedroom',
    description: { main_title: 'Warm and quiet', description: 'A **walnut** bed.' },
    hexCode: '#6F4A31, #E4DCCB',
    palette: [
      { hex: '#6F4A31', name: 'Walnut' },
      { hex: '#E4DCCB', name: 'Linen' },
    ],
    imagePath: `boards/${'d'.repeat(32)}.png`,
    imageKey: 'image-key-1',
    cutoutPaths: [path('cutouts', 'c', 0)],
    items: [
      {
        productId: 'product-1',
        title: 'Test product 1',
        price: 100,
        width: 101,
        length: 51,
        height: 71,
        cutoutPath: path('cutouts', 'c', 0),
      },
    ],
    visibility: 'public',
    hidden: false,
    layout: null,
    pictures: [],
    roomPhoto: null,
    createdAt: FIXED,
    ...overrides,
  };
}

/** Who asks for a board: `uid`, with an e-mail that is verified or not (only paid generation asks). */
export function createCaller(uid = 'ann', emailVerified = false): Caller {
  return { uid, email: `${uid}@example.com`, emailVerified: async () => emailVerified };
}

/** A member's profile with no avatar and an empty address. */
export function createUser(overrides: Partial<UserRecord> & { uid: string }): UserRecord {
  return {
    email: `${overrides.uid}@example.com`,
    firstName: '',
    lastName: '',
    userName: '',
    imagePath: null,
    address: '',
    unit: '',
    zip: '',
    city: '',
    state: '',
    country: '',
    ...overrides,
  };
}
