// E-mail over real SMTP (maildev, started here) and the Firestore emulator: mail documents delivered once, retried
// and ended in ERROR when SMTP is down, the consultation's .ics attachment, preferences and one-click unsubscribe.
import { randomUUID } from 'node:crypto';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMaildev, type Maildev, type MaildevMail } from '../../../emulators/maildev.mjs';
import { UNSUBSCRIBE_LINK_INVALID } from '../contracts/mail.js';
import { readConfig } from '../config.js';
import { adminApp, composeCatalogue, composeDelivery, composeFollowerDigest, composeMail } from '../composition.js';
import { deliverMail, sweepMail } from '../services/deliver-mail.service.js';
import { mailFollowerDigests } from '../services/follower-digest.service.js';
import { type TestUser, signUpMember } from '../testing/auth.js';
import { call, startBackend, type TestBackend } from '../testing/backend.js';
import { createCatalogueProduct, createGenerationJob } from '../testing/factories.js';

const OFFSET = Number(process.env.ROOMBOARD_TEST_PORT_OFFSET ?? 20);
const prefix = `mail-${randomUUID().slice(0, 6)}`;
const productIds = [`${prefix}-1`, `${prefix}-2`];
const FAN_NAME = `finn_${randomUUID().slice(0, 6)}`;

interface Member {
  user: TestUser;
  token: string;
}

