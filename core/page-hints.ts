import { z } from 'zod';
import type { PageName } from './pages';

/**
 * The hints the build writes for the server (scripts/page-hints-plugin.ts) and the server reads
 * (server/src/plugins/client-pages.ts): per page path, the built files its first paint waits for,
 * to be named in the document with <link rel="modulepreload">, without a session cookie and with one.
 */
export const pageHintsSchema = z.record(
  z.string(),
  z.object({ anonymous: z.array(z.string()), signedIn: z.array(z.string()) }),
);
export type PageHints = z.infer<typeof pageHintsSchema>;

/** Where the hints sit in the client build, beside Vite's own build records. */
export const PAGE_HINTS_FILE = '.vite/page-hints.json';

/** Modules by the name their import gives them (client/src/app/first-paint.ts says which). */
export type FirstPaint = {
  /** Hinted on every signed-in page with a session cookie, before the page's own. */
  signedIn: readonly string[];
  /** An open page's hinted always; a signed-in page's only with a session cookie. */
  pages: Partial<Record<PageName, readonly string[]>>;
};
