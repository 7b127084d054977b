import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
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
