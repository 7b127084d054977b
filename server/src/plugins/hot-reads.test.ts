import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kink } from '@core/api/catalogue';
import { catalogueLayout, documentSealedLength } from '@core/sharing';
import type { LightMyRequestResponse } from 'fastify';
import { registerAccounts, type TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';
import { connect, entries, publish, token } from '../../test/partner-fixtures';

/** What a client can tell of an answer: status, every header but the date, the bytes. */
function seen(response: LightMyRequestResponse) {
  const { date, ...headers } = response.headers;
  expect(date).toBeDefined();
  return { status: response.statusCode, headers, body: response.rawPayload.toString('base64') };
}

describe.each(ENGINES)('reads answered from memory on %s', (engine) => {
  let t: TestApp;
  let alice: TestAccount;
  let bob: TestAccount;
  let eve: TestAccount;
  let connectionId: number;
  let documentLength: number;
  const tokens = [token(), token(), token()];

  beforeAll(async () => {
    t = await startTestApp(engine);
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

  /** Asked twice: the second answer comes from memory and is the first one, byte for byte. */
  async function twice(request: { url: string; cookie: string; headers?: Record<string, string> }) {
    const first = await t.call({ method: 'GET', ...request });
    const before = t.app.hotReads.served;
    const second = await t.call({ method: 'GET', ...request });
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
      (await twice({ url: '/api/kinks', cookie: alice.cookie, headers: { 'if-none-match': etag } }))
        .statusCode,
    ).toBe(304);
    const brotli = await twice({
      url: '/api/kinks',
      cookie: alice.cookie,
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');

    const document = await twice({ url: '/api/preferences/document', cookie: alice.cookie });
    expect(document.json().document.sealed).toBe('A'.repeat(documentLength));
    expect(document.headers['cache-control']).toBe('no-store');
    const held = { 'if-none-match': String(document.headers.etag) };
    expect(
      (await twice({ url: '/api/preferences/document', cookie: alice.cookie, headers: held })).statusCode,
    ).toBe(304);

    const matches = await twice({ url: `/api/connections/${connectionId}/matches`, cookie: alice.cookie });
    expect(matches.json().theirs).toHaveLength(1);
  });

  it('answers a changed value from the database at once, then from memory again', async () => {
    await twice({ url: '/api/preferences/document', cookie: alice.cookie });
    await saveDocument('B');
    const after = await twice({ url: '/api/preferences/document', cookie: alice.cookie });
    expect(after.json().document.sealed).toBe('B'.repeat(documentLength));

    await publish(t, bob, connectionId, entries(tokens));
    const matches = await twice({ url: `/api/connections/${connectionId}/matches`, cookie: alice.cookie });
    expect(matches.json().theirs).toHaveLength(3);
  });

  it('leaves to the route whoever it would refuse, whatever memory holds', async () => {
    const url = `/api/connections/${connectionId}/matches`;
    await twice({ url, cookie: alice.cookie });
    const before = t.app.hotReads.served;
    for (const [cookie, status] of [
      [eve.cookie, 404],
      ['sid=not-a-session', 401],
      ['', 401],
    ] as const) {
      expect((await t.call({ method: 'GET', url, cookie })).statusCode).toBe(status);
    }
    expect(
      (await t.call({ method: 'GET', url: '/api/connections/0x1/matches', cookie: alice.cookie })).statusCode,
    ).toBe(400);
    // A rebinding page's Host is refused before anything is read.
    const foreign = await t.call({
      method: 'GET',
      url: '/api/kinks',
      cookie: alice.cookie,
      headers: { host: 'rebound.example' },
    });
    expect(foreign.statusCode).toBe(400);
    // A draining server closes every connection it answers: the usual way sets that.
    t.app.draining.on = true;
    const drained = await t.call({ method: 'GET', url: '/api/kinks', cookie: alice.cookie });
    t.app.draining.on = false;
    expect([drained.statusCode, drained.headers.connection]).toEqual([200, 'close']);
    // Ended: the pair is forgotten, so the next read asks the database and finds nothing.
    expect(
      (await t.call({ method: 'DELETE', url: `/api/connections/${connectionId}`, cookie: bob.cookie }))
        .statusCode,
    ).toBe(200);
    expect((await t.call({ method: 'GET', url, cookie: alice.cookie })).statusCode).toBe(404);
    // Signed out: the session is forgotten with it.
    await t.call({ method: 'POST', url: '/api/auth/logout', cookie: alice.cookie, payload: {} });
    expect(
      (await t.call({ method: 'GET', url: '/api/preferences/document', cookie: alice.cookie })).statusCode,
    ).toBe(401);
    expect(t.app.hotReads.served).toBe(before);
  });
});