describe('e-mail', () => {
  let maildev: Maildev;
  let backend: TestBackend;
  let db: Firestore;
  let owner: Member;
  let fan: Member;
  let boardId: string;

  // Mail a member may turn off goes to a verified address only.
  const join = (first: string): Promise<Member> => signUpMember(backend, first, { verified: true });

  async function publicBoard(member: Member): Promise<string> {
    const imagePath = `boards/${randomUUID().replaceAll('-', '')}.png`;
    await backend.blobs.put(imagePath, Buffer.from('picture'), 'image/png');
    const { generations } = await composeCatalogue(backend.config);
    const job = createGenerationJob({
      id: randomUUID(),
      ownerUid: member.user.uid,
      productIds,
      createdAt: new Date(),
      imageKey: randomUUID(),
      imagePath,
      text: {
        title: 'Sunny Loft',
        description: { main_title: 'Warm', description: 'Quiet.' },
        palette: [{ hex: '#6F4A31', name: 'Walnut' }],
      },
    });
    await generations.transact(job.id, member.user.uid, () => ({ result: null, job }));
    const saved = await call<{ id: string }>(backend, 'save-products', {
      token: member.token,
      body: [{ generationId: job.id, visibility: 'public' }],
    });
    expect(saved.status).toBe(201);
    return saved.body.id;
  }

  const deliveryOf = async (id: string) => (await db.collection('mail').doc(id).get()).get('delivery') as Record<string, unknown>;
  const commentMailId = (commentId: string) => `comment-${commentId}`;
  const addressedTo = (member: Member) => (mail: MaildevMail) => mail.to.some((to) => to.address === member.user.email);

  beforeAll(async () => {
    maildev = await startMaildev({ offset: OFFSET });
    backend = await startBackend({ SMTP_URL: maildev.smtpUrl });
    db = getFirestore(await adminApp(backend.config));
    await (
      await composeCatalogue(backend.config)
    ).products.upsertMany(productIds.map((id, n) => createCatalogueProduct(n + 1, { id, title: `Mail product ${n + 1}` })));
    [owner, fan] = await Promise.all([join('Olive'), join('Finn')]);
    const named = await call(backend, 'save-profile', {
      method: 'PUT',
      token: fan.token,
      body: { first_name: 'Finn', last_name: 'Tester', user_name: FAN_NAME },
    });
    expect(named.status).toBe(200);
    boardId = await publicBoard(owner);
  });
  afterAll(async () => {
    await backend?.close();
    await maildev?.stop();
  });

  it('a comment queues a mail to the board owner that arrives with text, HTML and one-click unsubscribe headers', async () => {
    const posted = await call<{ id: string }>(backend, `boards/${boardId}/comments`, {
      token: fan.token,
      body: { text: 'Love the <rug>!' },
    });
    expect(posted.status).toBe(201);
    const id = commentMailId(posted.body.id);
    expect(await deliveryOf(id)).toMatchObject({ state: 'PENDING', attempts: 0 });

    expect(await deliverMail(await composeDelivery(backend.config), id)).toBe('sent');
    const [mail] = await maildev.waitFor(addressedTo(owner));
    expect(mail?.subject, 'the mail arrived in maildev').toBe(`${FAN_NAME} commented on “Sunny Loft”`);
    expect(mail!.text).toContain('> Love the <rug>!');
    expect(mail!.html).toContain('Love the &lt;rug&gt;!');
    expect(mail!.from).toEqual([{ address: 'no-reply@roomboard.app', name: 'Roomboard' }]);
    expect(mail!.headers['list-unsubscribe']).toMatch(/^<http:\/\/[^>]+\/api\/mail\/unsubscribe\?token=[^>]+>$/);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(await deliveryOf(id)).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
  });

  it('never sends a mail twice when several deliverers race for it', async () => {
    const { outbox } = await composeMail(backend.config);
    const id = `race-${randomUUID()}`;
    const to = `race-${randomUUID().slice(0, 8)}@example.com`;
    await outbox.queue(
      { to, category: 'invitation', uid: null, message: { subject: 'Once', text: 'Once only.', html: '<p>Once only.</p>' } },
      new Date(),
      id,
    );
    const deliverers = await Promise.all(Array.from({ length: 4 }, () => composeDelivery(backend.config)));
    const outcomes = await Promise.all([...deliverers.map((deps) => deliverMail(deps, id)), sweepMail(deliverers[0]!)]);
    const swept = outcomes.pop() as Record<string, string>;
    expect([...outcomes, swept[id] ?? 'skipped'].filter((outcome) => outcome === 'sent')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await maildev.waitFor((m) => m.to.some((a) => a.address === to))).toHaveLength(1);
    expect(await deliveryOf(id)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
  });

  it('with SMTP down the comment still posts, and its mail ends in ERROR after its retries with the error', async () => {
    const down = readConfig({ ...process.env, SMTP_URL: 'smtp://127.0.0.1:1', MAIL_MAX_ATTEMPTS: '3', MAIL_RETRY_SECONDS: '0' });
    const posted = await call<{ id: string }>(backend, `boards/${boardId}/comments`, {
      token: fan.token,
      body: { text: 'Second thought.' },
    });
    expect(posted.status).toBe(201);
    const id = commentMailId(posted.body.id);
    const deps = await composeDelivery(down);
    expect(await deliverMail(deps, id)).toBe('retry');
    expect(await deliveryOf(id)).toMatchObject({ state: 'PENDING', attempts: 1, error: expect.stringContaining('ECONNREFUSED') });
    expect((await sweepMail(deps))[id]).toBe('retry');
    expect((await sweepMail(deps))[id]).toBe('error');
    expect(await deliveryOf(id)).toMatchObject({ state: 'ERROR', attempts: 3, error: expect.stringContaining('ECONNREFUSED') });
    expect((await sweepMail(deps))[id], 'an ERROR mail is not tried again').toBeUndefined();
    const listed = await call<{ comments: Array<{ text: string }> }>(backend, `boards/${boardId}/comments`);
    expect(listed.body.comments.map((comment) => comment.text)).toContain('Second thought.');
  });

  it('one-click unsubscribe works without signing in; a tampered link answers 400 and changes nothing', async () => {
    const [mail] = await maildev.waitFor((m) => addressedTo(owner)(m) && m.subject.startsWith(`${FAN_NAME} commented`));
    const link = new URL(mail!.headers['list-unsubscribe']!.slice(1, -1));
    const token = link.searchParams.get('token')!;
    const path = (t: string) => `mail/unsubscribe?token=${encodeURIComponent(t)}`;
    const oneClick = { method: 'POST', rawBody: 'List-Unsubscribe=One-Click', contentType: 'application/x-www-form-urlencoded' };

    const tampered = await call(backend, path(`${token.slice(0, -2)}xx`), oneClick);
    expect(tampered).toMatchObject({ status: 400, body: { error: UNSUBSCRIBE_LINK_INVALID } });
    const otherMember = `${Buffer.from(fan.user.uid).toString('base64url')}.${token.split('.').slice(1).join('.')}`;
    expect((await call(backend, path(otherMember), oneClick)).status).toBe(400);
    const asPage = { ...oneClick, headers: { accept: 'text/html' } };
    for (const tamperedPage of [await call(backend, path(otherMember)), await call(backend, path(otherMember), asPage)]) {
      expect([tamperedPage.status, tamperedPage.headers.get('content-type')]).toEqual([400, 'text/html; charset=utf-8']);
      expect(String(tamperedPage.body)).toContain(`<p>${UNSUBSCRIBE_LINK_INVALID}</p>`);
    }
    expect((await call(backend, 'mail-preferences', { token: owner.token })).body).toEqual({
      comments: true,
      followers: true,
      messages: true,
    });

    const page = await call(backend, path(token));
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('Stop these mails: <strong>comments on your boards</strong>?');
    expect((await call(backend, 'mail-preferences', { token: owner.token })).body, 'opening the link changes nothing').toMatchObject({
      comments: true,
    });

    expect(await call(backend, path(token), oneClick)).toMatchObject({ status: 200, body: { unsubscribed: 'comments' } });
    expect((await call(backend, 'mail-preferences', { token: owner.token })).body).toEqual({
      comments: false,
      followers: true,
      messages: true,
    });
    const again = await call(backend, path(token), asPage);
    expect(again.status, "the page's button, pressed again").toBe(200);
    expect(String(again.body)).toContain('You will get no more mails about <strong>comments on your boards</strong>.');

    const posted = await call<{ id: string }>(backend, `boards/${boardId}/comments`, { token: fan.token, body: { text: 'Still here.' } });
    expect(posted.status).toBe(201);
    expect((await db.collection('mail').doc(commentMailId(posted.body.id)).get()).exists, 'no mail once unsubscribed').toBe(false);
  });

  it("the daily digest mails the day's new followers once, however often it runs", async () => {
    expect((await call(backend, `users/${owner.user.uid}/follow`, { method: 'PUT', token: fan.token })).status).toBe(200);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const id = `followers-${owner.user.uid}-${new Date().toISOString().slice(0, 10)}`;
    const deps = await composeFollowerDigest(backend.config);
    expect(await mailFollowerDigests({ ...deps, now: () => tomorrow })).toBeGreaterThanOrEqual(1);
    expect(await mailFollowerDigests({ ...deps, now: () => tomorrow }), 'the second run queues nothing').toBe(0);
    // Queued by tomorrow's sweep, so due from tomorrow: delivered then.
    expect(await deliverMail({ ...(await composeDelivery(backend.config)), now: () => tomorrow }, id)).toBe('sent');
    const [mail] = await maildev.waitFor((m) => addressedTo(owner)(m) && m.subject === 'You have one new follower on Roomboard');
    expect(mail?.text).toContain(`${FAN_NAME} started following you yesterday.`);
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('Account Management saves the preferences; a bad body answers 400 and changes nothing', async () => {
    const saved = await call(backend, 'mail-preferences', {
      method: 'PUT',
      token: owner.token,
      body: { comments: true, followers: false, messages: true },
    });
    expect(saved).toMatchObject({ status: 200, body: { comments: true, followers: false, messages: true } });
    const bad = await call(backend, 'mail-preferences', {
      method: 'PUT',
      token: owner.token,
      body: { comments: 'yes', followers: true, messages: true },
    });
    expect(bad.status).toBe(400);
    expect((await call(backend, 'mail-preferences', { token: owner.token })).body).toEqual({
      comments: true,
      followers: false,
      messages: true,
    });
    expect((await call(backend, 'mail-preferences')).status).toBe(401);
  });
});
