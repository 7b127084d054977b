/** Protocol v1 client crypto (`docs/protocol.md` steps 1-13): WebCrypto only, same code in browsers and Node. */
export {
  createAccountKeys,
  rewrapDataKey,
  unlockAccountKeys,
  type CreatedAccountKeys,
  type StoredAccountKeys,
  type UnlockedKeys,
} from './account-keys';
export {
  AUTH_KEY_INFO,
  PROTOCOL_PREFIX,
  WRAP_KEY_INFO,
  dataKeyAad,
  identityAad,
  kdfSalt,
  pairInfo,
  preferenceAad,
  shareAad,
} from './aad';
export {
  base64ToBytes,
  base64UrlToBytes,
  bytesToBase64,
  bytesToBase64Url,
  bytesToHex,
  bytesToUtf8,
  concatBytes,
  hexToBytes,
  toBytes,
  utf8ToBytes,
  type Bytes,
} from './encoding';
export { CryptoError, DECRYPT_FAILED_MESSAGE, ENCRYPT_FAILED_MESSAGE, type CryptoErrorCode } from './errors';
export { fingerprintMatches, publicKeyFingerprint, safetyCode, safetyCodeForPair } from './fingerprint';
export {
  DEFAULT_KDF_ITERATIONS,
  KDF_NAME,
  MIN_KDF_ITERATIONS,
  assertKdfParams,
  deriveAccountKeys,
  type AccountKeys,
  type KdfParams,
} from './kdf';
export { PAD_BYTE, decoySealed, paddedSealedLength, sealPaddedJson } from './padded';
export {
  derivePairKeys,
  importPublicKey,
  metaToken,
  paddingToken,
  shareToken,
  type PairKeys,
} from './pair-keys';
export { randomBytes, randomInt, secureShuffle } from './random';
export { openPreference, sealPreference } from './preference';
export { IV_LENGTH, TAG_LENGTH, open, openJson, seal, sealJson } from './seal';
export { USERNAME_PATTERN, isValidUsername, normalizeUsername } from './username';
