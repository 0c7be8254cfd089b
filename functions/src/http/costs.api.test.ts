// What a visitor or a free account can cost, over real HTTP on the Auth and Firestore emulators: the per-IP limits key
// on the address the platform appended, anonymous reads are capped per address, and each plan has its own share of
// the day's paid pictures, every OpenAI attempt counted (OpenAI stand-in).
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetDay, untilNextBudgetDay } from '../domain/usage-limits.js';
import { adminApp, composeMembership } from '../composition.js';
import { createAccount, sessionFor, verifyEmail } from '../testing/auth.js';
import { call, startBackend, type TestBackend } from '../testing/backend.js';
import { seedProducts, startGenerateBackend, type GenerateBackend } from '../testing/generate-backend.js';
import { fakeOpenAi, listenOpenAi, outputText } from '../testing/openai.js';

const TOO_MANY = 'Too many requests from you. Please try again in a minute.';

/**
 * X-Forwarded-For as the function receives it behind Firebase Hosting (TRUST_PROXY_HOPS 3): whatever the client
 * wrote, then the client's address (appended by Hosting's CDN), the CDN's (appended by the Google front end) and the
 * front end's own. The socket's peer, Cloud Run's proxy, is the test's 127.0.0.1.
 */
const behindHosting = (client: string, written?: string) => ({
  'x-forwarded-for': [...(written ? [written] : []), client, '151.101.65.195', '66.102.8.142'].join(', '),
});

describe('the per-IP form limit behind Firebase Hosting', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend({ FORMS_PER_IP_PER_HOUR: '2' });
  });
  afterAll(() => backend.close());

  const subscribe = (headers: Record<string, string>) =>
    call(backend, 'newsletter', { body: { email: `news-${randomUUID().slice(0, 8)}@example.com` }, headers });

  it('keys on the address the platform appended: a different X-Forwarded-For written by the client does not move it', async () => {
    expect(backend.config.trustProxyHops).toBe(3);
    const client = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const results = [];
    for (let i = 1; i <= 4; i++) results.push(await subscribe(behindHosting(client, `203.0.113.${i}`)));
    expect(results.map((result) => result.status)).toEqual([200, 200, 429, 429]);
    expect(results[2]!.body).toMatchObject({ error: 'Too many requests from you. Please try again in 60 minutes.', code: 'rate-limited' });
    expect(Number(results[2]!.headers.get('retry-after'))).toBeGreaterThan(3500);
    // Another client behind the same CDN and front end has its own count.
    expect((await subscribe(behindHosting(`192.0.2.${Math.floor(Math.random() * 250) + 1}`))).status).toBe(200);
  });
});

describe("the per-IP form limit at the function's own URL (TRUST_PROXY_HOPS 2)", () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend({ FORMS_PER_IP_PER_HOUR: '2', TRUST_PROXY_HOPS: '2' });
  });
  afterAll(() => backend.close());

  /** As the function receives it at its own URL: what the client wrote, its address (the front end's entry), the front end's. */
  const direct = (client: string, written?: string) => ({
    'x-forwarded-for': [...(written ? [written] : []), client, '66.102.8.142'].join(', '),
  });

  it('keys on the address the front end appended: prepended X-Forwarded-For entries change nothing', async () => {
    const client = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const statuses = [];
    for (const written of [undefined, '203.0.113.1', '203.0.113.2, 10.0.0.1']) {
      const body = { email: `news-${randomUUID().slice(0, 8)}@example.com` };
      statuses.push((await call(backend, 'newsletter', { body, headers: direct(client, written) })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('the per-IP limit on anonymous reads', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend({ ANONYMOUS_READS_PER_IP_PER_MINUTE: '3' });
  });
  afterAll(() => backend.close());

  const gallery = (headers: Record<string, string>, token?: string) =>
    call(backend, 'get_products_all/?page=1&page_size=3', { headers, ...(token ? { token } : {}) });

  it('answers 429 JSON with Retry-After past the limit, before reading; other addresses and sessions read on', async () => {
    const reader = behindHosting('198.51.100.77', '203.0.113.9');
    const allowed = [await gallery(reader), await gallery(reader), await gallery(reader)];
    expect(allowed.map((result) => result.status)).toEqual([200, 200, 200]);
    const refused = await gallery(behindHosting('198.51.100.77', '203.0.113.10'));
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect([refused.status, refused.body]).toEqual([429, { error: TOO_MANY, code: 'rate-limited', retryAfter }]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address, and a signed-in member at the same one, are not held back.
    expect((await gallery(behindHosting('198.51.100.78'))).status).toBe(200);
    const token = await sessionFor(backend, await createAccount());
    expect((await gallery(reader, token)).status).toBe(200);
  });

  it('counts a made-up token as anonymous, and refuses it once the address is over the limit', async () => {
    const reader = behindHosting('198.51.100.90');
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await gallery(reader, 'made-up-token'));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 429, 429]);
    expect(results[3]!.body).toMatchObject({ error: TOO_MANY, code: 'rate-limited' });
    expect((await gallery(reader)).status).toBe(429);
  });
});

