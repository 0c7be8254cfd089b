// The ceiling on paid work, through the generation services with in-memory fakes of their ports.
import { describe, expect, it, vi } from 'vitest';
import type { GenerateDescriptionRequest } from '../../contracts/generation.js';
import { AppError } from '../../domain/errors.js';
import { HOUR_MS } from '../../domain/usage-limits.js';
import type { BoardGenerator } from '../../ports/generator.port.js';
import { createCaller, createCatalogueProduct } from '../../testing/factories.js';
import { fakeGenerationDeps } from '../../testing/generation-fakes.js';
import { generateDescription } from '../generate-description.service.js';
import { generateImage } from '../generate-image.service.js';
import { EMAIL_UNVERIFIED, type GenerationDeps } from './generation.js';

const catalogue = [createCatalogueProduct(1)];

async function setup(kind: BoardGenerator['kind'], overrides: Partial<GenerationDeps> = {}) {
  const clock = { now: new Date('2025-06-01T12:00:00Z') };
  return { ...(await fakeGenerationDeps(catalogue, { now: () => clock.now, ...overrides }, kind)), clock };
}

let boards = 0;
const request = (): GenerateDescriptionRequest & { generationId: string } => ({
  generationId: `00000000-0000-4000-8000-${String(++boards).padStart(12, '0')}`,
  function_name: 'Sleep',
  size: 'Queen Size',
  style: 'Natural Tones',
  selectedProducts: [{ id: catalogue[0]!.id }],
});

const verified = (uid = 'ann') => createCaller(uid, true);
const unverified = (uid = 'ann') => createCaller(uid, false);

async function refusal(promise: Promise<unknown>): Promise<Pick<AppError, 'status' | 'code' | 'message' | 'extra'>> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: error.status, code: error.code, message: error.message, extra: error.extra };
}

describe('paid generation needs a verified e-mail', () => {
  it('refuses an unverified caller before anything is stored or paid for, and says which address to verify', async () => {
    const { deps, generations, generator } = await setup('openai');
    expect(await refusal(generateDescription(deps, unverified(), request()))).toEqual({
      status: 403,
      code: 'email-unverified',
      message: EMAIL_UNVERIFIED,
      extra: { email: 'ann@example.com' },
    });
    expect(await refusal(generateImage(deps, unverified(), request().generationId))).toMatchObject({ code: 'email-unverified' });
    expect([generations.jobs.size, generations.budget.size, generator.briefs.length]).toEqual([0, 0, 0]);
  });

  it('lets every signed-in user use the offline studio generator without asking, and spends no budget', async () => {
    const { deps, generations, generator } = await setup('studio');
    const caller = { ...unverified(), emailVerified: vi.fn(async () => false) };
    const board = request();
    await generateDescription(deps, caller, board);
    await generateImage(deps, caller, board.generationId);
    expect(caller.emailVerified).not.toHaveBeenCalled();
    expect([generator.briefs.length, generations.budget.size]).toEqual([2, 0]);
  });
});

describe("the project's daily budget of paid calls", () => {
  it('counts descriptions and pictures apart and refuses the call beyond each until UTC midnight', async () => {
    const { deps, generations, generator } = await setup('openai', { paidBudget: { text: 2, image: 1 } });
    const [first, second, third] = [request(), request(), request()];
    await generateDescription(deps, verified('ann'), first);
    await generateDescription(deps, verified('bob'), second);
    expect(await refusal(generateDescription(deps, verified('cy'), third))).toEqual({
      status: 429,
      code: 'rate-limited',
      message: 'Roomboard has made all the AI boards it can for today. Please try again in 12 hours.',
      extra: { retryAfter: 12 * 3600 },
    });
    expect(generations.jobs.has(third.generationId)).toBe(false);

    await generateImage(deps, verified('ann'), first.generationId);
    expect(await refusal(generateImage(deps, verified('bob'), second.generationId))).toMatchObject({
      status: 429,
      message: 'Roomboard has made all the AI room pictures it can for today. Please try again in 12 hours.',
    });
    expect(generations.budget.get('2025-06-01')).toEqual({ text: 2, image: 1, imageByPlan: { free: 1, gold: 0, platinum: 0 } });
    expect(generator.briefs).toHaveLength(3);
  });

  it('does not spend on an answer already stored', async () => {
    const { deps, generations } = await setup('openai', { paidBudget: { text: 1, image: 1 } });
    const board = request();
    await generateDescription(deps, verified(), board);
    await generateDescription(deps, verified(), board);
    await generateImage(deps, verified(), board.generationId);
    await generateImage(deps, verified(), board.generationId);
    expect(generations.budget.get('2025-06-01')).toEqual({ text: 1, image: 1, imageByPlan: { free: 1, gold: 0, platinum: 0 } });
  });

  it('starts again the next day', async () => {
    const { deps, clock } = await setup('openai', { paidBudget: { text: 1, image: 1 } });
    await generateDescription(deps, verified(), request());
    clock.now = new Date('2025-06-02T00:00:01Z');
    await expect(generateDescription(deps, verified(), request())).resolves.toMatchObject({ generated_title: 'Natural Tones Sleep' });
  });
});

