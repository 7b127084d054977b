import { describe, expect, it } from 'vitest';
import { CryptoError } from './errors';
import {
  ARGON2ID_NAME,
  DEFAULT_ARGON2ID,
  KDF_PIN_REFUSED,
  PBKDF2_LAST_DAY,
  PBKDF2_NAME,
  PBKDF2_RETIRED,
  assertKdfNotDowngraded,
  isAtLeastAsStrong,
  type KdfParams,
} from './kdf-params';
import { TEST_ARGON2ID } from './test-support';

const PBKDF2_100K: KdfParams = { kdf: PBKDF2_NAME, iterations: 100_000 };
const PBKDF2_600K: KdfParams = { kdf: PBKDF2_NAME, iterations: 600_000 };
const BEFORE = Date.parse('2026-11-27T12:00:00Z');
const LAST_DAY = Date.parse(`${PBKDF2_LAST_DAY}T23:59:59Z`);
const AFTER = LAST_DAY + 1_000;

function refusal(run: () => void): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof CryptoError && error.code === 'kdf-downgrade') return error.message;
    throw error;
  }
}

describe('isAtLeastAsStrong', () => {
  it.each<[string, KdfParams, KdfParams, boolean]>([
    ['argon2id over pbkdf2', TEST_ARGON2ID, PBKDF2_600K, true],
    ['pbkdf2 under argon2id', PBKDF2_600K, TEST_ARGON2ID, false],
    ['fewer pbkdf2 iterations', PBKDF2_100K, PBKDF2_600K, false],
    ['more pbkdf2 iterations', PBKDF2_600K, PBKDF2_100K, true],
    ['the same argon2id', DEFAULT_ARGON2ID, DEFAULT_ARGON2ID, true],
    [
      'less memory, more passes',
      { ...DEFAULT_ARGON2ID, memoryKiB: 32_768, iterations: 4 },
      DEFAULT_ARGON2ID,
      false,
    ],
    ['fewer lanes', { ...DEFAULT_ARGON2ID, parallelism: 1 }, { ...DEFAULT_ARGON2ID, parallelism: 2 }, false],
    [
      'more of everything',
      { kdf: ARGON2ID_NAME, memoryKiB: 131_072, iterations: 2, parallelism: 2 },
      DEFAULT_ARGON2ID,
      true,
    ],
  ])('%s', (_name, candidate, pinned, expected) => {
    expect(isAtLeastAsStrong(candidate, pinned)).toBe(expected);
  });
});

describe('assertKdfNotDowngraded', () => {
  it('refuses a lying prelogin with PBKDF2 at 100,000 for an account pinned at Argon2id', () => {
    expect(refusal(() => assertKdfNotDowngraded(PBKDF2_100K, DEFAULT_ARGON2ID, BEFORE))).toBe(
      KDF_PIN_REFUSED,
    );
  });

  it('refuses lower Argon2id memory than pinned, and accepts the pin itself or stronger', () => {
    const weaker = { ...DEFAULT_ARGON2ID, memoryKiB: TEST_ARGON2ID.memoryKiB };
    expect(refusal(() => assertKdfNotDowngraded(weaker, DEFAULT_ARGON2ID, BEFORE))).toBe(KDF_PIN_REFUSED);
    expect(refusal(() => assertKdfNotDowngraded(DEFAULT_ARGON2ID, DEFAULT_ARGON2ID, BEFORE))).toBeUndefined();
  });

  it('accepts PBKDF2 on a device without a pin until its last day, and never after', () => {
    expect(refusal(() => assertKdfNotDowngraded(PBKDF2_600K, undefined, LAST_DAY))).toBeUndefined();
    expect(refusal(() => assertKdfNotDowngraded(PBKDF2_600K, undefined, AFTER))).toBe(PBKDF2_RETIRED);
    expect(refusal(() => assertKdfNotDowngraded(DEFAULT_ARGON2ID, undefined, AFTER))).toBeUndefined();
  });
});
