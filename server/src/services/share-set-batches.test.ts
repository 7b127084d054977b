import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccounts, type TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';
import { compactSet, connect, entries, publish, token } from '../../test/partner-fixtures';
import { replaceCompactSetsPg, type CompactReplacement } from './share-set-batches';
import { TokenList } from './token-list';

const ENTRY_BYTES = 60;

/** PostgreSQL's replacements of several connections' sets in one transaction (SaveBatches), on their own. */
describe.runIf(ENGINES.includes('postgres'))('replaceCompactSetsPg', () => {
  let t: TestApp;
  let ann: TestAccount, ben: TestAccount, cat: TestAccount, dan: TestAccount, eve: TestAccount;
  let annBen: number;
  let catDan: number;
  /** A pair Eve is not in. */
  let others: number;

  beforeAll(async () => {
    t = await startTestApp('postgres');
    const people = await registerAccounts(t, 'ann', 'ben', 'cat', 'dan', 'eve', 'fay', 'gus');
    const [fay, gus] = [people[5], people[6]] as [TestAccount, TestAccount];
    [ann, ben, cat, dan, eve] = people.slice(0, 5) as [
      TestAccount,
      TestAccount,
      TestAccount,
      TestAccount,
      TestAccount,
    ];
    annBen = (await connect(t, ben, ann)).id;
    catDan = (await connect(t, dan, cat)).id;
    others = (await connect(t, gus, fay)).id;
  });
  afterAll(() => t.close());

  const idOf = (person: TestAccount) => person.answer.user.id;
  const replacement = (connectionId: number, owner: TestAccount, tokens: string[]): CompactReplacement => ({
    connectionId,
    ownerId: idOf(owner),
    entries: compactSet(tokens, ENTRY_BYTES),
    entryBytes: ENTRY_BYTES,
    tokens: TokenList.ofStrings(tokens),
  });
  const versionOf = async (id: number) =>
    Number(
      (
        await t.sql
          .selectFrom('connections')
          .select('shares_version')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).shares_version,
    );
  const lines = (id: number, owner: TestAccount) =>
    t.sql
      .selectFrom('share_history')
      .select(['seq', 'replaced', 'in_common', 'total'])
      .where('connection_id', '=', id)
      .where('owner_id', '=', idOf(owner))
      .orderBy('seq')
      .execute();
  const storedSet = (id: number, owner: TestAccount) =>
    t.sql
      .selectFrom('share_sets')
      .select('entries')
      .where('connection_id', '=', id)
      .where('owner_id', '=', idOf(owner))
      .executeTakeFirst();

  it("writes each member's set and history line in one batch, and nothing for a non-member", async () => {
    const common = [token(), token()];
    // Dan has v1 rows (an older client): Cat's line counts against them.
    expect((await publish(t, dan, catDan, entries([...common, token()]))).statusCode).toBe(200);
    const [annVersion, catVersion, othersVersion] = [
      await versionOf(annBen),
      await versionOf(catDan),
      await versionOf(others),
    ];
    const annSet = replacement(annBen, ann, [token(), token(), token()]);
    const catSet = replacement(catDan, cat, [...common, token()]);
    const eveSet = replacement(others, eve, [token()]);
    const done = await replaceCompactSetsPg(t.sql, [annSet, eveSet, catSet], Date.now());
    expect(done).toEqual([{ count: 3, partnerId: idOf(ben) }, undefined, { count: 3, partnerId: idOf(dan) }]);
    expect(await versionOf(annBen)).toBe(annVersion + 1);
    expect(await versionOf(catDan)).toBe(catVersion + 1);
    expect((await storedSet(annBen, ann))?.entries).toBe(annSet.entries);
    expect((await storedSet(catDan, cat))?.entries).toBe(catSet.entries);
    expect(await versionOf(others)).toBe(othersVersion);
    expect(await storedSet(others, eve)).toBeUndefined();
    expect(await lines(catDan, cat)).toEqual([{ seq: 1, replaced: null, in_common: 2, total: 0 }]);
    expect(await lines(others, eve)).toEqual([]);
  });

  it('moves a member with v1 rows: the rows go, and the line counts the tokens changed from them', async () => {
    const kept = [token(), token(), token()];
    expect((await publish(t, ben, annBen, entries([...kept, token()]))).statusCode).toBe(200);
    const done = await replaceCompactSetsPg(
      t.sql,
      [replacement(annBen, ben, [...kept, token(), token()])],
      Date.now(),
    );
    expect(done).toEqual([{ count: 5, partnerId: idOf(ann) }]);
    const v1Rows = await t.sql
      .selectFrom('shares')
      .select('token')
      .where('connection_id', '=', annBen)
      .where('owner_id', '=', idOf(ben))
      .execute();
    expect(v1Rows).toEqual([]);
    // One v1 set (the first line), then one activity out and two in: two tokens changed.
    expect((await lines(annBen, ben)).map((line) => line.replaced)).toEqual([null, 2]);
  });

  it('answers undefined for every item of a batch whose members all left', async () => {
    const done = await replaceCompactSetsPg(
      t.sql,
      [replacement(catDan, eve, [token()]), replacement(999_999, ann, [token()])],
      Date.now(),
    );
    expect(done).toEqual([undefined, undefined]);
  });

  it('refuses a batch with one connection twice: its two members would be read before either is written', async () => {
    const twice = [replacement(annBen, ann, [token()]), replacement(annBen, ben, [token()])];
    await expect(replaceCompactSetsPg(t.sql, twice, Date.now())).rejects.toThrow('one connection twice');
  });
});
