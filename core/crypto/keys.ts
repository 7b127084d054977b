/**
 * What each key is for, as its type: a data key, a wrap key, a recovery wrap key, an identity
 * private key and a pair's mac and enc keys are all `CryptoKey`s at run time, but each carries a
 * compile-time-only brand, so handing one to a function meant for another (a wrap key to
 * `sealPreference`, a pair's enc key to `openOwnBoundaries`) does not compile. Only the functions
 * that derive or unwrap a key give it its brand; nothing wraps a key at run time.
 */
declare const keyPurpose: unique symbol;

/** A CryptoKey marked, for the type checker only, with its one purpose. */
type KeyFor<Purpose extends string> = CryptoKey & { readonly [keyPurpose]: Purpose };

/** The account's AES-GCM data key: seals preferences, pins, boundaries and the identity key. */
export type DataKey = KeyFor<'data'>;
/** AES-GCM key derived from the password: seals only the data key. */
export type WrapKey = KeyFor<'wrap'>;
/** AES-GCM key derived from the recovery code: seals only the data key's recovery copy. */
export type RecoveryWrapKey = KeyFor<'recovery-wrap'>;
/** The account's ECDH P-256 private key: derives pair keys, nothing else. */
export type IdentityPrivateKey = KeyFor<'identity'>;
/** A pair's HMAC key: makes share tokens. */
export type PairMacKey = KeyFor<'pair-mac'>;
/** A pair's AES-GCM key: seals what one partner publishes for the other. */
export type PairEncKey = KeyFor<'pair-enc'>;

/** Every AES-GCM key the generic `seal`/`open` accept; purpose-specific functions take one kind. */
export type SealingKey = DataKey | WrapKey | RecoveryWrapKey | PairEncKey;
