// The bad-input sweep: every endpoint of the light API, the generate function and the Stripe webhook gets well over a
// hundred malformed requests, made from a fixed seed. None may answer 5xx or anything but JSON with a string `error`.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CutoutMaker } from '../ports/cutouts.port.js';
import { createAccount, sessionFor } from '../testing/auth.js';
import { startBackend, type TestBackend } from '../testing/backend.js';
import { controlledGenerator, startGenerateBackend, testPicture, type GenerateBackend } from '../testing/generate-backend.js';
import {
  BAD_AUTH,
  BAD_IDS,
  BAD_QUERIES,
  malformedBodies,
  pool,
  seeded,
  seedOf,
  send,
  type RawRequest,
  type RawResponse,
} from '../testing/malformed.js';
import { checkoutEvent, startFakeStripe, startWebhook, type FakeStripe, type TestWebhook } from '../testing/stripe.js';

type Target = 'api' | 'generate' | 'webhook';
/** `throwaway`: a session of its own account, for the call that ends it (logout). */
type Caller = 'session' | 'throwaway' | 'idToken' | 'optional' | 'none' | 'signature';

interface Endpoint {
  method: string;
  /** With `:id` where the route takes a parameter. */
  path: string;
  target: Target;
  caller: Caller;
  /** A well-formed body, which the sweep breaks in every way it knows. */
  valid?: Record<string, unknown> | [Record<string, unknown>];
  /** A well-formed parameter for `:id`. */
  id?: string;
  /**
   * One request at a time: every well-formed one rewrites the same document in a transaction (the user's, or a form's
   * counters for this address and IP), and the Firestore emulator settles concurrent writers to one document by lock
   * timeouts (ABORTED: 503s, and a sweep that outlived its 30 s on a busy machine). That is contention, not bad input.
   */
  serial?: true;
}

