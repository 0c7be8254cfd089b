// Consultations (issue 22) in two browsers at once: the designer (New York) sets availability on their calendar, a
// Gold member (Paris) books a slot from the designer's booking page, both see it, the .ics invitation arrives in
// maildev, each side's notification says whose doing the booking was, the member cancels and both see it cancelled.
// Screenshots of each side at 375 and 1280 px.
import { randomUUID } from 'node:crypto';
import { initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMaildev, type Maildev, type MaildevMail } from '../emulators/maildev.mjs';
import { createAccount, providerSignIn, type TestUser } from '../functions/src/testing/auth.js';
import { setRole } from '../functions/src/tools/admin-grant.js';
import { BASE_URL, WIDTHS, launch, screenshot, scrollsSideways, spillsOut } from './browser.js';
import { login, stepsStopAtFirstFailure } from './support.js';

const OFFSET = Number(process.env.ROOMBOARD_TEST_PORT_OFFSET ?? 20);
const WAIT = { timeout: 30_000 };

async function newContext(browser: Browser, width: number, token: string, timezoneId: string) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: BASE_URL, timezoneId });
  await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
  return { context, page: await context.newPage() };
}

async function member(first: string): Promise<{ user: TestUser; token: string }> {
  const user = await createAccount(`${first.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`);
  const made = await fetch(`${BASE_URL}/api/sign_up`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: first, last_name: 'Tester', email: user.email, address: '1 Test Street' }),
  });
  expect(made.status).toBe(201);
  return { user, token: '' };
}

