/*
 * That the person has started typing their password into the unlock dialog: what a page waiting
 * behind it (app/protected-route.tsx) takes as the moment to load its code, which it holds back
 * while the locked page loads, so the unlock does not wait for it.
 */
const listeners = new Set<() => void>();

/** Called by the unlock dialog on each change of the password field. */
export function unlockIntended(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the person types into the unlock dialog; returns the unsubscribe. */
export function onUnlockIntent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
