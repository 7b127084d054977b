import { describe, expect, it } from 'vitest';
import { openOwnBoundaries, sealPairBoundaries } from '../sharing/boundaries';
import { createAccountKeys, rewrapDataKey, unlockAccountKeys, type UnlockedKeys } from './account-keys';
import { deriveAccountKeys, type AccountKeys } from './kdf';
import { derivePairKeys, shareToken, type PairKeys } from './pair-keys';
import { openPartnerPin } from './partner-pin';
import { openPreference, sealPreference } from './preference';
import { createRecovery, rewrapRecoveredDataKey, type RecoveryKeys } from './recovery';
import { open, seal } from './seal';
import { TEST_ARGON2ID } from './test-support';

/*
 * Each line under a `@ts-expect-error` must NOT compile (npm run typecheck checks this file): if a
 * key's type stopped telling it apart, the directive would be unused and typecheck would fail.
 * The function is never called; what it proves is checked by the compiler, not at run time.
 */
export function wrongKeysDoNotCompile(
  account: AccountKeys,
  unlocked: UnlockedKeys,
  pair: PairKeys,
  recovery: RecoveryKeys,
  raw: CryptoKey,
): void {
  const bytes = new Uint8Array(1);
  // @ts-expect-error a wrap key cannot seal a preference
  void sealPreference(account.wrapKey, 1, 2, {}, 320);
  // @ts-expect-error a pair's enc key cannot open a preference
  void openPreference(pair.encKey, 1, 2, 'sealed');
  // @ts-expect-error a pair's enc key cannot open the boundaries own-blob
  void openOwnBoundaries(pair.encKey, 1, 'sealed');
  // @ts-expect-error the data key cannot seal a blob for a partner
  void sealPairBoundaries(unlocked.dataKey, 1, 2, [], true);
  // @ts-expect-error a partner pin opens with the data key only
  void openPartnerPin(pair.encKey, { ownerId: 1, connectionId: 2, partnerId: 3 }, 'sealed');
  // @ts-expect-error the data key does not wrap itself: only a wrap key does
  void createAccountKeys(unlocked.dataKey, 'alice');
  // @ts-expect-error a recovery wrap key is not the password's wrap key
  void unlockAccountKeys(recovery.wrapKey, 'alice', {
    wrappedDataKey: '',
    wrappedPrivateKey: '',
    publicKey: '',
  });
  // @ts-expect-error the password's wrap key is not the recovery wrap key
  void rewrapRecoveredDataKey(account.wrapKey, account.wrapKey, 'alice', 'sealed');
  // @ts-expect-error a new recovery code needs the password's wrap key, not the data key
  void createRecovery(unlocked.dataKey, 'alice', 'sealed');
  // @ts-expect-error rewrapping needs two wrap keys
  void rewrapDataKey(account.wrapKey, unlocked.dataKey, 'alice', 'sealed');
  // @ts-expect-error pair keys come from the identity key, not the data key
  void derivePairKeys(unlocked.dataKey, 'public', 1, 2);
  // @ts-expect-error share tokens come from the pair's mac key, not its enc key
  void shareToken(pair.encKey, 1);
  // @ts-expect-error the mac key does not seal
  void seal(pair.macKey, bytes, 'aad');
  // @ts-expect-error the identity key does not open
  void open(unlocked.privateKey, 'sealed', 'aad');
  // @ts-expect-error a key of unknown purpose (made outside the derive/unwrap functions) fits nothing
  void seal(raw, bytes, 'aad');

  // The right keys compile.
  void sealPreference(unlocked.dataKey, 1, 2, {}, 320);
  void openOwnBoundaries(unlocked.dataKey, 1, 'sealed');
  void sealPairBoundaries(pair.encKey, 1, 2, [], true);
  void derivePairKeys(unlocked.privateKey, 'public', 1, 2);
  void shareToken(pair.macKey, 1);
}

describe('typed keys', () => {
  it('are plain CryptoKeys at run time: the brand is for the compiler only', async () => {
    const { wrapKey } = await deriveAccountKeys('correct horse battery', 'alice', TEST_ARGON2ID);
    const { keys } = await createAccountKeys(wrapKey, 'alice');
    for (const key of [wrapKey, keys.dataKey, keys.privateKey]) {
      expect(key).toBeInstanceOf(CryptoKey);
      expect(Object.getOwnPropertySymbols(key)).toEqual([]);
    }
  });
});
