import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kink } from '@core/api/catalogue';
import { catalogueLayout, documentSealedLength } from '@core/sharing';
import { registerAccounts, type TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';
import { httpGet, type HttpAnswer } from '../../test/http-get';
import { connect, entries, publish, token } from '../../test/partner-fixtures';

/** What a client can tell of an answer: status, every header but the date, the bytes. */
function seen(response: HttpAnswer) {
  const { date, ...headers } = response.headers;
  expect(date).toBeDefined();
  return { status: response.status, headers, body: response.body.toString('base64') };
}

const json = (response: HttpAnswer) => JSON.parse(response.body.toString('utf8'));

describe.each(ENGINES)('reads answered from memory on %s', (engine) => {
  let t: TestApp;
  let alice: TestAccount;
  let bob: TestAccount;
  let eve: TestAccount;
  let connectionId: number;
  let documentLength: number;
  let baseUrl: string;
  const tokens = [token(), token(), token()];

  beforeAll(async () => {
    t = await startTestApp(engine);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    [alice, bob, eve] = await registerAccounts(t, 'alice', 'bob', 'eve');
    const kinks: Kink[] = (await t.call({ method: 'GET', url: '/api/kinks', cookie: alice.cookie })).json();
    documentLength = documentSealedLength(await catalogueLayout(kinks));
    connectionId = (await connect(t, bob, alice)).id;
    await publish(t, alice, connectionId, entries(tokens));
    await publish(t, bob, connectionId, entries(tokens.slice(0, 1)));
  });
  afterAll(() => t.close());

  const saveDocument = async (fill: string) => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/preferences/document',
      cookie: alice.cookie,
      payload: { sealed: fill.repeat(documentLength), keyGeneration: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  const get = ({ url, cookie, headers }: { url: string; cookie: string; headers?: Record<string, string> }) =>
    httpGet(baseUrl, url, { ...(cookie ? { cookie } : {}), ...headers });

  /** Asked twice: the second answer comes from memory and is the first one, byte for byte. */
  async function twice(request: { url: string; cookie: string; headers?: Record<string, string> }) {
    const first = await get(request);
    expect(first.status, first.body.toString()).toBeLessThan(400);
    const before = t.app.hotReads.served;
    const second = await get(request);
    expect(t.app.hotReads.served, `${request.url} from memory`).toBe(before + 1);
    expect(seen(second)).toEqual(seen(first));
    return first;
  }

  it('gives the same answers as the route, revalidations and encodings included', async () => {
    await saveDocument('A');
    const kinks = await twice({ url: '/api/kinks', cookie: alice.cookie });
    const etag = String(kinks.headers.etag);
    expect(kinks.headers['cache-control']).toBe('private, no-cache');
    expect(
      (await twice({ url: '/api/kinks', cookie: alice.cookie, headers: { 'if-none-match': etag } })).status,
    ).toBe(304);
    const brotli = await twice({
      url: '/api/kinks',
      cookie: alice.cookie,
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');

    const document = await twice({ url: '/api/preferences/document', cookie: alice.cookie });
    expect(json(document).document.sealed).toBe('A'.repeat(documentLength));
    expect(document.headers['cache-control']).toBe('no-store');
    const held = { 'if-none-match': String(document.headers.etag) };
    expect(
      (await twice({ url: '/api/preferences/document', cookie: alice.cookie, headers: held })).status,
    ).toBe(304);

    const matches = await twice({ url: `/api/connections/${connectionId}/matches`, cookie: alice.cookie });
    expect(json(matches).theirs).toHaveLength(1);
  });

  it('answers a changed value from the database at once, then from memory again', async () => {
    await twice({ url: '/api/preferences/document', cookie: alice.cookie });
    await saveDocument('B');
    const after = await twice({ url: '/api/preferences/document', cookie: alice.cookie });
    expect(json(after).document.sealed).toBe('B'.repeat(documentLength));

    await publish(t, bob, connectionId, entries(tokens));
    const matches = await twice({ url: `/api/connections/${connectionId}/matches`, cookie: alice.cookie });
    expect(json(matches).theirs).toHaveLength(3);
  });

  it('leaves to the route whoever it would refuse, whatever memory holds', async () => {
    const url = `/api/connections/${connectionId}/matches`;
    await twice({ url, cookie: alice.cookie });
    const before = t.app.hotReads.served;
    const status = async (request: Parameters<typeof get>[0]) => (await get(request)).status;
    for (const [cookie, expected] of [
      [eve.cookie, 404],
      ['sid=not-a-session', 401],
      ['', 401],
    ] as const) {
      expect(await status({ url, cookie })).toBe(expected);
    }
    expect(await status({ url: '/api/connections/0x1/matches', cookie: alice.cookie })).toBe(400);
    // Paths the router would read otherwise (a slash more, an escape, a case, a long id) are the
    // router's to answer, and so are other methods: each as the usual way answers it.
    for (const [method, path] of [
      ['GET', '/api/kinks/'],
      ['GET', '//api/kinks'],
      ['GET', '/api/Kinks'],
      ['GET', '/api/kinks;x'],
      ['GET', '/api/connections/%31/matches'],
      ['GET', `/api/connections/${connectionId}/matches/`],
      ['GET', '/api/connections/12345678901/matches'],
      ['HEAD', '/api/kinks'],
    ] as const) {
      const usual = await t.call({ method, url: path, cookie: alice.cookie });
      const door = await httpGet(baseUrl, path, { cookie: alice.cookie }, method);
      expect(door.status, `${method} ${path}`).toBe(usual.statusCode);
    }
    // A rebinding page's Host is refused before anything is read.
    expect(
      await status({ url: '/api/kinks', cookie: alice.cookie, headers: { host: 'rebound.example' } }),
    ).toBe(400);
    // A draining server closes every connection it answers: the usual way sets that.
    t.app.draining.on = true;
    const drained = await get({
      url: '/api/kinks',
      cookie: alice.cookie,
      headers: { connection: 'keep-alive' },
    });
    t.app.draining.on = false;
    expect([drained.status, drained.headers.connection]).toEqual([200, 'close']);
    expect(t.app.hotReads.served).toBe(before);
    // A query string changes nothing the route reads: answered from memory as without one.
    expect(await status({ url: '/api/kinks?fresh=1', cookie: alice.cookie })).toBe(200);
    expect(t.app.hotReads.served).toBe(before + 1);
    // Forwarded headers from a peer not trusted (TRUST_PROXY unset here) count for nothing, here as there.
    const forwarded = { 'x-forwarded-host': 'rebound.example', 'x-forwarded-proto': 'https' };
    expect(await status({ url: '/api/kinks', cookie: alice.cookie, headers: forwarded })).toBe(200);
    expect(t.app.hotReads.served).toBe(before + 2);
    // Ended: the pair is forgotten, so the next read asks the database and finds nothing.
    expect(
      (await t.call({ method: 'DELETE', url: `/api/connections/${connectionId}`, cookie: bob.cookie }))
        .statusCode,
    ).toBe(200);
    expect(await status({ url, cookie: alice.cookie })).toBe(404);
    // Signed out: the session is forgotten with it.
    await t.call({ method: 'POST', url: '/api/auth/logout', cookie: alice.cookie, payload: {} });
    expect(await status({ url: '/api/preferences/document', cookie: alice.cookie })).toBe(401);
    expect(t.app.hotReads.served).toBe(before + 2);
  });
});

describe('reads answered from memory behind a trusted proxy', () => {
  let t: TestApp;
  let alice: TestAccount;
  let baseUrl: string;

  beforeAll(async () => {
    t = await startTestApp('sqlite', { trustProxy: 1 });
    [alice] = await registerAccounts(t, 'alice');
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('reads the forwarded Host and scheme as the route does', async () => {
    const read = async (headers: Record<string, string>) => {
      const before = t.app.hotReads.served;
      const answer = await httpGet(baseUrl, '/api/kinks', headers);
      return { status: answer.status, fromMemory: t.app.hotReads.served > before };
    };
    const session = alice.cookie.slice(alice.cookie.indexOf('=') + 1);
    expect(await read({ cookie: alice.cookie })).toEqual({ status: 200, fromMemory: false });
    expect(await read({ cookie: alice.cookie })).toEqual({ status: 200, fromMemory: true });
    // The proxy's word is the Host that counts, for refusing as for serving.
    expect(await read({ cookie: alice.cookie, 'x-forwarded-host': 'rebound.example' })).toEqual({
      status: 400,
      fromMemory: false,
    });
    expect(
      await read({ cookie: alice.cookie, host: 'rebound.example', 'x-forwarded-host': 'localhost' }),
    ).toEqual({
      status: 200,
      fromMemory: true,
    });
    // Over https the session cookie carries the __Host- prefix, and only that one is read.
    expect(await read({ cookie: alice.cookie, 'x-forwarded-proto': 'https' })).toEqual({
      status: 401,
      fromMemory: false,
    });
    expect(await read({ cookie: `__Host-sid=${session}`, 'x-forwarded-proto': 'https' })).toEqual({
      status: 200,
      fromMemory: true,
    });
  });
});
