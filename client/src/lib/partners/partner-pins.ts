import type { Connection } from '@core/api/connections';
import { openPartnerPin, sealPartnerPin, type PartnerPin, type UnlockedKeys } from '@core/crypto';
import { partnerFirstName } from '@core/matching';
import { keyGenerationOf, vault } from '@client/lib/vault';
import { partnersApi } from './partners-api';

/** The alert's one sentence, wherever a changed key is shown. */
export function keyChangedText(partnerName: string): string {
  return `${partnerName}'s security key changed. Compare safety codes before sharing again.`;
}

/**
 * The key the server gives for a partner is not the one this member pinned (or the pin no longer
 * opens): nothing is sealed for that pair until the member compares safety codes and accepts it.
 */
export class PartnerKeyChanged extends Error {
  readonly connectionId: number;

  constructor(connection: Connection) {
    super(keyChangedText(partnerFirstName(connection.partner.displayName)));
    this.name = 'PartnerKeyChanged';
    this.connectionId = connection.id;
  }
}

/** A pin as read: null when the stored blob does not open (the server changed or moved it). */
type ReadPin = PartnerPin | null;

/**
 * Pins by connection, opened once per unlock (`docs/protocol.md` step 13a) and kept in memory
 * only: a key the server swaps mid-session is compared with the pin as first read, without asking
 * the server again. A lock forgets them.
 */
const pins = new Map<string, Promise<ReadPin>>();
vault.subscribe(() => {
  if (!vault.get()) pins.clear();
});

const slotKey = (userId: number, connection: Connection) => `${userId}:${connection.id}`;
const slotOf = (userId: number, connection: Connection) => ({
  ownerId: userId,
  connectionId: connection.id,
  partnerId: connection.partner.id,
});

/** Seals and stores a pin, then keeps it as this unlock's. */
export async function savePin(
  keys: UnlockedKeys,
  userId: number,
  connection: Connection,
  pin: PartnerPin,
): Promise<void> {
  const sealed = await sealPartnerPin(keys.dataKey, slotOf(userId, connection), pin);
  await partnersApi.savePin(connection.id, { sealed, keyGeneration: keyGenerationOf(keys) });
  pins.set(slotKey(userId, connection), Promise.resolve(pin));
}

async function readPin(keys: UnlockedKeys, userId: number, connection: Connection): Promise<ReadPin> {
  const { sealed } = await partnersApi.pin(connection.id);
  if (sealed === null) {
    // First sight (trust on first use): the key the server gives now becomes the pin.
    const pin = { partnerPublicKey: connection.partner.publicKey, compared: false };
    await savePin(keys, userId, connection, pin);
    return pin;
  }
  return openPartnerPin(keys.dataKey, slotOf(userId, connection), sealed).catch(() => null);
}

/** This member's pin for the connection, made at first sight; null when the stored one does not open. */
export function pinFor(keys: UnlockedKeys, userId: number, connection: Connection): Promise<ReadPin> {
  const slot = slotKey(userId, connection);
  let pending = pins.get(slot);
  if (!pending) {
    pending = readPin(keys, userId, connection);
    // A failed read (offline) must not stay cached: the next use asks again.
    const mine = pending;
    mine.catch(() => pins.get(slot) === mine && pins.delete(slot));
    pins.set(slot, mine);
  }
  return pending;
}

/** Whether the partner's key as the server gives it now is the pinned one. */
export function pinMatches(pin: ReadPin, connection: Connection): pin is PartnerPin {
  return pin !== null && pin.partnerPublicKey === connection.partner.publicKey;
}

/**
 * Throws PartnerKeyChanged unless the partner's key is the pinned one: called before every use of
 * that key, so a swapped key never gets a share set, a boundaries blob or a reading.
 */
export async function assertPinnedKey(
  keys: UnlockedKeys,
  userId: number,
  connection: Connection,
): Promise<void> {
  if (!pinMatches(await pinFor(keys, userId, connection), connection))
    throw new PartnerKeyChanged(connection);
}
