// The authorization matrix: every endpoint that needs identity × {no token, garbage, expired, revoked, another user's},
// then proof that nothing of the victim's was read or changed, and that the public endpoints work signed out.
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_NOT_FOUND, type Board, type BoardsPage } from '../contracts/boards.js';
import type { UnsavedGenerations } from '../contracts/generation.js';
import { INVITE_WRONG_ACCOUNT } from '../contracts/live.js';
import { contentKey } from '../domain/blob-keys.js';
import { adminApp, composeCatalogue } from '../composition.js';
import type { CutoutMaker } from '../ports/cutouts.port.js';
import type { GenerationsRepository } from '../ports/generations.port.js';
import { createAccount, expiredSessionToken, sessionFor, verifyEmail, type TestUser } from '../testing/auth.js';
import { call, startBackend, type HttpResult, type TestBackend } from '../testing/backend.js';
import { controlledGenerator, startGenerateBackend, testPicture, type GenerateBackend } from '../testing/generate-backend.js';
import { createCatalogueProduct, createGenerationJob } from '../testing/factories.js';
import { emulatorToken } from '../testing/jwt.js';
import { startFakeStripe, type FakeStripe } from '../testing/stripe.js';

const NOT_AUTHORIZED = 'You are not authorized to perform this task';
const prefix = `authz-${randomUUID().slice(0, 6)}`;
const productIds = [`${prefix}-1`, `${prefix}-2`];

/** A finished generation of the matrix products, as the generate function leaves it. */
const finishedJob = (ownerUid: string) =>
  createGenerationJob({
    id: randomUUID(),
    ownerUid,
    productIds,
    createdAt: new Date(),
    text: {
      title: 'The Victim Bedroom',
      description: { main_title: 'Private words', description: 'Only the owner reads this.' },
      palette: [{ hex: '#6F4A31', name: 'Walnut' }],
    },
    imageKey: randomUUID(),
  });

const noCutouts: CutoutMaker = {
  async cut() {
    return testPicture('#2F7F7A');
  },
};

const LAYOUT = { width: 400, length: 300, shape: 'rectangular', items: [{ id: productIds[0], x: 50, y: 60, rotation: 90 }] };
const PROFILE = {
  first_name: 'Mallory',
  last_name: 'Intruder',
  user_name: `mallory.${randomUUID().slice(0, 8)}`,
  address: '9 Elsewhere Rd',
  unit: '',
  zip: '99999',
  city: 'Nowhere',
  state: 'Nowhere',
  country: 'Nowhere',
};

interface Victim {
  user: TestUser;
  token: string;
  /** Finished and saved as `publicBoard`. */
  generationId: string;
  /** Finished, not saved: what another user might try to save as theirs. */
  unsavedGenerationId: string;
  publicBoard: string;
  privateBoard: string;
  checkoutSessionId: string;
  /** An invitation of another address to edit `privateBoard`. */
  inviteId: string;
}

/** The community's endpoints that need a session (they answer 401 to every bad token). */
const COMMUNITY_IDENTIFIED: { name: string; method: string; path: (victim: Victim) => string; body?: () => unknown }[] = [
  { name: 'GET /api/users/me', method: 'GET', path: () => 'users/me' },
  { name: 'GET /api/get_products_all?feed=following', method: 'GET', path: () => 'get_products_all/?feed=following' },
  { name: 'PUT /api/users/:uid/follow', method: 'PUT', path: (v) => `users/${v.user.uid}/follow` },
  { name: 'DELETE /api/users/:uid/follow', method: 'DELETE', path: (v) => `users/${v.user.uid}/follow` },
  { name: 'PUT /api/boards/:id/like', method: 'PUT', path: (v) => `boards/${v.publicBoard}/like` },
  { name: 'DELETE /api/boards/:id/like', method: 'DELETE', path: (v) => `boards/${v.publicBoard}/like` },
  { name: 'POST /api/boards/:id/copy', method: 'POST', path: (v) => `boards/${v.publicBoard}/copy` },
  { name: 'POST /api/boards/:id/comments', method: 'POST', path: (v) => `boards/${v.publicBoard}/comments`, body: () => ({ text: 'Hi' }) },
  { name: 'DELETE /api/comments/:id', method: 'DELETE', path: () => 'comments/some-comment' },
  {
    name: 'POST /api/boards/:id/report',
    method: 'POST',
    path: (v) => `boards/${v.publicBoard}/report`,
    body: () => ({ reason: 'spam' }),
  },
  { name: 'POST /api/comments/:id/report', method: 'POST', path: () => 'comments/some-comment/report', body: () => ({ reason: 'spam' }) },
];

