// One sweep of the route table (web/src/config/routes.ts): every page opened by address in chromium, as the person it
// is for (a visitor, a member, the admin, a demo designer), has its own document title, a heading, its footer, no page
// error, no serious or critical axe violation, and no sideways scroll at 1280 px nor at 320 px. Addresses with
// parameters name nothing that exists, so no page data refines the route's title.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, providerSignIn } from '../functions/src/testing/auth.js';
import { setAdmin } from '../functions/src/tools/admin-grant.js';
import { DEMO_PASSWORD } from '../functions/src/tools/demo-designers.js';
import { NOT_FOUND_TITLE, ROUTES, routeIds, titled, type RouteEntry, type RouteId } from '../web/src/config/routes.js';
import { BASE_URL, SCREENSHOTS_ON, WIDTHS, launch, screenshot, sidewaysCulprits } from './browser.js';
import { login, registered, signIn } from './support.js';

/** The functions emulator answers slowly under load: polls wait up to 30 s. */
const SLOW = { timeout: 30_000 };
/** The narrowest phone the app is laid out for. */
const NARROWEST = 320;

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

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's serious and critical violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .flatMap((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
}

describe('every route of the table', () => {
  let browser: Browser;
  const pages = new Map<Access, { context: BrowserContext; page: Page }>();
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launch();
    const admin = await createAccount(`routes-admin-${randomUUID().slice(0, 8)}@example.com`);
    const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-roomboard' }, `e2e-routes-${randomUUID()}`);
    await setAdmin(getAuth(app), admin.email, true);
    const tokens: Record<Access, string | null> = {
      visitor: null,
      member: await registered('routes'),
      admin: await login(await providerSignIn(admin.email)),
      designer: await login(await providerSignIn('ines@roomboard.demo', DEMO_PASSWORD)),
    };
    for (const [access, token] of Object.entries(tokens) as [Access, string | null][]) {
      // Hosting's Content-Security-Policy forbids inline scripts, axe's tag included: these contexts bypass it.
      const context = await browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 }, baseURL: BASE_URL, bypassCSP: true });
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(`${access} at ${page.url()}: ${error.message}`));
      if (token) await signIn(page, token);
      pages.set(access, { context, page });
    }
  });
  afterAll(async () => {
    await Promise.all([...pages.values()].map(({ context }) => context.close()));
    await browser?.close();
  });

  it('names a title for every route and a sample address for each', () => {
    expect(routeIds.length).toBeGreaterThanOrEqual(38);
    expect(routeIds.filter((id) => id !== 'notFound' && expectedTitle(id) === NOT_FOUND_TITLE)).toEqual([]);
  });

  it.each(routeIds.map((id) => [id, address(id), accessOf(id)] as const))('%s at %s (%s)', async (id, at, access) => {
    const { page } = pages.get(access)!;
    const route = ROUTES[id] as RouteEntry;
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await page.goto(at);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await heading.waitFor(SLOW);
    const expected = route.titledByPage ? titled(await heading.textContent()) : expectedTitle(id);
    await expect.poll(() => page.title(), SLOW).toBe(expected);
    expect(section(page.url())).toBe(section(at));
    if (!route.bare) {
      expect(await page.getByRole('contentinfo').isVisible(), 'the footer shows').toBe(true);
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await nav.getByRole('link', { name: 'Home', exact: true }).isVisible(), 'the wide menu shows').toBe(true);
    }
    expect(await sidewaysCulprits(page), `past the right edge at ${WIDTHS.desktop} px`).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: NARROWEST, height: 800 });
    expect(await sidewaysCulprits(page), `past the right edge at ${NARROWEST} px`).toEqual([]);
    // The phone-width screenshot, when screenshots are asked for: otherwise that resize checks nothing.
    if (SCREENSHOTS_ON) {
      await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
      await screenshot(page, `route-${access}-${id}`);
    }
    expect(errors).toEqual([]);
  });

  it("shows the reviews section's own title at /designer/reviews", async () => {
    const { page } = pages.get('designer')!;
    await page.goto('/designer/reviews');
    await expect.poll(() => page.title(), SLOW).toBe('Board reviews · Roomboard');
  });

  it('serves a path in any case: /steps is /Steps', async () => {
    const { page } = pages.get('visitor')!;
    await page.goto('/steps');
    await expect.poll(() => page.title(), SLOW).toBe(expectedTitle('steps'));
  });
});
