import type { FirstPaint } from '@core/page-hints';

// What /preferences (and its other name) draws locked behind the password dialog (routes.tsx):
// without a hint it was asked for only once the session had answered, one round trip before the
// page's largest paint.
const LOCKED_PREFERENCES = '@client/features/preferences/locked-preferences';

/**
 * What a page's first paint waits for beyond the entry's own chunks, each module named as its
 * import names it. The build (scripts/page-hints-plugin.ts) turns these into the files the server
 * names in that page's document (<link rel="modulepreload">): without a hint the browser finds each
 * one only after the entry script has run, a round trip more per level. The build fails when one
 * of them is not among its modules.
 *
 * An open page's modules are hinted with or without a session cookie. A signed-in page's are
 * hinted only with one (without it the visitor is sent to /auth), after `signedIn`: hinting a
 * signed-in page's own code too shared the slow line with the entry script and delayed the first
 * paint by more than it saved (Lighthouse).
 */
export const FIRST_PAINT: FirstPaint = {
  // Every signed-in page draws nothing but 'Loading...' before these.
  signedIn: [
    // The session check (its chunk carries the API's contracts, vite.config.ts's `api` group).
    '@client/lib/session/session-check',
    // The password dialog a page load with a session draws first (keys live only in a tab's
    // memory): asked for alongside the session check, not after its answer (layout/app-layout.tsx).
    '@client/features/auth/unlock-dialog',
  ],
  pages: {
    // Not the step bar: it brings the API's contracts, which the sign-in form does not wait for.
    auth: ['@client/features/auth/auth-page'],
    preferences: [LOCKED_PREFERENCES],
    kinks: [LOCKED_PREFERENCES],
  },
};