/** The admin API: 404 for everyone without the admin claim, signed in or not. */
const ADMIN_ENDPOINTS = (board: string, comment: string): [string, string, unknown][] => [
  ['GET', 'admin/queue', undefined],
  ['POST', `admin/boards/${board}`, { action: 'hide' }],
  ['POST', `admin/comments/${comment}`, { action: 'hide' }],
  ['GET', 'admin/payouts?period=2026-11', undefined],
  ['POST', 'admin/payouts/run', {}],
  ['GET', 'admin/audit', undefined],
  ['GET', 'admin/applications?status=pending', undefined],
  ['POST', 'admin/applications/any/approve', {}],
  ['POST', 'admin/applications/any/decline', { reason: 'No.' }],
  ['POST', 'admin/designers/any/suspend', {}],
  ['POST', 'admin/designers/any/reinstate', {}],
  ['POST', 'admin/consultations/any/cancel', { reason: 'No-show.' }],
];

describe('authorization matrix', () => {
  let api: TestBackend;
  let generate: GenerateBackend;
  let stripe: FakeStripe;
  let db: Firestore;
  let generations: GenerationsRepository;
  let victim: Victim;
  let attacker: TestUser;
  let attackerToken: string;
  /** Tokens that must not work: the four columns before "another user's". */
  let badTokens: { none: undefined; garbage: string; expired: string; revoked: string };
  let revokedIdToken: string;
  let victimBefore: string;

  const makeGeneration = async (uid: string) => {
    const job = finishedJob(uid);
    await generations.transact(job.id, uid, () => ({ result: null, job }));
    return job.id;
  };

  /** Everything stored for the victim, as comparable text: profile, membership, boards (with layout), generations, checkouts. */
  async function victimState(): Promise<string> {
    const docs = await Promise.all([
      db.doc(`users/${victim.user.uid}`).get(),
      db.doc(`boards/${victim.publicBoard}`).get(),
      db.doc(`boards/${victim.privateBoard}`).get(),
      db.doc(`generations/${victim.generationId}`).get(),
      db.doc(`generations/${victim.unsavedGenerationId}`).get(),
      db.doc(`liveLayouts/${victim.publicBoard}`).get(),
      db.doc(`liveLayouts/${victim.privateBoard}`).get(),
      db.doc(`boardInvites/${victim.inviteId}`).get(),
    ]);
    const owned = await db.collection('boards').where('ownerUid', '==', victim.user.uid).get();
    return JSON.stringify({
      docs: docs.map((doc) => [doc.ref.path, doc.exists, doc.data()]),
      boards: owned.docs.map((doc) => doc.id).sort(),
    });
  }

  async function signUp(backend: TestBackend, user: TestUser, first: string) {
    const { status } = await call(backend, 'sign_up', {
      token: user.idToken,
      body: { first_name: first, last_name: 'Tester', email: user.email, address: '1 Test Street' },
    });
    expect(status).toBe(201);
  }

  beforeAll(async () => {
    stripe = await startFakeStripe();
    [api, generate] = await Promise.all([
      startBackend(stripe.env()),
      startGenerateBackend(stripe.env(), { generator: controlledGenerator().generator, cutouts: noCutouts }),
    ]);
    db = getFirestore(await adminApp(api.config));
    const catalogue = await composeCatalogue(api.config);
    generations = catalogue.generations;
    await catalogue.products.upsertMany(productIds.map((id, n) => createCatalogueProduct(n + 1, { id, title: `Matrix product ${n + 1}` })));

    const [victimUser, attackerUser, revokedUser] = await Promise.all([createAccount(), createAccount(), createAccount()]);
    // The victim invites (a verified address is needed); the attacker stays unverified.
    await verifyEmail(victimUser);
    await Promise.all([signUp(api, victimUser, 'Victoria'), signUp(api, attackerUser, 'Mallory'), signUp(api, revokedUser, 'Rex')]);
    const [victimToken, attackerSession, revokedSession] = await Promise.all([
      sessionFor(api, victimUser),
      sessionFor(api, attackerUser),
      sessionFor(api, revokedUser),
    ]);
    attacker = attackerUser;
    attackerToken = attackerSession;

    const [generationId, privateGenerationId, unsavedGenerationId] = await Promise.all([
      makeGeneration(victimUser.uid),
      makeGeneration(victimUser.uid),
      makeGeneration(victimUser.uid),
    ]);
    const save = async (id: string) => {
      const { status, body } = await call<{ id: string }>(api, 'save-products', { token: victimToken, body: [{ generationId: id }] });
      expect(status).toBe(201);
      return body.id;
    };
    const [publicBoard, privateBoard] = await Promise.all([save(generationId), save(privateGenerationId)]);
    expect(
      (await call(api, `boards/${privateBoard}`, { method: 'PATCH', token: victimToken, body: { visibility: 'private' } })).status,
    ).toBe(200);
    expect((await call(api, `boards/${publicBoard}/layout`, { method: 'PUT', token: victimToken, body: LAYOUT })).status).toBe(200);
    const checkout = await call<{ url: string }>(api, 'stripe/create-checkout-session', {
      token: victimToken,
      body: { card_title: 'Gold' },
    });
    expect(checkout.status).toBe(200);
    const checkoutSessionId = checkout.body.url.split('/').pop()!;
    expect((await call(api, 'stripe/create-checkout-session', { token: victimToken, body: { card_title: 'Basic' } })).status).toBe(200);
    const invited = await call<{ id: string }>(api, `boards/${privateBoard}/invites`, {
      token: victimToken,
      body: { email: `invitee-${prefix}@example.com` },
    });
    expect(invited.status).toBe(201);
    victim = {
      user: victimUser,
      token: victimToken,
      generationId,
      unsavedGenerationId,
      publicBoard,
      privateBoard,
      checkoutSessionId,
      inviteId: invited.body.id,
    };

    // Revocation counts whole seconds: tokens issued in the same second as the revocation would still pass.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await getAuth(await adminApp(api.config)).revokeRefreshTokens(revokedUser.uid);
    revokedIdToken = revokedUser.idToken;
    badTokens = { none: undefined, garbage: 'garbage.token.value', expired: expiredSessionToken(victimUser), revoked: revokedSession };
    victimBefore = await victimState();
  });
  afterAll(async () => {
    await Promise.all([api?.close(), generate?.close(), stripe?.close()]);
  });

  interface Identified {
    name: string;
    on: 'api' | 'generate';
    method: string;
    path: () => string;
    body?: () => unknown;
  }

  /** Every endpoint that needs a session, aimed at the victim's things where it takes an id. */
  const IDENTIFIED: Identified[] = [
    { name: 'GET /api/generations/:id', on: 'api', method: 'GET', path: () => `generations/${victim.generationId}` },
    { name: 'GET /api/unsaved-generations', on: 'api', method: 'GET', path: () => 'unsaved-generations' },
    { name: 'GET /api/get-profile', on: 'api', method: 'GET', path: () => 'get-profile' },
    {
      name: 'PUT /api/save-profile',
      on: 'api',
      method: 'PUT',
      path: () => 'save-profile',
      body: () => ({ ...PROFILE, uid: victim.user.uid, email: victim.user.email }),
    },
    {
      name: 'POST /api/save-products',
      on: 'api',
      method: 'POST',
      path: () => 'save-products',
      body: () => [{ generationId: victim.unsavedGenerationId }],
    },
    {
      name: 'GET /api/get_products_by_email',
      on: 'api',
      method: 'GET',
      path: () => `get_products_by_email?email=${encodeURIComponent(victim.user.email)}`,
    },
    { name: 'DELETE /api/boards/:id', on: 'api', method: 'DELETE', path: () => `boards/${victim.publicBoard}` },
    {
      name: 'PATCH /api/boards/:id',
      on: 'api',
      method: 'PATCH',
      path: () => `boards/${victim.publicBoard}`,
      body: () => ({ visibility: 'private' }),
    },
    {
      name: 'PUT /api/boards/:id/layout',
      on: 'api',
      method: 'PUT',
      path: () => `boards/${victim.publicBoard}/layout`,
      body: () => ({ ...LAYOUT, width: 999 }),
    },
    {
      name: 'POST /api/boards/:id/picture',
      on: 'generate',
      method: 'POST',
      path: () => `boards/${victim.publicBoard}/picture?source=capture`,
      body: () => ({ picture: 'not bytes, but identity is checked first' }),
    },
    { name: 'GET /api/boards/:id/pictures', on: 'api', method: 'GET', path: () => `boards/${victim.privateBoard}/pictures` },
    {
      name: 'POST /api/boards/:id/pictures/:pictureId/restore',
      on: 'api',
      method: 'POST',
      path: () => `boards/${victim.publicBoard}/pictures/${'d'.repeat(32)}/restore`,
    },
    {
      name: 'POST /api/stripe/create-checkout-session',
      on: 'api',
      method: 'POST',
      path: () => 'stripe/create-checkout-session',
      body: () => ({ card_title: 'Basic', uid: victim.user.uid }),
    },
    { name: 'GET /api/stripe/session/:id', on: 'api', method: 'GET', path: () => `stripe/session/${victim.checkoutSessionId}` },
    { name: 'GET /api/membership', on: 'api', method: 'GET', path: () => 'membership' },
    {
      name: 'POST /api/generate-description',
      on: 'generate',
      method: 'POST',
      path: () => 'generate-description',
      body: () => ({
        generationId: victim.generationId,
        function_name: 'Sleep',
        size: 'Queen Size',
        style: 'Natural Tones',
        selectedProducts: productIds.map((id) => ({ id })),
      }),
    },
    {
      name: 'POST /api/generate-image',
      on: 'generate',
      method: 'POST',
      path: () => 'generate-image',
      body: () => ({ generationId: victim.generationId }),
    },
    {
      name: 'PUT /api/boards/:id/products',
      on: 'generate',
      method: 'PUT',
      path: () => `boards/${victim.publicBoard}/products`,
      body: () => ({ productIds: [productIds[1]] }),
    },
    { name: 'GET /api/generation-progress/:id', on: 'api', method: 'GET', path: () => `generation-progress/${victim.generationId}` },
    ...COMMUNITY_IDENTIFIED.map((endpoint) => ({ ...endpoint, on: 'api' as const, path: () => endpoint.path(victim) })),
    { name: 'POST /api/logout', on: 'api', method: 'POST', path: () => 'logout' },
    { name: 'GET /api/boards/:id/collaborators', on: 'api', method: 'GET', path: () => `boards/${victim.privateBoard}/collaborators` },
    {
      name: 'POST /api/boards/:id/invites',
      on: 'api',
      method: 'POST',
      path: () => `boards/${victim.privateBoard}/invites`,
      body: () => ({ email: attacker.email }),
    },
    {
      name: 'DELETE /api/boards/:id/invites/:inviteId',
      on: 'api',
      method: 'DELETE',
      path: () => `boards/${victim.privateBoard}/invites/${victim.inviteId}`,
    },
    {
      name: 'DELETE /api/boards/:id/editors/:uid',
      on: 'api',
      method: 'DELETE',
      path: () => `boards/${victim.privateBoard}/editors/${victim.user.uid}`,
    },
    { name: 'POST /api/boards/:id/presence', on: 'api', method: 'POST', path: () => `boards/${victim.privateBoard}/presence` },
    { name: 'DELETE /api/boards/:id/presence', on: 'api', method: 'DELETE', path: () => `boards/${victim.privateBoard}/presence` },
    { name: 'GET /api/invites/:id', on: 'api', method: 'GET', path: () => `invites/${victim.inviteId}` },
    { name: 'POST /api/invites/:id/accept', on: 'api', method: 'POST', path: () => `invites/${victim.inviteId}/accept` },
    { name: 'POST /api/live-token', on: 'api', method: 'POST', path: () => 'live-token' },
    { name: 'GET /api/shared-boards', on: 'api', method: 'GET', path: () => 'shared-boards' },
  ];

  const backendOf = (endpoint: Identified) => (endpoint.on === 'api' ? api : generate);
  const hit = (endpoint: Identified, token: string | undefined): Promise<HttpResult> =>
    call(backendOf(endpoint), endpoint.path(), { method: endpoint.method, token, body: endpoint.body?.() });

  describe.each(['none', 'garbage', 'expired', 'revoked'] as const)('with a %s token', (kind) => {
    it.each(IDENTIFIED.map((endpoint) => [endpoint.name, endpoint] as const))('%s answers 401', async (_name, endpoint) => {
      const { status, body } = await hit(endpoint, badTokens[kind]);
      expect(status).toBe(401);
      expect(body.error).toEqual(expect.any(String));
      if (kind === 'expired')
        expect(body).toMatchObject({ error: 'Token has expired', message: 'Token has expired', code: 'session-expired' });
      else expect(body.message).toBeUndefined();
    });
  });

  it('never reads a session token from the URL: GET /api/generation-progress/:id?token= answers 401, even with a valid one', async () => {
    for (const token of [victim.token, ...Object.values(badTokens).filter(Boolean)]) {
      const { status, body } = await call(api, `generation-progress/${victim.generationId}?token=${encodeURIComponent(token!)}`);
      expect([status, body.error]).toEqual([401, 'Please Login.']);
    }
  });

  describe('POST /api/sign_up (identified by a new account ID token)', () => {
    it('answers 401 without a token, with garbage, with an expired or a revoked ID token, and with a session token', async () => {
      const body = { first_name: 'Victoria', last_name: 'Tester', email: victim.user.email, address: '1 Test Street' };
      const tokens = {
        none: undefined,
        garbage: 'garbage',
        expired: emulatorToken(victim.user.uid, { kind: 'id', email: victim.user.email, ageSeconds: 7200, expiresInSeconds: -3600 }),
        revoked: revokedIdToken,
        session: victim.token,
      };
      for (const [kind, token] of Object.entries(tokens)) {
        const result = await call(api, 'sign_up', { token, body });
        expect(result.status, kind).toBe(401);
        expect(result.body.error, kind).toEqual(expect.any(String));
        if (kind === 'expired') expect(result.body.message).toBe('Token has expired');
      }
    });

    it("cannot write another user's profile: the e-mail must be the token's own", async () => {
      const fresh = await createAccount();
      const result = await call(api, 'sign_up', {
        token: fresh.idToken,
        body: { first_name: 'Victoria', last_name: 'Tester', email: victim.user.email, address: 'Hijacked' },
      });
      expect(result.status).toBe(400);
      const again = await call(api, 'sign_up', {
        token: attacker.idToken,
        body: { first_name: 'Victoria', last_name: 'Tester', email: attacker.email, address: 'Hijacked' },
      });
      expect(again.status).toBe(409);
    });
  });

  describe("with another user's session", () => {
    it("answers 403 to the victim's generation, on the light API and the generate function", async () => {
      // The unsaved list takes no id: it answers the caller's own (empty) list, checked below.
      const aimed = IDENTIFIED.filter((e) => /generation|generate|save-products/.test(e.name) && !e.name.includes('unsaved'));
      for (const endpoint of aimed) {
        const { status, body } = await hit(endpoint, attackerToken);
        expect(status, endpoint.name).toBe(403);
        expect(body.error, endpoint.name).toBe(NOT_AUTHORIZED);
      }
    });

    it("answers 403 to a change of the victim's public or private board", async () => {
      for (const board of [victim.publicBoard, victim.privateBoard]) {
        const attempts = [
          call(api, `boards/${board}`, { method: 'DELETE', token: attackerToken }),
          call(api, `boards/${board}`, { method: 'PATCH', token: attackerToken, body: { visibility: 'public' } }),
          call(api, `boards/${board}/layout`, { method: 'PUT', token: attackerToken, body: { ...LAYOUT, width: 999 } }),
          call(generate, `boards/${board}/products`, { method: 'PUT', token: attackerToken, body: { productIds: [productIds[1]] } }),
          call(generate, `boards/${board}/picture?source=capture`, { token: attackerToken, rawBody: 'x', contentType: 'image/png' }),
          call(api, `boards/${board}/pictures`, { token: attackerToken }),
          call(api, `boards/${board}/pictures/${'d'.repeat(32)}/restore`, { method: 'POST', token: attackerToken }),
        ];
        for (const { status, body } of await Promise.all(attempts)) {
          expect(status).toBe(403);
          expect(body.error).toBe(NOT_AUTHORIZED);
        }
      }
    });

    it("answers 403 to the victim's co-editors, invitations and presence, and to an invitation of another address", async () => {
      for (const endpoint of IDENTIFIED.filter((e) => /collaborators|invites|editors|presence/.test(e.name))) {
        const { status, body } = await hit(endpoint, attackerToken);
        expect(status, endpoint.name).toBe(403);
        expect(body.error, endpoint.name).toBe(/\/api\/invites\//.test(endpoint.name) ? INVITE_WRONG_ACCOUNT : NOT_AUTHORIZED);
      }
    });

    it("hides the victim's private board (404, as if it did not exist) and shows the public one as not theirs", async () => {
      const hidden = await call(api, `boards/${victim.privateBoard}`, { token: attackerToken });
      expect(hidden).toMatchObject({ status: 404, body: { error: BOARD_NOT_FOUND } });
      const shown = await call<Board>(api, `boards/${victim.publicBoard}`, { token: attackerToken });
      expect(shown.status).toBe(200);
      expect(shown.body.isOwner).toBe(false);
    });

    it("answers the caller's own data, never the victim's, where identity picks the record", async () => {
      const profile = await call(api, 'get-profile', { token: attackerToken });
      expect(profile.status).toBe(200);
      expect(profile.body.email).toBe(attacker.email);
      expect(JSON.stringify(profile.body)).not.toContain(victim.user.email);

      const own = await call<BoardsPage>(api, `get_products_by_email?email=${encodeURIComponent(victim.user.email)}&page_size=24`, {
        token: attackerToken,
      });
      expect(own.status).toBe(200);
      expect(own.body.boards.map((board) => board.id)).not.toContain(victim.publicBoard);
      expect(own.body.boards.map((board) => board.id)).not.toContain(victim.privateBoard);

      const unsaved = await call<UnsavedGenerations>(api, 'unsaved-generations', { token: attackerToken });
      expect(unsaved).toMatchObject({ status: 200, body: { generations: [] } });

      const membership = await call(api, 'membership', { token: attackerToken });
      expect(membership).toMatchObject({ status: 200, body: { membership: null, payments: [] } });
      expect(await call(api, 'shared-boards', { token: attackerToken })).toMatchObject({ status: 200, body: { boards: [] } });

      const checkout = await call(api, `stripe/session/${victim.checkoutSessionId}`, { token: attackerToken });
      expect(checkout).toMatchObject({ status: 200, body: { status: 'pending', tier: null, membership: null } });

      // Identity comes from the token: a uid or e-mail in the body changes the caller's own records only.
      const saved = await call(api, 'save-profile', {
        method: 'PUT',
        token: attackerToken,
        body: { ...PROFILE, uid: victim.user.uid, email: victim.user.email },
      });
      expect(saved.status).toBe(200);
      const basic = await call(api, 'stripe/create-checkout-session', {
        token: attackerToken,
        body: { card_title: 'Basic', uid: victim.user.uid },
      });
      expect(basic.status).toBe(200);
      expect((await call(api, 'get-profile', { token: attackerToken })).body).toMatchObject({
        email: attacker.email,
        userName: PROFILE.user_name,
      });
    });

    it("answers 403 to deleting the victim's comment, and 404 from the admin API to the attacker as to everyone else", async () => {
      const comment = await call<{ id: string }>(api, `boards/${victim.publicBoard}/comments`, {
        token: victim.token,
        body: { text: 'Mine alone' },
      });
      expect(comment.status).toBe(201);
      expect(await call(api, `comments/${comment.body.id}`, { method: 'DELETE', token: attackerToken })).toMatchObject({
        status: 403,
        body: { error: NOT_AUTHORIZED },
      });
      for (const token of [attackerToken, ...Object.values(badTokens)]) {
        for (const [method, path, body] of ADMIN_ENDPOINTS(victim.publicBoard, comment.body.id)) {
          expect(await call(api, path, { method, token, body }), `${method} ${path}`).toMatchObject({
            status: 404,
            body: { error: 'Not found.' },
          });
        }
      }
      expect((await call(api, `comments/${comment.body.id}`, { method: 'DELETE', token: victim.token })).status).toBe(204);
    });

    it("leaves every victim record as it was, and the victim's own views intact", async () => {
      expect(await victimState()).toBe(victimBefore);
      const board = await call<Board>(api, `boards/${victim.publicBoard}`, { token: victim.token });
      expect(board.status).toBe(200);
      expect(board.body).toMatchObject({ isOwner: true, visibility: 'public', layout: LAYOUT });
      const own = await call<BoardsPage>(api, 'get_products_by_email?page_size=24', { token: victim.token });
      expect(own.body.boards.map((b) => b.id).sort()).toEqual([victim.publicBoard, victim.privateBoard].sort());
      const profile = await call(api, 'get-profile', { token: victim.token });
      expect(profile.body).toMatchObject({ email: victim.user.email, firstName: 'Victoria', userName: '' });
      const membership = await call(api, 'membership', { token: victim.token });
      expect(membership.body).toMatchObject({ membership: { tier: 'basic' } });
      const generation = await call(api, `generations/${victim.unsavedGenerationId}`, { token: victim.token });
      expect(generation).toMatchObject({ status: 200, body: { generated_title: 'The Victim Bedroom' } });
      const unsaved = await call<UnsavedGenerations>(api, 'unsaved-generations', { token: victim.token });
      expect(unsaved.body.generations.map((g) => g.id)).toEqual([victim.unsavedGenerationId]);
    });
  });

  describe('optional identity (gallery, one board, contact form)', () => {
    it('treats no token and a garbage or revoked token as a visitor, and answers an expired one with 401 Token has expired', async () => {
      for (const token of [undefined, 'garbage', badTokens.revoked]) {
        const gallery = await call<BoardsPage>(api, 'get_products_all?page_size=24', { token });
        expect(gallery.status).toBe(200);
        expect(gallery.body.boards.every((board) => !board.isOwner)).toBe(true);
        const board = await call<Board>(api, `boards/${victim.publicBoard}`, { token });
        expect(board).toMatchObject({ status: 200, body: { isOwner: false } });
        expect((await call(api, `boards/${victim.privateBoard}`, { token })).status).toBe(404);
      }
      for (const path of ['get_products_all', `boards/${victim.publicBoard}`]) {
        expect(await call(api, path, { token: badTokens.expired })).toMatchObject({ status: 401, body: { message: 'Token has expired' } });
      }
      // The contact form is open to visitors: a bad session only loses the sender's uid.
      for (const token of [undefined, 'garbage', badTokens.expired, badTokens.revoked]) {
        const sent = await call(api, 'contact-us', {
          token,
          body: { name: 'Visitor', email: 'visitor@example.com', subject: 'Hi', message: 'Hello there.' },
        });
        expect(sent.status).toBe(200);
      }
    });
  });

  describe('public endpoints, signed out', () => {
    it('health, products, the gallery, files, a public board, the newsletter and login work without a token', async () => {
      expect(await call(api, 'health')).toMatchObject({ status: 200, body: { ok: true } });
      const products = await call<{ products: Array<{ id: string }> }>(api, 'products');
      expect(products.status).toBe(200);
      expect(products.body.products.length).toBeGreaterThan(0);
      const gallery = await call<BoardsPage>(api, 'get_products_all?page_size=24');
      expect(gallery.status).toBe(200);
      expect(gallery.body.boards.map((board) => board.id)).not.toContain(victim.privateBoard);

      const picture = await testPicture('#123456');
      const key = contentKey('cutouts', picture, 'image/png');
      await api.blobs.put(key, picture, 'image/png');
      const file = await fetch(`${api.url}/api/files/${key}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await file.arrayBuffer()).equals(picture)).toBe(true);

      expect(await call<Board>(api, `boards/${victim.publicBoard}`)).toMatchObject({
        status: 200,
        body: { id: victim.publicBoard, isOwner: false },
      });
      expect((await call(api, 'newsletter', { body: { email: `news-${prefix}@example.com` } })).status).toBe(200);
      const fresh = await createAccount();
      expect((await call(api, 'login', { body: { idToken: fresh.idToken } })).status).toBe(200);
    });
  });
});
