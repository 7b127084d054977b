/**
 * Loads code ahead, once, for what comes after a password is typed (a page behind the unlock
 * dialog, the dashboard and shell after a sign-in): called on every key typed.
 */
export function warming(...loads: Array<() => Promise<unknown>>): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    for (const load of loads) {
      // The page loads it again when drawn, and says so there if that fails too.
      load().catch((error: unknown) => console.warn('Could not load the page ahead', error));
    }
  };
}
