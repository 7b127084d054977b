import { describe, expect, it } from 'vitest';

import vectorFile from '../../test/fixtures/recovery-v1.json';
import { RECOVERY_AUTH_KEY_INFO, RECOVERY_WRAP_KEY_INFO, dataKeyAad, recoveryDataKeyAad } from './aad';
import { createAccountKeys } from './account-keys';
import { bytesToBase64Url, bytesToHex, hexToBytes } from './encoding';
import { CryptoError } from './errors';
import { hkdfAesGcmKey } from './hkdf';
import { deriveRecoveryKeys, createRecovery, recoveryKeyBytes, rewrapRecoveredDataKey } from './recovery';
import {
  INVALID_RECOVERY_CODE,
  RECOVERY_CODE_BYTES,
  formatRecoveryCode,
  makeRecoveryCodeBytes,
  parseRecoveryCode,
} from './recovery-code';
import { randomBytes } from './random';
import type { RecoveryWrapKey, WrapKey } from './keys';
import { open, sealWithIv } from './seal';
import { importTestKey, testKey } from './test-support';

// A static import, not node:fs: core/ and its tests run in browsers too.
const { vectors, typedForms } = vectorFile;
const [first] = vectors;
if (!first) throw new Error('test/fixtures/recovery-v1.json holds no vectors');

const aesKey = (raw: Uint8Array<ArrayBuffer>) => importTestKey<WrapKey>(raw);
const wrapKeyFrom = async (seed: string) => testKey<WrapKey>(await hkdfAesGcmKey(randomBytes(32), seed));

async function expectRefused(promise: Promise<unknown>, code: string): Promise<void> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CryptoError);
  expect((error as CryptoError).code).toBe(code);
}

describe('recovery protocol strings', () => {
  it('are exactly the docs/protocol.md step 15 strings', () => {
    expect(RECOVERY_AUTH_KEY_INFO).toBe('connect-discover/v1/recovery/auth');
    expect(RECOVERY_WRAP_KEY_INFO).toBe('connect-discover/v1/recovery/wrap');
    expect(recoveryDataKeyAad('alice')).toBe('connect-discover/v1/data-key-recovery/alice');
    expect(() => recoveryDataKeyAad('Alice')).toThrow(CryptoError);
  });
});

describe('recovery known answers (computed with node:crypto)', () => {
  it.each(vectors)('$username: code text, auth key, wrap key and sealed data key', async (v) => {
    const code = hexToBytes(v.codeHex);
    expect(formatRecoveryCode(code)).toBe(v.code);
    expect(bytesToHex(parseRecoveryCode(v.code))).toBe(v.codeHex);
    expect(bytesToBase64Url(await recoveryKeyBytes(code, RECOVERY_AUTH_KEY_INFO))).toBe(v.authKey);
    expect(bytesToHex(await recoveryKeyBytes(code, RECOVERY_WRAP_KEY_INFO))).toBe(v.wrapKeyHex);
    const keys = await deriveRecoveryKeys(code);
    expect(keys.authKey).toBe(v.authKey);
    expect(keys.wrapKey.extractable).toBe(false);
    expect(v.aad).toBe(recoveryDataKeyAad(v.username));
    const sealed = await sealWithIv(keys.wrapKey, hexToBytes(v.ivHex), hexToBytes(v.dataKeyHex), v.aad);
    expect(sealed).toBe(v.wrappedDataKeyRecovery);
    expect(bytesToHex(await open(keys.wrapKey, v.wrappedDataKeyRecovery, v.aad))).toBe(v.dataKeyHex);
  });

  it.each(typedForms.accepted)('reads %j as the first code', (typed) => {
    expect(bytesToHex(parseRecoveryCode(typed))).toBe(first.codeHex);
  });

  it.each(typedForms.refused)('refuses %j before deriving anything', (typed) => {
    expect(() => parseRecoveryCode(typed)).toThrow(INVALID_RECOVERY_CODE);
  });
});

describe('recovery codes', () => {
  it('are 20 fresh bytes shown as 8 groups of 4 Crockford characters', () => {
    const a = makeRecoveryCodeBytes();
    expect(a).toHaveLength(RECOVERY_CODE_BYTES);
    expect(bytesToHex(a)).not.toBe(bytesToHex(makeRecoveryCodeBytes()));
    expect(formatRecoveryCode(a)).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){7}$/);
    expect(() => formatRecoveryCode(randomBytes(19))).toThrow(CryptoError);
  });

  it('round-trip for any bytes', () => {
    for (let i = 0; i < 200; i += 1) {
      const bytes = randomBytes(RECOVERY_CODE_BYTES);
      expect(bytesToHex(parseRecoveryCode(formatRecoveryCode(bytes)))).toBe(bytesToHex(bytes));
    }
  });
});

describe('wrapping the data key for recovery', () => {
  const username = 'alice';

  async function account() {
    const wrapKey = await wrapKeyFrom('test wrap key');
    const created = await createAccountKeys(wrapKey, username);
    return { wrapKey, created };
  }

  it('recovers the same data key under a new password, with a blob as long as the password-wrapped one', async () => {
    const { wrapKey, created } = await account();
    const recovery = await createRecovery(wrapKey, username, created.wrappedDataKey);
    expect(recovery.wrappedDataKeyRecovery).toHaveLength(created.wrappedDataKey.length);
    const keys = await deriveRecoveryKeys(parseRecoveryCode(recovery.code.toLowerCase()));
    expect(keys.authKey).toBe(recovery.authKey);

    const newWrapKey = await wrapKeyFrom('new password wrap key');
    const rewrapped = await rewrapRecoveredDataKey(
      keys.wrapKey,
      newWrapKey,
      username,
      recovery.wrappedDataKeyRecovery,
    );
    const fromPassword = await open(wrapKey, created.wrappedDataKey, dataKeyAad(username));
    const fromRecovery = await open(newWrapKey, rewrapped, dataKeyAad(username));
    expect(bytesToHex(fromRecovery)).toBe(bytesToHex(fromPassword));
  });

  it('refuses a wrong password, a wrong code, another user and the password blob in its place', async () => {
    const { wrapKey, created } = await account();
    const stranger = await wrapKeyFrom('someone else');
    await expectRefused(createRecovery(stranger, username, created.wrappedDataKey), 'decrypt-failed');

    const recovery = await createRecovery(wrapKey, username, created.wrappedDataKey);
    const other = await deriveRecoveryKeys(makeRecoveryCodeBytes());
    const target = await aesKey(randomBytes(32));
    await expectRefused(
      rewrapRecoveredDataKey(other.wrapKey, target, username, recovery.wrappedDataKeyRecovery),
      'decrypt-failed',
    );
    const right = await deriveRecoveryKeys(parseRecoveryCode(recovery.code));
    await expectRefused(
      rewrapRecoveredDataKey(right.wrapKey, target, 'bob', recovery.wrappedDataKeyRecovery),
      'decrypt-failed',
    );
    // The password's key forced into the recovery key's place (the types refuse it): the AAD still does.
    await expectRefused(
      rewrapRecoveredDataKey(testKey<RecoveryWrapKey>(wrapKey), target, username, created.wrappedDataKey),
      'decrypt-failed',
    );
  });
});
