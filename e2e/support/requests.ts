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