const uuid = '3f1c2b9a-7d4e-4c1a-9b8e-0a1b2c3d4e5f';

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/health', target: 'api', caller: 'none' },
  { method: 'GET', path: '/api/files/:id', target: 'api', caller: 'none', id: `products/${'a'.repeat(32)}.png` },
  { method: 'POST', path: '/api/login', target: 'api', caller: 'none', valid: { idToken: 'not-a-real-id-token' } },
  { method: 'GET', path: '/api/products', target: 'api', caller: 'none' },
  { method: 'POST', path: '/api/logout', target: 'api', caller: 'throwaway' },
  { method: 'GET', path: '/api/generations/:id', target: 'api', caller: 'session', id: uuid },
  { method: 'GET', path: '/api/generation-progress/:id', target: 'api', caller: 'session', id: uuid },
  {
    method: 'POST',
    path: '/api/sign_up',
    target: 'api',
    caller: 'idToken',
    valid: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', address: '1 Analytical Way' },
  },
  { method: 'GET', path: '/api/get-profile', target: 'api', caller: 'session' },
  // The avatar's body is the image file itself; a JSON body (as the sweep sends) is refused as not an image.
  { method: 'PUT', path: '/api/profile-image', target: 'generate', caller: 'session', valid: { image: 'me.png' } },
  {
    method: 'PUT',
    path: '/api/save-profile',
    target: 'api',
    caller: 'session',
    serial: true,
    valid: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      user_name: 'ada.l',
      address: '1 Analytical Way',
      unit: '2',
      zip: '12345',
      city: 'London',
      state: 'Greater London',
      country: 'England',
    },
  },
  {
    method: 'POST',
    path: '/api/contact-us',
    target: 'api',
    caller: 'optional',
    serial: true,
    valid: { name: 'Ada', email: 'ada@example.com', phone: '+1 555 0100', subject: 'Hello', message: 'A question about boards.' },
  },
  { method: 'POST', path: '/api/newsletter', target: 'api', caller: 'none', serial: true, valid: { email: 'ada@example.com' } },
  { method: 'POST', path: '/api/save-products', target: 'api', caller: 'session', valid: [{ generationId: uuid }] },
  { method: 'GET', path: '/api/get_products_all', target: 'api', caller: 'optional' },
  { method: 'GET', path: '/api/get_products_by_email', target: 'api', caller: 'session' },
  { method: 'GET', path: '/api/boards/:id', target: 'api', caller: 'optional', id: 'no-such-board' },
  { method: 'DELETE', path: '/api/boards/:id', target: 'api', caller: 'session', id: 'no-such-board' },
  { method: 'PATCH', path: '/api/boards/:id', target: 'api', caller: 'session', id: 'no-such-board', valid: { visibility: 'private' } },
  {
    method: 'PUT',
    path: '/api/boards/:id/layout',
    target: 'api',
    caller: 'session',
    id: 'no-such-board',
    valid: { width: 400, length: 300, shape: 'rectangular', items: [{ id: 'p1', x: 10, y: 20, rotation: 90 }] },
  },
  // A board picture's body is the image file itself; a JSON body (as the sweep sends) is refused as not an image.
  { method: 'POST', path: '/api/boards/:id/picture', target: 'generate', caller: 'session', id: 'no-such-board', valid: { image: 'x' } },
  { method: 'GET', path: '/api/boards/:id/pictures', target: 'api', caller: 'session', id: 'no-such-board' },
  { method: 'POST', path: `/api/boards/:id/pictures/${'d'.repeat(32)}/restore`, target: 'api', caller: 'session', id: 'no-such-board' },
  // The room photo's body is the photo itself; a JSON body is refused as not an image.
  { method: 'POST', path: '/api/boards/:id/room-photo', target: 'generate', caller: 'session', id: 'no-such-board', valid: { photo: 'x' } },
  { method: 'GET', path: '/api/boards/:id/room-photo/image', target: 'api', caller: 'none', id: 'no-such-board' },
  {
    method: 'POST',
    path: '/api/boards/:id/picture/photoreal',
    target: 'generate',
    caller: 'session',
    id: 'no-such-board',
    valid: { pictureId: 'd'.repeat(32) },
  },
  {
    method: 'POST',
    path: '/api/stripe/create-checkout-session',
    target: 'api',
    caller: 'session',
    valid: { card_title: 'Gold', card_price: 50 },
  },
  { method: 'GET', path: '/api/stripe/session/:id', target: 'api', caller: 'session', id: 'cs_test_nothing' },
  { method: 'GET', path: '/api/membership', target: 'api', caller: 'session' },
  {
    method: 'POST',
    path: '/api/generate-description',
    target: 'generate',
    caller: 'session',
    valid: {
      generationId: uuid,
      function_name: 'Sleep',
      size: 'Queen Size',
      style: 'Natural Tones',
      selections: ['Bed'],
      selectedProducts: [{ id: 'no-such-product' }],
    },
  },
  { method: 'POST', path: '/api/generate-image', target: 'generate', caller: 'session', valid: { generationId: uuid } },
  {
    method: 'PUT',
    path: '/api/boards/:id/products',
    target: 'generate',
    caller: 'session',
    id: 'no-such-board',
    valid: { productIds: ['no-such-product'], generationId: uuid },
  },

  {
    method: 'POST',
    path: '/api/stripe/webhook',
    target: 'webhook',
    caller: 'signature',
    valid: checkoutEvent(
      'checkout.session.completed',
      { id: 'cs_test_sweep', uid: 'nobody', tier: 'gold' },
      { id: 'evt_sweep', created: 1_700_000_000 },
    ),
  },
];

/** Each endpoint gets at least this many requests; seeded ones fill up to it. */
const AT_LEAST = 120;
const CONCURRENCY = 8;

interface Credentials {
  session: string;
  throwaway: string;
  idToken: string;
}

/** A request without its credentials: `auth` says which to add when sending. */
type Planned = RawRequest & { auth: 'good' | 'none' | 'raw' };

