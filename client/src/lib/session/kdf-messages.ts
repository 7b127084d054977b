import type { AccountKeys, CryptoErrorCode, KdfParams } from '@core/crypto';

/** What the page asks the KDF worker; `id` pairs each answer with its question. */
export type KdfRequest = { id: number; password: string; username: string; params: KdfParams };

/** The worker's answer: keys, or the CryptoError code (null for anything else) and its message. */
export type KdfReply =
  | { id: number; ok: true; keys: AccountKeys }
  | { id: number; ok: false; code: CryptoErrorCode | null; message: string };
