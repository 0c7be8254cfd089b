import { describe, expect, it } from 'vitest';
import { FILL_END, FILL_START, READS_ELEMENT_ID } from '../contracts/page-template.js';
import { filledPage, unfilledPage } from './filled-pages.js';

/** A filled page as the build writes it (web/vite.config.ts), much shortened. */
const PAGE = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  '<title>Designer · Roomboard</title>',
  '<meta name="roomboard:scripts" content="/assets/boot-def.js">',
  '</head><body>',
  `<div id="root"><header></header><main>${FILL_START}<p role="status">Loading…</p>${FILL_END}</main></div>`,
  '<template data-fill><h1>{{name}}</h1>{{?photoUrl}}<img src="{{photoUrl}}" width="112" height="112"/>{{/photoUrl}}</template>',
  '</body></html>',
].join('\n');

const reads = (json: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${READS_ELEMENT_ID}">(.*?)</script>`).exec(json)![1]!);

describe('a filled page', () => {
  it('has the filled template in place of the loading state, and no template left', () => {
    const html = filledPage(PAGE, { view: { name: 'Inês', photoUrl: null }, reads: { at: 1, reads: {} } });
    expect(html).toContain('<div id="root"><header></header><main><h1>Inês</h1></main></div>');
    expect(html).not.toContain('<template');
    expect(html).not.toContain('Loading…');
    expect(html).not.toContain(FILL_START);
  });

  it('is titled by its data and preloads its picture first thing after the title', () => {
    const view = { name: 'Inês', photoUrl: '/api/files/avatars/a.png' };
    const html = filledPage(PAGE, { view, reads: { at: 1, reads: {} }, title: 'Inês & Co · Roomboard', picture: view.photoUrl });
    expect(html).toContain(
      '<title>Inês &amp; Co · Roomboard</title><link rel="preload" as="image" href="/api/files/avatars/a.png" fetchpriority="high">',
    );
    expect(html).toContain('<img src="/api/files/avatars/a.png" width="112" height="112"/>');
    expect(filledPage(PAGE, { view, reads: { at: 1, reads: {} } })).toContain('<title>Designer · Roomboard</title>\n');
  });

  it('carries the answers it shows in the head, where no text of theirs can end the element', () => {
    const answer = { designer: { name: '</script><script>alert(1)</script> $& $1' } };
    const html = filledPage(PAGE, { view: { name: 'x', photoUrl: null }, reads: { at: 42, reads: { 'designers/x': answer } } });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script type="application/json" id="${READS_ELEMENT_ID}">`);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(reads(html)).toEqual({ at: 42, reads: { 'designers/x': answer } });
  });

  it('as built, without its data: the loading state, without the template', () => {
    const html = unfilledPage(PAGE);
    expect(html).toContain(`${FILL_START}<p role="status">Loading…</p>${FILL_END}`);
    expect(html).not.toContain('<template');
    expect(() => unfilledPage('<html><head></head><body><div id="root"></div></body></html>')).toThrow(
      'This page has no template to fill.',
    );
  });
});