describe('consultations', () => {
  stepsStopAtFirstFailure();
  let maildev: Maildev;
  let browser: Browser;
  let admin: App;
  let designer: { user: TestUser; token: string };
  let gold: { user: TestUser; token: string };
  let designerPage: Page;
  let memberPage: Page;
  let booked: string;
  const contexts: BrowserContext[] = [];

  /** Each side at 375 and 1280 px: no sideways scroll, nothing spilling out of a panel or card, a screenshot. */
  const shots = async (page: Page, name: string) => {
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await scrollsSideways(page), `${name} at ${width} px scrolls sideways`).toBe(false);
      expect(await spillsOut(page, 'section[aria-labelledby], li[aria-label^="Consultation with"]'), `${name} at ${width} px`).toEqual([]);
      await screenshot(page, `consultations-${name}-${width}`);
    }
  };
  const toGold = (subject: string) => (mail: MaildevMail) =>
    mail.to.some((to) => to.address === gold.user.email) && mail.subject === subject;

  beforeAll(async () => {
    maildev = await startMaildev({ offset: OFFSET });
    browser = await launch();
    admin = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-roomboard' }, `e2e-consultations-${randomUUID()}`);
    [designer, gold] = await Promise.all([member('Dana'), member('Gwen')]);
    await setRole(getAuth(admin), designer.user.email, 'designer', true);
    const db = getFirestore(admin);
    await db.collection('designers').doc(designer.user.uid).set({
      name: 'Dana Designer',
      bio: 'Calm rooms.',
      styles: [],
      meetingUrl: 'https://meet.example/dana',
      timeZone: 'America/New_York',
      photoUrl: null,
      active: true,
    });
    const membership = {
      tier: 'gold',
      title: 'Gold',
      since: new Date().toISOString(),
      amountCents: 0,
      currency: 'usd',
      checkoutSessionId: null,
    };
    await db.collection('users').doc(gold.user.uid).set({ membership }, { merge: true });
    designer.token = await login(await providerSignIn(designer.user.email));
    gold.token = await login(await providerSignIn(gold.user.email));
    const designerSide = await newContext(browser, WIDTHS.desktop, designer.token, 'America/New_York');
    const memberSide = await newContext(browser, WIDTHS.mobile, gold.token, 'Europe/Paris');
    contexts.push(designerSide.context, memberSide.context);
    designerPage = designerSide.page;
    memberPage = memberSide.page;
  }, 120_000);
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await maildev?.stop();
  });

  it('the designer sets weekly availability in their own zone', async () => {
    await designerPage.goto('/designer/calendar');
    const form = designerPage.getByRole('form', { name: 'Availability' });
    await form.waitFor(WAIT);
    expect(await form.getByLabel('Time zone').inputValue()).toBe('America/New_York');
    for (const day of ['Saturday', 'Sunday']) await form.getByRole('checkbox', { name: day }).check();
    await form.getByLabel('Monday from').fill('08:30');
    await form.getByRole('button', { name: 'Save availability' }).click();
    await form.getByText('Availability saved. Members see your free slots in their own time zone.').waitFor(WAIT);
    await shots(designerPage, 'calendar');
  });

  it('a Gold member books a slot two days on, in their own zone, with a brief', async () => {
    await memberPage.goto(`/designers/${designer.user.uid}`);
    const panel = memberPage.getByRole('region', { name: 'Book a consultation' });
    await panel.getByText(/^Times in your zone: Europe\/Paris \(GMT\+\d\)$/).waitFor(WAIT);
    // The third day: at least a day away, so that the consultation can still be cancelled (until 24 hours before).
    await panel.getByRole('group', { name: 'Day' }).getByRole('button').nth(2).click();
    const time = panel
      .getByRole('group', { name: /^Times on / })
      .getByRole('button')
      .first();
    const label = (await time.textContent()) ?? '';
    await time.click();
    expect(await time.getAttribute('aria-pressed')).toBe('true');
    await panel.getByLabel('Your brief (optional)').fill('A calm living room with room for books.');
    await shots(memberPage, 'book');
    await panel.getByRole('button', { name: /^Book / }).click();
    const done = panel.getByRole('status').filter({ hasText: 'Booked:' });
    await done.waitFor(WAIT);
    expect(await done.textContent()).toContain(label);
    const mine = (await (await fetch(`${BASE_URL}/api/consultations`, { headers: { authorization: `Bearer ${gold.token}` } })).json()) as {
      bookings: { id: string }[];
    };
    booked = mine.bookings[0]!.id;
  });

  it('both see the consultation: the member on /consultations, the designer on the calendar with the brief', async () => {
    await memberPage.goto('/consultations');
    const card = memberPage.getByRole('listitem', { name: 'Consultation with Dana Designer' });
    await card.waitFor(WAIT);
    await card.getByRole('link', { name: 'Join the call' }).waitFor(WAIT);
    await card.getByRole('button', { name: 'Reschedule' }).waitFor(WAIT);
    await shots(memberPage, 'member-list');

    await designerPage.goto('/designer/calendar');
    const entry = designerPage.getByRole('listitem', { name: 'Consultation with Gwen Tester' });
    await entry.waitFor(WAIT);
    await entry.getByText('A calm living room with room for books.').waitFor(WAIT);
  });

  it('the .ics invitation is in the local inbox', async () => {
    const [mail] = await maildev.waitFor(toGold('Your consultation with Dana Designer is booked'), { timeoutMs: 30_000 });
    expect(mail, 'the confirmation arrived in maildev').toBeDefined();
    expect(mail!.text).toContain('Join the consultation: https://meet.example/dana');
    const ics = await maildev.attachment(mail!.id, mail!.attachments![0]!.generatedFileName);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:${booked}@roomboard`);
  });

  it('the notifications say whose doing it was: the member’s consultation is booked, the member booked the designer’s', async () => {
    await memberPage.goto('/notifications');
    await memberPage.getByTestId('notification').filter({ hasText: 'Your consultation with Dana Designer is booked' }).waitFor(WAIT);
    expect(await memberPage.getByTestId('notification').filter({ hasText: 'confirmed' }).count()).toBe(0);
    await designerPage.goto('/notifications');
    await designerPage.getByTestId('notification').filter({ hasText: 'Gwen Tester booked “Consultation on' }).waitFor(WAIT);
    await designerPage.goto('/designer/calendar');
    await memberPage.goto('/consultations');
    await memberPage.getByRole('listitem', { name: 'Consultation with Dana Designer' }).waitFor(WAIT);
  });

  it('the member cancels, and both see it cancelled (with the CANCEL in the inbox)', async () => {
    const card = memberPage.getByRole('listitem', { name: 'Consultation with Dana Designer' });
    await card.getByRole('button', { name: 'Cancel consultation' }).click();
    await card.getByText('Cancelled').waitFor(WAIT);
    await shots(memberPage, 'member-cancelled');

    await designerPage.reload();
    const entry = designerPage.getByRole('listitem', { name: 'Consultation with Gwen Tester' });
    await entry.getByText('Cancelled').waitFor(WAIT);
    await shots(designerPage, 'calendar-cancelled');
    const [mail] = await maildev.waitFor(toGold('Your consultation with Dana Designer is cancelled'), { timeoutMs: 30_000 });
    expect(await maildev.attachment(mail!.id, mail!.attachments![0]!.generatedFileName)).toContain('METHOD:CANCEL');
  });
});
