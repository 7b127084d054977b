import { pairInfo } from './aad';
import { base64UrlToBytes, bytesToBase64Url, utf8ToBytes, type Bytes } from './encoding';
import { CryptoError } from './errors';
import { hkdfAesGcmKey, hkdfHmacKey } from './hkdf';
import type { IdentityPrivateKey, PairEncKey, PairMacKey } from './keys';

/** Keys two partners share: macKey makes share tokens, encKey seals shared entries. Both non-extractable. */
export type PairKeys = { macKey: PairMacKey; encKey: PairEncKey };

const P256_RAW_LENGTH = 65;

/**
 * Imports a partner's raw P-256 public key (base64url of 0x04 || x || y). Refuses other
 * lengths, compressed points and points not on the curve (WebCrypto checks), so a bad key
 * fails loudly instead of producing a weak shared secret.
 */
export async function importPublicKey(publicKey: string): Promise<CryptoKey> {
  try {
    const raw = base64UrlToBytes(publicKey);
    if (raw.length !== P256_RAW_LENGTH || raw[0] !== 0x04) throw new Error('not an uncompressed P-256 point');
    return await globalThis.crypto.subtle.importKey(
      'raw',
      raw,
      { name: 'ECDH', namedCurve: 'P-256' },
      true,
      [],
    );
  } catch (cause) {
    throw new CryptoError('bad-input', 'Invalid public key.', { cause });
  }
}

/**
 * pairSecret = ECDH(myPrivate, partnerPublic), 32 bytes. Raw bytes: for known-answer tests
 * and interop only; the app uses derivePairKeys, which never hands the secret out.
 */
export async function derivePairSecretBytes(
  myPrivateKey: IdentityPrivateKey,
  partnerPublicKey: string,
): Promise<Bytes> {
  const partner = await importPublicKey(partnerPublicKey);
  return new Uint8Array(
    await globalThis.crypto.subtle.deriveBits({ name: 'ECDH', public: partner }, myPrivateKey, 256),
  );
}

/**
 * Both partners derive the same macKey and encKey (info orders the ids low/high); the
 * server, which never sees a private key, cannot. The shared secret is wiped after use.
 */
export async function derivePairKeys(
  myPrivateKey: IdentityPrivateKey,
  partnerPublicKey: string,
  myId: number,
  partnerId: number,
): Promise<PairKeys> {
  const info = pairInfo(myId, partnerId);
  const secret = await derivePairSecretBytes(myPrivateKey, partnerPublicKey);
  try {
    const macKey = (await hkdfHmacKey(secret, `${info}/mac`)) as PairMacKey;
    const encKey = (await hkdfAesGcmKey(secret, `${info}/enc`)) as PairEncKey;
    return { macKey, encKey };
  } finally {
    secret.fill(0);
  }
}

async function hmacToken(macKey: PairMacKey, message: string): Promise<string> {
  const mac = await globalThis.crypto.subtle.sign('HMAC', macKey, utf8ToBytes(message));
  return bytesToBase64Url(new Uint8Array(mac));
}

/**
 * Share token of an activity: the same for both partners, opaque to the server, so the
 * server can intersect the two sets without learning which activities they are.
 */
export async function shareToken(macKey: PairMacKey, kinkId: number): Promise<string> {
  if (!Number.isSafeInteger(kinkId) || kinkId < 0) throw new CryptoError('bad-input', 'Invalid activity id.');
  return hmacToken(macKey, `kink/${kinkId}`);
}

/** Token of the meta entry ({sharedCount}) that both partners always publish, so it is always in the intersection. */
export function metaToken(macKey: PairMacKey): Promise<string> {
  return hmacToken(macKey, 'meta');
}

/**
 * Token of the padding entry an owner publishes for an activity they do NOT share:
 * base64url(HMAC(macKey, "pad/" + ownerId + "/kink/" + kinkId)) (`docs/protocol.md` step 11).
 *
 * Deterministic, so successive uploads repeat the same catalogueSize + 1 tokens except for
 * activities whose shared status changed: a server that keeps every upload cannot tell real
 * tokens (which repeat) from padding (which, drawn at random, would not) and so cannot count the
 * activities a user shares. Bound to the owner, so the two partners' padding tokens never
 * coincide and never enter the server's intersection; a different HMAC message from `kink/` and
 * `meta`, so a padding token never equals a real or meta token. Only the pair can compute it.
 */
export async function paddingToken(macKey: PairMacKey, ownerId: number, kinkId: number): Promise<string> {
  if (!Number.isSafeInteger(ownerId) || ownerId < 0) throw new CryptoError('bad-input', 'Invalid owner id.');
  if (!Number.isSafeInteger(kinkId) || kinkId < 0) throw new CryptoError('bad-input', 'Invalid activity id.');
  return hmacToken(macKey, `pad/${ownerId}/kink/${kinkId}`);
}
