import type { Connection } from '@core/api/connections';
import { derivePairKeys, type PairKeys, type UnlockedKeys } from '@core/crypto';
import { vault } from '@client/lib/vault';
import { assertPinnedKey } from './partner-pins';

/**
 * Pair keys by partner, in memory only like the account keys they come from: ECDH is the costly
 * step of a save with partners, so it runs once per partner per unlock. A changed public key
 * (the partner re-registered) is a different entry; a lock forgets them all.
 */
const cache = new Map<string, Promise<PairKeys>>();
vault.subscribe(() => {
  if (!vault.get()) cache.clear();
});

/**
 * The pair keys with a connection's partner, only for the key this member pinned
 * (`docs/protocol.md` step 13a): any other key rejects with PartnerKeyChanged, before ECDH.
 */
export async function pairKeysFor(
  keys: UnlockedKeys,
  myId: number,
  connection: Connection,
): Promise<PairKeys> {
  await assertPinnedKey(keys, myId, connection);
  const { partner } = connection;
  const slot = `${myId}:${partner.id}:${partner.publicKey}`;
  let pending = cache.get(slot);
  if (!pending) {
    pending = derivePairKeys(keys.privateKey, partner.publicKey, myId, partner.id);
    // A failed derivation (a malformed key) must not stay cached as a rejection.
    pending.catch(() => cache.delete(slot));
    cache.set(slot, pending);
  }
  return pending;
}
