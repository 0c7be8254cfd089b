// E-mail (issue 21): the owner invites an address in the Invite panel, the invitation arrives in maildev (sent by the
// deliverMail trigger on the Functions emulator), and the invited account opens the mail's link and accepts it.
// Account Management's e-mail preferences, switched and kept, with screenshots at 375 and 1280 px.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMaildev, type Maildev, type MaildevMail } from '../emulators/maildev.mjs';
import { createAccount, providerSignIn, verifyEmail, type TestUser } from '../functions/src/testing/auth.js';
import { BASE_URL, WIDTHS, launch, screenshotOf, scrollsSideways } from './browser.js';
import { login, saveBoard, stepsStopAtFirstFailure } from './support.js';

const OFFSET = Number(process.env.ROOMBOARD_TEST_PORT_OFFSET ?? 20);
const WAIT = { timeout: 30_000 };

async function newContext(browser: Browser, width: number, token: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: BASE_URL });
  await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
  return { context, page: await context.newPage() };
}

describe('e-mail', () => {
  stepsStopAtFirstFailure();
  let maildev: Maildev;
  let browser: Browser;
  let owner: TestUser;
  let invited: TestUser;
  let ownerToken: string;
  let invitedToken: string;
  let boardId: string;
  let copyLink: string;
  let invitation: MaildevMail;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    maildev = await startMaildev({ offset: OFFSET });
    browser = await launch();
    [owner, invited] = await Promise.all([createAccount(), createAccount()]);
    // Only a member with a verified address invites.
    await Promise.all([verifyEmail(owner), verifyEmail(invited)]);
    [ownerToken, invitedToken] = await Promise.all([login(owner.idToken), login(await providerSignIn(invited.email, invited.password))]);
    const board = await saveBoard(ownerToken);
    boardId = board.id;
    const layout = {
      width: 500,
      length: 400,
      shape: 'rectangular',
      items: board.items.map((item, n) => ({ id: item.id, x: 100 + n * 120, y: 200, rotation: 0 })),
    };
    // A private board with a layout, as in the live journey: the designer (and its Invite panel) opens on the room.
    for (const [method, path, body] of [
      ['PATCH', `boards/${boardId}`, { visibility: 'private' }],
      ['PUT', `boards/${boardId}/layout`, layout],
    ] as const) {
      const response = await fetch(`${BASE_URL}/api/${path}`, {
        method,
        headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBe(200);
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await maildev?.stop();
  });

  it('the owner invites an address; the invitation mail arrives, and the copy-link is still there', async () => {
    const { context, page } = await newContext(browser, WIDTHS.desktop, ownerToken);
    contexts.push(context);
    await page.goto(`/UserBoard/${boardId}`);
    const designer = page.locator('section[aria-labelledby="room-designer-heading"]');
    await page.getByText('Loading the room designer…').or(designer).first().scrollIntoViewIfNeeded(WAIT);
    await page.getByRole('group', { name: /^Room canvas/ }).waitFor(WAIT);
    const panel = page.getByTestId('invite-panel');
    await panel.scrollIntoViewIfNeeded(WAIT);
    await panel.getByLabel('E-mail address').fill(invited.email);
    await panel.getByRole('button', { name: 'Invite' }).click();
    await panel.locator('code').waitFor(WAIT);
    copyLink = (await panel.locator('code').textContent()) ?? '';
    expect(copyLink).toMatch(new RegExp(`^${BASE_URL}/invite/[A-Za-z0-9]+$`));

    const toInvited = (mail: MaildevMail) => mail.to.some((to) => to.address === invited.email);
    [invitation] = (await maildev.waitFor(toInvited, { timeoutMs: 30_000 })) as [MaildevMail];
    expect(invitation, 'the invitation arrived in maildev').toBeDefined();
    expect(invitation.subject).toBe('You are invited to edit a board on Roomboard');
    expect(invitation.text).toContain(`Open the invitation: ${copyLink}`);
    expect(invitation.html).toContain(`href="${copyLink}"`);
    expect(invitation.headers['list-unsubscribe-post'], 'one click stops invitation mail to this address').toBe(
      'List-Unsubscribe=One-Click',
    );
    expect(invitation.text).toMatch(/Don't e-mail me invitations: \S+\/api\/mail\/unsubscribe\?token=/);
  });

  it('the invited account opens the link in the mail and accepts the invitation', async () => {
    const link = /Open the invitation: (\S+)/.exec(invitation.text)![1]!;
    const { context, page } = await newContext(browser, WIDTHS.mobile, invitedToken);
    contexts.push(context);
    await page.goto(new URL(link).pathname);
    await page.getByRole('button', { name: 'Accept invitation' }).click(WAIT);
    await page.waitForURL(`**/UserBoard/${boardId}`, WAIT);
    const shared = await fetch(`${BASE_URL}/api/shared-boards`, { headers: { authorization: `Bearer ${invitedToken}` } });
    expect(((await shared.json()) as { boards: Array<{ id: string }> }).boards.map((board) => board.id)).toContain(boardId);
  });

  it('Account Management switches a mail off and keeps it off, and reads well on a phone and a desktop', async () => {
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      const { context, page } = await newContext(browser, width, ownerToken);
      contexts.push(context);
      await page.goto('/account-management#email-preferences');
      const section = page.locator('#email-preferences');
      const comments = section.getByRole('switch', { name: 'Comments on your boards' });
      await comments.waitFor(WAIT);
      if (width === WIDTHS.mobile) {
        expect(await comments.isChecked()).toBe(true);
        const saved = page.waitForResponse((r) => r.url().endsWith('/api/mail-preferences') && r.request().method() === 'PUT', WAIT);
        await comments.click();
        expect((await saved).status()).toBe(200);
        await section.getByText('Saved.').waitFor(WAIT);
        await page.reload();
        await comments.waitFor(WAIT);
      }
      expect(await comments.isChecked(), 'still off after a reload').toBe(false);
      expect(await section.getByRole('switch', { name: 'New followers' }).isChecked()).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
      await section.scrollIntoViewIfNeeded();
      await screenshotOf(section, `mail-preferences-${width}`);
    }
  });
});
