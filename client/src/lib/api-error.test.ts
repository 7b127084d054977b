import { describe, expect, it } from 'vitest';
import { ApiError, describeFailure, OFFLINE_MESSAGE } from './api-error';

const FALLBACK = 'Please try again.';
const refused = (status: number, serverMessage?: string) =>
  new ApiError(status, `${status}: body`, serverMessage);

describe('describeFailure: the one path from a failed call to what a person reads', () => {
  it.each([
    [
      'a refusal with a sentence',
      refused(409, 'This username is already taken'),
      'conflict',
      'This username is already taken',
    ],
    ['a bad request', refused(400, 'Partner code is required'), 'invalid', 'Partner code is required'],
    [
      'a wrong password',
      refused(401, 'Invalid username or password'),
      'unauthorized',
      'Invalid username or password',
    ],
    [
      'a forbidden call',
      refused(403, 'Current password is incorrect'),
      'forbidden',
      'Current password is incorrect',
    ],
    ['an unknown code', refused(404, 'Partner not found.'), 'not-found', 'Partner not found.'],
    ['an oversized body', refused(413, 'Too large.'), 'too-large', 'Too large.'],
    [
      'a rate limit',
      refused(429, 'Please wait 3 minutes and try again.'),
      'rate-limited',
      'Please wait 3 minutes and try again.',
    ],
    ['a refusal without a sentence', refused(404), 'not-found', FALLBACK],
    ['a server fault, whatever it says', refused(500, 'TypeError: x is undefined'), 'failed', FALLBACK],
    ['no answer at all', new ApiError(0, '0: Failed to fetch', undefined), 'offline', OFFLINE_MESSAGE],
    ['an error that is not from the API', new Error('boom'), 'failed', FALLBACK],
  ])('%s', (_case, error, kind, message) => {
    expect(describeFailure(error, FALLBACK)).toEqual({ kind, message });
  });
});
