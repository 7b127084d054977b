import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKERS_SEALED_LENGTH, markersResponseSchema } from '@core/api/markers';
import type { TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';
import { pairBlobCalls, pairCast, sealed } from '../../test/partner-fixtures';

/** A sealed-looking markers blob: base64 of exactly the fixed length. */
const blob = (): string => sealed((MARKERS_SEALED_LENGTH / 4) * 3);

describe.each(ENGINES)('pair markers API on %s', (engine) => {
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

  const { url, put, get, rows } = pairBlobCalls(() => t, 'markers', 'pair_markers');

  it('gives each member their own blob and the partner’s, one row per member', async () => {
    const first = await get(alice, aliceBob);
    expect(first.statusCode).toBe(200);
    expect(markersResponseSchema.parse(first.json())).toEqual({ mine: null, partner: null });
    const aliceBlob = blob();
    expect((await put(alice, aliceBob, aliceBlob)).json()).toEqual({ saved: true });
    expect((await get(alice, aliceBob)).json()).toEqual({ mine: aliceBlob, partner: null });
    expect((await get(bob, aliceBob)).json()).toEqual({ mine: null, partner: aliceBlob });
    const bobBlob = blob();
    await put(bob, aliceBob, bobBlob);
    const again = blob();
    await put(alice, aliceBob, again);
    expect((await get(bob, aliceBob)).json()).toEqual({ mine: bobBlob, partner: again });
    expect(await rows(aliceBob)).toHaveLength(2);
    // Alice's blob for Bob never shows in her other pair.
    expect((await get(carol, aliceCarol)).json()).toEqual({ mine: null, partner: null });
  });

  it('takes one length only, base64, and nothing else in the body', async () => {
    for (const wrong of [blob().slice(4), `${blob()}AAAA`, sealed(48), '!'.repeat(MARKERS_SEALED_LENGTH)]) {
      const res = await put(alice, aliceCarol, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    const extra = await t.call({
      method: 'PUT',
      url: url(aliceCarol),
      cookie: alice.cookie,
      payload: { sealed: blob(), kinkIds: [1] },
    });
    expect(extra.statusCode).toBe(400);
    expect(await rows(aliceCarol)).toEqual([]);
  });

  it('answers 404 to anyone outside the pair and 401 without a session', async () => {
    expect((await get(carol, aliceBob)).statusCode).toBe(404);
    expect((await put(carol, aliceBob, blob())).statusCode).toBe(404);
    expect((await put(bob, aliceCarol, blob())).statusCode).toBe(404);
    expect((await put(bob, 999_999, blob())).statusCode).toBe(404);
    expect(await rows(999_999)).toEqual([]);
    expect((await get(undefined, aliceBob)).statusCode).toBe(401);
    expect((await put(undefined, aliceBob, blob())).statusCode).toBe(401);
  });

  it('deletes both members’ markers with the connection', async () => {
    expect(await rows(aliceBob)).toHaveLength(2);
    const end = await t.call({ method: 'DELETE', url: `/api/connections/${aliceBob}`, cookie: bob.cookie });
    expect(end.statusCode).toBe(200);
    expect(await rows(aliceBob)).toEqual([]);
    expect((await get(alice, aliceBob)).statusCode).toBe(404);
  });

  it('deletes the markers of both members with either account', async () => {
    await put(alice, aliceCarol, blob());
    await put(carol, aliceCarol, blob());
    expect(await rows(aliceCarol)).toHaveLength(2);
    const gone = await t.call({
      method: 'DELETE',
      url: `/api/users/${carol.answer.user.id}`,
      cookie: carol.cookie,
    });
    expect(gone.statusCode).toBe(200);
    expect(await t.sql.selectFrom('pair_markers').selectAll().execute()).toEqual([]);
  });
});
