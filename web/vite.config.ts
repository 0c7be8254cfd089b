import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * Home is its own lazy chunk, but most visits start there: preload it (and its CSS) from index.html so it downloads
 * alongside the entry instead of after it.
 */
function preloadHome(): Plugin {
  return {
    name: 'roomboard-preload-home',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const home = Object.values(context.bundle ?? {}).find(
          (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith('/app/routes/home-route.tsx'),
        );
        if (!home || home.type !== 'chunk') return [];
        const css = [...(home.viteMetadata?.importedCss ?? [])];
        // The display and body faces of the first screen, fetched before the CSS that names them has been parsed.
        const fonts = Object.keys(context.bundle ?? {}).filter((file) => /\/(fraunces|dm-sans)-latin-wght-normal-[^/]+\.woff2$/.test(file));
        const entries = new Set(Object.values(context.bundle ?? {}).flatMap((chunk) => (chunk.type === 'chunk' && chunk.isEntry ? [chunk.fileName] : [])));
        const scripts = [home.fileName, ...home.imports].filter((file) => !entries.has(file));
        return [
          ...scripts.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...fonts.map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...css.map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadHome()],
  resolve: {
    alias: { '@contracts': fileURLToPath(new URL('../functions/src/contracts', import.meta.url)) },
  },
  build: { target: 'es2022', sourcemap: false },
  server: { proxy: { '/api': 'http://127.0.0.1:5000' } },
});
