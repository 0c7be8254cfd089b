import { describe, expect, it } from 'vitest';
import { hostingPageShells } from './page-shells.hosting.js';

const page = (body: string) => `<html><head><meta name="roomboard:scripts" content="/assets/boot.js"></head><body>${body}</body></html>`;

/** Hosting's stand-in: the pages by path, counting each fetch. */
function site(pages: Record<string, string>) {
  const asked: string[] = [];
  const get = (async (url: string) => {
    const path = new URL(url).pathname;
    asked.push(path);
    const html = pages[path];
    return new Response(html ?? 'not found', { status: html ? 200 : 404, headers: { 'x-content-type-options': 'nosniff' } });
  }) as typeof fetch;
  return { asked, get };
}

describe("the live site's page shells", () => {
  it('reads a filled page at /pages/<id>, each kept apart for a while with the security headers', async () => {
    const { asked, get } = site({
      '/UserBoard': page('<div id="root" data-shell></div>'),
      '/pages/designers': page('<div id="root"></div><template data-fill>{{#designers}}{{/designers}}</template>'),
      '/pages/designer': page('<div id="root"></div><template data-fill>{{name}}</template>'),
    });
    let now = 0;
    const shells = hostingPageShells({ origin: 'https://roomboard.test', fetch: get, now: () => now });
    expect((await shells.filledPage('designer')).html).toContain('{{name}}');
    expect((await shells.filledPage('designers')).html).toContain('{{#designers}}');
    expect((await shells.filledPage('designers')).headers).toEqual({ 'x-content-type-options': 'nosniff' });
    await shells.userBoard();
    expect(asked).toEqual(['/pages/designer', '/pages/designers', '/UserBoard']);
    now = 10_001;
    await shells.filledPage('designers');
    expect(asked.at(-1)).toBe('/pages/designers');
  });

  it('refuses a page without a template (an old web app, or the fallback shell) unless it kept a good one', async () => {
    const pages = { '/pages/designers': page('<div id="root"></div>') };
    const { get } = site(pages);
    let now = 0;
    const shells = hostingPageShells({ origin: 'https://roomboard.test', fetch: get, now: () => now });
    await expect(shells.filledPage('designers')).rejects.toThrow('https://roomboard.test/pages/designers is not the designers page');
    await expect(shells.filledPage('designer')).rejects.toThrow('https://roomboard.test/pages/designer answered 404');
    pages['/pages/designers'] = page('<template data-fill>{{#designers}}{{/designers}}</template>');
    const good = await shells.filledPage('designers');
    now = 20_000;
    pages['/pages/designers'] = page('<div id="root"></div>');
    expect(await shells.filledPage('designers')).toBe(good);
  });
});
