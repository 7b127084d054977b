import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pageHintsPlugin } from './scripts/page-hints-plugin.ts';

/**
 * Chunks of modules that load together, named by the chunk they go to (see codeSplitting below).
 * Left alone, the bundler cut them into 18 files on a signed-in page's way to its first paint (the
 * session check, the password dialog, what the page draws locked behind it): four rounds of six
 * requests to an HTTP/1.1 origin, each round a slow line's full wait before a byte. A module in a group loads
 * the whole group wherever it is imported, so each one holds only what its users share: /auth
 * takes the form controls but neither the dialog nor the API schemas (its budget, scripts/report-bundle.ts).
 */
const CHUNK_GROUPS: Record<string, RegExp[]> = {
  // The app's own modules (client/src/main.tsx's graph) that lazy chunks import too: a dozen
  // requests before any paint otherwise.
  shared: [
    /node_modules\/react\//,
    /node_modules\/@tanstack\/react-query\/build\/modern\/QueryClientProvider\.js$/,
    /node_modules\/lucide-react\/dist\/esm\/(Icon|context|createLucideIcon)\.mjs$/,
    /node_modules\/lucide-react\/dist\/esm\/shared\//,
    /node_modules\/(clsx|tailwind-merge)\//,
    /client\/src\/lib\/(cn|cn-known-merges|storage|api-error|toast)\.ts$/,
    /client\/src\/components\/ui\/spinner\.tsx$/,
    // The router and the page table every link reads.
    /node_modules\/(wouter|regexparam|use-sync-external-store)\//,
    /core\/pages\.ts$/,
    /node_modules\/lucide-react\/dist\/esm\/icons\/loader-circle\.mjs$/,
    /node_modules\/(class-variance-authority|@radix-ui\/react-(slot|compose-refs))\//,
  ],
  // What every form draws: the sign-in form and the password dialog alike.
  'form-controls': [
    /client\/src\/components\/(busy-button|ui\/input|ui\/label)\.tsx$/,
    // And what typing a password there loads ahead.
    /client\/src\/lib\/session\/load-sign-in\.ts$/,
    /node_modules\/@radix-ui\/react-(label|primitive)\//,
  ],
  // A modal dialog and the layers, focus trap and scroll lock under it (the landing page's
  // explainer and the password dialog; menus and selects share most of it).
  dialog: [
    /client\/src\/components\/ui\/dialog\.tsx$/,
    /node_modules\/@radix-ui\/(primitive|react-(dialog|context|use-[a-z-]+|presence|dismissable-layer|portal|id|focus-scope|focus-guards))\//,
    /node_modules\/(tslib|react-remove-scroll|react-remove-scroll-bar|use-callback-ref|use-sidecar|get-nonce|react-style-singleton|aria-hidden)\//,
    /node_modules\/lucide-react\/dist\/esm\/icons\/x\.mjs$/,
  ],
  // The API's contracts and the client that checks every answer against them (the session check
  // first of all).
  api: [
    /node_modules\/zod\//,
    /core\/api\/(errors|limits|kdf|session)\.ts$/,
    /core\/crypto\/(errors|kdf-params)\.ts$/,
    /client\/src\/lib\/(api-client|session\/session-check)\.ts$/,
  ],
};

/**
 * The stylesheet inside index.html instead of linked from it: a linked one is a request the first
 * paint waits for (Lighthouse's render-blocking finding), and every page needs all of it. The CSP already allows inline styles (Radix's scroll lock injects one);
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

/**
 * The app's chunks named in index.html, fetched with the document: client/src/boot.ts imports the
 * app (client/src/main.tsx) only after the first frame, and without these links its chunks would
 * be asked for only then, a round trip later. The browser fetches and compiles them meanwhile;
 * none runs before the import.
 */
function preloadApp(): Plugin {
  return {
    name: 'preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/client/src/main.tsx'));
        if (!app) throw new Error('preload-app: the bundle has no chunk for client/src/main.tsx');
        const files: string[] = [];
        const visit = (file: string) => {
          if (files.includes(file) || html.includes(`/${file}"`)) return;
          files.push(file);
          chunks.find((chunk) => chunk.fileName === file)?.imports.forEach(visit);
        };
        visit(app.fileName);
        const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
        return html.replace('</head>', `${links}</head>`);
      },
    },
  };
}

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), inlineStylesheet(), preloadApp(), pageHintsPlugin()],
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
    rollupOptions: {
      output: {
        codeSplitting: {
          // Only the modules named: a group that took its modules' dependencies too would take
          // React and the rest of the entry's graph into the first lazy group that imports them.
          includeDependenciesRecursively: false,
          groups: Object.entries(CHUNK_GROUPS).map(([name, patterns]) => ({
            name,
            test: (id: string) => patterns.some((pattern) => pattern.test(id)),
          })),
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
