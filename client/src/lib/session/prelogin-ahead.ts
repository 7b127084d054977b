import type { KdfParams } from '@core/crypto';
import { authApi } from './auth-api';

/*
 * The account's KDF settings, asked for while its password is typed rather than after the tap:
 * on a phone the tap's own render, the request and its answer's checks came before the key
 * derivation could start. The server gets the request it would get at the tap, a few seconds
 * sooner; for a sign-in then never sent, it learns that a name was typed (docs/protocol.md).
 */
let ahead: { username: string; params: Promise<KdfParams> } | undefined;

/** Starts the request for `username` unless it is already under way for that name. */
export function preloginAhead(username: string): void {
  if (!username || ahead?.username === username) return;
  const params = authApi.prelogin(username);
  // Read (and its failure handled) by takePrelogin; until then a failure is only noted.
  params.catch((error: unknown) => console.warn('Could not ask for the sign-in settings ahead', error));
  ahead = { username, params };
}

/**
 * The settings for `username`: the answer asked for ahead if it was for this name, used once (a
 * failed one is asked again), else asked now.
 */
export function takePrelogin(username: string): Promise<KdfParams> {
  const taken = ahead?.username === username ? ahead.params : undefined;
  ahead = undefined;
  return taken ? taken.catch(() => authApi.prelogin(username)) : authApi.prelogin(username);
}