const PATH_PIECES = [
  '%',
  '%2F',
  '..',
  '/',
  '%00',
  'a',
  '9',
  '-',
  '_',
  '%E0',
  '%F0%9F%98%80',
  '~',
  '__',
  '*',
  '%25',
  ';',
  ',',
  '%0A',
  '%ED%A0%80',
  '.',
];
const QUERY_PIECES = [
  'page',
  'page_size',
  'cursor',
  'search',
  'token',
  '=',
  '&',
  '%',
  '-1',
  '1e309',
  'abc',
  '[]',
  '%00',
  '%ED%A0%80',
  '..%2F',
  '__proto__',
  '[0]',
  '1.5',
  '',
];

/** Every malformed request for one endpoint: bodies, ids, queries and headers, then seeded ones up to AT_LEAST. */
function plan(endpoint: Endpoint): Planned[] {
  const random = seeded(seedOf(`${endpoint.method} ${endpoint.path}`));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const pathWith = (id: string) => endpoint.path.replace(':id', id);
  const wellFormedPath = pathWith(endpoint.id ?? '');
  const validBody = endpoint.valid === undefined ? undefined : JSON.stringify(endpoint.valid);
  const jsonHeaders: Record<string, string> = validBody === undefined ? {} : { 'content-type': 'application/json' };
  const out: Planned[] = [];
  const add = (request: Omit<Planned, 'method' | 'auth'> & { auth?: Planned['auth'] }) =>
    out.push({ method: endpoint.method, auth: 'good', ...request });

  if (endpoint.valid !== undefined) {
    for (const body of malformedBodies(endpoint.valid, random, 15)) {
      const headers: Record<string, string> = body.contentType === null ? {} : { 'content-type': body.contentType ?? 'application/json' };
      add({ label: body.label, path: wellFormedPath, headers, body: body.body, chunked: body.chunked, expect: body.expect });
    }
  } else {
    // Bodies where none belongs are ignored, whatever they hold.
    add({
      label: 'JSON body on a bodiless call',
      path: wellFormedPath,
      headers: { 'content-type': 'application/json' },
      body: '{"page":-1}',
    });
    add({ label: 'invalid JSON on a bodiless call', path: wellFormedPath, headers: { 'content-type': 'application/json' }, body: '{' });
    add({ label: 'text on a bodiless call', path: wellFormedPath, headers: { 'content-type': 'text/plain' }, body: 'hello' });
  }
  if (endpoint.id !== undefined) {
    for (const id of BAD_IDS) add({ label: `id ${id.slice(0, 40)}`, path: pathWith(id), headers: jsonHeaders, body: validBody });
    add({ label: 'raw ../ in the path', path: `${pathWith('..')}/../../health`, headers: jsonHeaders, body: validBody });
    add({ label: 'empty id', path: pathWith(''), headers: jsonHeaders, body: validBody });
    add({ label: 'id with a trailing slash', path: `${wellFormedPath}/`, headers: jsonHeaders, body: validBody });
  }
  for (const query of BAD_QUERIES)
    add({ label: `query ${query.slice(0, 40)}`, path: `${wellFormedPath}?${query}`, headers: jsonHeaders, body: validBody });
  for (const authorization of BAD_AUTH) {
    add({
      label: `authorization ${authorization.slice(0, 30)}`,
      path: wellFormedPath,
      headers: { ...jsonHeaders, authorization },
      body: validBody,
      auth: 'raw',
    });
  }
  add({ label: 'no credentials', path: wellFormedPath, headers: jsonHeaders, body: validBody, auth: 'none' });
  add({ label: 'accept: xml only', path: wellFormedPath, headers: { ...jsonHeaders, accept: 'application/xml' }, body: validBody });
  add({
    label: 'odd header values',
    path: wellFormedPath,
    headers: { ...jsonHeaders, 'x-forwarded-for': '::1, garbage, 999.1.1.1', origin: 'null', 'stripe-signature': 't=abc,v1=zz' },
    body: validBody,
  });

  for (let i = 0; out.length < AT_LEAST; i++) {
    const id = endpoint.id === undefined ? '' : Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick(PATH_PIECES)).join('');
    const query = Array.from({ length: 1 + Math.floor(random() * 8) }, () => pick(QUERY_PIECES)).join('');
    add({
      label: `seeded path and query #${i}`,
      path: `${endpoint.id === undefined ? wellFormedPath : pathWith(id)}?${query}`,
      headers: jsonHeaders,
      body: validBody,
    });
  }
  return out;
}

