import type { signIn as SignInFn } from './account-crypto';

/*
 * The key derivation and the auth API (crypto, the API schemas: most of a sign-in's weight) load
 * once the person starts typing a password, not with the form: the form's first paint needs none
 * of it. The derivation's worker starts then too, its WebAssembly compiled before the tap.
 */
let loaded: typeof SignInFn | undefined;

/** The sign-in, loading it (and starting the worker) the first time; cached after. */
export function loadSignIn(): Promise<typeof SignInFn> {
  if (loaded) return Promise.resolve(loaded);
  return import('./account-crypto').then((module) => {
    module.startKeyDerivation();
    return (loaded = module.signIn);
  });
}

/** The sign-in if it has loaded already: a submit can then send its first request at once. */
export const loadedSignIn = (): typeof SignInFn | undefined => loaded;

/** On each key typed: loads ahead; a submit loads it again and says so there if that fails too. */
export function warmSignIn(): void {
  loadSignIn().catch((error: unknown) => console.warn('Could not load the sign-in yet', error));
}
