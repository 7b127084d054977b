import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS } from '@client/lib/storage';

/** The profile's choices, in minutes; 'never' keeps the keys until the tab closes or reloads. */
export const AUTO_LOCK_CHOICES = ['5', '15', '60', 'never'] as const;
export type AutoLockChoice = (typeof AUTO_LOCK_CHOICES)[number];
export const DEFAULT_AUTO_LOCK: AutoLockChoice = '15';

const listeners = new Set<() => void>();

function isChoice(value: string | null): value is AutoLockChoice {
  return AUTO_LOCK_CHOICES.some((choice) => choice === value);
}

/** This device's choice; anything unreadable counts as the default, never as 'never'. */
export function readAutoLock(): AutoLockChoice {
  const stored = localStorage.getItem(LOCAL_KEYS.autoLockMinutes);
  return isChoice(stored) ? stored : DEFAULT_AUTO_LOCK;
}

export function writeAutoLock(choice: AutoLockChoice): void {
  localStorage.setItem(LOCAL_KEYS.autoLockMinutes, choice);
  for (const listener of listeners) listener();
}

/** Milliseconds before locking, or null for never. */
export function autoLockMs(choice: AutoLockChoice): number | null {
  return choice === 'never' ? null : Number(choice) * 60_000;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the app changing the setting applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_KEYS.autoLockMinutes || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAutoLockSetting(): AutoLockChoice {
  return useSyncExternalStore(subscribe, readAutoLock, () => DEFAULT_AUTO_LOCK);
}
