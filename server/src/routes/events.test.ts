import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_PATH } from '@core/api/events';
import { MARKERS_SEALED_LENGTH } from '@core/api/markers';
import { registerAccount, type TestAccount } from '../../test/accounts';
import { ENGINES, ORIGIN, startTestApp, type TestApp } from '../../test/harness';
import { openStream } from '../../test/event-stream';
import { codeOf, connect, entries, publish, sealed, token } from '../../test/partner-fixtures';

describe.each(ENGINES)('partner events on %s', (engine) => {
  let t: TestApp;
  let baseUrl: string;
  let alice: TestAccount;
  let bob: TestAccount;

  beforeAll(async () => {
    t = await startTestApp(engine);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    alice = await registerAccount(t, 'alice_events');
    bob = await registerAccount(t, 'bob_events');
  });
  afterAll(async () => t?.close());

  it('refuses a stream without a session, as JSON', async () => {
    const response = await fetch(`${baseUrl}${EVENTS_PATH}`, { headers: { origin: ORIGIN } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('tells the inviter at once that the partner joined, published, marked and left, with nothing more', async () => {
    const stream = await openStream(baseUrl, alice.cookie);
    expect(stream.status).toBe(200);
    const bobsOwn = await openStream(baseUrl, bob.cookie);

    const pair = await connect(t, bob, alice);
    expect(await stream.next()).toEqual({ connectionId: pair.id, kind: 'joined' });
    const published = await publish(t, bob, pair.id, entries([token(), token()]));
    expect(published.statusCode).toBe(200);
    expect(await stream.next()).toEqual({ connectionId: pair.id, kind: 'published' });
    const blob = sealed((MARKERS_SEALED_LENGTH / 4) * 3);
    const mark = (account: TestAccount, text: string) =>
      t.call({
        method: 'PUT',
        url: `/api/connections/${pair.id}/markers`,
        cookie: account.cookie,
        payload: { sealed: text },
      });
    expect((await mark(bob, blob)).statusCode).toBe(200);
    expect(await stream.next()).toEqual({ connectionId: pair.id, kind: 'marked' });
    // A save refused (not a member, or a blob of the wrong length) tells nobody anything.
    const carol = await registerAccount(t, 'carol_marks');
    expect((await mark(carol, blob)).statusCode).toBe(404);
    expect((await mark(bob, blob.slice(4))).statusCode).toBe(400);
    const gone = await t.call({ method: 'DELETE', url: `/api/connections/${pair.id}`, cookie: bob.cookie });
    expect(gone.statusCode).toBe(200);
    expect(await stream.next()).toEqual({ connectionId: pair.id, kind: 'disconnected' });

    // Every event is a connection id and a kind: no activity, level or count.
    for (const block of stream.raw.filter((b) => b.includes('data:'))) {
      expect(Object.keys(JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}'))).toEqual([
        'connectionId',
        'kind',
      ]);
    }
    // Bob's own actions are not echoed to him.
    await expect(bobsOwn.next()).rejects.toThrow('no event within 2 s');
    stream.close();
    bobsOwn.close();
  });

  it('ends the stream at logout, and tells the partner when an account is deleted', async () => {
    const carol = await registerAccount(t, 'carol_events');
    const stream = await openStream(baseUrl, carol.cookie);
    const logout = await t.call({ method: 'POST', url: '/api/auth/logout', cookie: carol.cookie });
    expect(logout.statusCode).toBe(200);
    expect(await stream.next()).toBe('ended');

    const dave = await registerAccount(t, 'dave_events');
    const watching = await openStream(baseUrl, dave.cookie);
    const erin = await registerAccount(t, 'erin_events');
    const pair = await t.call({
      method: 'POST',
      url: '/api/secure-connections',
      cookie: erin.cookie,
      payload: { code: await codeOf(t, dave) },
    });
    expect(await watching.next()).toEqual({ connectionId: pair.json().id, kind: 'joined' });
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/users/${erin.answer.user.id}`,
      cookie: erin.cookie,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await watching.next()).toEqual({ connectionId: pair.json().id, kind: 'disconnected' });
    watching.close();
  });

  it('sends no-store and the API security headers on the stream', async () => {
    const response = await fetch(`${baseUrl}${EVENTS_PATH}`, {
      headers: { origin: ORIGIN, cookie: alice.cookie },
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    await response.body?.cancel();
  });
});
