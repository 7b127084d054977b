import {
  bytesToUtf8,
  openPadRecord,
  pendingPadAad as aad,
  preparePad,
  utf8ToBytes,
  type DataKey,
  type PadRecord,
} from '@core/crypto';
import type { PreferenceValue } from './preference-values';

/**
 * Keeps changes on the device in the same task as the tap, with no await: a reload right after a
 * tap can end the page before any WebCrypto call returns. A one-time pad sealed under the data
 * key is prepared ahead (core/crypto's preparePad); at the tap the changes are encrypted with it
 * synchronously, and a fresh pad is prepared for the next tap.
 */

const PAD_BYTES = 32 * 1024;
/** The kept changes are padded with spaces to a multiple of this, so their length says little. */
const BLOCK = 1024;

export type InstantRecord = PadRecord;

export type InstantKeeper = {
  /** Seals a fresh pad for this user unless one is ready or on the way. */
  prepare(dataKey: DataKey, userId: number): void;
  /** The changes, encrypted and MACed now; null when no pad is ready or they do not fit. */
  keep(userId: number, edits: ReadonlyMap<number, PreferenceValue>): InstantRecord | null;
};

export function createInstantKeeper(): InstantKeeper {
  let ready: { userId: number; encrypt(bytes: Uint8Array): PadRecord | null } | null = null;
  let preparing = false;
  return {
    prepare(dataKey, userId) {
      if (preparing || ready?.userId === userId) return;
      preparing = true;
      preparePad(dataKey, aad(userId), PAD_BYTES)
        .then((pad) => {
          ready = { userId, encrypt: pad.encrypt };
        })
        .catch((error: unknown) => console.warn('Preparing to keep changes at once failed', error))
        .finally(() => {
          preparing = false;
        });
    },
    keep(userId, edits) {
      const current = ready;
      if (!current || current.userId !== userId) return null;
      const json = utf8ToBytes(JSON.stringify([...edits]));
      const size = Math.ceil((json.length + 1) / BLOCK) * BLOCK;
      if (size > PAD_BYTES) return null;
      const data = new Uint8Array(size).fill(0x20);
      data.set(json);
      // One pad, one use: the pad refuses a second encryption, and a fresh one is prepared next.
      ready = null;
      return current.encrypt(data);
    },
  };
}

/** The changes in an instant record; throws if the pad does not open or the bytes were changed. */
export async function openInstantRecord(
  dataKey: DataKey,
  userId: number,
  record: InstantRecord,
): Promise<unknown> {
  return JSON.parse(bytesToUtf8(await openPadRecord(dataKey, aad(userId), record))) as unknown;
}
