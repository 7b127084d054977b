import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { TOO_MANY_ATTEMPTS, TOO_MANY_CODE_MISSES, tooManyAttempts } from '../messages';
import type { RateStore } from './store';

/** `refusal` opens the 429 message: what ran out. */
export type Limit = { name: string; max: number; windowMs: number; refusal: string };

const MINUTE = 60_000;

/** Every rate limit of the app, in one table (decision 0004-rate-limits.md). */
export const LIMITS = {
  loginFailuresPerAccount: {
    name: 'login-fail-user',
    max: 10,
    windowMs: 15 * MINUTE,
    refusal: TOO_MANY_ATTEMPTS,
  },
  loginFailuresPerAddress: {
    name: 'login-fail-ip',
    max: 10,
    windowMs: 15 * MINUTE,
    refusal: TOO_MANY_ATTEMPTS,
  },
  prelogin: { name: 'prelogin', max: 60, windowMs: 15 * MINUTE, refusal: TOO_MANY_ATTEMPTS },
  register: { name: 'register', max: 10, windowMs: 60 * MINUTE, refusal: TOO_MANY_ATTEMPTS },
  checkUsername: { name: 'check-username', max: 60, windowMs: 15 * MINUTE, refusal: TOO_MANY_ATTEMPTS },
  forgotPassword: { name: 'forgot-password', max: 10, windowMs: 15 * MINUTE, refusal: TOO_MANY_ATTEMPTS },
  /** Only codes that match nobody count: guessing codes is what this stops, not connecting. */
  codeMissesPerUser: {
    name: 'code-miss-user',
    max: 20,
    windowMs: 60 * MINUTE,
    refusal: TOO_MANY_CODE_MISSES,
  },
  codeMissesPerAddress: {
    name: 'code-miss-ip',
    max: 20,
    windowMs: 60 * MINUTE,
    refusal: TOO_MANY_CODE_MISSES,
  },
} satisfies Record<string, Limit>;

function tooMany(limit: Limit, resetInMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return new HttpError(429, tooManyAttempts(limit.refusal, Math.ceil(seconds / 60)), seconds);
}

export class RateLimits {
  constructor(private readonly store: RateStore) {}

  /** Counts this request and refuses it once the window is full. */
  async consume(limit: Limit, subject: string): Promise<void> {
    const { count, resetInMs } = await this.store.increment(`${limit.name}:${subject}`, limit.windowMs);
    if (count > limit.max) throw tooMany(limit, resetInMs);
  }

  /** Refuses without counting: for limits that only failures feed. */
  async assertBelow(limit: Limit, subject: string): Promise<void> {
    const { count, resetInMs } = await this.store.read(`${limit.name}:${subject}`);
    if (count >= limit.max) throw tooMany(limit, resetInMs);
  }

  async record(limit: Limit, subject: string): Promise<void> {
    await this.store.increment(`${limit.name}:${subject}`, limit.windowMs);
  }

  async consumeForAddress(limit: Limit, request: FastifyRequest): Promise<void> {
    await this.consume(limit, request.ip);
  }

  /** Partner-code guessing: refused once either the user or the address has missed too often. */
  async assertCodeLookupAllowed(request: FastifyRequest, userId: number): Promise<void> {
    await this.assertBelow(LIMITS.codeMissesPerUser, String(userId));
    await this.assertBelow(LIMITS.codeMissesPerAddress, request.ip);
  }

  /** Counts a code that matched nobody against the user and the address. */
  async recordCodeMiss(request: FastifyRequest, userId: number): Promise<void> {
    await this.record(LIMITS.codeMissesPerUser, String(userId));
    await this.record(LIMITS.codeMissesPerAddress, request.ip);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
