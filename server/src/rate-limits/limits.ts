import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import {
  TOO_MANY_ATTEMPTS,
  TOO_MANY_BOUNDARY_CHANGES,
  TOO_MANY_CODE_MISSES,
  TOO_MANY_CODE_ROTATIONS,
  TOO_MANY_DATA_KEY_ROTATIONS,
  TOO_MANY_MARKER_SAVES,
  TOO_MANY_PIN_CHANGES,
  TOO_MANY_SAVES,
  TOO_MANY_SHARE_SETS,
  TOO_MANY_SUGGESTIONS,
  tooManyAttempts,
} from '../messages';
import type { RateStore } from './store';

/**
 * `refusal` opens the 429 message: what ran out. With `wholeWindows`, a counter lives until the
 * end of the clock window (of `windowMs`, in UTC) after a full window has passed, so its expiry
 * tells nothing finer than that window about when it was first counted.
 */
export type Limit = {
  name: string;
  max: number;
  windowMs: number;
  refusal: string;
  wholeWindows?: boolean;
  /** A ceiling on legitimate writes (saves, share sets...): WRITE_LIMITS=off lifts it for load tests. */
  write?: boolean;
};

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
  /**
   * Failures from one known device (a browser that signed in to the account before, decision
   * 0022): the only limit such a login meets, with the same growing waits as one address.
   * Strangers filling the account's ceiling therefore never lock the owner's devices out.
   */
  loginFailuresPerDevice: {
    name: 'login-fail-device',
    max: 10,
    windowMs: 15 * MINUTE,
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
  suggestionsPerUser: {
    name: 'suggest-user',
    max: 10,
    windowMs: 60 * MINUTE,
    refusal: TOO_MANY_SUGGESTIONS,
    // The stored suggestion keeps only its day: the counter's expiry must not keep the millisecond.
    wholeWindows: true,
  },
  suggestionsPerAddress: {
    name: 'suggest-ip',
    max: 10,
    windowMs: 60 * MINUTE,
    refusal: TOO_MANY_SUGGESTIONS,
    wholeWindows: true,
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
    write: true,
  },
  /**
   * Mark saves of one member in one connection (subject `connectionId:userId`): each tap is one
   * save and one event to the partner (decision 0034), so a script saving in a loop would make
   * the partner's open app read the marks again and again; a person tapping stays far below.
   */
  markerSavesPerConnection: {
    name: 'marker-saves',
    max: 300,
    windowMs: 10 * MINUTE,
    refusal: TOO_MANY_MARKER_SAVES,
    write: true,
  },
  /**
   * Preference saves per user: autosave sends at most one save a second however fast a person
   * rates (it coalesces), so 900 in 15 minutes is a person rating without pause; this stops only
   * a script rewriting every row in a loop.
   */
  preferenceSavesPerUser: {
    name: 'save-user',
    max: 1_800,
    windowMs: 15 * MINUTE,
    refusal: TOO_MANY_SAVES,
    write: true,
  },
  /** A new connection code is a click on the profile; a script rotating them churns the table. */
  codeRotationsPerUser: {
    name: 'code-rotate-user',
    max: 30,
    windowMs: 60 * MINUTE,
    refusal: TOO_MANY_CODE_ROTATIONS,
    write: true,
  },
  /**
   * Boundary writes per user, the own list and each connection's blob together: one change is one
   * write plus one per connection, so a person changing them often stays far below.
   */
  boundaryWritesPerUser: {
    name: 'boundary-user',
    max: 600,
    windowMs: 15 * MINUTE,
    refusal: TOO_MANY_BOUNDARY_CHANGES,
    write: true,
  },
  /**
   * Data-key rotations per user (step 8a): each re-seals the whole account in one transaction and
   * hashes a new recovery code, and a person needs one after a leak, not a series.
   */
  dataKeyRotationsPerUser: {
    name: 'data-key-user',
    max: 10,
    windowMs: 60 * MINUTE,
    refusal: TOO_MANY_DATA_KEY_ROTATIONS,
    write: true,
  },
  /**
   * Pin writes per user, every connection together (docs/protocol.md step 13a): a pin is written at
   * first sight of a partner, when a new key is accepted and when a safety code is marked compared,
   * so a person with many partners stays far below; a script rewriting pins in a loop does not.
   */
  pinWritesPerUser: {
    name: 'pin-user',
    max: 300,
    windowMs: 15 * MINUTE,
    refusal: TOO_MANY_PIN_CHANGES,
    write: true,
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

/**
 * How long a counter first counted now lives: its window, or (wholeWindows) until the end of the
 * clock window in which that window ends, at least as long and with no exact time in its expiry.
 */
export function counterLifetimeMs(limit: Limit, now = Date.now()): number {
  if (!limit.wholeWindows) return limit.windowMs;
  return Math.ceil((now + limit.windowMs) / limit.windowMs) * limit.windowMs - now;
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
function waitKey(limit: Limit, subject: string, failures: number): string {
  return limit === LIMITS.loginFailuresPerDevice
    ? `device-wait:${subject}:${failures}`
    : `login-wait:${subject}:${failures}`;
}

export class RateLimits {
  constructor(
    private readonly store: RateStore,
    private readonly options: { writeLimits: boolean } = { writeLimits: true },
  ) {}

  /** Counts this request and refuses it once the window is full. */
  async consume(limit: Limit, subject: string): Promise<void> {
    if (limit.write && !this.options.writeLimits) return;
    const { count, resetInMs } = await this.store.increment(
      `${limit.name}:${subject}`,
      counterLifetimeMs(limit),
      limit.max,
    );
    if (count > limit.max) throw tooMany(limit, resetInMs);
  }

  /** Refuses without counting: for limits that only failures feed. */
  async assertBelow(limit: Limit, subject: string): Promise<void> {
    const { count, resetInMs } = await this.store.read(`${limit.name}:${subject}`);
    if (count >= limit.max) throw tooMany(limit, resetInMs);
  }

  async record(limit: Limit, subject: string): Promise<void> {
    await this.store.increment(`${limit.name}:${subject}`, counterLifetimeMs(limit), limit.max);
  }

  /** Per-user limits of ordinary writes (saves, code rotations, boundaries). */
  async consumeForUser(limit: Limit, userId: number): Promise<void> {
    await this.consume(limit, String(userId));
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

  /** Refused once the subject's failures reached the limit or while its growing wait runs. */
  private async assertNoWait(limit: Limit, subject: string): Promise<void> {
    await this.assertBelow(limit, subject);
    const { count: failures } = await this.store.read(`${limit.name}:${subject}`);
    const wait = await this.store.read(waitKey(limit, subject, failures));
    if (wait.count > 0) throw tooMany(limit, wait.resetInMs);
  }

  /** Counts a failure and starts the wait its count earns. */
  private async recordWithWait(limit: Limit, subject: string): Promise<void> {
    const { count } = await this.store.increment(`${limit.name}:${subject}`, limit.windowMs, limit.max);
    const delay = loginDelayMs(count);
    // Any count of a wait key refuses: as full as a counter gets.
    if (delay > 0) await this.store.increment(waitKey(limit, subject, count), delay, 1);
  }

  /**
   * Password guessing against one account. From a known device of the account (`device`, its
   * stored id) only that device's own failures count. From anywhere else: refused once the
   * address failed too often at all, or against this account, or while its growing wait runs;
   * the account-wide ceiling applies only to addresses that already failed against the account.
   */
  async assertLoginAllowed(request: FastifyRequest, account: string, device?: string): Promise<void> {
    if (device !== undefined) return this.assertNoWait(LIMITS.loginFailuresPerDevice, device);
    const key = pair(account, request.ip);
    await this.assertBelow(LIMITS.loginFailuresPerAddress, request.ip);
    await this.assertNoWait(LIMITS.loginFailuresPerAccountAndAddress, key);
    const failedHere = await this.store.read(`${LIMITS.loginFailedAddresses.name}:${key}`);
    if (failedHere.count > 0) await this.assertBelow(LIMITS.loginFailuresPerAccount, account);
  }

  /** Counts a wrong password where assertLoginAllowed looks: the device's, or the address's and account's. */
  async recordLoginFailure(request: FastifyRequest, account: string, device?: string): Promise<void> {
    if (device !== undefined) return this.recordWithWait(LIMITS.loginFailuresPerDevice, device);
    const key = pair(account, request.ip);
    await this.record(LIMITS.loginFailuresPerAddress, request.ip);
    await this.recordWithWait(LIMITS.loginFailuresPerAccountAndAddress, key);
    await this.record(LIMITS.loginFailedAddresses, key);
    await this.record(LIMITS.loginFailuresPerAccount, account);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
