// The ceiling on paid work over real HTTP, on the Auth and Firestore emulators: limits under concurrent requests,
// the daily budget of paid calls, verified e-mails for OpenAI, App Check.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID } from '../contracts/accounts.examples.js';
import { budgetDay, untilNextBudgetDay } from '../domain/usage-limits.js';
import { adminApp } from '../composition.js';
import type { AppCheckVerifier } from '../ports/app-check.port.js';
import { EMAIL_UNVERIFIED } from '../services/steps/generation.js';
import { createAccount, sessionFor, verifyEmail } from '../testing/auth.js';
import { call, startBackend, type HttpResult, type TestBackend } from '../testing/backend.js';
import { seedProducts, startGenerateBackend, type GenerateBackend } from '../testing/generate-backend.js';
import { fakeOpenAi, listenOpenAi, outputText } from '../testing/openai.js';
import { APP_CHECK_FAILED } from './app-check.js';

const board = (productId: string) => ({
  generationId: randomUUID(),
  function_name: 'Sleep',
  size: 'Queen Size',
  style: 'Natural Tones',
  selectedProducts: [{ id: productId }],
});

const statuses = (results: HttpResult[]) => results.map((result) => result.status).sort();
const refusals = (results: HttpResult[]) => results.filter((result) => result.status === 429);

/** Accepts the one token the test's "web app" has. */
const fakeAppCheck: AppCheckVerifier = { verify: async (token) => token === 'app-check-ok' };

describe('per-user generation limits under concurrent requests', () => {
  let backend: GenerateBackend;
  const productId = `ceiling-${randomUUID().slice(0, 6)}`;
  beforeAll(async () => {
    backend = await startGenerateBackend({ GENERATIONS_PER_HOUR: '3' });
    await seedProducts(backend, [{ id: productId }]);
  });
  afterAll(() => backend.close());

  it('lets exactly the hourly limit through of N + 3 boards asked at once, the rest 429 with Retry-After', async () => {
    const token = await sessionFor(backend, await createAccount());
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call(backend, 'generate-description/', { token, body: board(productId) })),
    );
    expect(statuses(results)).toEqual([200, 200, 200, 429, 429, 429]);
    for (const refused of refusals(results)) {
      expect(refused.body).toMatchObject({
        error: 'You have reached the limit of 3 boards an hour. Please try again in 60 minutes.',
        code: 'rate-limited',
      });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
  });

  it('holds the daily limit the same way when it is the lower one', async () => {
    const daily = await startGenerateBackend({ GENERATIONS_PER_HOUR: '10', GENERATIONS_PER_DAY: '2' });
    try {
      await seedProducts(daily, [{ id: productId }]);
      const token = await sessionFor(daily, await createAccount());
      const results = await Promise.all(
        Array.from({ length: 5 }, () => call(daily, 'generate-description/', { token, body: board(productId) })),
      );
      expect(statuses(results)).toEqual([200, 200, 429, 429, 429]);
      for (const refused of refusals(results)) {
        expect(refused.body.error).toBe('You have reached the limit of 2 boards a day. Please try again in 24 hours.');
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(86_000);
      }
    } finally {
      await daily.close();
    }
  });
});

