import { describe, expect, it } from 'vitest';
import pack from '../../../../content/activities.json';
import { activityPackSchema, type Kink } from '@core/api/catalogue';
import type { PreferenceDocumentAnswer } from '@core/api/preferences';
import { sealPreference } from '@core/crypto';
import { randomTestKey } from '@core/crypto/test-support';
import { plaintextSize } from '@core/sharing';
import { openPreferences, sealAllPreferences } from './preference-vault';
import { defaultPreference, toStoredValue, type PreferenceValue } from './preference-values';

const kinks = activityPackSchema
  .parse(pack)
  .activities.map((activity, index): Kink => ({ ...activity, id: index + 1 }) as unknown as Kink);

/** An old account's answers: every third activity rated, details chosen where there are any. */
function oldAnswers(): Map<number, PreferenceValue> {
  const out = new Map<number, PreferenceValue>();
  for (const [index, kink] of kinks.entries()) {
    if (index % 3 !== 0) continue;
    const value = defaultPreference(kink);
    for (const field of kink.detailSchema?.fields ?? [])
      value.detailOptions[field.name] =
        field.type === 'select'
          ? (field.options.at(-1)?.value ?? '')
          : field.options.slice(0, 2).map((o) => o.value);
    out.set(kink.id, { ...value, interestLevel: '4', hasExperienced: true, experienceRating: '5' });
  }
  return out;
}

describe('the move to storage version 2 through the client code', () => {
  it("opens an old account's rows, saves them as one document, and reads back exactly the same", async () => {
    const dataKey = await randomTestKey();
    const userId = 42;
    const answers = oldAnswers();
    const size = plaintextSize(kinks);
    const rows = await Promise.all(
      kinks.map(async (kink, index) => ({
        id: index + 1,
        userId,
        kinkId: kink.id,
        encryptedData: await sealPreference(
          dataKey,
          userId,
          kink.id,
          toStoredValue(kink, answers.get(kink.id) ?? defaultPreference(kink)),
          size,
        ),
        createdAt: 1,
        updatedAt: 1,
      })),
    );
    const before: PreferenceDocumentAnswer = { document: null, rows };
    const fromRows = await openPreferences(dataKey, userId, before, kinks);
    expect(fromRows.size).toBe(kinks.length);

    const sealed = await sealAllPreferences(dataKey, userId, kinks, fromRows);
    const after: PreferenceDocumentAnswer = { document: { sealed, updatedAt: 2 }, rows: [] };
    expect(await openPreferences(dataKey, userId, after, kinks)).toEqual(fromRows);
    for (const [kinkId, value] of answers) expect(fromRows.get(kinkId)).toEqual(value);
  });

  it('a document that does not open is an error, never an empty set', async () => {
    const sealed = await sealAllPreferences(await randomTestKey(), 42, kinks, new Map());
    const answer: PreferenceDocumentAnswer = { document: { sealed, updatedAt: 1 }, rows: [] };
    await expect(openPreferences(await randomTestKey(), 42, answer, kinks)).rejects.toThrow();
  });
});
