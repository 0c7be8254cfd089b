// The build's prerender entry (vite.config.ts): renders a page of the route table to HTML, with the lazy pages
// resolved, so the browser paints it before any script runs and main.tsx hydrates it.
import { designerDetailView, designersView } from '@contracts/designer-views';
import type { DesignerDetail, DesignerProfile, DesignersList } from '@contracts/designers';
import {
  FILL_END,
  FILL_START,
  fillTemplate,
  filledPagePath,
  TEMPLATE_ELEMENT,
  type FilledPageId,
  type TemplateView,
} from '@contracts/page-template';
import type { QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { PageLoading, RootLayout } from './app/layout/root-layout';
import { routes } from './app/routes';
import { designersKeys } from './features/designers/api/designers-keys';
import { BLOG_POSTS, FEATURED_POST } from './features/marketing/data/blog-posts';
import { titled } from './config/routes';
import { PageTemplateRender, templateMarkup } from './lib/page-template';
import { queryClient } from './lib/react-query';

/** The articles /blog-details?post=<slug> names besides the featured one, which plain /blog-details shows. */
export const otherArticles = (): { slug: string; title: string }[] =>
  BLOG_POSTS.filter((post) => post !== FEATURED_POST).map((post) => ({ slug: post.slug, title: titled(post.title) }));

export const renderPage = (path: string): Promise<string> => render(routes, path);

/**
 * What the shells of the pages that are not prerendered show at once, until the app renders the page in its place
 * (main.tsx): the page at `path` in its loading state (its data is read in the browser), or without a path the layout
 * (top bar, footer) around an empty page.
 */
export const renderShell = (path?: string): Promise<string> =>
  path
    ? render(routes, path)
    : // At an address no navigation link names, so none is marked as the current page.
      render([{ element: <RootLayout />, children: [{ path: '*', element: <PageLoading /> }] }], '/loading');

/** A page the api function fills: an address of it, the read its data comes from, and sample answers (see below). */
interface FilledPage<D> {
  path: string;
  key: QueryKey;
  view: (data: D) => TemplateView;
  samples: D[];
}

const samplePhoto = '/api/files/avatars/sample.png';
const sampleDesigner = (profile: Partial<DesignerProfile>): DesignerProfile => ({
  uid: 'sample',
  name: 'Inês "Lena" Duarte & Co <studio>',
  bio: 'Light first,\nfurniture second: it’s <b>calm</b> & warm.',
  styles: ['Natural Tones', 'Light Tones'],
  meetingUrl: 'https://meet.example/sample',
  timeZone: 'America/New_York',
  photoUrl: samplePhoto,
  ratingCount: 5,
  ratingAverage: 4.8,
  active: true,
  ...profile,
});
const newDesigner = sampleDesigner({
  uid: "o'neil",
  name: "Marcus O'Neil",
  bio: '',
  styles: [],
  photoUrl: null,
  ratingCount: 0,
  ratingAverage: null,
});

/**
 * The filled pages' reads and sample answers. The first sample, whose lists have items, gives the template's shape;
 * every sample, rendered by React and filled into the template, must give the same page (renderFilledPage checks), so
 * together they show each branch: a photo or initials, a bio or none, styles or none, boards or none, and text to escape.
 */
const FILLED: { designers: FilledPage<DesignersList>; designer: FilledPage<DesignerDetail> } = {
  designers: {
    path: '/designers',
    key: designersKeys.list,
    view: designersView,
    samples: [{ designers: [sampleDesigner({ uid: 'ines' }), newDesigner] }, { designers: [] }],
  },
  designer: {
    path: '/designers/sample',
    key: designersKeys.one('sample'),
    view: designerDetailView,
    samples: [
      {
        designer: sampleDesigner({}),
        sampleBoards: [
          { id: 'board-1', title: 'A "quiet" room & more', imageUrl: '/api/boards/board-1/image', likes: 2 },
          { id: 'board-2', title: 'Bath', imageUrl: '/api/boards/board-2/image', likes: 0 },
        ],
      },
      { designer: newDesigner, sampleBoards: [] },
    ],
  },
};

/** The longest start (`end` false) or end the two texts share, cut back to a tag's edge. */
function shared(a: string, b: string, end: boolean): number {
  const at = (text: string, index: number) => text[end ? text.length - 1 - index : index];
  let length = 0;
  while (length < Math.min(a.length, b.length) && at(a, length) === at(b, length)) length += 1;
  const part = end ? a.slice(a.length - length) : a.slice(0, length);
  return end ? (part.includes('<') ? length - part.indexOf('<') : 0) : part.lastIndexOf('>') + 1;
}

/** The template filled, or the build stops saying which page's template and view disagree. */
function fillOrSay(path: string, template: string, view: TemplateView): string {
  try {
    return fillTemplate(template, view);
  } catch (error) {
    throw new Error(`prerender: ${path}: ${(error as Error).message} (a value the page shows that is not its view's?)`);
  }
}

/**
 * A filled page (config/routes.ts `filled`) as the build writes it (`file`, under dist): its root in the loading state
 * with the part the data fills marked (FILL_START, FILL_END), the template of that part, and its head's hints. It is
 * rendered in its loading state, as the template of its data (the first sample's shape), and with each sample answer;
 * each sample's page must be the template filled with that answer's view, else the build stops: the function would
 * write a page React does not adopt.
 */
export async function renderFilledPage(
  id: FilledPageId,
): Promise<{ path: string; file: string; hints: string; root: string; template: string }> {
  const page = FILLED[id] as FilledPage<unknown>;
  const hintsOf = (html: string) => /^(?:<link [^>]*>)*/.exec(html)![0];
  const withoutHints = (html: string) => html.slice(hintsOf(html).length);
  const withData = async (data: unknown, template: boolean) => {
    queryClient.setQueryData(page.key, data);
    const html = await render(routes, page.path, template);
    queryClient.clear();
    return withoutHints(html);
  };
  queryClient.clear();
  const rendered = await render(routes, page.path);
  const loading = withoutHints(rendered);
  const template = templateMarkup(await withData(page.samples[0], true));
  const start = shared(loading, template, false);
  const end = Math.min(shared(loading, template, true), loading.length - start, template.length - start);
  const [before, after] = [loading.slice(0, start), loading.slice(loading.length - end)];
  const part = template.slice(start, template.length - end);
  for (const [index, data] of page.samples.entries()) {
    const expected = await withData(data, false);
    const filled = before + fillOrSay(page.path, part, page.view(data)) + after;
    if (filled !== expected) {
      let at = 0;
      while (filled[at] === expected[at]) at += 1;
      const near = (html: string) => html.slice(Math.max(0, at - 80), at + 80);
      throw new Error(
        `prerender: ${page.path}'s sample ${index} filled into its template is not what React renders:\n` +
          `  React:  …${near(expected)}\n  filled: …${near(filled)}`,
      );
    }
  }
  return {
    path: page.path,
    file: `${filledPagePath(id).slice(1)}.html`,
    hints: hintsOf(rendered),
    root: `${before}${FILL_START}${loading.slice(start, loading.length - end)}${FILL_END}${after}`,
    template: `<${TEMPLATE_ELEMENT}>${part}</template>`,
  };
}

async function render(table: RouteObject[], path: string, template = false): Promise<string> {
  const handler = createStaticHandler(table);
  const context = await handler.query(new Request(new URL(path, 'http://roomboard.local')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = <StaticRouterProvider router={router} context={context} hydrate={false} />;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>{template ? <PageTemplateRender>{page}</PageTemplateRender> : page}</StrictMode>,
    // Every Suspense boundary written in place, however large: one split off would be revealed by an inline script,
    // which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (/<script|<template/.test(html)) throw new Error(`prerender: ${path} has a Suspense boundary that was not written in place`);
  return html;
}
