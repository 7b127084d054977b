import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';

/** The files an installed app and a crawler ask for by name, next to the pages. */
describe('client files for crawlers and installation', () => {
  let t: TestApp;
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-client-files-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><title>Connect &amp; Discover</title>',
  );
  fs.writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *\nAllow: /$\nDisallow: /\n');
  fs.writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Connect & Discover"}');
  fs.writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(
    path.join(clientDir, 'assets', 'hero-Ab12_cd.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );

  beforeAll(async () => {
    t = await startTestApp('sqlite', { clientDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers robots.txt as text, not with the app page', async () => {
    const res = await t.call({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Disallow: /');
  });

  it('answers the manifest as a web app manifest', async () => {
    const res = await t.call({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('answers the service worker as JavaScript that is revalidated on every check', async () => {
    const res = await t.call({ method: 'GET', url: '/sw.js?v=index-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a hashed file that is gone with 404, not the app page', async () => {
    const res = await t.call({ method: 'GET', url: '/assets/index-gone123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });

  it('starts loading the hero image with the landing page only', async () => {
    const landing = await t.call({ method: 'GET', url: '/' });
    expect(landing.headers.link).toBe(
      '</assets/hero-Ab12_cd.svg>; rel=preload; as=image; fetchpriority=high',
    );
    const image = await t.call({ method: 'GET', url: '/assets/hero-Ab12_cd.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/auth', '/preferences']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.headers.link, url).toBeUndefined();
    }
  });

  it('lets only the landing page be indexed', async () => {
    const landing = await t.call({ method: 'GET', url: '/' });
    expect(landing.headers['x-robots-tag']).toBeUndefined();
    for (const url of ['/auth', '/preferences', '/invite?code=abc']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
    }
  });
});
