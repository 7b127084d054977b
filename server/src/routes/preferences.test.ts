import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kink } from '@core/api/catalogue';
import { preferenceListSchema } from '@core/api/preferences';
import { registerAccount, type TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';

const SEALED = 'A'.repeat(64);

describe.each(ENGINES)('catalogue and preferences API on %s', (engine) => {
  let t: TestApp;
  let alice: TestAccount;
  let bob: TestAccount;
  let kinks: Kink[];

  beforeAll(async () => {
    t = await startTestApp(engine);
    alice = await registerAccount(t, 'alice');
    bob = await registerAccount(t, 'bob');
    kinks = (await t.call({ method: 'GET', url: '/api/kinks', cookie: alice.cookie })).json();
  });
  afterAll(() => t.close());

  const rowsFor = (account: TestAccount, sealed = SEALED) =>
    kinks.map((k) => ({ userId: account.answer.user.id, kinkId: k.id, encryptedData: sealed }));
  const save = (account: TestAccount, payload: object) =>
    t.call({ method: 'POST', url: '/api/preferences', cookie: account.cookie, payload });
  const stored = async (account: TestAccount) =>
    (await t.call({ method: 'GET', url: '/api/preferences', cookie: account.cookie })).json() as Array<{
      encryptedData: string;
    }>;

  it('serves the catalogue to signed-in users with an ETag', async () => {
    expect(kinks.length).toBeGreaterThanOrEqual(100);
    const spanking = kinks.find((k) => k.name === 'Spanking');
    expect(spanking?.detailSchema?.fields.length).toBeGreaterThan(0);
    const first = await t.call({ method: 'GET', url: '/api/kinks', cookie: alice.cookie });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.call({
      method: 'GET',
      url: '/api/kinks',
      cookie: alice.cookie,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.call({ method: 'GET', url: '/api/kinks' })).statusCode).toBe(401);
    const compressed = await t.call({
      method: 'GET',
      url: '/api/kinks',
      cookie: alice.cookie,
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(kinks);
  });

  it('saves a sealed row for every activity and reads them back', async () => {
    const res = await save(alice, { preferences: rowsFor(alice), overwrite: true, keyGeneration: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ saved: kinks.length });
    const mine = await stored(alice);
    expect(mine).toHaveLength(kinks.length);
    expect(preferenceListSchema.parse(mine)).toEqual(mine);
    const byId = await t.call({
      method: 'GET',
      url: `/api/preferences/${alice.answer.user.id}`,
      cookie: alice.cookie,
    });
    expect(byId.json()).toEqual(mine);
    // A returning client revalidates; a second save overwrites in place and changes the ETag.
    const etag = byId.headers.etag as string;
    const again = await t.call({
      method: 'GET',
      url: '/api/preferences',
      cookie: alice.cookie,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await save(alice, { preferences: rowsFor(alice, 'B'.repeat(64)), overwrite: true, keyGeneration: 1 });
    const changed = await t.call({
      method: 'GET',
      url: '/api/preferences',
      cookie: alice.cookie,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    const after = await stored(alice);
    expect(after).toHaveLength(kinks.length);
    expect(after.every((row) => row.encryptedData === 'B'.repeat(64))).toBe(true);
  });

  it('refuses every bad save with 4xx and leaves the saved rows unchanged', async () => {
    const before = await stored(alice);
    const valid = rowsFor(alice, 'C'.repeat(64));
    const [first, second] = kinks as [Kink, Kink];
    const cases: Array<[string, object, number]> = [
      [
        'another user id in a row',
        {
          preferences: [...valid.slice(1), { ...valid[0], userId: bob.answer.user.id }],
          overwrite: true,
          keyGeneration: 1,
        },
        403,
      ],
      [
        'an unknown activity',
        {
          preferences: [...valid.slice(1), { ...valid[0], kinkId: 999_999 }],
          overwrite: true,
          keyGeneration: 1,
        },
        400,
      ],
      [
        'a duplicate activity',
        { preferences: [...valid.slice(2), valid[1], valid[1]], overwrite: true, keyGeneration: 1 },
        400,
      ],
      [
        'more rows than the catalogue',
        { preferences: [...valid, { ...valid[0], kinkId: first.id }], overwrite: true, keyGeneration: 1 },
        400,
      ],
      [
        'data that is not base64',
        {
          preferences: [{ ...valid[0], encryptedData: 'not base64!!'.repeat(8) }],
          overwrite: true,
          keyGeneration: 1,
        },
        400,
      ],
      [
        'data over 8 KB',
        {
          preferences: [{ ...valid[0], encryptedData: 'A'.repeat(8 * 1024 + 4) }],
          overwrite: true,
          keyGeneration: 1,
        },
        400,
      ],
      ['overwrite missing', { preferences: valid }, 400],
      ['an empty list', { preferences: [], overwrite: true, keyGeneration: 1 }, 400],
      [
        'a string id',
        { preferences: [{ ...valid[0], kinkId: String(second.id) }], overwrite: true, keyGeneration: 1 },
        400,
      ],
      ['an unknown field', { preferences: valid, overwrite: true, keyGeneration: 1, extra: 1 }, 400],
    ];
    for (const [label, payload, status] of cases) {
      const res = await save(alice, payload);
      expect(res.statusCode, label).toBe(status);
      expect(res.json().message, label).toBeTruthy();
    }
    expect(await stored(alice)).toEqual(before);
  });

  it('refuses another user id in every preferences path', async () => {
    const other = await t.call({
      method: 'GET',
      url: `/api/preferences/${alice.answer.user.id}`,
      cookie: bob.cookie,
    });
    expect(other.statusCode).toBe(403);
    const anonymous = await t.call({
      method: 'POST',
      url: '/api/preferences',
      payload: { preferences: rowsFor(alice), overwrite: true, keyGeneration: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await stored(bob)).toEqual([]);
  });

  it('stores suggestions with a name and description, trimmed', async () => {
    const ok = await t.call({
      method: 'POST',
      url: '/api/suggestions',
      cookie: alice.cookie,
      payload: { name: '  Slow dancing ', category: 'Other', description: ' In the kitchen. ' },
    });
    expect(ok.statusCode).toBe(201);
    const row = await t.sql
      .selectFrom('suggestions')
      .selectAll()
      .where('id', '=', ok.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Slow dancing',
      description: 'In the kitchen.',
      // Stored without any link to the account (docs/protocol.md).
      user_id: null,
    });
    const blank = await t.call({
      method: 'POST',
      url: '/api/suggestions',
      cookie: alice.cookie,
      payload: { name: '   ', description: 'x' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Please provide both a name and description for your suggestion.');
  });
});

describe('catalogue encodings', () => {
  it('picks brotli, then gzip, then plain, honouring q=0', async () => {
    const { pickEncoding } = await import('./catalogue');
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});
