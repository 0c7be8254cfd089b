import react from '@vitejs/plugin-react';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, type Manifest } from 'vite';
import { documentTitle, filledPages, prerendered, shells } from './src/config/routes.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/**
 * The prerender entry's build: a build-time tool, outside what Hosting serves. Builds side by side (test runs on other
 * ports) each name their own with ROOMBOARD_PRERENDER_DIR.
 */
const prerenderDir = process.env.ROOMBOARD_PRERENDER_DIR ?? join(root, 'node_modules/.prerender');

/**
 * The pages the build prerenders and the pages with a shell of their own, from the route table (config/routes.ts).
 * A prerendered page's content does not depend on who visits (the gallery's boards load in the browser). A shell is
 * for a page that is not prerendered (its content depends on the visitor or the address) but is opened by address
 * often: its own copy of the shell, with the layout around the page (painted before any script runs) and the page's
 * chunks listed with the app's, so they load together instead of once the app has run. Hosting serves `dist/<html>`
 * for the path (cleanUrls; /UserBoard/<id> by a rewrite in firebase.json) and `app.html`, the unrendered shell, for
 * every other path.
 */
const PRERENDERED = prerendered();
const SHELLS = shells();
const FILLED = filledPages();

/** The script of a chunk and of every chunk it imports statically, from the client build's manifest. */
function chunkScripts(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not a chunk of the client build`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkScripts(manifest, imported, seen))];
}

const modulePreloads = (files: string[]) => files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);

/**
 * The display and body faces of the first screen, fetched before the CSS that names them has been parsed.
 */
function fontPreloads(manifest: Manifest): string[] {
  const files = new Set(Object.values(manifest).flatMap((chunk) => chunk.assets ?? []));
  return [...files]
    .filter((file) => /\/(fraunces|dm-sans)-latin-wght-normal-[^/]+\.woff2$/.test(file))
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`);
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * /blog-details?post=<slug> is blog-details.html too (Hosting ignores the query): each article but the featured one is
 * in it, prerendered and inert in a <template> after the root (its picture is not fetched), and the entry (main.tsx)
 * puts the one the address names in place of the featured one before the app adopts the page, so the article is
 * painted from the document like any prerendered page, not once the app has loaded.
 */
async function articleTemplates(prerendered: typeof import('./src/prerender')): Promise<string> {
  const templates: string[] = [];
  for (const { slug, title } of prerendered.otherArticles()) {
    const html = await prerendered.renderPage(`/blog-details?post=${encodeURIComponent(slug)}`);
    const article = new RegExp(`<article [^>]*data-post="${slug}"[^>]*>[\\s\\S]*?</article>`).exec(html)?.[0];
    if (!article) throw new Error(`prerender: /blog-details?post=${slug} rendered no article`);
    templates.push(`<template data-post="${slug}" data-title="${escapeAttribute(title)}">${article}</template>`);
  }
  return templates.join('');
}

const inHead = (html: string, tags: string[]) => html.replace('</head>', `  ${tags.filter(Boolean).join('\n    ')}\n  </head>`);

/**
 * After the client build: `app.html`, the shell every path without a prerendered page gets (Hosting's fallback), and
 * the prerendered pages. The entry (main.tsx) loads the app (boot.tsx) dynamically; both kinds of page preload it.
 */
