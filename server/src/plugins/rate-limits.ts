import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import type { RateStore } from './rate-limiter';

export type Limit = { name: string; max: number; windowMs: number };

const MINUTE = 60_000;

/** The limits of DESIGN.md section 9 and the accounts issue, in one table. */
export const LIMITS = {
  loginFailuresPerAccount: { name: 'login-fail-user', max: 10, windowMs: 15 * MINUTE },
  loginFailuresPerAddress: { name: 'login-fail-ip', max: 10, windowMs: 15 * MINUTE },
  prelogin: { name: 'prelogin', max: 60, windowMs: 15 * MINUTE },
  register: { name: 'register', max: 10, windowMs: 60 * MINUTE },
  checkUsername: { name: 'check-username', max: 60, windowMs: 15 * MINUTE },
  forgotPassword: { name: 'forgot-password', max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

function tooMany(resetInMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    seconds,
  );
}

export class RateLimits {
  constructor(private readonly store: RateStore) {}

  /** Counts this request and refuses it once the window is full. */
  async consume(limit: Limit, subject: string): Promise<void> {
    const { count, resetInMs } = await this.store.increment(`${limit.name}:${subject}`, limit.windowMs);
    if (count > limit.max) throw tooMany(resetInMs);
  }

  /** Refuses without counting: for limits that only failures feed. */
  async assertBelow(limit: Limit, subject: string): Promise<void> {
    const { count, resetInMs } = await this.store.read(`${limit.name}:${subject}`);
    if (count >= limit.max) throw tooMany(resetInMs);
  }

  async record(limit: Limit, subject: string): Promise<void> {
    await this.store.increment(`${limit.name}:${subject}`, limit.windowMs);
  }

  async consumeForAddress(limit: Limit, request: FastifyRequest): Promise<void> {
    await this.consume(limit, request.ip);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
