import { dataKeyAad, RECOVERY_AUTH_KEY_INFO, RECOVERY_WRAP_KEY_INFO, recoveryDataKeyAad } from './aad';
import { bytesToBase64Url, type Bytes } from './encoding';
import { CryptoError } from './errors';
import { hkdfAesGcmKey, hkdfBytes } from './hkdf';
import type { RecoveryWrapKey, SealingKey, WrapKey } from './keys';
import { formatRecoveryCode, makeRecoveryCodeBytes, RECOVERY_CODE_BYTES } from './recovery-code';
import { open, seal } from './seal';
import { isValidUsername, normalizeUsername } from './username';

/** The two keys a recovery code yields, like a password's: the auth key is sent, the wrap key never leaves the device. */
export type RecoveryKeys = { authKey: string; wrapKey: RecoveryWrapKey };

/** A new recovery code: the text to show once, and what the server stores (neither opens anything alone). */
export type CreatedRecovery = {
  /** 32 Crockford characters in groups of 4: shown to the user once, never sent nor stored. */
  code: string;
  /** base64url; the server stores only its argon2id hash. */
  authKey: string;
  /** The data key sealed under the recovery wrap key. */
  wrappedDataKeyRecovery: string;
};

const DATA_KEY_LENGTH = 32;

function requireUsername(username: string): string {
  const normalized = normalizeUsername(username);
  if (!isValidUsername(normalized)) throw new CryptoError('bad-input', 'Invalid username.');
  return normalized;
}

function requireCodeBytes(code: Uint8Array): Uint8Array {
  if (!(code instanceof Uint8Array) || code.length !== RECOVERY_CODE_BYTES) {
    throw new CryptoError('bad-input', `A recovery code is ${RECOVERY_CODE_BYTES} bytes.`);
  }
  return code;
}

/** Opens a wrapped data key; anything but 32 bytes counts as a failed decryption, as at sign-in. */
async function openDataKey(key: SealingKey, wrapped: string, aad: string): Promise<Bytes> {
  const raw = await open(key, wrapped, aad);
  if (raw.length !== DATA_KEY_LENGTH) {
    raw.fill(0);
    throw new CryptoError('decrypt-failed');
  }
  return raw;
}

/**
 * Code bytes to the recovery auth key, raw: for known-answer tests and interop only. The app
 * uses deriveRecoveryKeys, which never hands the wrap key's bytes out.
 */
export function recoveryKeyBytes(code: Uint8Array, info: string): Promise<Bytes> {
  return hkdfBytes(requireCodeBytes(code), info);
}

/**
 * The 20 code BYTES (not the text, so every way of typing one code gives the same keys) to the
 * recovery auth key and the non-extractable recovery wrap key, through HKDF with separate info
 * strings. Protects against a server that holds the auth key (it sent it) deriving the wrap key,
 * and against code text reaching the server: only the auth key does.
 */
export async function deriveRecoveryKeys(code: Uint8Array): Promise<RecoveryKeys> {
  const bytes = requireCodeBytes(code);
  const authBytes = await hkdfBytes(bytes, RECOVERY_AUTH_KEY_INFO);
  const wrapKey = (await hkdfAesGcmKey(bytes, RECOVERY_WRAP_KEY_INFO)) as RecoveryWrapKey;
  return { authKey: bytesToBase64Url(authBytes), wrapKey };
}

/**
 * A new recovery code for an account: opens the password-wrapped data key with the password's
 * wrap key and re-seals the SAME data key under the new code's wrap key, bound to the username
 * by its own AAD (a blob of another user or the password-wrapped blob will not open in its place).
 * The sealed key has the length of the password-wrapped one, so neither tells anything apart.
 * The code bytes and the raw data key are wiped; the code leaves only as text, to be shown once.
 * Throws CryptoError 'decrypt-failed' when the wrap key is not the account's (a wrong password).
 */
export async function createRecovery(
  wrapKey: WrapKey,
  username: string,
  wrappedDataKey: string,
): Promise<CreatedRecovery> {
  const user = requireUsername(username);
  const codeBytes = makeRecoveryCodeBytes();
  const raw = await openDataKey(wrapKey, wrappedDataKey, dataKeyAad(user));
  try {
    const recovery = await deriveRecoveryKeys(codeBytes);
    const wrappedDataKeyRecovery = await seal(recovery.wrapKey, raw, recoveryDataKeyAad(user));
    return { code: formatRecoveryCode(codeBytes), authKey: recovery.authKey, wrappedDataKeyRecovery };
  } finally {
    raw.fill(0);
    codeBytes.fill(0);
  }
}

/**
 * Recovery on the device: opens the data key sealed under the recovery wrap key and re-seals it
 * under a new password's wrap key, with the password-wrapped AAD, for the finishing request. The
 * data key itself never changes, so every preference and the identity key open as before; the
 * server only ever sees the two sealed blobs. Throws CryptoError 'decrypt-failed' when the blob is
 * not this code's or this user's (a server that swapped it).
 */
export async function rewrapRecoveredDataKey(
  recoveryWrapKey: RecoveryWrapKey,
  newWrapKey: WrapKey,
  username: string,
  wrappedDataKeyRecovery: string,
): Promise<string> {
  const user = requireUsername(username);
  const raw = await openDataKey(recoveryWrapKey, wrappedDataKeyRecovery, recoveryDataKeyAad(user));
  try {
    return await seal(newWrapKey, raw, dataKeyAad(user));
  } finally {
    raw.fill(0);
  }
}
