import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOUNDARIES_SEALED_LENGTH, boundariesResponseSchema } from '@core/api/boundaries';
import type { TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';
import { pairCast, sealed } from '../../test/partner-fixtures';

/** A sealed-looking boundaries blob: base64 of exactly the fixed length. */
const blob = (): string => sealed((BOUNDARIES_SEALED_LENGTH / 4) * 3);

describe.each(ENGINES)('boundaries API on %s', (engine) => {
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

  const put = (
    account: TestAccount | undefined,
    url: string,
    payload: { sealed: string; keyGeneration?: number },
  ) => t.call({ method: 'PUT', url, cookie: account?.cookie, payload });
  const get = (account: TestAccount | undefined, url: string) =>
    t.call({ method: 'GET', url, cookie: account?.cookie });

  it('keeps the caller’s own blob: null at first, then what was saved', async () => {
    const first = await get(alice, '/api/boundaries');
    expect(first.statusCode).toBe(200);
    expect(boundariesResponseSchema.parse(first.json())).toEqual({ sealed: null });
    const mine = blob();
    expect((await put(alice, '/api/boundaries', { sealed: mine, keyGeneration: 1 })).json()).toEqual({
      saved: true,
    });
    expect((await get(alice, '/api/boundaries')).json()).toEqual({ sealed: mine });
    expect((await get(bob, '/api/boundaries')).json()).toEqual({ sealed: null });
  });

  it('refuses a blob of any other length, or not base64', async () => {
    for (const wrong of [
      blob().slice(4),
      `${blob()}AAAA`,
      sealed(48),
      '!'.repeat(BOUNDARIES_SEALED_LENGTH),
    ]) {
      expect((await put(alice, '/api/boundaries', { sealed: wrong, keyGeneration: 1 })).statusCode).toBe(400);
      expect(
        (await put(alice, `/api/connections/${aliceBob}/boundaries`, { sealed: wrong })).statusCode,
      ).toBe(400);
    }
  });

  it('gives each member the other’s blob for their connection, null before one is published', async () => {
    expect((await get(bob, `/api/connections/${aliceBob}/boundaries`)).json()).toEqual({ sealed: null });
    const forBob = blob();
    const forCarol = blob();
    const res = await put(alice, `/api/connections/${aliceBob}/boundaries`, { sealed: forBob });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ saved: true });
    await put(alice, `/api/connections/${aliceCarol}/boundaries`, { sealed: forCarol });
    expect((await get(bob, `/api/connections/${aliceBob}/boundaries`)).json()).toEqual({ sealed: forBob });
    expect((await get(carol, `/api/connections/${aliceCarol}/boundaries`)).json()).toEqual({
      sealed: forCarol,
    });
    // The owner reads the partner's blob, never their own back.
    expect((await get(alice, `/api/connections/${aliceBob}/boundaries`)).json()).toEqual({ sealed: null });
    // A republish replaces the blob.
    const again = blob();
    await put(alice, `/api/connections/${aliceBob}/boundaries`, { sealed: again });
    expect((await get(bob, `/api/connections/${aliceBob}/boundaries`)).json()).toEqual({ sealed: again });
  });

  it('keeps another pair’s blob out of reach: 404 for a connection that is not the caller’s', async () => {
    expect((await get(bob, `/api/connections/${aliceCarol}/boundaries`)).statusCode).toBe(404);
    expect((await put(bob, `/api/connections/${aliceCarol}/boundaries`, { sealed: blob() })).statusCode).toBe(
      404,
    );
    expect((await get(carol, `/api/connections/${aliceBob}/boundaries`)).statusCode).toBe(404);
    expect((await get(bob, '/api/connections/999999/boundaries')).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await get(undefined, '/api/boundaries')).statusCode).toBe(401);
    expect((await put(undefined, '/api/boundaries', { sealed: blob(), keyGeneration: 1 })).statusCode).toBe(
      401,
    );
    expect((await get(undefined, `/api/connections/${aliceBob}/boundaries`)).statusCode).toBe(401);
    expect(
      (await put(undefined, `/api/connections/${aliceBob}/boundaries`, { sealed: blob() })).statusCode,
    ).toBe(401);
  });

  it('deletes both members’ blobs with the connection', async () => {
    await put(bob, `/api/connections/${aliceBob}/boundaries`, { sealed: blob() });
    const rows = () =>
      t.sql.selectFrom('boundary_shares').select('owner_id').where('connection_id', '=', aliceBob).execute();
    expect(await rows()).toHaveLength(2);
    const end = await t.call({ method: 'DELETE', url: `/api/connections/${aliceBob}`, cookie: bob.cookie });
    expect(end.statusCode).toBeLessThan(300);
    expect(await rows()).toEqual([]);
    expect((await get(alice, `/api/connections/${aliceBob}/boundaries`)).statusCode).toBe(404);
  });
});
