import { useSyncExternalStore } from 'react';
import type { UnlockedKeys } from '@core/crypto';

/**
 * The unlocked keys, in memory only: never in storage, logs or URLs, so a reload forgets them
 * and the re-entry modal restores them from the password.
 */
let current: UnlockedKeys | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const vault = {
  get(): UnlockedKeys | null {
    return current;
  },
  set(keys: UnlockedKeys): void {
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
