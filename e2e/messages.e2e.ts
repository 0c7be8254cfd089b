// Messages between a member and their designer (issues 22 and 31), in two browser contexts at once: a message typed on
// one side shows on the other without a reload, and back; a picture; the member's open tab's bell counts a new message
// at once (no reload, no focus); the thread is titled with the board and the designer's public name (never their member
// name) and opens at its newest message on a phone; the designer's list names the member. The review is written
// straight into Firestore as the reviews API keeps it (its board's name, the designer's profile name). Screenshots of
// both sides at 375 and 1280 px, never scrolling sideways.
import { randomUUID } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import { createAccount, providerSignIn } from '../functions/src/testing/auth.js';
import { setRole } from '../functions/src/tools/admin-grant.js';
import { BASE_URL, WIDTHS, launch, screenshot, scrollsSideways } from './browser.js';
import { apiCall, login, stepsStopAtFirstFailure } from './support.js';

/** Generous, for a loaded machine: conditions are polled, never slept on. */
const WAIT = { timeout: 30_000 };
/** What "live" means here: on the other screen within a few seconds, with no reload. */
const LIVE = { timeout: 10_000 };

const bell = (page: Page) => page.getByTestId('notifications-bell');
const bubbles = (page: Page) => page.getByRole('list', { name: 'Messages, oldest first' });
const composer = (page: Page) => page.getByLabel('Your message');

/** The designer's public name (their designer profile's); their member name is Dan. */
const AIKO = 'Aiko Tanaka';

/**
 * Whether the newest message is in view: inside the list's visible part and the window, to a pixel (scroll offsets are
 * whole pixels, so a box scrolled into view can end a fraction of one past the edge).
 */
const newestInView = (page: Page) =>
  bubbles(page).evaluate((list) => {
    const newest = list.lastElementChild!.getBoundingClientRect();
    const box = list.getBoundingClientRect();
    const within = (inner: { top: number; bottom: number }, outer: { top: number; bottom: number }) =>
      inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
    return within(newest, box) && within(newest, { top: 0, bottom: window.innerHeight });
  });

/** A member with a profile (so the thread names them) and their session token. */
async function member(firstName: string): Promise<{ uid: string; token: string; email: string }> {
  const user = await createAccount(`${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`);
  const response = await fetch(`${BASE_URL}/api/sign_up`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: firstName, last_name: 'Tester', email: user.email, address: '1 Test Street' }),
  });
  if (response.status !== 201) throw new Error(`sign_up: ${response.status} ${await response.text()}`);
  return { uid: user.uid, token: await login(user.idToken), email: user.email };
}

async function side(browser: Browser, width: number, token: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: BASE_URL });
  await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
  return { context, page: await context.newPage() };
}

async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  const sent = page.waitForResponse((r) => /\/api\/threads\/review\/[^/]+\/messages$/.test(r.url()) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  expect((await sent).status()).toBe(201);
}

