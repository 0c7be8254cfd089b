// The ceiling on paid work, through the generation services with in-memory fakes of their ports.
import { describe, expect, it, vi } from 'vitest';
import type { CatalogueProduct } from '../contracts/catalogue.js';
import { AppError } from '../domain/errors.js';
import type { GenerationJob } from '../domain/generation-job.js';
import { HOUR_MS, type PaidBudget } from '../domain/usage-limits.js';
import type { BlobStore } from '../ports/blob-store.port.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import type { BoardGenerator } from '../ports/generator.port.js';
import type { ProductsRepository } from '../ports/products.port.js';
import { generateDescription } from './generate-description.service.js';
import { generateImage } from './generate-image.service.js';
import { EMAIL_UNVERIFIED, type Caller, type GenerationDeps } from './generation.deps.js';

function memoryGenerations() {
  const jobs = new Map<string, GenerationJob>();
  const recent = new Map<string, number[]>();
  const budget = new Map<string, PaidBudget>();
  const repository: GenerationsRepository = {
    async get(id) {
      return jobs.get(id) ?? null;
    },
    async transact(id, uid, decide, budgetDay) {
      const spent = (budgetDay && budget.get(budgetDay)) || { text: 0, image: 0 };
      const decision = decide(jobs.get(id) ?? null, recent.get(uid) ?? [], { ...spent });
      if (decision.job) jobs.set(id, decision.job);
      if (decision.recent) recent.set(uid, decision.recent);
      if (decision.spend && budgetDay) budget.set(budgetDay, { ...spent, [decision.spend]: spent[decision.spend] + 1 });
      return decision.result;
    },
    async update(id, patch) {
      jobs.set(id, { ...jobs.get(id)!, ...patch });
    },
    watch: () => () => undefined,
  };
  return { repository, jobs, budget };
}

const product: CatalogueProduct = {
  id: 'p1',
  title: 'Alder Oak Bed',
  price: 100,
  keywords: ['Sleep'],
  width: 100,
  length: 60,
  height: 80,
  hexCodes: ['#9A6A3D'],
  imagePath: 'products/p1.png',
  cutoutPath: 'cutouts/p1.png',
  cutout: { status: 'done', attempts: 1, updatedAt: new Date(0) },
  sortKey: 'alder oak bed p1',
};

const products: ProductsRepository = {
  list: async () => ({ products: [product], page: 1, pageSize: 1, hasMore: false }),
  getMany: async (ids) => (ids.includes(product.id) ? [product] : []),
  upsertMany: async () => undefined,
  isEmpty: async () => false,
  idsByCutoutStatus: async () => [],
  claimCutout: async () => null,
  finishCutout: async () => undefined,
};

const blobs: BlobStore = {
  kind: 'local',
  put: async () => undefined,
  get: async () => ({ data: Buffer.from('png'), contentType: 'image/png' }),
  delete: async () => undefined,
};

function countingGenerator(kind: BoardGenerator['kind']) {
  const calls = { describe: 0, picture: 0 };
  const generator: BoardGenerator = {
    kind,
    async describe() {
      calls.describe++;
      return { title: 'A calm bedroom', description: { main_title: 'Calm', description: 'Oak and linen.' }, palette: [] };
    },
    async picture() {
      calls.picture++;
      return { image: Buffer.from('jpeg'), contentType: 'image/jpeg', width: 1, height: 1 };
    },
  };
  return { generator, calls };
}

function setup(kind: BoardGenerator['kind'], overrides: Partial<GenerationDeps> = {}) {
  const store = memoryGenerations();
  const { generator, calls } = countingGenerator(kind);
  const clock = { now: new Date('2025-06-01T12:00:00Z') };
  const deps: GenerationDeps = {
    products,
    generations: store.repository,
    blobs,
    generator,
    cutouts: { cut: async () => Buffer.from('png') },
    palette: { paletteOf: async () => [] },
    generationsPerHour: 20,
    generationsPerDay: 60,
    paidBudget: { text: 100, image: 100 },
    now: () => clock.now,
    ...overrides,
  };
  return { deps, store, calls, clock };
}

let boards = 0;
const request = () => ({
  generationId: `00000000-0000-4000-8000-${String(++boards).padStart(12, '0')}`,
  function_name: 'Sleep' as const,
  size: 'Queen Size',
  style: 'Natural Tones' as const,
  selectedProducts: [{ id: 'p1' }],
});

const caller = (emailVerified: boolean, uid = 'u1') =>
  ({ uid, email: null, emailVerified: vi.fn(async () => emailVerified) }) satisfies Caller;