describe("each plan's daily share of the paid pictures (OpenAI stand-in)", () => {
  const openAi = fakeOpenAi();
  let backend: GenerateBackend;
  const productId = `shares-${randomUUID().slice(0, 6)}`;
  let jpeg: Buffer;
  const board = () => ({
    generationId: randomUUID(),
    function_name: 'Sleep',
    size: 'Queen Size',
    style: 'Natural Tones',
    selectedProducts: [{ id: productId }],
  });
  const budget = async () =>
    (
      await getFirestore(await adminApp(backend.config))
        .collection('aiBudget')
        .doc(budgetDay(new Date()))
        .get()
    ).data();
  const edits = () => openAi.seen.filter((request) => request.path === '/v1/images/edits').length;
  const pictureOk = () => ({ status: 200, body: { created: 1, data: [{ b64_json: jpeg.toString('base64') }] } });

  async function member(tier: 'gold' | null) {
    const user = await createAccount();
    await verifyEmail(user);
    if (tier) {
      const { memberships } = await composeMembership(backend.config);
      const since = new Date().toISOString();
      await memberships.change(
        user.uid,
        () => ({ tier, title: 'Gold', since, amountCents: 5000, currency: 'usd', checkoutSessionId: 'cs_test' }),
        new Date(since),
      );
    }
    return sessionFor(backend, user);
  }

  /** A described board of `token`'s, and its picture asked for. */
  async function picture(token: string) {
    const request = board();
    expect((await call(backend, 'generate-description/', { token, body: request })).status).toBe(200);
    return call(backend, 'generate-image', { token, body: { generationId: request.generationId } });
  }

  beforeAll(async () => {
    const baseURL = await listenOpenAi(openAi);
    backend = await startGenerateBackend({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: baseURL,
      AI_IMAGE_CALLS_PER_DAY: '10',
      AI_IMAGES_PER_DAY_FREE: '1',
      AI_IMAGES_PER_DAY_GOLD: '3',
      GENERATIONS_PER_HOUR: '50',
    });
    await seedProducts(backend, [{ id: productId }]);
    jpeg = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#C0674A' } })
      .jpeg()
      .toBuffer();
    openAi.answers['/v1/responses'] = {
      status: 200,
      body: outputText(JSON.stringify({ title: 'Oak Retreat', main_title: 'A calm bedroom', description: 'Walnut and linen.' })),
    };
    openAi.answers['/v1/images/edits'] = pictureOk();
    await getFirestore(await adminApp(backend.config))
      .collection('aiBudget')
      .doc(budgetDay(new Date()))
      .delete();
  });
  afterAll(async () => {
    await backend.close();
    await new Promise<void>((resolve) => openAi.server.close(() => resolve()));
  });

  it('refuses a free account past the free share while a Gold member still gets pictures', async () => {
    const [free, other, gold] = await Promise.all([member(null), member(null), member('gold')]);
    expect((await picture(free)).status).toBe(200);
    const refused = await picture(other);
    expect([refused.status, refused.body.error]).toEqual([
      429,
      expect.stringMatching(
        /^Roomboard has made all the AI room pictures it can for free accounts today\. Please try again in \d+ (hours|minutes)\.$/,
      ),
    ]);
    const untilMidnight = Math.ceil(untilNextBudgetDay(new Date()) / 1000);
    expect(Math.abs(Number(refused.headers.get('retry-after')) - untilMidnight)).toBeLessThan(10);
    expect((await picture(gold)).status).toBe(200);
    expect(edits()).toBe(2);
    expect(await budget()).toMatchObject({ image: 2, imageByPlan: { free: 1, gold: 1 } });
  });

  it('counts every OpenAI attempt: the SDK does not retry a 500 unseen, and asking again is a second counted call', async () => {
    const gold = await member('gold');
    const before = edits();
    openAi.answers['/v1/images/edits'] = { status: 500, body: { error: { message: 'upstream failed' } } };
    const request = board();
    expect((await call(backend, 'generate-description/', { token: gold, body: request })).status).toBe(200);
    const failed = await call(backend, 'generate-image', { token: gold, body: { generationId: request.generationId } });
    expect(failed.status).toBe(502);
    // One attempt reached OpenAI and one was counted: no retry the budget did not see (maxRetries 0).
    expect(edits() - before).toBe(1);
    expect(await budget()).toMatchObject({ image: 3, imageByPlan: { free: 1, gold: 2 } });
    openAi.answers['/v1/images/edits'] = pictureOk();
    const again = await call(backend, 'generate-image', { token: gold, body: { generationId: request.generationId } });
    expect(again.status).toBe(200);
    expect(edits() - before).toBe(2);
    expect(await budget()).toMatchObject({ image: 4, imageByPlan: { free: 1, gold: 3 } });
    // The Gold share (3) is spent now: the next Gold picture is refused, the day's budget (10) notwithstanding.
    const over = await picture(gold);
    expect([over.status, over.body.error]).toEqual([
      429,
      expect.stringMatching(/^Roomboard has made all the AI room pictures it can for Gold members today\./),
    ]);
    expect(edits() - before).toBe(2);
  });
});
