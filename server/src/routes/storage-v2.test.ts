import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kink } from '@core/api/catalogue';
import {
  preferenceBlobSchema,
  preferenceDocumentAnswerSchema,
  type PreferenceBlob,
} from '@core/api/preferences';
import { matchesResponseSchema } from '@core/api/shares';
import { openPreference, sealPreference, sealedByteLength } from '@core/crypto';
import {
  catalogueLayout,
  compactEntrySize,
  documentSealedLength,
  openPreferenceDocument,
  plaintextSize,
  sealPreferenceDocument,
  type CatalogueLayout,
} from '@core/sharing';
import { registerAccounts, type TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';
import {
  compactSet as makeCompactSet,
  connect,
  entries,
  publishCompact,
  token,
} from '../../test/partner-fixtures';

/** What an old account saved: interest and details on a few activities, the rest not rated. */
function oldValues(kinks: Kink[]): Map<number, PreferenceBlob> {
  const out = new Map<number, PreferenceBlob>();
  for (const [index, kink] of kinks.entries()) {
    const detailOptions: PreferenceBlob['detailOptions'] = {};
    for (const field of kink.detailSchema?.fields ?? [])
      detailOptions[field.name] = field.type === 'select' ? (field.options[0]?.value ?? '') : [];
    out.set(kink.id, {
      hasExperienced: index % 2 === 0,
      experienceRating: String((index % 5) + 1) as PreferenceBlob['experienceRating'],
      interestLevel: String(index % 6) as PreferenceBlob['interestLevel'],
      detailOptions,
    });
  }
  return out;
}

describe.each(ENGINES)('storage version 2 on %s', (engine) => {
  let t: TestApp;
  let alice: TestAccount;
  let bob: TestAccount;
  let eve: TestAccount;
  let kinks: Kink[];
  let layout: CatalogueLayout;
  let connectionId: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    [alice, bob, eve] = await registerAccounts(t, 'alice', 'bob', 'eve');
    kinks = (await t.call({ method: 'GET', url: '/api/kinks', cookie: alice.cookie })).json();
    layout = await catalogueLayout(kinks);
    connectionId = (await connect(t, bob, alice)).id;
  });
  afterAll(() => t.close());

  const readDocument = async (account: TestAccount) => {
    const res = await t.call({ method: 'GET', url: '/api/preferences/document', cookie: account.cookie });
    expect(res.statusCode).toBe(200);
    return preferenceDocumentAnswerSchema.parse(res.json());
  };
  const putDocument = (account: TestAccount, sealed: string) =>
    t.call({
      method: 'PUT',
      url: '/api/preferences/document',
      cookie: account.cookie,
      payload: { sealed, keyGeneration: 1 },
    });
  const v1Rows = (account: TestAccount) =>
    t.sql.selectFrom('preferences').select('kink_id').where('user_id', '=', account.answer.user.id).execute();

  it("an old account's rows survive the move into one document, which deletes them in the same save", async () => {
    const userId = alice.answer.user.id;
    const values = oldValues(kinks);
    const size = plaintextSize(kinks);
    const preferences = await Promise.all(
      kinks.map(async (kink) => ({
        userId,
        kinkId: kink.id,
        encryptedData: await sealPreference(alice.keys.dataKey, userId, kink.id, values.get(kink.id), size),
      })),
    );
    const v1 = { preferences, overwrite: true, keyGeneration: 1 };
    expect(
      (await t.call({ method: 'POST', url: '/api/preferences', cookie: alice.cookie, payload: v1 }))
        .statusCode,
    ).toBe(200);

    // Before the move: no document, the rows, which open as they always did.
    const before = await readDocument(alice);
    expect(before.document).toBeNull();
    expect(before.rows).toHaveLength(kinks.length);
    const opened = new Map<number, PreferenceBlob>();
    for (const row of before.rows)
      opened.set(
        row.kinkId,
        preferenceBlobSchema.parse(
          await openPreference(alice.keys.dataKey, userId, row.kinkId, row.encryptedData),
        ),
      );
    expect(opened).toEqual(values);

    // The next save: one document of the catalogue's one length; the rows are gone.
    const sealed = await sealPreferenceDocument(alice.keys.dataKey, userId, layout, opened);
    expect(sealed).toHaveLength(documentSealedLength(layout));
    const saved = await putDocument(alice, sealed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ saved: true });
    expect(await v1Rows(alice)).toEqual([]);
    const after = await readDocument(alice);
    expect(after.rows).toEqual([]);
    expect(after.document?.sealed).toBe(sealed);
    expect(await openPreferenceDocument(alice.keys.dataKey, userId, layout, sealed)).toEqual(values);
  });

  it('refuses a document of another length, a body that is not base64, and anyone signed out', async () => {
    const length = documentSealedLength(layout);
    for (const sealed of ['A'.repeat(length - 4), 'A'.repeat(length + 4)]) {
      const res = await putDocument(bob, sealed);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: expect.any(String),
        message: expect.stringContaining(String(length)),
      });
    }
    expect((await putDocument(bob, '!'.repeat(length))).statusCode).toBe(400);
    const signedOut = await t.call({
      method: 'PUT',
      url: '/api/preferences/document',
      payload: { sealed: 'A'.repeat(length), keyGeneration: 1 },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/preferences/document' })).statusCode).toBe(401);
  });

  it('an older client can neither read an empty list nor save over a document: 409, and the document stays', async () => {
    const sealed = await sealPreferenceDocument(bob.keys.dataKey, bob.answer.user.id, layout, new Map());
    expect((await putDocument(bob, sealed)).statusCode).toBe(200);
    for (const url of ['/api/preferences', `/api/preferences/${bob.answer.user.id}`]) {
      const read = await t.call({ method: 'GET', url, cookie: bob.cookie });
      expect(read.statusCode).toBe(409);
      expect(read.json()).toMatchObject({
        error: expect.any(String),
        message: expect.stringContaining('reload'),
      });
    }
    const row = { userId: bob.answer.user.id, kinkId: kinks[0]?.id ?? 0, encryptedData: 'A'.repeat(64) };
    const v1 = { preferences: [row], overwrite: true, keyGeneration: 1 };
    const save = await t.call({ method: 'POST', url: '/api/preferences', cookie: bob.cookie, payload: v1 });
    expect(save.statusCode).toBe(409);
    expect(await v1Rows(bob)).toEqual([]);
    expect((await readDocument(bob)).document?.sealed).toBe(sealed);
  });

  describe('compact share sets', () => {
    const entryBytes = () => sealedByteLength(compactEntrySize(layout));
    const compactSet = (tokens: string[]) => makeCompactSet(tokens, entryBytes());
    const putSet = (account: TestAccount, setEntries: string, id = connectionId) =>
      publishCompact(t, account, id, setEntries);
    const matches = async (account: TestAccount) => {
      const res = await t.call({
        method: 'GET',
        url: `/api/connections/${connectionId}/matches`,
        cookie: account.cookie,
      });
      expect(res.statusCode).toBe(200);
      return { body: matchesResponseSchema.parse(res.json()), bytes: res.rawPayload.length };
    };
    const common = Array.from({ length: 5 }, () => token());

    it('intersects a v1 set with a compact one; a member that moves keeps one row and no v1 rows', async () => {
      const aliceTokens = [...common, token(), token()];
      const put = await t.call({
        method: 'PUT',
        url: `/api/connections/${connectionId}/shares`,
        cookie: alice.cookie,
        payload: { entries: entries(aliceTokens) },
      });
      expect(put.statusCode).toBe(200);
      const bobSet = compactSet([...common.slice(0, 3), token()]);
      expect((await putSet(bob, bobSet)).json()).toEqual({ count: 4 });
      const mixed = await matches(alice);
      expect(mixed.body.theirs.map((e) => e.token)).toEqual(common.slice(0, 3).sort());
      expect(mixed.body.theirs.every((e) => Buffer.from(e.sealed, 'base64').length === entryBytes())).toBe(
        true,
      );

      // Alice moves: her v1 rows go in the same replacement.
      expect((await putSet(alice, compactSet(aliceTokens))).statusCode).toBe(200);
      const rows = await t.sql
        .selectFrom('shares')
        .select('token')
        .where('connection_id', '=', connectionId)
        .execute();
      expect(rows).toEqual([]);
      const sets = await t.sql
        .selectFrom('share_sets')
        .select('owner_id')
        .where('connection_id', '=', connectionId)
        .execute();
      expect(sets).toHaveLength(2);
      const compact = await matches(bob);
      expect(compact.body.mine.map((e) => e.token)).toEqual(common.slice(0, 3).sort());
      // One length whatever the count, and shorter than the v1 answer of the same pair.
      expect((await putSet(bob, compactSet([token()]))).statusCode).toBe(200);
      const none = await matches(bob);
      expect(none.body.theirs).toEqual([]);
      expect(none.bytes).toBe(compact.bytes);
      expect(compact.bytes).toBeLessThan(mixed.bytes);
    });

    it('refuses partial records, too many, repeated tokens, and non-members', async () => {
      const one = compactSet([token()]);
      const cut = Buffer.from(one, 'base64').subarray(1).toString('base64');
      expect((await putSet(alice, cut)).statusCode).toBe(400);
      const tooMany = compactSet(Array.from({ length: kinks.length + 2 }, () => token()));
      expect((await putSet(alice, tooMany)).statusCode).toBe(400);
      const twice = token();
      const repeated = await putSet(alice, compactSet([twice, twice]));
      expect(repeated.statusCode).toBe(400);
      expect(repeated.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      expect((await putSet(eve, one)).statusCode).toBe(404);
    });
  });
});