async function refusal(promise: Promise<unknown>): Promise<Pick<AppError, 'status' | 'code' | 'message' | 'extra'>> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: error.status, code: error.code, message: error.message, extra: error.extra };
}

describe('paid generation needs a verified e-mail', () => {
  it('refuses an unverified caller before anything is stored or paid for', async () => {
    const { deps, store, calls } = setup('openai');
    expect(await refusal(generateDescription(deps, caller(false), request()))).toEqual({
      status: 403,
      code: 'email-unverified',
      message: EMAIL_UNVERIFIED,
      extra: {},
    });
    const withAddress = { ...caller(false), email: 'ann@example.com' };
    expect(await refusal(generateImage(deps, withAddress, request().generationId))).toMatchObject({
      code: 'email-unverified',
      extra: { email: 'ann@example.com' },
    });
    expect([store.jobs.size, store.budget.size, calls.describe, calls.picture]).toEqual([0, 0, 0, 0]);
  });

  it('lets every signed-in user use the offline studio generator without asking, and spends no budget', async () => {
    const { deps, store, calls } = setup('studio');
    const unverified = caller(false);
    const board = request();
    await generateDescription(deps, unverified, board);
    await generateImage(deps, unverified, board.generationId);
    expect(unverified.emailVerified).not.toHaveBeenCalled();
    expect([calls.describe, calls.picture, store.budget.size]).toEqual([1, 1, 0]);
  });
});

describe("the project's daily budget of paid calls", () => {
  it('counts descriptions and pictures apart and refuses the call beyond each until UTC midnight', async () => {
    const { deps, store, calls } = setup('openai', { paidBudget: { text: 2, image: 1 } });
    const [first, second, third] = [request(), request(), request()];
    await generateDescription(deps, caller(true), first);
    await generateDescription(deps, caller(true, 'u2'), second);
    expect(await refusal(generateDescription(deps, caller(true, 'u3'), third))).toEqual({
      status: 429,
      code: 'rate-limited',
      message: 'Roomboard has made all the AI boards it can for today. Please try again in 12 hours.',
      extra: { retryAfter: 12 * 3600 },
    });
    expect(store.jobs.has(third.generationId)).toBe(false);

    await generateImage(deps, caller(true), first.generationId);
    expect(await refusal(generateImage(deps, caller(true, 'u2'), second.generationId))).toMatchObject({
      status: 429,
      message: 'Roomboard has made all the AI room pictures it can for today. Please try again in 12 hours.',
    });
    expect(store.budget.get('2025-06-01')).toEqual({ text: 2, image: 1 });
    expect([calls.describe, calls.picture]).toEqual([2, 1]);
  });

  it('does not spend on an answer already stored', async () => {
    const { deps, store } = setup('openai', { paidBudget: { text: 1, image: 1 } });
    const board = request();
    await generateDescription(deps, caller(true), board);
    await generateDescription(deps, caller(true), board);
    await generateImage(deps, caller(true), board.generationId);
    await generateImage(deps, caller(true), board.generationId);
    expect(store.budget.get('2025-06-01')).toEqual({ text: 1, image: 1 });
  });

  it('starts again the next day', async () => {
    const { deps, clock } = setup('openai', { paidBudget: { text: 1, image: 1 } });
    await generateDescription(deps, caller(true), request());
    clock.now = new Date('2025-06-02T00:00:01Z');
    await expect(generateDescription(deps, caller(true), request())).resolves.toMatchObject({ generated_title: 'A calm bedroom' });
  });
});

describe('per-user limits', () => {
  it('holds a rolling day as well as an hour, for every generator, and tells when the oldest board leaves the day', async () => {
    const { deps, clock } = setup('studio', { generationsPerHour: 2, generationsPerDay: 3 });
    const start = clock.now.getTime();
    await generateDescription(deps, caller(false), request());
    await generateDescription(deps, caller(false), request());
    expect(await refusal(generateDescription(deps, caller(false), request()))).toEqual({
      status: 429,
      code: 'rate-limited',
      message: 'You have reached the limit of 2 boards an hour. Please try again in 60 minutes.',
      extra: { retryAfter: 3600 },
    });
    clock.now = new Date(start + 2 * HOUR_MS);
    await generateDescription(deps, caller(false), request());
    expect(await refusal(generateDescription(deps, caller(false), request()))).toEqual({
      status: 429,
      code: 'rate-limited',
      message: 'You have reached the limit of 3 boards a day. Please try again in 22 hours.',
      extra: { retryAfter: 22 * 3600 },
    });
    await expect(generateDescription(deps, caller(false, 'u2'), request())).resolves.toBeDefined();
  });
});
