// Every route of the table (web/src/config/routes.ts) opened by address in chromium shows its own document title: a
// visitor's pages signed out, a member's signed in, the review queue as an admin, the workspace as a demo designer.
// Addresses with parameters name nothing that exists, so no page data refines the route's title.
import { randomUUID } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, providerSignIn } from '../functions/src/testing/auth.js';
import { setAdmin } from '../functions/src/tools/admin-grant.js';
import { DEMO_PASSWORD } from '../functions/src/tools/demo-designers.js';
import { NOT_FOUND_TITLE, ROUTES, routeIds, titled, type RouteEntry, type RouteId } from '../web/src/config/routes.js';
import { WIDTHS, launch, newPage } from './browser.js';
import { login, registered, signIn } from './support.js';

/** The functions emulator answers slowly under load: polls wait up to 30 s. */
const SLOW = { timeout: 30_000 };

/** Parameters that name nothing, so the page shows the route's own title, not its data's. */
const SAMPLE: Record<string, string> = { kind: 'review', section: 'profile' };
const params = (id: RouteId) =>
  Object.fromEntries([...ROUTES[id].path.matchAll(/:([^/]+)/g)].map(([, name]) => [name!, SAMPLE[name!] ?? `no-such-${name}`]));
const address = (id: RouteId): string =>
  id === 'notFound' ? '/no-such-page' : ROUTES[id].path.replace(/:([^/]+)/g, (_, name: string) => params(id)[name]!);

function expectedTitle(id: RouteId): string {
  const { title } = ROUTES[id] as RouteEntry;
  return typeof title === 'string' ? title : title(params(id));
}

/** The first segment of an address's path, in lower case: a page that sent the visitor elsewhere changes it. */
const section = (at: string) => new URL(at, 'http://roomboard.test').pathname.split('/')[1]!.toLowerCase();

type Access = NonNullable<RouteEntry['access']> | 'visitor';
const accessOf = (id: RouteId): Access => (ROUTES[id] as RouteEntry).access ?? 'visitor';

describe('every route of the table has its own title', () => {
  let browser: Browser;
  const pages = new Map<Access, { context: BrowserContext; page: Page }>();
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    const admin = await createAccount(`titles-admin-${randomUUID().slice(0, 8)}@example.com`);
    const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-roomboard' }, `e2e-titles-${randomUUID()}`);
    await setAdmin(getAuth(app), admin.email, true);
    // A session made in the same second as the grant's revocation would be refused.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const tokens: Record<Access, string | null> = {
      visitor: null,
      member: await registered('titles'),
      admin: await login(await providerSignIn(admin.email)),
      designer: await login(await providerSignIn('ines@roomboard.demo', DEMO_PASSWORD)),
    };
    for (const [access, token] of Object.entries(tokens) as [Access, string | null][]) {
      const opened = await newPage(browser, WIDTHS.desktop);
      opened.page.on('pageerror', (error) => errors.push(`${access}: ${error.message}`));
      if (token) await signIn(opened.page, token);
      pages.set(access, opened);
    }
  });
  afterAll(async () => {
    await Promise.all([...pages.values()].map(({ context }) => context.close()));
    await browser?.close();
  });

  it('the table names a title for every route and a sample address for each', () => {
    expect(routeIds.length).toBeGreaterThanOrEqual(38);
    expect(routeIds.filter((id) => id !== 'notFound' && expectedTitle(id) === NOT_FOUND_TITLE)).toEqual([]);
  });

  it.each(routeIds.map((id) => [id, address(id), accessOf(id)] as const))('%s at %s (%s)', async (id, at, access) => {
    const { page } = pages.get(access)!;
    await page.goto(at);
    if ((ROUTES[id] as RouteEntry).titledByPage) {
      // The page's own data names it (an article): its heading, never the not-found title.
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor(SLOW);
      await expect.poll(() => page.title(), SLOW).toBe(titled(await heading.textContent()));
    } else {
      await expect.poll(() => page.title(), SLOW).toBe(expectedTitle(id));
    }
    expect(section(page.url())).toBe(section(at));
    expect(errors).toEqual([]);
  });

  it("shows the reviews section's own title at /designer/reviews", async () => {
    const { page } = pages.get('designer')!;
    await page.goto('/designer/reviews');
    await expect.poll(() => page.title(), SLOW).toBe('Board reviews · Roomboard');
  });
});