function withCredentials(endpoint: Endpoint, request: Planned, credentials: Credentials): RawRequest {
  if (request.auth !== 'good') return request;
  const headers = { ...request.headers };
  if (endpoint.caller === 'session' || endpoint.caller === 'optional') headers.authorization = `Bearer ${credentials.session}`;
  if (endpoint.caller === 'throwaway') headers.authorization = `Bearer ${credentials.throwaway}`;
  if (endpoint.caller === 'idToken') headers.authorization = `Bearer ${credentials.idToken}`;
  if (endpoint.caller === 'signature') headers['stripe-signature'] ??= `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`;
  return { ...request, headers };
}

/** What is wrong with an answer, or null when it keeps the rules. */
function problem(request: RawRequest, response: RawResponse): string | null {
  if (response.status >= 500) return `answered ${response.status}: ${response.text.slice(0, 200)}`;
  if (request.expect !== undefined && response.status !== request.expect)
    return `answered ${response.status}, expected ${request.expect}: ${response.text.slice(0, 200)}`;
  if (response.status === 204) return null;
  if (!/^application\/json\b/.test(response.contentType))
    return `answered ${response.status} as '${response.contentType}': ${response.text.slice(0, 200)}`;
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    return `answered ${response.status} with text that is not JSON: ${response.text.slice(0, 200)}`;
  }
  if (response.status >= 400 && typeof (body as { error?: unknown }).error !== 'string')
    return `answered ${response.status} without a string error: ${response.text.slice(0, 200)}`;
  return null;
}

const noCutouts: CutoutMaker = {
  async cut() {
    return testPicture('#2F7F7A');
  },
};

describe('bad-input sweep', () => {
  let api: TestBackend;
  let generate: GenerateBackend;
  let webhook: TestWebhook;
  let stripe: FakeStripe;
  let credentials: Credentials;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    [api, generate, webhook] = await Promise.all([
      startBackend(stripe.env()),
      startGenerateBackend({}, { generator: controlledGenerator().generator, cutouts: noCutouts }),
      startWebhook(stripe.env()),
    ]);
    const [member, leaver, newcomer] = await Promise.all([
      createAccount(),
      createAccount(),
      createAccount(`sweep-${randomUUID().slice(0, 8)}@example.com`),
    ]);
    credentials = { session: await sessionFor(api, member), throwaway: await sessionFor(api, leaver), idToken: newcomer.idToken };
  });
  afterAll(async () => {
    await Promise.all([api?.close(), generate?.close(), webhook?.close(), stripe?.close()]);
  });

  const baseUrl = (target: Target) => (target === 'api' ? api.url : target === 'generate' ? generate.url : new URL(webhook.url).origin);

  it('covers all 33 endpoints: 25 on the light API, 7 on the generate function (generation and uploads), the webhook', () => {
    expect(ENDPOINTS.map((endpoint) => endpoint.target).sort()).toEqual([
      ...Array(25).fill('api'),
      ...Array(7).fill('generate'),
      'webhook',
    ]);
  });

  for (const endpoint of ENDPOINTS) {
    const requests = plan(endpoint);
    it(`${endpoint.method} ${endpoint.path}: ${requests.length} malformed requests, no 5xx, always a JSON {error}`, async () => {
      expect(requests.length).toBeGreaterThanOrEqual(100);
      const url = baseUrl(endpoint.target);
      const failures = (
        await pool(requests, endpoint.serial ? 1 : CONCURRENCY, async (request) => {
          const raw = withCredentials(endpoint, request, credentials);
          try {
            const found = problem(raw, await send(url, raw));
            return found && `${request.label} (${raw.path.slice(0, 80)}): ${found}`;
          } catch (error) {
            return `${request.label} (${raw.path.slice(0, 80)}): ${error instanceof Error ? error.message : String(error)}`;
          }
        })
      ).filter((failure): failure is string => failure !== null);
      expect(failures).toEqual([]);
    });
  }
});
