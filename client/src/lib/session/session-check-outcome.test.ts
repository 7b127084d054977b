import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api-error';
import { sessionCheckOutcome } from './session-check-outcome';

describe('what a failed session check means', () => {
  it.each([
    ['401: no session', new ApiError(401, '401', 'Please sign in'), 'anonymous'],
    ['403: refused', new ApiError(403, '403', undefined), 'anonymous'],
    ['429: too many, about the pace', new ApiError(429, '429', undefined), 'ask-again'],
    ['no answer (offline)', new ApiError(0, '0: Failed to fetch', undefined), 'ask-again'],
    ['503: briefly unavailable', new ApiError(503, '503', undefined), 'ask-again'],
    ['500: a server fault', new ApiError(500, '500', undefined), 'ask-again'],
    ['the code did not load', new TypeError('Failed to fetch dynamically imported module'), 'ask-again'],
  ] as const)('%s -> %s', (_case, error, outcome) => {
    expect(sessionCheckOutcome(error)).toBe(outcome);
  });
});
