// The build's prerender entry (vite.config.ts): renders a page of the route table to HTML, with the lazy pages
// resolved, so the browser paints it before any script runs and main.tsx hydrates it.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { PageLoading, RootLayout } from './app/layout/root-layout';
import { routes } from './app/routes';
import { BLOG_POSTS, FEATURED_POST } from './features/marketing/data/blog-posts';
import { titled } from './config/routes';

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

async function render(table: RouteObject[], path: string): Promise<string> {
  const handler = createStaticHandler(table);
  const context = await handler.query(new Request(new URL(path, 'http://roomboard.local')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
    // Every Suspense boundary written in place, however large: one split off would be revealed by an inline script,
    // which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (/<script|<template/.test(html)) throw new Error(`prerender: ${path} has a Suspense boundary that was not written in place`);
  return html;
}
