import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import {
  TOO_MANY_ATTEMPTS,
  TOO_MANY_CODE_MISSES,
  TOO_MANY_SHARE_SETS,
  TOO_MANY_SUGGESTIONS,
  tooManyAttempts,
} from '../messages';
import type { RateStore } from './store';

/** `refusal` opens the 429 message: what ran out. */
export type Limit = { name: string; max: number; windowMs: number; refusal: string };

const MINUTE = 60_000;

/** Every rate limit of the app, in one table (decision 0004-rate-limits.md). */
export const LIMITS = {
  /**
   * Failures of one address against one account: a stranger who keeps guessing is stopped
   * here without touching the owner, who signs in from other addresses.
   */
  loginFailuresPerAccountAndAddress: {
    name: 'login-fail-user-ip',
    max: 10,
    windowMs: 15 * MINUTE,
    refusal: TOO_MANY_ATTEMPTS,
  },
  /**
   * The ceiling for guessing one account from many addresses. It holds back only addresses that
   * have failed against the account this hour (loginFailedAddresses): the owner signing in from
   * an address that never failed is never refused, and a botnet gets one guess per address.
   */
  loginFailuresPerAccount: {
    name: 'login-fail-user',
    max: 100,
    windowMs: 60 * MINUTE,
    refusal: TOO_MANY_ATTEMPTS,
  },
  /** Marks an address as having failed against an account within the account ceiling's hour. */
  loginFailedAddresses: {
    name: 'login-failed-addr',
    max: 1,
    windowMs: 60 * MINUTE,
    refusal: TOO_MANY_ATTEMPTS,
  },
  /** One password sprayed over many accounts from one address; a household's mistypes stay far below. */
  loginFailuresPerAddress: {
    name: 'login-fail-ip',
    max: 30,
    windowMs: 15 * MINUTE,
    refusal: TOO_MANY_ATTEMPTS,
  },
  /**
   * Prelogin reveals nothing (every name answers alike) and every sign-in, unlock and password
   * change calls it, so this is only an abuse ceiling: a household behind one address never meets it.
   */
  prelogin: { name: 'prelogin', max: 600, windowMs: 15 * MINUTE, refusal: TOO_MANY_ATTEMPTS },
  register: { name: 'register', max: 10, windowMs: 60 * MINUTE, refusal: TOO_MANY_ATTEMPTS },
  checkUsername: { name: 'check-username', max: 60, windowMs: 15 * MINUTE, refusal: TOO_MANY_ATTEMPTS },
  forgotPassword: { name: 'forgot-password', max: 10, windowMs: 15 * MINUTE, refusal: TOO_MANY_ATTEMPTS },
  /**
   * Suggestions are stored without their author, so flooding could not be traced or cleaned
   * up afterwards: both the account and the address are held to a few an hour.
   */
  suggestionsPerUser: { name: 'suggest-user', max: 10, windowMs: 60 * MINUTE, refusal: TOO_MANY_SUGGESTIONS },
  suggestionsPerAddress: {
    name: 'suggest-ip',
    max: 10,
    windowMs: 60 * MINUTE,
    refusal: TOO_MANY_SUGGESTIONS,
  },
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
  /**
   * Share-set replacements of one member in one connection (subject `connectionId:userId`),
   * each one a line in the partner's history (docs/protocol.md step 12a). Autosave waits 1 s
   * after the last change and runs one save at a time, so it stays below one a second: this
   * limit, one a second on average, is met only by a script republishing in a loop.
   */
  shareSetsPerConnection: {
    name: 'share-sets',
    max: 600,
    windowMs: 10 * MINUTE,
    refusal: TOO_MANY_SHARE_SETS,
  },
} satisfies Record<string, Limit>;

/** Failures of one address against one account before each further try must wait. */
export const LOGIN_FREE_FAILURES = 3;
const LOGIN_DELAY_MAX_MS = 5 * MINUTE;

/**
 * The wait after the nth failure of one address against one account: none for the first
 * LOGIN_FREE_FAILURES (typos), then 1 s, 2 s, 4 s... up to 5 minutes. Growing waits make a
 * script crawl long before the per-pair limit, without ever touching other addresses.
 */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - LOGIN_FREE_FAILURES), LOGIN_DELAY_MAX_MS);
}

function tooMany(limit: Limit, resetInMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return new HttpError(429, tooManyAttempts(limit.refusal, Math.ceil(seconds / 60)), seconds);
}

/** Addresses hold no space, so the last space splits the key: no other pair spells the same. */
function pair(account: string, address: string): string {
  return `${account} ${address}`;
}

/** One key per failure count, living as long as that count's wait: no clock to compare. */
function waitKey(accountAndAddress: string, failures: number): string {
  return `login-wait:${accountAndAddress}:${failures}`;
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

  /** An invitation link's page asks without a session: only the address can be held to account. */
  async assertInvitationLookupAllowed(request: FastifyRequest): Promise<void> {
    await this.assertBelow(LIMITS.codeMissesPerAddress, request.ip);
  }

  async recordInvitationMiss(request: FastifyRequest): Promise<void> {
    await this.record(LIMITS.codeMissesPerAddress, request.ip);
  }

  /** Counts a code that matched nobody against the user and the address. */
  async recordCodeMiss(request: FastifyRequest, userId: number): Promise<void> {
    await this.record(LIMITS.codeMissesPerUser, String(userId));
    await this.record(LIMITS.codeMissesPerAddress, request.ip);
  }

  /**
   * Password guessing against one account from this address: refused once the address failed
   * too often at all, or against this account, or while its growing wait runs; the account-wide
   * ceiling applies only to addresses that already failed against the account.
   */
  async assertLoginAllowed(request: FastifyRequest, account: string): Promise<void> {
    const key = pair(account, request.ip);
    await this.assertBelow(LIMITS.loginFailuresPerAddress, request.ip);
    await this.assertBelow(LIMITS.loginFailuresPerAccountAndAddress, key);
    const { count: failures } = await this.store.read(
      `${LIMITS.loginFailuresPerAccountAndAddress.name}:${key}`,
    );
    const wait = await this.store.read(waitKey(key, failures));
    if (wait.count > 0) throw tooMany(LIMITS.loginFailuresPerAccountAndAddress, wait.resetInMs);
    const failedHere = await this.store.read(`${LIMITS.loginFailedAddresses.name}:${key}`);
    if (failedHere.count > 0) await this.assertBelow(LIMITS.loginFailuresPerAccount, account);
  }

  async recordLoginFailure(request: FastifyRequest, account: string): Promise<void> {
    const key = pair(account, request.ip);
    await this.record(LIMITS.loginFailuresPerAddress, request.ip);
    const { count } = await this.store.increment(
      `${LIMITS.loginFailuresPerAccountAndAddress.name}:${key}`,
      LIMITS.loginFailuresPerAccountAndAddress.windowMs,
    );
    const delay = loginDelayMs(count);
    if (delay > 0) await this.store.increment(waitKey(key, count), delay);
    await this.record(LIMITS.loginFailedAddresses, key);
    await this.record(LIMITS.loginFailuresPerAccount, account);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