describe("the project's daily budget of paid AI calls (OpenAI stand-in)", () => {
  const openAi = fakeOpenAi();
  let backend: GenerateBackend;
  const productId = `budget-${randomUUID().slice(0, 6)}`;
  beforeAll(async () => {
    const baseURL = await listenOpenAi(openAi);
    backend = await startGenerateBackend({
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: baseURL,
      AI_TEXT_CALLS_PER_DAY: '2',
      AI_IMAGE_CALLS_PER_DAY: '1',
      GENERATIONS_PER_HOUR: '50',
    });
    await seedProducts(backend, [{ id: productId }]);
    const jpeg = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#C0674A' } })
      .jpeg()
      .toBuffer();
    openAi.answers['/v1/responses'] = {
      status: 200,
      body: outputText(JSON.stringify({ title: 'Oak Retreat', main_title: 'A calm bedroom', description: 'Walnut and linen.' })),
    };
    openAi.answers['/v1/images/edits'] = { status: 200, body: { created: 1, data: [{ b64_json: jpeg.toString('base64') }] } };
    const budget = (await getFirestore(await adminApp(backend.config))).collection('aiBudget').doc(budgetDay(new Date()));
    await budget.delete();
  });
  afterAll(async () => {
    await backend.close();
    await new Promise<void>((resolve) => openAi.server.close(() => resolve()));
  });

  const calls = (path: string) => openAi.seen.filter((request) => request.path === path).length;

  it('refuses paid generation to a user whose e-mail is not verified, before any paid call', async () => {
    const user = await createAccount();
    const token = await sessionFor(backend, user);
    const refused = await call(backend, 'generate-description/', { token, body: board(productId) });
    expect([refused.status, refused.body]).toEqual([403, { error: EMAIL_UNVERIFIED, code: 'email-unverified', email: user.email }]);
    expect(openAi.seen).toHaveLength(0);
  });

  it('lets a user through once they verify, even with the session made before', async () => {
    const user = await createAccount();
    const token = await sessionFor(backend, user);
    await verifyEmail(user);
    const request = board(productId);
    const described = await call(backend, 'generate-description/', { token, body: request });
    expect([described.status, described.body.generated_title]).toEqual([200, 'Oak Retreat']);
    expect(calls('/v1/responses')).toBe(1);
    const pictured = await call(backend, 'generate-image', { token, body: { generationId: request.generationId } });
    expect(pictured.status).toBe(200);
    expect(calls('/v1/images/edits')).toBe(1);
  });

  it('counts text and image calls apart and answers 429 until UTC midnight beyond each, under concurrent requests', async () => {
    // One text and one image call of today's budget were spent above: one text call and no image call are left.
    const users = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const user = await createAccount();
        await verifyEmail(user);
        return sessionFor(backend, user);
      }),
    );
    const requests = users.map(() => board(productId));
    const described = await Promise.all(
      users.map((token, index) => call(backend, 'generate-description/', { token, body: requests[index] })),
    );
    expect(statuses(described)).toEqual([200, 429, 429]);
    const untilMidnight = Math.ceil(untilNextBudgetDay(new Date()) / 1000);
    for (const refused of refusals(described)) {
      expect(refused.body.error).toMatch(
        /^Roomboard has made all the AI boards it can for today\. Please try again in \d+ (hours|minutes)\.$/,
      );
      expect(Math.abs(Number(refused.headers.get('retry-after')) - untilMidnight)).toBeLessThan(10);
    }
    expect(calls('/v1/responses')).toBe(2);

    const winner = described.findIndex((result) => result.status === 200);
    const pictured = await call(backend, 'generate-image', {
      token: users[winner],
      body: { generationId: requests[winner]!.generationId },
    });
    expect([pictured.status, pictured.body.error]).toEqual([
      429,
      expect.stringMatching(/^Roomboard has made all the AI room pictures it can for today\. Please try again in/),
    ]);
    expect(calls('/v1/images/edits')).toBe(1);
    const spent = await (await getFirestore(await adminApp(backend.config))).collection('aiBudget').doc(budgetDay(new Date())).get();
    expect([spent.get('text'), spent.get('image')]).toEqual([2, 1]);
  });
});

