import { ApiError } from '@client/lib/api-error';

/** How long a session check that could not reach the server waits before asking again. */
export const SESSION_RECHECK_MS = 5_000;

/**
 * What a failed session check means. Only an answer from the server about the session (401, or
 * another refusal but 429) makes the visitor anonymous. No answer at all (offline, ApiError status 0), a
 * server that is briefly unavailable (5xx) or code that could not load says nothing about the
 * session: signing the person out then would drop their place and their stored name for nothing,
 * so the check is made again instead, and the pages wait with the offline banner showing.
 */
export function sessionCheckOutcome(error: unknown): 'anonymous' | 'ask-again' {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  // Too many requests is about the pace, not about the session.
  return refused && error.status !== 429 ? 'anonymous' : 'ask-again';
}
