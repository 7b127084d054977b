import type { BrowserContext, Page } from 'playwright-core';

/**
 * Collects the body of every request to /api/ that the page (or every page of a context)
 * sends, so a test can prove what never left the device, e.g. the password.
 */
export function recordRequestBodies(target: Page | BrowserContext): string[] {
  const bodies: string[] = [];
  target.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    const body = request.postData();
    if (body !== null) bodies.push(body);
  });
  return bodies;
}

/** Paths of the public content routes that name one activity (a match, when a match card asks). */
const NAMES_AN_ACTIVITY = /^\/api\/(?:resources|product-search|enhanced-products|kink-ranking)\/\d+/;

/**
 * Collects every request path under /api/ that names one activity. What the app asks for by
 * itself, before the person opens an activity's page, must name none: the server would learn
 * the couple's matches from the paths alone.
 */
export function recordActivityPaths(target: Page | BrowserContext): string[] {
  const paths: string[] = [];
  target.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (NAMES_AN_ACTIVITY.test(pathname)) paths.push(pathname);
  });
  return paths;
}
