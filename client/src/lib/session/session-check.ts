import { sessionAnswerSchema } from '@core/api/session';
import { apiRequest } from '@client/lib/api-client';
import { ApiError } from '@client/lib/api-error';
import { hasSignInOnRecord } from '@client/lib/storage';

/**
 * The session check, apart from auth-api.ts: every signed-in page waits for it before it draws,
 * so it loads only the session answer's schema (core/api/session.ts), not every auth request's.
 * A device with no sign-in on record has no session to find, so it gets the server's 401 here
 * without a request: the browser logs every 401 in the console, and a visitor's console stays
 * clean. Offline, the check waits for the network rather than failing, so an app opened offline
 * does not forget who is signed in.
 */
export async function checkSession() {
  if (!hasSignInOnRecord()) {
    throw new ApiError(401, '401: no sign-in on this device', undefined);
  }
  if (!navigator.onLine) {
    await new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
  }
  return apiRequest('GET', '/api/auth/me', sessionAnswerSchema);
}
