import { partnerPinAad } from './aad';
import { CryptoError } from './errors';
import type { DataKey } from './keys';
import { paddedSealedLength, sealPaddedJson } from './padded';
import { openJson } from './seal';

/**
 * Plaintext size of every pin (`docs/protocol.md` step 13a): room for the JSON of an 87-character
 * public key and the compared flag, so a compared pin and a fresh one seal to the same length.
 */
export const PIN_PLAINTEXT_SIZE = 192;

/** Length in base64 characters of every sealed pin. */
export const PIN_SEALED_LENGTH = paddedSealedLength(PIN_PLAINTEXT_SIZE);

/** What a member remembers of their partner: the public key as first seen, and whether they compared safety codes. */
export type PartnerPin = { partnerPublicKey: string; compared: boolean };

/** Which pin: the member who owns it, the connection, and the partner it names (all in the AAD). */
export type PinSlot = { ownerId: number; connectionId: number; partnerId: number };

const PUBLIC_KEY_PATTERN = /^[A-Za-z0-9_-]{87}$/;

function checked(value: unknown, refusal: 'bad-input' | 'decrypt-failed'): PartnerPin {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { partnerPublicKey, compared, ...rest } = value as Record<string, unknown>;
    if (
      Object.keys(rest).length === 0 &&
      typeof partnerPublicKey === 'string' &&
      PUBLIC_KEY_PATTERN.test(partnerPublicKey) &&
      typeof compared === 'boolean'
    ) {
      return { partnerPublicKey, compared };
    }
  }
  throw new CryptoError(refusal);
}

/**
 * Seals a pin under the owner's data key, padded to one size. The server stores it but cannot
 * write one of its own (it has no data key), so a partner key it swaps later no longer matches
 * what the member saw first: the swap is refused on the device instead of being used.
 */
export async function sealPartnerPin(dataKey: DataKey, slot: PinSlot, pin: PartnerPin): Promise<string> {
  return sealPaddedJson(
    dataKey,
    checked(pin, 'bad-input'),
    partnerPinAad(slot.ownerId, slot.connectionId, slot.partnerId),
    PIN_PLAINTEXT_SIZE,
  );
}

/**
 * Opens a pin; a pin of another member, connection or partner, a changed byte or an unexpected
 * shape all fail alike (CryptoError 'decrypt-failed'), so a server cannot substitute one.
 */
export async function openPartnerPin(dataKey: DataKey, slot: PinSlot, sealed: string): Promise<PartnerPin> {
  const opened = await openJson(
    dataKey,
    sealed,
    partnerPinAad(slot.ownerId, slot.connectionId, slot.partnerId),
  );
  return checked(opened, 'decrypt-failed');
}
