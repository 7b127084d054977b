import type { Kink } from '@core/api/catalogue';
import { preferenceBlobSchema, type PreferenceDocumentAnswer } from '@core/api/preferences';
import { openPreference, type DataKey } from '@core/crypto';
import { openPreferenceDocument, sealPreferenceDocument } from '@core/sharing';
import { layoutOf } from '@client/lib/preferences/catalogue-layout';
import {
  defaultPreference,
  toStoredValue,
  type PreferenceValue,
} from '@client/lib/preferences/preference-values';

/**
 * Opens v1 rows (an account not moved yet); a row that fails (tampered, swapped, unreadable) is
 * logged and skipped so one bad row never hides the rest.
 */
async function openRows(
  dataKey: DataKey,
  userId: number,
  rows: PreferenceDocumentAnswer['rows'],
): Promise<Map<number, PreferenceValue>> {
  const opened = await Promise.all(
    rows.map(async (row) => {
      try {
        const value = preferenceBlobSchema.parse(
          await openPreference(dataKey, userId, row.kinkId, row.encryptedData),
        );
        return [row.kinkId, value] as const;
      } catch (error) {
        console.warn(
          `Skipped preference for activity ${row.kinkId}:`,
          error instanceof Error ? error.message : error,
        );
        return null;
      }
    }),
  );
  return new Map(opened.filter((entry) => entry !== null));
}

/**
 * The user's saved values: their document (storage version 2) or, for an account that has not
 * saved since, its v1 rows, which the next save moves into a document. A document that does not
 * open is an error: it is the whole set, never a part to skip.
 */
export async function openPreferences(
  dataKey: DataKey,
  userId: number,
  saved: PreferenceDocumentAnswer,
  kinks: readonly Kink[],
): Promise<Map<number, PreferenceValue>> {
  if (!saved.document) return openRows(dataKey, userId, saved.rows);
  return openPreferenceDocument(dataKey, userId, await layoutOf(kinks), saved.document.sealed);
}

/**
 * Seals the whole document: a record for EVERY activity, rated or not, under a fresh IV, padded to
 * the catalogue's one length: the server cannot tell which activities were rated, tried or
 * detailed, or which changed since the last save.
 */
export async function sealAllPreferences(
  dataKey: DataKey,
  userId: number,
  kinks: readonly Kink[],
  values: ReadonlyMap<number, PreferenceValue>,
): Promise<string> {
  const shaped = new Map<number, PreferenceValue>();
  for (const kink of kinks)
    shaped.set(kink.id, toStoredValue(kink, values.get(kink.id) ?? defaultPreference(kink)));
  return sealPreferenceDocument(dataKey, userId, await layoutOf(kinks), shaped);
}
