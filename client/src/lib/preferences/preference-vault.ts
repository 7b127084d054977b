import type { Kink } from '@core/api/catalogue';
import { preferenceBlobSchema, type PreferenceRecord } from '@core/api/preferences';
import { openPreference, sealPreference, type DataKey } from '@core/crypto';
import { plaintextSize } from '@core/sharing';
import {
  defaultPreference,
  toStoredValue,
  type PreferenceValue,
} from '@client/lib/preferences/preference-values';

/**
 * Opens every sealed row; a row that fails (tampered, swapped, unreadable) is logged and skipped
 * so one bad row never hides the rest.
 */
export async function openPreferences(
  dataKey: DataKey,
  userId: number,
  rows: readonly PreferenceRecord[],
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
 * Seals a row for EVERY activity, rated or not, with fresh randomness each time, every row padded
 * to one length: the server cannot tell which activities were rated, tried or detailed, or which
 * changed since the last save.
 */
export function sealAllPreferences(
  dataKey: DataKey,
  userId: number,
  kinks: readonly Kink[],
  values: ReadonlyMap<number, PreferenceValue>,
): Promise<Array<{ userId: number; kinkId: number; encryptedData: string }>> {
  const size = plaintextSize(kinks);
  return Promise.all(
    kinks.map(async (kink) => ({
      userId,
      kinkId: kink.id,
      encryptedData: await sealPreference(
        dataKey,
        userId,
        kink.id,
        toStoredValue(kink, values.get(kink.id) ?? defaultPreference(kink)),
        size,
      ),
    })),
  );
}
