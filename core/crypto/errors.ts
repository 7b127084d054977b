/** Why a crypto operation was refused. Callers branch on this, never on the message text. */
export type CryptoErrorCode =
  'decrypt-failed' | 'encrypt-failed' | 'kdf-downgrade' | 'bad-input' | 'key-mismatch';

/** Exact user-facing text for a failed decryption (tampering and wrong keys look the same on purpose). */
export const DECRYPT_FAILED_MESSAGE =
  'Failed to decrypt data. This could indicate tampering or using the wrong key.';

/** Exact text for a failed encryption. */
export const ENCRYPT_FAILED_MESSAGE = 'Failed to encrypt data';

const DEFAULT_MESSAGES: Record<CryptoErrorCode, string> = {
  'decrypt-failed': DECRYPT_FAILED_MESSAGE,
  'encrypt-failed': ENCRYPT_FAILED_MESSAGE,
  'kdf-downgrade': 'Refusing key derivation parameters weaker than this client allows.',
  'bad-input': 'Invalid input for a cryptographic operation.',
  'key-mismatch': 'The stored public key does not belong to the unlocked private key.',
};

/**
 * The only error the crypto module throws on purpose. It never carries key material or
 * plaintext, and every decryption failure (bad key, changed byte, changed AAD, garbage
 * input) has the same code and message, so callers cannot leak which check failed.
 */
export class CryptoError extends Error {
  readonly code: CryptoErrorCode;

  constructor(code: CryptoErrorCode, message?: string, options?: { cause?: unknown }) {
    super(message ?? DEFAULT_MESSAGES[code], options);
    this.name = 'CryptoError';
    this.code = code;
  }
}