describe('App Check (fake verifier)', () => {
  let generate: GenerateBackend;
  let api: TestBackend;
  const productId = `appcheck-${randomUUID().slice(0, 6)}`;
  beforeAll(async () => {
    [generate, api] = await Promise.all([
      startGenerateBackend({}, { appCheck: fakeAppCheck }),
      startBackend({}, { appCheck: fakeAppCheck }),
    ]);
    await seedProducts(generate, [{ id: productId }]);
  });
  afterAll(() => Promise.all([generate.close(), api.close()]));

  it('when on, the generate path answers 403 without a valid token and works with one', async () => {
    const token = await sessionFor(generate, await createAccount());
    const refused = { error: APP_CHECK_FAILED, code: 'app-check' };
    const missing = await call(generate, 'generate-description/', { token, body: board(productId) });
    const wrong = await call(generate, 'generate-description/', {
      token,
      body: board(productId),
      headers: { 'x-firebase-appcheck': 'forged' },
    });
    expect([missing.status, missing.body, wrong.status, wrong.body]).toEqual([403, refused, 403, refused]);
    const request = board(productId);
    const headers = { 'x-firebase-appcheck': 'app-check-ok' };
    expect((await call(generate, 'generate-description/', { token, body: request, headers })).status).toBe(200);
    const image = await call(generate, 'generate-image', { token, body: { generationId: request.generationId } });
    expect([image.status, image.body.code]).toEqual([403, 'app-check']);
  });

  it('when on, the contact form and the newsletter answer 403 without a valid token', async () => {
    const contact = await call(api, 'contact-us', { body: VALID.contact });
    const newsletter = await call(api, 'newsletter', { body: { email: 'ann@example.com' } });
    expect([contact.status, contact.body.code, newsletter.status, newsletter.body.code]).toEqual([403, 'app-check', 403, 'app-check']);
    const headers = { 'x-firebase-appcheck': 'app-check-ok' };
    expect((await call(api, 'contact-us', { body: VALID.contact, headers })).status).toBe(200);
  });

  it('when off (the emulator default), nothing asks for a token', async () => {
    const plain = await startBackend({ APP_CHECK: 'on' });
    try {
      expect(plain.config.appCheck).toBe(false);
      expect((await call(plain, 'contact-us', { body: VALID.contact })).status).toBe(200);
    } finally {
      await plain.close();
    }
  });
});

describe('contact form and newsletter limits under concurrent requests', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend({ FORMS_PER_ADDRESS_PER_HOUR: '3', FORMS_PER_IP_PER_HOUR: '4' });
  });
  afterAll(() => backend.close());

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const tag = () => randomUUID().slice(0, 8);

  it('lets exactly the per-address limit of messages through from different IPs, the rest 429 with Retry-After', async () => {
    const email = `ceiling-${tag()}@example.com`;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call(backend, 'contact-us', { body: { ...VALID.contact, email }, headers: from(`198.51.100.${index + 1}`) }),
      ),
    );
    expect(statuses(results)).toEqual([200, 200, 200, 429, 429, 429]);
    for (const refused of refusals(results)) {
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(refused.body).toEqual({
        error: 'Too many requests from you. Please try again in 60 minutes.',
        code: 'rate-limited',
        retryAfter,
      });
    }
    const filed = await (
      await getFirestore(await adminApp(backend.config))
    )
      .collection('contactMessages')
      .where('email', '==', email)
      .get();
    expect(filed.size).toBe(3);
  });

  it('lets exactly the per-IP limit of subscriptions through for different addresses', async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const results = await Promise.all(
      Array.from({ length: 7 }, () => call(backend, 'newsletter', { body: { email: `news-${tag()}@example.com` }, headers: from(ip) })),
    );
    expect(statuses(results)).toEqual([200, 200, 200, 200, 429, 429, 429]);
    expect(Number(refusals(results)[0]!.headers.get('retry-after'))).toBeGreaterThan(3500);
  });

  it('answers the newsletter the same whether or not the address was subscribed', async () => {
    const email = `news-${tag()}@example.com`;
    const first = await call(backend, 'newsletter', { body: { email }, headers: from('192.0.2.10') });
    const again = await call(backend, 'newsletter', { body: { email }, headers: from('192.0.2.11') });
    expect([first.status, first.body]).toEqual([200, { subscribed: true }]);
    expect([again.status, again.body]).toEqual([first.status, first.body]);
  });
});
