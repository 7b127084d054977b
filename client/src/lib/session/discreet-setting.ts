import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS } from '@client/lib/storage';

const ON = 'on';
const listeners = new Set<() => void>();

export function readDiscreet(): boolean {
  return localStorage.getItem(LOCAL_KEYS.discreetMode) === ON;
}

export function writeDiscreet(on: boolean): void {
  if (on) localStorage.setItem(LOCAL_KEYS.discreetMode, ON);
  else localStorage.removeItem(LOCAL_KEYS.discreetMode);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the app switching it applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_KEYS.discreetMode || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether discreet mode is on for this device. */
export function useDiscreetSetting(): boolean {
  return useSyncExternalStore(subscribe, readDiscreet, () => false);
}
