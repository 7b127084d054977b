import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccounts, type TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';
import { saveDocumentsPg, type DocumentSave } from './document-saves';

/** PostgreSQL's statement for several people's full saves at once (SaveBatches), on its own. */
describe.runIf(ENGINES.includes('postgres'))('saveDocumentsPg', () => {
  let t: TestApp;
  let people: TestAccount[];
  const sessions = new Map<number, string>();

  beforeAll(async () => {
    t = await startTestApp('postgres');
    people = await registerAccounts(t, 'ann', 'ben', 'cat', 'dan', 'eve');
    for (const person of people) {
      const userId = person.answer.user.id;
      const row = await t.sql
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      sessions.set(userId, row.id);
    }
  });
  afterAll(() => t.close());

  const idOf = (person: TestAccount) => person.answer.user.id;
  const saveOf = (person: TestAccount, overrides: Partial<DocumentSave> = {}): DocumentSave => ({
    userId: idOf(person),
    generation: 1,
    sealed: `${person.username}-document`,
    sessionId: sessions.get(idOf(person)) ?? '',
    ...overrides,
  });
  const stored = async () =>
    Object.fromEntries(
      (await t.sql.selectFrom('preference_documents').select(['user_id', 'sealed']).execute()).map((row) => [
        row.user_id,
        row.sealed,
      ]),
    );
  const versions = async () =>
    Object.fromEntries(
      (await t.sql.selectFrom('users').select(['id', 'preferences_version']).execute()).map((row) => [
        row.id,
        row.preferences_version,
      ]),
    );

  it('saves the live ones of one batch and writes nothing for the others', async () => {
    const [ann, ben, cat, dan, eve] = people as [
      TestAccount,
      TestAccount,
      TestAccount,
      TestAccount,
      TestAccount,
    ];
    const logout = await t.call({ method: 'POST', url: '/api/auth/logout', cookie: dan.cookie });
    expect(logout.statusCode).toBe(200);
    const before = await versions();
    const saved = await saveDocumentsPg(
      t.sql,
      [
        saveOf(ann),
        saveOf(ben, { generation: 2 }), // sealed under a data key the account does not have
        saveOf(cat),
        saveOf(dan), // its session has ended
        saveOf(eve, { sessionId: sessions.get(idOf(ann)) }), // another person's session
      ],
      Date.now(),
    );
    expect([...saved].sort()).toEqual([idOf(ann), idOf(cat)].sort());
    expect(await stored()).toEqual({ [idOf(ann)]: 'ann-document', [idOf(cat)]: 'cat-document' });
    const after = await versions();
    for (const person of people)
      expect(after[idOf(person)], person.username).toBe(
        (before[idOf(person)] ?? 0) + (saved.has(idOf(person)) ? 1 : 0),
      );
  });

  it('replaces a stored document and leaves the others as they were', async () => {
    const [ann, , cat] = people as [TestAccount, TestAccount, TestAccount];
    const saved = await saveDocumentsPg(t.sql, [saveOf(cat, { sealed: 'cat-again' })], Date.now());
    expect([...saved]).toEqual([idOf(cat)]);
    expect(await stored()).toEqual({ [idOf(ann)]: 'ann-document', [idOf(cat)]: 'cat-again' });
  });
});
