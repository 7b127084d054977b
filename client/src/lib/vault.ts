import { useSyncExternalStore } from 'react';
import type { UnlockedKeys } from '@core/crypto';

/**
 * The unlocked keys, in memory only: never in storage, logs or URLs, so a reload forgets them
 * and the re-entry modal restores them from the password.
 */
let current: UnlockedKeys | null = null;
const listeners = new Set<() => void>();
/**
 * The data key's generation (`docs/protocol.md` step 8a) of each set of keys the vault was given,
 * bound to that object: a write names the generation of the very key it sealed with, never that of
 * keys set since (a rotation while it was under way).
 */
const generations = new WeakMap<UnlockedKeys, number>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const vault = {
  get(): UnlockedKeys | null {
    return current;
  },
  set(keys: UnlockedKeys, keyGeneration: number): void {
    generations.set(keys, keyGeneration);
    current = keys;
    emit();
  },
  clear(): void {
    current = null;
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useVaultKeys(): UnlockedKeys | null {
  return useSyncExternalStore(vault.subscribe, vault.get, vault.get);
}

/** The generation of the data key in `keys`, which the server checks on every write sealed under it. */
export function keyGenerationOf(keys: UnlockedKeys): number {
  const generation = generations.get(keys);
  if (generation === undefined) throw new Error('These keys did not come from the vault');
  return generation;
}
