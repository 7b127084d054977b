/*
 * That the person has started typing a password, into the sign-in form or the unlock dialog: the
 * moment to load what comes after it (the page's code, the signed-in shell), which a page holds
 * back while it draws, so the sign-in does not wait for it. The key derivation runs in a worker
 * then, leaving the main thread free for that code.
 */
type Intent = { emit(): void; on(listener: () => void): () => void };

function intent(): Intent {
  const listeners = new Set<() => void>();
  return {
    emit: () => listeners.forEach((listener) => listener()),
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Typing into the unlock dialog: what a page waiting behind it (app/protected-route.tsx) loads on. */
export const unlockIntent = intent();

/** Typing into the sign-in form on /auth: what the dashboard and the signed-in shell load on. */
export const signInIntent = intent();
