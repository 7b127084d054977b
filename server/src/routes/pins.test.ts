import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_SEALED_LENGTH } from '@core/crypto';
import { pinResponseSchema } from '@core/api/pins';
import type { TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';
import { pairBlobCalls, pairCast, sealed } from '../../test/partner-fixtures';

/** A sealed-looking pin: base64 of exactly the fixed length. */
const pin = (): string => sealed((PIN_SEALED_LENGTH / 4) * 3);

describe.each(ENGINES)('partner pins API on %s', (engine) => {
  let t: TestApp;
  let alice: TestAccount;
  let bob: TestAccount;
  let carol: TestAccount;
  let aliceBob: number;
  let aliceCarol: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    ({ alice, bob, carol, aliceBob, aliceCarol } = await pairCast(t));
  });
  afterAll(() => t.close());

  const { put, get, rows } = pairBlobCalls(() => t, 'pin', 'partner_pins', { keyGeneration: 1 });

  it('gives each member back only their own pin: null at first, then what they saved', async () => {
    const first = await get(alice, aliceBob);
    expect(first.statusCode).toBe(200);
    expect(pinResponseSchema.parse(first.json())).toEqual({ sealed: null });
    const alicePin = pin();
    expect((await put(alice, aliceBob, alicePin)).json()).toEqual({ saved: true });
    expect((await get(alice, aliceBob)).json()).toEqual({ sealed: alicePin });
    // The partner never receives the other member's pin.
    expect((await get(bob, aliceBob)).json()).toEqual({ sealed: null });
    const bobPin = pin();
    await put(bob, aliceBob, bobPin);
    expect((await get(bob, aliceBob)).json()).toEqual({ sealed: bobPin });
    expect((await get(alice, aliceBob)).json()).toEqual({ sealed: alicePin });
    // A new pin (a key accepted, a code compared) replaces the old one.
    const again = pin();
    await put(alice, aliceBob, again);
    expect((await get(alice, aliceBob)).json()).toEqual({ sealed: again });
    expect(await rows(aliceBob)).toHaveLength(2);
  });

  it('takes one length only, base64', async () => {
    for (const wrong of [pin().slice(4), `${pin()}AAAA`, sealed(48), '!'.repeat(PIN_SEALED_LENGTH)]) {
      const res = await put(alice, aliceCarol, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect(await rows(aliceCarol)).toEqual([]);
  });

  it('answers 404 to anyone outside the pair and for a connection that does not exist', async () => {
    expect((await get(carol, aliceBob)).statusCode).toBe(404);
    expect((await put(carol, aliceBob, pin())).statusCode).toBe(404);
    expect((await get(bob, aliceCarol)).statusCode).toBe(404);
    expect((await put(bob, 999_999, pin())).statusCode).toBe(404);
    expect(await rows(999_999)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await get(undefined, aliceBob)).statusCode).toBe(401);
    expect((await put(undefined, aliceBob, pin())).statusCode).toBe(401);
  });

  it('deletes both members’ pins with the connection', async () => {
    expect(await rows(aliceBob)).toHaveLength(2);
    const end = await t.call({ method: 'DELETE', url: `/api/connections/${aliceBob}`, cookie: bob.cookie });
    expect(end.statusCode).toBe(200);
    expect(await rows(aliceBob)).toEqual([]);
    expect((await get(alice, aliceBob)).statusCode).toBe(404);
  });

  it('deletes the pins of both members with either account', async () => {
    await put(alice, aliceCarol, pin());
    await put(carol, aliceCarol, pin());
    expect(await rows(aliceCarol)).toHaveLength(2);
    const gone = await t.call({
      method: 'DELETE',
      url: `/api/users/${carol.answer.user.id}`,
      cookie: carol.cookie,
    });
    expect(gone.statusCode).toBe(200);
    expect(await rows(aliceCarol)).toEqual([]);
    expect(await t.sql.selectFrom('partner_pins').selectAll().execute()).toEqual([]);
  });
});