describe('messages between a member and their designer', () => {
  stepsStopAtFirstFailure();
  let browser: Browser;
  let reviewId: string;
  let mia: { uid: string; token: string; email: string };
  let dan: { uid: string; token: string; email: string };
  let memberSide: { context: BrowserContext; page: Page };
  let designerSide: { context: BrowserContext; page: Page };
  const errors: string[] = [];

  async function shots(name: string): Promise<void> {
    for (const [who, page] of [
      ['member', memberSide.page],
      ['designer', designerSide.page],
    ] as const) {
      const before = page.viewportSize()!;
      for (const [label, width] of Object.entries(WIDTHS)) {
        await page.setViewportSize({ width, height: 900 });
        await screenshot(page, `messages-${name}-${who}-${label}`);
        expect(await scrollsSideways(page), `${who}'s ${name} at ${width}px`).toBe(false);
      }
      await page.setViewportSize(before);
    }
  }

  beforeAll(async () => {
    browser = await launch();
    [mia, dan] = await Promise.all([member('Mia'), member('Dan')]);
    reviewId = `review-${randomUUID().slice(0, 8)}`;
    const admin = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-roomboard' }, `e2e-messages-${randomUUID()}`);
    // Dan works as a designer: the workspace's Messages section is for designers.
    await setRole(getAuth(admin), dan.email, 'designer', true);
    dan.token = await login(await providerSignIn(dan.email));
    await getFirestore(admin).doc(`reviews/${reviewId}`).set({
      memberUid: mia.uid,
      memberName: 'Mia Tester',
      designerUid: dan.uid,
      designerName: AIKO,
      boardTitle: 'Living room',
      status: 'claimed',
      question: 'Is the sofa too big?',
    });
    memberSide = await side(browser, WIDTHS.mobile, mia.token);
    designerSide = await side(browser, WIDTHS.desktop, dan.token);
    for (const { page } of [memberSide, designerSide]) page.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(async () => {
    await memberSide?.context.close();
    await designerSide?.context.close();
    await browser?.close();
  });

  it('opens the conversation on both sides, empty', async () => {
    for (const { page } of [memberSide, designerSide]) {
      await page.goto(`/messages/review/${reviewId}`);
      await composer(page).waitFor(WAIT);
      await bubbles(page).getByText('No messages yet. Say hello.').waitFor(WAIT);
    }
    // Titled with the board and the other side: the designer by their public name.
    await expect.poll(() => memberSide.page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe(`Living room · ${AIKO}`);
    await expect.poll(() => designerSide.page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe('Living room · Mia');
  });

  it("shows the member's message on the designer's screen without a reload, on the member's own side on the right", async () => {
    await send(memberSide.page, 'Hello Dan! Is the sofa too big for the window wall?');
    const heard = bubbles(designerSide.page).getByText('Hello Dan! Is the sofa too big for the window wall?');
    await heard.waitFor(LIVE);
    const own = bubbles(memberSide.page).locator('li[data-own="true"]');
    await expect.poll(() => own.count()).toBe(1);
    await expect(bubbles(designerSide.page).locator('li[data-own="false"]').textContent()).resolves.toContain('Mia');
  });

  it("and back: the designer's answer shows live on the member's phone", async () => {
    await send(designerSide.page, 'A little. The 180 cm one leaves room for the lamp.');
    await bubbles(memberSide.page).getByText('A little. The 180 cm one leaves room for the lamp.').waitFor(LIVE);
    await expect(bubbles(memberSide.page).locator('li[data-own="false"]').last().textContent()).resolves.toContain(AIKO);
    await shots('text');
  });

  it('carries a picture: the designer attaches one, both see it inline', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#b8895f' } })
      .png()
      .toBuffer();
    await designerSide.page.locator('input[type="file"]').setInputFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: png });
    await designerSide.page.getByText('Picture: sketch.png').waitFor(WAIT);
    const sent = designerSide.page.waitForResponse((r) => /\/api\/threads\/review\/[^/]+\/pictures$/.test(r.url()));
    await designerSide.page.getByRole('button', { name: 'Send', exact: true }).click();
    expect((await sent).status()).toBe(201);
    for (const page of [designerSide.page, memberSide.page]) {
      const picture = bubbles(page).getByRole('img', { name: `Picture from ${AIKO}` });
      await picture.waitFor(LIVE);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), WAIT).toBe(640);
    }
    await shots('picture');
  });

  it("counts a new message on the member's open tab's bell at once, and in the list, while she is elsewhere", async () => {
    await memberSide.page.goto('/messages');
    await memberSide.page.getByRole('list', { name: 'Conversations, latest first' }).waitFor(WAIT);
    // What she read on the thread's page is read in the bell too.
    const unread = async () =>
      (
        await apiCall<{ notifications: Array<{ id: string; read: boolean; excerpt?: string }> }>('notifications', mia.token)
      ).notifications.filter((n) => !n.read);
    await expect.poll(unread, WAIT).toEqual([]);
    await expect.poll(() => bell(memberSide.page).getAttribute('aria-label'), WAIT).toBe('Notifications');
    // She moves the pointer over the list: the bell listens once the page is used (or after 10 s left alone).
    await memberSide.page.mouse.move(200, 300);
    await send(designerSide.page, 'One more thing: bring the window measurements on Tuesday.');
    // The bell hears it live: no reload, no focus, and well before its one-minute poll.
    await expect.poll(() => bell(memberSide.page).getAttribute('aria-label'), LIVE).toBe('Notifications, 1 unread');
    // The list asks again when the window regains focus.
    await memberSide.page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await memberSide.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const row = memberSide.page.getByRole('link', { name: `Living room · ${AIKO}` });
    await expect.poll(() => row.getByLabel('1 unread').count(), WAIT).toBe(1);
    await expect(row.textContent()).resolves.toContain('One more thing: bring the window measurements on Tuesday.');
    await shots('unread');
  });

  it('opening the thread on a phone shows its newest message, and reads it: the bell and the badge clear', async () => {
    await memberSide.page.setViewportSize({ width: WIDTHS.mobile, height: 667 });
    await memberSide.page.getByRole('link', { name: `Living room · ${AIKO}` }).click();
    await bubbles(memberSide.page).getByText('One more thing: bring the window measurements on Tuesday.').waitFor(WAIT);
    // The thread is longer than the list shows: it opens at its end, the newest message in view without scrolling.
    expect(await bubbles(memberSide.page).evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
    await expect.poll(() => newestInView(memberSide.page), WAIT).toBe(true);
    await screenshot(memberSide.page, 'messages-newest-member-phone');
    await expect.poll(() => bell(memberSide.page).getAttribute('aria-label'), WAIT).toBe('Notifications');
    await memberSide.page.goto('/messages');
    await memberSide.page.getByRole('link', { name: `Living room · ${AIKO}` }).waitFor(WAIT);
    expect(await memberSide.page.getByLabel('1 unread').count()).toBe(0);
    expect(await memberSide.page.getByText(/Dan/).count()).toBe(0);
    await memberSide.page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
  });

  it("lists the conversation in the designer's workspace with the member's name", async () => {
    await designerSide.page.goto('/designer/messages');
    const row = designerSide.page.getByRole('link', { name: /Living room · Mia/ });
    await row.waitFor(WAIT);
    // The designer's desktop opens the thread at its newest message too.
    await row.click();
    await expect.poll(() => newestInView(designerSide.page), WAIT).toBe(true);
    await designerSide.page.goto('/designer/messages');
    await row.waitFor(WAIT);
    await expect(row.textContent()).resolves.toContain('Board review');
    await shots('lists');
    expect(errors).toEqual([]);
  });
});
