import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_CODE_ALPHABET } from '@core/api/connections';
import { CANNOT_CONNECT_WITH_SELF, PARTNER_NOT_FOUND } from '@core/api/messages';
import { registerAccount, type TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';
import { codeOf } from '../../test/partner-fixtures';

/** Every character percent-encoded, `!` included (encodeURIComponent leaves it as is). */
const fullyEncoded = (code: string) =>
  [...code]
    .map((c) => (/[a-z0-9-]/i.test(c) ? c : `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('');

const escaped = CONNECTION_CODE_ALPHABET.replace(/[$]/g, '\\$');
const CODE_FORMAT = (stem: string) => new RegExp(`^${stem}-[${escaped}]{4}$`);

describe.each(ENGINES)('connection codes on %s', (engine) => {
  let t: TestApp;
  let alice: TestAccount;
  let bob: TestAccount;

  beforeAll(async () => {
    t = await startTestApp(engine);
    alice = await registerAccount(t, 'alice');
    bob = await registerAccount(t, 'Bob.Smith-99');
  });
  afterAll(() => t.close());

  const lookup = (account: TestAccount | undefined, path: string) =>
    t.call({ method: 'GET', url: `/api/users/bycode/${path}`, cookie: account?.cookie });

  it('makes codes in the spec format: name letters and digits, a hyphen, 4 from the alphabet', () => {
    expect(alice.answer.user.code).toMatch(CODE_FORMAT('alice'));
    expect(bob.answer.user.code).toMatch(CODE_FORMAT('bobsmith99'));
  });

  it('finds a partner by code with exactly id, displayName, username and publicKey', async () => {
    const res = await lookup(alice, encodeURIComponent(bob.answer.user.code));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: bob.answer.user.id,
      displayName: 'bob.smith-99',
      username: 'bob.smith-99',
      publicKey: bob.body.publicKey,
    });
    expect((await lookup(undefined, encodeURIComponent(bob.answer.user.code))).statusCode).toBe(401);
  });

  it('answers an unknown code with 404 and the spec sentence, and your own code with 400', async () => {
    const unknown = await lookup(alice, 'nobody-xxxx');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Not Found', message: PARTNER_NOT_FOUND });
    const own = await lookup(alice, encodeURIComponent(alice.answer.user.code));
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(CANNOT_CONNECT_WITH_SELF);
  });

  it('matches codes exactly: case and a changed character miss', async () => {
    const code = bob.answer.user.code;
    expect((await lookup(alice, encodeURIComponent(code.toUpperCase()))).statusCode).toBe(404);
    expect((await lookup(alice, encodeURIComponent(`${code} `))).statusCode).toBe(404);
  });

  it('round-trips codes holding !@#$% however they are encoded', async () => {
    const carol = await registerAccount(t, 'carol');
    for (const code of ['carol-!@#$', 'carol-%$#!', 'carol-@%a2']) {
      await t.sql.updateTable('users').set({ code }).where('id', '=', carol.answer.user.id).execute();
      for (const path of [encodeURIComponent(code), fullyEncoded(code)]) {
        const res = await lookup(alice, path);
        expect(res.statusCode, path).toBe(200);
        expect(res.json().id).toBe(carol.answer.user.id);
      }
    }
    expect(fullyEncoded('carol-!@#$%')).toBe('carol-%21%40%23%24%25');
  });

  it('gives a new code on request; the old one stops working at once', async () => {
    const dave = await registerAccount(t, 'dave');
    const old = dave.answer.user.code;
    let code = old;
    const seen = new Set([old]);
    // Rotate until a code holds one of the symbols, checking the format and the lookup each time.
    for (let i = 0; i < 40 && (i < 3 || !/[!@#$%]/.test(code)); i += 1) {
      const res = await t.call({ method: 'POST', url: '/api/users/me/code', cookie: dave.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...dave.answer.user, code: expect.stringMatching(CODE_FORMAT('dave')) });
      code = res.json().code;
      seen.add(code);
      expect((await lookup(alice, encodeURIComponent(code))).json().id).toBe(dave.answer.user.id);
    }
    expect(seen.size).toBeGreaterThan(3);
    expect(await codeOf(t, dave)).toBe(code);
    expect((await lookup(alice, encodeURIComponent(old))).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/users/me/code' })).statusCode).toBe(401);
  });
});

describe('partner-code guessing limit', () => {
  let t: TestApp;
  let guesser: TestAccount;
  let other: TestAccount;
  let target: TestAccount;

  beforeAll(async () => {
    t = await startTestApp('sqlite', { trustProxy: 1 });
    guesser = await registerAccount(t, 'guesser');
    other = await registerAccount(t, 'other');
    target = await registerAccount(t, 'target');
  });
  afterAll(() => t.close());

  const from = (account: TestAccount, address: string, code: string) =>
    t.call({
      method: 'GET',
      url: `/api/users/bycode/${encodeURIComponent(code)}`,
      cookie: account.cookie,
      headers: { 'x-forwarded-for': address },
    });
  const connectFrom = (account: TestAccount, address: string, code: string) =>
    t.call({
      method: 'POST',
      url: '/api/secure-connections',
      cookie: account.cookie,
      headers: { 'x-forwarded-for': address },
      payload: { code },
    });

  it('allows 20 misses per user and per address in an hour, counting only misses', async () => {
    const hit = target.answer.user.code;
    for (let i = 0; i < 10; i += 1) {
      expect((await from(guesser, '10.1.0.1', `wrong-${i}`)).statusCode).toBe(404);
      // Hits in between are answered and do not count.
      expect((await from(guesser, '10.1.0.1', hit)).statusCode).toBe(200);
    }
    // A wrong code when connecting is a miss of the same limit.
    for (let i = 10; i < 20; i += 1) {
      expect((await connectFrom(guesser, '10.1.0.1', `wrong-${i}`)).statusCode).toBe(404);
    }
    const blocked = await from(guesser, '10.1.0.1', 'wrong-20');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many partner codes that did not match\. Please wait \d+ minutes?/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Once refused, the user is refused from any address, even with a right code.
    expect((await from(guesser, '10.1.0.9', hit)).statusCode).toBe(429);
    expect((await connectFrom(guesser, '10.1.0.9', hit)).statusCode).toBe(429);
  });

  it('refuses another user at an address that missed 20 times, not elsewhere', async () => {
    expect((await from(other, '10.1.0.1', target.answer.user.code)).statusCode).toBe(429);
    expect((await from(other, '10.2.0.1', 'wrong-x')).statusCode).toBe(404);
    expect((await from(other, '10.2.0.1', target.answer.user.code)).statusCode).toBe(200);
  });
});