async function prerender(dist: string): Promise<void> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const prerendered = (await import(pathToFileURL(join(prerenderDir, 'prerender.js')).href)) as typeof import('./src/prerender');
  const { renderPage, renderShell } = prerendered;
  const built = readFileSync(join(dist, 'index.html'), 'utf8');
  // A signed-in page (app.html, a page's shell) holds its first paint for the entry (a few KB, fetched while the
  // document arrives): what it paints first (the e-mail reminder, features/email-verification/early-banner.ts) is then
  // on the first frame and never pushes the page down. A prerendered page, which visitors land on, does not wait.
  const entry = /<script type="module" crossorigin src="[^"]+"/;
  const holdingPaint = (html: string): string => {
    const held = html.replace(entry, '$& blocking="render"');
    if (held === html) throw new Error('prerender: index.html has no module script for the entry');
    return held;
  };
  const seen = new Set(['index.html']);
  const app = chunkScripts(manifest, 'src/boot.tsx', seen);
  writeFileSync(join(dist, 'app.html'), holdingPaint(inHead(built, modulePreloads(app))));
  // A prerendered page and a page's shell carry the app's one stylesheet inline (~14 KB gzipped): their first paint
  // needs nothing but the document.
  const stylesheet = manifest['style.css']?.file;
  if (!stylesheet) throw new Error('prerender: the client build has no style.css (is cssCodeSplit off?)');
  const link = `<link rel="stylesheet" crossorigin href="/${stylesheet}">`;
  if (!built.includes(link)) throw new Error(`prerender: index.html does not link ${stylesheet}`);
  const shell = built.replace(new RegExp(`\\s*${link}`), '');
  const css = `<style>${readFileSync(join(dist, stylesheet), 'utf8')}</style>`;
  // The query cache (lib/react-query), which every data page loads with it: a shared chunk, named after its module.
  const queryCache = Object.keys(manifest).find((key) => manifest[key]?.name === 'react-query');
  if (!queryCache) throw new Error('prerender: the client build has no react-query chunk');
  // The page loading (or the layout around it), painted before any script runs; the app replaces it (main.tsx, data-shell).
  for (const { html, modules, loading } of SHELLS) {
    const layout = (await renderShell(loading)).replace(/^(?:<link [^>]*>)*/, '');
    const scripts = [...app, ...[queryCache, ...modules].flatMap((page) => chunkScripts(manifest, page, new Set(seen)))];
    // Like a prerendered page's, fetched once the layout is on screen (main.tsx).
    const listed = `<meta name="roomboard:scripts" content="${[...new Set(scripts)].map((file) => `/${file}`).join(' ')}">`;
    const out = inHead(holdingPaint(shell), [...fontPreloads(manifest), css, listed]).replace(
      '<div id="root"></div>',
      `<div id="root" data-shell>${layout}</div>`,
    );
    if (!out.includes(layout)) throw new Error('prerender: index.html has no empty <div id="root"></div>');
    writeFileSync(join(dist, html), out);
  }

  for (const { path, html, modules } of PRERENDERED) {
    // React writes a page's resource hints (its hero image's preload) ahead of the markup: they belong in the head.
    const rendered = await renderPage(path);
    const hints = /^(?:<link [^>]*>)*/.exec(rendered)![0];
    const body = rendered.slice(hints.length);
    // Fetched once the page is on screen (main.tsx), so they never compete with the document, fonts and images.
    const scripts = [...app, ...modules.flatMap((page) => chunkScripts(manifest, page, new Set(seen)))].map((file) => `/${file}`);
    const templates = path === '/blog-details' ? await articleTemplates(prerendered) : '';
    const out = inHead(shell, [hints, ...fontPreloads(manifest), css, `<meta name="roomboard:scripts" content="${scripts.join(' ')}">`])
      .replace('<div id="root"></div>', `<div id="root">${body}</div>${templates}`)
      .replace('<title>Roomboard</title>', `<title>${documentTitle(path)}</title>`);
    if (!out.includes(body)) throw new Error('prerender: index.html has no empty <div id="root"></div>');
    writeFileSync(join(dist, html), out);
  }

  // A page the api function fills (/designers, a designer's): prerendered like the others, in its loading state, with
  // the template of its data after the root; not at its own address, which firebase.json rewrites to the function.
  for (const { id, modules } of FILLED) {
    if (id !== 'designers' && id !== 'designer') throw new Error(`prerender: no samples for the filled page ${id}`);
    const { path, file, hints, root, template } = await prerendered.renderFilledPage(id);
    const pages = [queryCache, ...modules].flatMap((page) => chunkScripts(manifest, page, new Set(seen)));
    const scripts = [...new Set([...app, ...pages])].map((script) => `/${script}`);
    const out = inHead(shell, [hints, ...fontPreloads(manifest), css, `<meta name="roomboard:scripts" content="${scripts.join(' ')}">`])
      .replace('<div id="root"></div>', () => `<div id="root">${root}</div>${template}`)
      .replace('<title>Roomboard</title>', `<title>${documentTitle(path)}</title>`);
    if (!out.includes(root)) throw new Error('prerender: index.html has no empty <div id="root"></div>');
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), out);
  }
}

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('../functions/src/contracts', import.meta.url)),
      '@room': fileURLToPath(new URL('../functions/src/room', import.meta.url)),
    },
  },
  // One stylesheet for the whole app (~14 KB gzipped): cached once, inlined in prerendered pages, never fetched mid-navigation.
  build: { target: 'es2022', sourcemap: false, cssCodeSplit: false },
  environments: {
    client: {
      build: {
        manifest: true,
        // The libraries every page runs, one chunk each: left to itself the bundler splits them into a dozen small
        // shared chunks (some under 100 bytes), each a request of its own on every page.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              ],
            },
          },
        },
      },
    },
    ssr: { build: { outDir: prerenderDir, emptyOutDir: true, copyPublicDir: false, ssr: 'src/prerender.tsx' } },
  },
  // `vite build` builds the browser app, then the prerender entry, then writes the prerendered pages into dist (or the
  // --outDir given: the App Check journey builds an app of its own).
  builder: {
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error('vite: the client and ssr environments are not configured');
      await builder.build(client);
      await builder.build(ssr);
      await prerender(resolve(root, client.config.build.outDir));
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:5000' } },
});
