/// <reference lib="webworker" />
import { CryptoError, deriveAccountKeys, type KdfParams } from '@core/crypto';
import type { KdfReply, KdfRequest } from './kdf-messages';

/**
 * Runs the password KDF off the main thread: Argon2id holds 64 MiB and a core for a few hundred
 * milliseconds, which would freeze the page. The master key is born and wiped here; only the auth
 * key and the non-extractable wrap key (a CryptoKey, which postMessage clones) go back.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.addEventListener('message', (event: MessageEvent<KdfRequest>) => {
  const { id, password, username, params } = event.data;
  deriveAccountKeys(password, username, params as KdfParams).then(
    (keys) => scope.postMessage({ id, ok: true, keys } satisfies KdfReply),
    (error: unknown) => {
      const code = error instanceof CryptoError ? error.code : null;
      const message = error instanceof Error ? error.message : 'Key derivation failed.';
      scope.postMessage({ id, ok: false, code, message } satisfies KdfReply);
    },
  );
});
