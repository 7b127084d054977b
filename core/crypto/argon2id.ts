import { argon2id } from 'hash-wasm';
import type { Bytes } from './encoding';
import type { Argon2idParams } from './kdf-params';

/**
 * Raw Argon2id (RFC 9106, version 0x13) through hash-wasm's WebAssembly build, the same code in
 * browsers and Node. No policy checks: callers go through deriveMasterKeyBytes, which asserts
 * the parameters first. Memory-hard, so a stolen database costs an attacker 64 MiB per guess.
 */
export async function argon2idBytes(
  password: Uint8Array,
  salt: Uint8Array,
  params: Omit<Argon2idParams, 'kdf'>,
  length = 32,
): Promise<Bytes> {
  const output = await argon2id({
    password,
    salt,
    iterations: params.iterations,
    memorySize: params.memoryKiB,
    parallelism: params.parallelism,
    hashLength: length,
    outputType: 'binary',
  });
  // A copy on a plain ArrayBuffer (WebCrypto's type), and the library's buffer wiped.
  const bytes = Uint8Array.from(output);
  output.fill(0);
  return bytes;
}
