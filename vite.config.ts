import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Modules of the entry's own graph that lazy chunks import too (see manualChunks below). */
const ENTRY_SHARED = [
  /node_modules\/react\//,
  /node_modules\/@tanstack\/react-query\/build\/modern\/QueryClientProvider\.js$/,
  /node_modules\/lucide-react\/dist\/esm\/(Icon|context|createLucideIcon)\.mjs$/,
  /node_modules\/lucide-react\/dist\/esm\/shared\//,
  /node_modules\/(clsx|tailwind-merge)\//,
  /client\/src\/lib\/(cn|cn-known-merges|storage)\.ts$/,
  /client\/src\/components\/ui\/use-toast\.ts$/,
];

/**
 * The stylesheet inside index.html instead of linked from it: a linked one is a request the first
 * paint waits for (Lighthouse: 300-450 ms of render-blocking on slow 4G), and every page needs all
 * of it (13 KB gzip). The CSP already allows inline styles (Radix's scroll lock injects one);
 * scripts stay hash-only. The fonts it names stay files under /assets/, which the service worker
 * finds in the inlined text as it did in the stylesheet.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = context.bundle?.[file];
            if (asset?.type !== 'asset') throw new Error(`inline-stylesheet: ${file} is not in the bundle`);
            // The link stays, disabled (never fetched nor applied): Vite's loader, seeing no
            // link to the stylesheet every lazy chunk names among its deps, added one at the first
            // lazy import, a second download and every style of the page computed again.
            return `<style>${String(asset.source)}</style><link rel="stylesheet" href="/${file}" disabled>`;
          },
        );
      },
    },
  };
}

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), inlineStylesheet()],
  resolve: {
    alias: {
      '@core': fileURLToPath(new URL('./core', import.meta.url)),
      '@client': fileURLToPath(new URL('./client/src', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The CSP forbids inline scripts, so the module preload polyfill must not be inlined.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    // dist/.vite/manifest.json: the server reads which chunks each route needs, to hint them early.
    manifest: true,
    rollupOptions: {
      output: {
        /*
         * The modules the entry shares with pages loaded later would each be a chunk of its own
         * (React, the JSX runtime, the query client's provider, the icons' base, cn(), storage,
         * toasts): nine requests before the first paint, more than a browser opens at once to
         * one HTTP/1.1 origin. One chunk holds them; it is what the entry loads anyway.
         */
        manualChunks(id) {
          return ENTRY_SHARED.some((pattern) => pattern.test(id)) ? 'shared' : undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
