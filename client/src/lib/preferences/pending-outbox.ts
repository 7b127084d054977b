import { z } from 'zod';
import type { Kink } from '@core/api/catalogue';
import { preferenceBlobSchema } from '@core/api/preferences';
import { openJson, pendingAad as aad, sealPaddedJson, type DataKey } from '@core/crypto';
import { plaintextSize } from '@core/sharing';
import { openInstantRecord, type InstantRecord } from './instant-keeper';
import { LOCAL_KEYS } from '@client/lib/storage';
import type { PreferenceValue } from './preference-values';

/**
 * The spec's local 'preferences' key, holding only ciphertext: changes not yet on the server,
 * sealed under the data key, so a reload or a closed tab right after a tap loses nothing (a
 * full sealed set is larger than the 64 KiB a keepalive request may carry). Opened again after
 * the unlock, saved, then removed.
 */
export const OUTBOX_KEY = LOCAL_KEYS.pendingPreferences;

const storedSchema = z.union([
  z.object({ userId: z.number().int(), sealed: z.string() }),
  z.object({
    userId: z.number().int(),
    instant: z.object({ pad: z.string(), data: z.string(), tag: z.string() }),
  }),
]);
const editsSchema = z.array(z.tuple([z.number().int(), preferenceBlobSchema]));

/** Changes are counted in buckets of this many for the padded length. */
const BUCKET = 8;

/**
 * Padded to a bucket of changes (each as long as a sealed row): the blob says roughly how many
 * activities changed, never which or how, and stays small, so it is sealed and stored within
 * the few milliseconds between a tap and a reload.
 */
function outboxSize(kinks: readonly Kink[], count: number): number {
  return Math.max(1, Math.ceil(count / BUCKET)) * BUCKET * (plaintextSize(kinks) + 16) + 64;
}

/** Seals the changes; `store` puts them on the device (the caller may skip it if something newer is there). */
export async function sealOutbox(
  dataKey: DataKey,
  userId: number,
  kinks: readonly Kink[],
  edits: ReadonlyMap<number, PreferenceValue>,
): Promise<{ store(): void }> {
  const sealed = await sealPaddedJson(dataKey, [...edits], aad(userId), outboxSize(kinks, edits.size));
  return { store: () => localStorage.setItem(OUTBOX_KEY, JSON.stringify({ userId, sealed })) };
}

export async function writeOutbox(
  dataKey: DataKey,
  userId: number,
  kinks: readonly Kink[],
  edits: ReadonlyMap<number, PreferenceValue>,
): Promise<void> {
  (await sealOutbox(dataKey, userId, kinks, edits)).store();
}

/** Stores changes kept at once at the tap (see instant-keeper); the sealed copy replaces them next. */
export function writeInstantOutbox(userId: number, instant: InstantRecord): void {
  localStorage.setItem(OUTBOX_KEY, JSON.stringify({ userId, instant }));
}

/**
 * Whether changes of this user wait on the device, sealed under the data key they were made with
 * (a data-key rotation must not strand them). A record that does not read counts as none: the
 * next unlock drops it anyway.
 */
export function hasOutboxFor(userId: number): boolean {
  const raw = localStorage.getItem(OUTBOX_KEY);
  if (!raw) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    console.warn('Kept preference changes that do not read count as none', error);
    return false;
  }
  const stored = storedSchema.safeParse(parsed);
  return stored.success && stored.data.userId === userId;
}

export function clearOutbox(): void {
  localStorage.removeItem(OUTBOX_KEY);
}

/**
 * The kept changes of this user. They are applied again even when a save reached the server as
 * the page closed (it could not remove them then): saving the same values twice loses nothing,
 * while comparing the device's clock with the server's could drop a change. Anything unreadable
 * is dropped with a warning.
 */
export async function readOutbox(
  dataKey: DataKey,
  userId: number,
): Promise<Map<number, PreferenceValue> | null> {
  const raw = localStorage.getItem(OUTBOX_KEY);
  if (!raw) return null;
  try {
    const stored = storedSchema.parse(JSON.parse(raw));
    if (stored.userId !== userId) return null;
    const edits =
      'sealed' in stored
        ? await openJson(dataKey, stored.sealed, aad(userId))
        : await openInstantRecord(dataKey, userId, stored.instant);
    return new Map(editsSchema.parse(edits));
  } catch (error) {
    console.warn('Kept preference changes could not be read and were dropped', error);
    clearOutbox();
    return null;
  }
}
