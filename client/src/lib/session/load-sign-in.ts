import type * as AccountCrypto from './account-crypto';

/*
 * The key derivation and the auth API (crypto, the API schemas: most of a sign-in's weight) load
 * once the person starts typing a password, not with the form: the form's first paint needs none
 * of it. The derivation's worker starts then too, its WebAssembly compiled before the tap.
 */
let loaded: typeof AccountCrypto | undefined;

function loadModule(): Promise<typeof AccountCrypto> {
  if (loaded) return Promise.resolve(loaded);
  return import('./account-crypto').then((module) => {
    module.startKeyDerivation();
    return (loaded = module);
  });
}

/** The sign-in, loading it (and starting the worker) the first time; cached after. */
export const loadSignIn = (): Promise<typeof AccountCrypto.signIn> =>
  loadModule().then((module) => module.signIn);

/** The sign-in if it has loaded already: a submit can then send its first request at once. */
export const loadedSignIn = (): typeof AccountCrypto.signIn | undefined => loaded?.signIn;

/**
 * On each key typed: loads ahead, and with a username (the sign-in form's, once the password is
 * being typed) asks for its KDF settings too. A submit loads it again and says so if that fails.
 */
export function warmSignIn(username?: string): void {
  loadModule()
    .then((module) => {
      if (username) module.preloginAhead(username);
    })
    .catch((error: unknown) => console.warn('Could not load the sign-in yet', error));
}
