import { CryptoError, type AccountKeys, type KdfParams } from '@core/crypto';
import { mark, measureSince, PERF } from '@client/lib/perf-marks';
import type { KdfReply, KdfRequest } from './kdf-messages';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve(keys: AccountKeys): void; reject(error: Error): void }>();

function settle(reply: KdfReply): void {
  const waiting = pending.get(reply.id);
  if (!waiting) return;
  pending.delete(reply.id);
  measureSince(PERF.kdf, PERF.kdfStart);
  if (reply.ok) waiting.resolve(reply.keys);
  else waiting.reject(reply.code ? new CryptoError(reply.code, reply.message) : new Error(reply.message));
}

/** One worker for the page's life: its WebAssembly is compiled once, not at every sign-in. */
function kdfWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./kdf-worker.ts', import.meta.url), { type: 'module', name: 'kdf' });
  started.addEventListener('message', (event: MessageEvent<KdfReply>) => settle(event.data));
  started.addEventListener('error', (event) => {
    // A worker that cannot start (a blocked script) fails every waiting sign-in, clearly.
    for (const [id, waiting] of pending) {
      pending.delete(id);
      waiting.reject(new Error(`The key derivation worker failed: ${event.message || 'unknown error'}`));
    }
    worker = null;
  });
  worker = started;
  return started;
}

/**
 * Starts the worker ahead of a sign-in (its script fetched and run while the password is typed),
 * so the key derivation does not wait for it.
 */
export function startKeyDerivation(): void {
  kdfWorker();
}

/**
 * Password to keys without freezing the page: core's deriveAccountKeys in a Web Worker, so the
 * Argon2id WebAssembly lives only in the worker's bundle. (Unit tests, without workers, mock this.)
 */
export function deriveKeys(password: string, username: string, params: KdfParams): Promise<AccountKeys> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    mark(PERF.kdfStart);
    kdfWorker().postMessage({ id, password, username, params } satisfies KdfRequest);
  });
}
