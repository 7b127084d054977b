import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../test/harness';

describe.each(ENGINES)('app foundation on %s', (engine) => {
  let t: TestApp;
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><title>Connect &amp; Discover</title>',
  );
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log("x");'.repeat(200));
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.br'), 'brotli-bytes');

  beforeAll(async () => {
    t = await startTestApp(engine, { clientDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('reports health with the database engine', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: engine });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.call({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not Found', message: expect.stringContaining('/api/nope') });
  });

  it('serves index.html at the root and for client routes, uncached', async () => {
    const root = await t.call({ method: 'GET', url: '/?invite=abc' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('Connect &amp; Discover');
    const res = await t.call({ method: 'GET', url: '/preferences?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('Connect &amp; Discover');
  });

  it('serves hashed assets precompressed and immutable', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the security headers', async () => {
    const res = await t.call({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends JSON answers the JSON set: nothing runs, frames, caches or is read cross-site', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // Document-only headers are left to pages.
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('judges each Host header the same way the second time (the verdict is remembered)', async () => {
    for (let round = 0; round < 2; round += 1) {
      const foreign = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { host: 'evil.example' },
      });
      expect(foreign.statusCode).toBe(400);
      const own = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { host: 'localhost:3000' },
      });
      expect(own.statusCode).toBe(200);
    }
  });

  it('refuses state-changing requests from another site', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toMatch(/Connect & Discover site/);
    const noOrigin = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: {} });
    expect(noOrigin.statusCode).toBe(403);
    const crossSite = await t.call({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('refuses text/plain bodies', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Requests must be sent as application/json');
  });
});