describe("each plan's daily share of the paid pictures", () => {
  const membership = (tier: 'basic' | 'gold' | 'platinum') =>
    ({ tier, title: tier, since: '2025-05-01T00:00:00.000Z', amountCents: 0, currency: 'usd', checkoutSessionId: null }) as const;
  const tiers: Record<string, 'basic' | 'gold' | 'platinum'> = { bea: 'basic', gus: 'gold', pia: 'platinum' };

  it('refuses a free account past the free share while a Gold member still gets a picture, until UTC midnight', async () => {
    const { deps, generations, generator } = await setup('openai', {
      paidBudget: { text: 10, image: 5 },
      imageShares: { free: 2, gold: 2, platinum: 1 },
      memberships: { get: async (uid) => (tiers[uid] ? membership(tiers[uid]) : null) },
    });
    const boards = Array.from({ length: 6 }, request);
    const owners = ['ann', 'bea', 'cy', 'gus', 'gus', 'gus'];
    for (const [index, board] of boards.entries()) await generateDescription(deps, verified(owners[index]), board);
    // Ann (no membership) and Bea (Basic) spend the free share; Cy, free too, is refused though the day has pictures left.
    await generateImage(deps, verified('ann'), boards[0]!.generationId);
    await generateImage(deps, verified('bea'), boards[1]!.generationId);
    expect(await refusal(generateImage(deps, verified('cy'), boards[2]!.generationId))).toEqual({
      status: 429,
      code: 'rate-limited',
      message: 'Roomboard has made all the AI room pictures it can for free accounts today. Please try again in 12 hours.',
      extra: { retryAfter: 12 * 3600 },
    });
    await generateImage(deps, verified('gus'), boards[3]!.generationId);
    await generateImage(deps, verified('gus'), boards[4]!.generationId);
    expect(await refusal(generateImage(deps, verified('gus'), boards[5]!.generationId))).toMatchObject({
      status: 429,
      message: 'Roomboard has made all the AI room pictures it can for Gold members today. Please try again in 12 hours.',
    });
    expect(generations.budget.get('2025-06-01')).toEqual({ text: 6, image: 4, imageByPlan: { free: 2, gold: 2, platinum: 0 } });
    // Six descriptions and four pictures reached the generator; the refused pictures never did.
    expect(generator.briefs).toHaveLength(10);
  });

  it("answers the whole day's message once the project budget is spent, whatever share is left", async () => {
    const { deps } = await setup('openai', {
      paidBudget: { text: 10, image: 1 },
      imageShares: { free: 5, gold: 5, platinum: 5 },
      memberships: { get: async (uid) => (tiers[uid] ? membership(tiers[uid]) : null) },
    });
    const [first, second] = [request(), request()];
    await generateDescription(deps, verified('ann'), first);
    await generateDescription(deps, verified('pia'), second);
    await generateImage(deps, verified('ann'), first.generationId);
    expect(await refusal(generateImage(deps, verified('pia'), second.generationId))).toMatchObject({
      message: 'Roomboard has made all the AI room pictures it can for today. Please try again in 12 hours.',
    });
  });
});

describe('per-user limits', () => {
  it('holds a rolling day as well as an hour, for every generator, and tells when the oldest board leaves the window', async () => {
    const { deps, clock } = await setup('studio', { generationsPerHour: 2, generationsPerDay: 3 });
    const start = clock.now.getTime();
    await generateDescription(deps, unverified(), request());
    await generateDescription(deps, unverified(), request());
    expect(await refusal(generateDescription(deps, unverified(), request()))).toEqual({
      status: 429,
      code: 'rate-limited',
      message: 'You have reached the limit of 2 boards an hour. Please try again in 60 minutes.',
      extra: { retryAfter: 3600 },
    });
    clock.now = new Date(start + 2 * HOUR_MS);
    await generateDescription(deps, unverified(), request());
    expect(await refusal(generateDescription(deps, unverified(), request()))).toEqual({
      status: 429,
      code: 'rate-limited',
      message: 'You have reached the limit of 3 boards a day. Please try again in 22 hours.',
      extra: { retryAfter: 22 * 3600 },
    });
    await expect(generateDescription(deps, unverified('bob'), request())).resolves.toBeDefined();
  });
});
