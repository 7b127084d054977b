/** Protocol v1 client crypto (`docs/protocol.md` steps 1-16a, 8a included): WebCrypto only, same code in browsers and Node. */
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
  STORAGE_V2_PREFIX,
  compactShareAad,
  RECOVERY_AUTH_KEY_INFO,
  RECOVERY_WRAP_KEY_INFO,
  WRAP_KEY_INFO,
  dataKeyAad,
  identityAad,
  kdfSalt,
  ownBoundariesAad,
  pairBoundariesAad,
  pairInfo,
  pairMarkersAad,
  partnerPinAad,
  pendingAad,
  pendingPadAad,
  preferenceAad,
  preferenceDocumentAad,
  recoveryDataKeyAad,
  seenMatchesAad,
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
export { rotateDataKey, type RotatedDataKey, type SealedUnderDataKey } from './data-key-rotation';
export { CryptoError, DECRYPT_FAILED_MESSAGE, ENCRYPT_FAILED_MESSAGE, type CryptoErrorCode } from './errors';
export { fingerprintMatches, publicKeyFingerprint, safetyCode, safetyCodeForPair } from './fingerprint';
export { deriveAccountKeys, type AccountKeys } from './kdf';
export type {
  DataKey,
  IdentityPrivateKey,
  PairEncKey,
  PairMacKey,
  RecoveryWrapKey,
  SealingKey,
  WrapKey,
} from './keys';
export {
  ARGON2ID_BOUNDS,
  ARGON2ID_MIN_COST,
  ARGON2ID_NAME,
  DEFAULT_ARGON2ID,
  DEFAULT_KDF_ITERATIONS,
  KDF_PIN_REFUSED,
  MIN_KDF_ITERATIONS,
  PBKDF2_LAST_DAY,
  PBKDF2_NAME,
  PBKDF2_RETIRED,
  assertKdfNotDowngraded,
  assertKdfParams,
  isAtLeastAsStrong,
  sameKdfParams,
  type Argon2idParams,
  type KdfParams,
  type Pbkdf2Params,
} from './kdf-params';
export { openPadRecord, preparePad, type PadRecord, type PreparedPad } from './one-time-pad';
export { PAD_BYTE, decoySealed, paddedSealedLength, sealPaddedJson } from './padded';
export { layoutTag, padBytes, sealPaddedBytes, sealedByteLength } from './padded-bytes';
export {
  derivePairKeys,
  importPublicKey,
  metaToken,
  paddingToken,
  shareToken,
  type PairKeys,
} from './pair-keys';
export {
  PIN_PLAINTEXT_SIZE,
  PIN_SEALED_LENGTH,
  openPartnerPin,
  sealPartnerPin,
  type PartnerPin,
  type PinSlot,
} from './partner-pin';
export { randomBytes, randomInt, secureShuffle } from './random';
export { openPreference, sealPreference } from './preference';
export {
  createRecovery,
  deriveRecoveryKeys,
  rewrapRecoveredDataKey,
  type CreatedRecovery,
  type RecoveryKeys,
} from './recovery';
export {
  INVALID_RECOVERY_CODE,
  RECOVERY_CODE_BYTES,
  RECOVERY_CODE_GROUP,
  RECOVERY_CODE_LENGTH,
  formatRecoveryCode,
  parseRecoveryCode,
} from './recovery-code';
export { IV_LENGTH, TAG_LENGTH, open, openJson, seal, sealJson } from './seal';
export { USERNAME_PATTERN, isValidUsername, normalizeUsername } from './username';
