import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_HINTS_FILE, type PageHints } from '@core/page-hints';
import { startTestApp, type TestApp } from '../../test/harness';
import { clientPages, inlineScriptHashes } from './client-pages';

const THEME_SCRIPT = "document.documentElement.classList.toggle('dark', true);";
const PAGE = `<!doctype html><html><head><title>Connect &amp; Discover</title>
<script>${THEME_SCRIPT}</script>
<script type="module" crossorigin src="/assets/index-Ab12cd34.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-Ef56gh78.js">
</head><body><div id="root"></div></body></html>`;

const SIGNED_IN_FIRST = [
  'assets/api-Ij90kl12.js',
  'assets/schemas-Mn34op56.js',
  'assets/unlock-dialog-Cd34ef56.js',
  'assets/form-Uv12wx34.js',
];

/** Hints as the build writes them (scripts/page-hints-plugin.ts): /auth, and two signed-in pages. */
const HINTS: PageHints = {
  '/auth': {
    anonymous: ['assets/auth-page-Qr78st90.js', 'assets/form-Uv12wx34.js'],
    signedIn: ['assets/auth-page-Qr78st90.js', 'assets/form-Uv12wx34.js'],
  },
  '/matches': { anonymous: [], signedIn: SIGNED_IN_FIRST },
  '/preferences': {
    anonymous: [],
    signedIn: [...SIGNED_IN_FIRST, 'assets/locked-preferences-Gh12ij34.js', 'assets/zap-Kl56mn78.js'],
  },
};

/** A built client: the page, the files HINTS name, and `hints` (HINTS, or a stale copy). */
function writeClient(dir: string, hints: PageHints): void {
  fs.writeFileSync(path.join(dir, 'index.html'), PAGE);
  fs.mkdirSync(path.join(dir, 'assets'));
  const files = Object.values(HINTS).flatMap(({ anonymous, signedIn }) => [...anonymous, ...signedIn]);
  for (const file of files) fs.writeFileSync(path.join(dir, file), 'export {};');
  fs.mkdirSync(path.dirname(path.join(dir, PAGE_HINTS_FILE)), { recursive: true });
  fs.writeFileSync(path.join(dir, PAGE_HINTS_FILE), JSON.stringify(hints));
}

const modulePreloads = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="\/assets\/([^"]+)"/g)].map((match) => match[1]);
/** The hints the server adds, beyond those the built page carries (Vite's, for the entry's imports). */
const preloads = (html: string) =>
  modulePreloads(html).filter((file) => !modulePreloads(PAGE).includes(file));

describe('the app page: inline theme script under the CSP, route chunks hinted', () => {
  let t: TestApp;
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-client-pages-'));
  writeClient(clientDir, HINTS);

  beforeAll(async () => {
    t = await startTestApp('sqlite', { clientDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('allows the served inline script by its hash, and no other inline script', async () => {
    const res = await t.call({ method: 'GET', url: '/' });
    const served = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(served).toEqual([THEME_SCRIPT]);
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}'`);
    // Neither 'unsafe-inline' nor a nonce: a script injected into the page has no way to run.
    expect(scriptSrc).not.toMatch(/unsafe-inline|nonce-/);
  });

  it('keeps the hash out of the policy of other answers', async () => {
    const res = await t.call({ method: 'GET', url: '/api/nope' });
    expect(String(res.headers['content-security-policy'])).not.toContain('sha256-');
  });

  it('hashes only scripts without src, each exactly as written', () => {
    const hashes = inlineScriptHashes(
      '<script src="/a.js"></script><script>a()</script><script >\nb()</script>',
    );
    const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    expect(hashes).toEqual([sha('a()'), sha('\nb()')]);
  });

  it('hints the chunks /auth waits for, with a session cookie or not', async () => {
    const res = await t.call({ method: 'GET', url: '/auth?invite=abc' });
    expect(preloads(res.body)).toEqual(['auth-page-Qr78st90.js', 'form-Uv12wx34.js']);
    const signedIn = await t.call({ method: 'GET', url: '/auth', headers: { cookie: 'sid=abc' } });
    expect(preloads(signedIn.body)).toEqual(['auth-page-Qr78st90.js', 'form-Uv12wx34.js']);
    // The session answer is a signed-in page's only: /auth does not wait for it.
    expect(signedIn.body).not.toContain('/api/auth/me');
    const landing = await t.call({ method: 'GET', url: '/' });
    expect(preloads(landing.body)).toEqual([]);
  });

  it('hints the session check, its answer and the password dialog of a signed-in page only with a session cookie', async () => {
    const anonymous = await t.call({ method: 'GET', url: '/matches' });
    expect(preloads(anonymous.body)).toEqual([]);
    const signedIn = await t.call({ method: 'GET', url: '/matches', headers: { cookie: 'sid=abc' } });
    expect(preloads(signedIn.body)).toEqual([
      'api-Ij90kl12.js',
      'schemas-Mn34op56.js',
      'unlock-dialog-Cd34ef56.js',
      'form-Uv12wx34.js',
    ]);
    // The session answer is asked for with the page, by the signed-in variant only.
    const sessionAnswer = '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/me">';
    expect(signedIn.body).toContain(sessionAnswer);
    expect(anonymous.body).not.toContain(sessionAnswer);
    // A cache between browser and server must keep the two apart.
    expect(signedIn.headers.vary).toContain('Cookie');
  });

  it('hints what /preferences draws locked behind the dialog, with its icon', async () => {
    const signedIn = await t.call({ method: 'GET', url: '/preferences', headers: { cookie: 'sid=abc' } });
    expect(preloads(signedIn.body)).toEqual([
      'api-Ij90kl12.js',
      'schemas-Mn34op56.js',
      'unlock-dialog-Cd34ef56.js',
      'form-Uv12wx34.js',
      'locked-preferences-Gh12ij34.js',
      'zap-Kl56mn78.js',
    ]);
    // Nothing the page already names is hinted again (the entry's own imports).
    const all = modulePreloads(signedIn.body);
    expect(all).toContain('react-Ef56gh78.js');
    expect(new Set(all).size).toBe(all.length);
  });

  it('sends the page compressed when asked, and answers a repeat with 304', async () => {
    const res = await t.call({ method: 'GET', url: '/auth', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('auth-page-Qr78st90.js');
    const etag = String(res.headers.etag);
    const again = await t.call({ method: 'GET', url: '/auth', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('refuses at start a build whose hints name a file it lacks, instead of serving pages that ask for it', () => {
    const stale = fs.mkdtempSync(path.join(os.tmpdir(), 'cd-client-pages-'));
    try {
      writeClient(stale, { ...HINTS, '/dashboard': { anonymous: [], signedIn: ['assets/api-Old00000.js'] } });
      expect(() => clientPages(stale)).toThrow('client-pages: the build has no file assets/api-Old00000.js');
    } finally {
      fs.rmSync(stale, { recursive: true, force: true });
    }
  });
});
