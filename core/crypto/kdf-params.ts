import { CryptoError } from './errors';

/** Protocol v1's first password KDF: accounts made before Argon2id keep it until their next login. */
export const PBKDF2_NAME = 'pbkdf2-sha256';
/** The memory-hard KDF every new account uses, and every PBKDF2 account is upgraded to. */
export const ARGON2ID_NAME = 'argon2id';

export type Pbkdf2Params = { kdf: typeof PBKDF2_NAME; iterations: number };
/** memoryKiB and iterations (passes) set the cost; parallelism is the lane count. */
export type Argon2idParams = {
  kdf: typeof ARGON2ID_NAME;
  memoryKiB: number;
  iterations: number;
  parallelism: number;
};
/** Parameters as `POST /api/auth/prelogin` reports them and the account stores them. */
export type KdfParams = Pbkdf2Params | Argon2idParams;

/** PBKDF2 floor the client enforces whatever the server says: a lying server cannot make passwords cheap to guess. */
export const MIN_KDF_ITERATIONS = 100_000;
/** PBKDF2 count for accounts of protocol v1 before Argon2id (OWASP 2023+ for PBKDF2-HMAC-SHA256). */
export const DEFAULT_KDF_ITERATIONS = 600_000;

/**
 * Argon2id bounds the client accepts. The ceilings stop a lying server from making a phone
 * allocate gigabytes or spin for minutes; the floor is ARGON2ID_MIN_COST below.
 */
export const ARGON2ID_BOUNDS = {
  memoryKiB: { min: 19_456, max: 262_144 },
  iterations: { min: 1, max: 10 },
  parallelism: { min: 1, max: 4 },
} as const;

/**
 * Memory times passes, in KiB: OWASP's equivalent minimums (19 MiB x 2, 46 MiB x 1, ...) all
 * come to about this much work, so one product sets the floor whichever way the cost is spent.
 */
export const ARGON2ID_MIN_COST = 19_456 * 2;

/**
 * New accounts: 64 MiB, one pass, one lane. Memory is what GPUs lack, so it gets the budget: more
 * than OWASP's 46 MiB single-pass setting, and one pass keeps sign-in under 1.5 s on a mid-range
 * phone (the derivation's time: bench/README.md). The
 * WebAssembly build computes lanes one after another, so more lanes would only add time.
 */
export const DEFAULT_ARGON2ID: Argon2idParams = {
  kdf: ARGON2ID_NAME,
  memoryKiB: 65_536,
  iterations: 1,
  parallelism: 1,
};

function within(value: number, range: { min: number; max: number }): boolean {
  return Number.isSafeInteger(value) && value >= range.min && value <= range.max;
}

/**
 * Downgrade defence: refuses an unknown KDF, fewer than MIN_KDF_ITERATIONS for PBKDF2, Argon2id
 * settings outside ARGON2ID_BOUNDS or below ARGON2ID_MIN_COST, and non-integers (which a plain `<` check would let through as NaN).
 */
export function assertKdfParams(params: KdfParams): void {
  if (params.kdf === PBKDF2_NAME) {
    if (!Number.isSafeInteger(params.iterations) || params.iterations < MIN_KDF_ITERATIONS) {
      throw new CryptoError('kdf-downgrade', `Refusing fewer than ${MIN_KDF_ITERATIONS} KDF iterations.`);
    }
    return;
  }
  if (params.kdf === ARGON2ID_NAME) {
    const { memoryKiB, iterations, parallelism } = params;
    if (
      !within(memoryKiB, ARGON2ID_BOUNDS.memoryKiB) ||
      !within(iterations, ARGON2ID_BOUNDS.iterations) ||
      !within(parallelism, ARGON2ID_BOUNDS.parallelism) ||
      memoryKiB * iterations < ARGON2ID_MIN_COST
    ) {
      throw new CryptoError('kdf-downgrade', 'Refusing Argon2id settings outside the accepted range.');
    }
    return;
  }
  throw new CryptoError('kdf-downgrade', 'Unsupported key derivation function.');
}

/** True when both name the same derivation: the server's test for "this account needs an upgrade". */
export function sameKdfParams(a: KdfParams, b: KdfParams): boolean {
  if (a.kdf === PBKDF2_NAME || b.kdf === PBKDF2_NAME) {
    return a.kdf === b.kdf && a.iterations === b.iterations;
  }
  return a.memoryKiB === b.memoryKiB && a.iterations === b.iterations && a.parallelism === b.parallelism;
}

/**
 * The last day (UTC) any client accepts PBKDF2 (decision 0023). Argon2id arrived on 2026-11-23 and
 * every sign-in since moves a PBKDF2 account to it; from the day after this one a lying server can
 * no longer offer PBKDF2 to any device, pinned or not.
 */
export const PBKDF2_LAST_DAY = '2027-05-31';
const PBKDF2_REFUSED_FROM = Date.parse(`${PBKDF2_LAST_DAY}T00:00:00Z`) + 24 * 60 * 60 * 1000;

/** What the user reads when a device refuses settings weaker than it knows the account has. */
export const KDF_PIN_REFUSED =
  "This account's password protection is weaker than this device saw at its last sign-in, so " +
  'your password was not used. The server may have been tampered with; try again later.';

/** What the user reads when the server offers PBKDF2 after PBKDF2_LAST_DAY. */
export const PBKDF2_RETIRED =
  'This account still uses an outdated password protection that this app no longer accepts. ' +
  'Use "Forgot password?" and your recovery code to set a new password.';

/**
 * True when `candidate` costs a guesser at least what `pinned` does in every parameter: Argon2id
 * always beats PBKDF2 (memory-hard), PBKDF2 never beats Argon2id; within one KDF each of memory,
 * passes (iterations) and lanes must be at least the pinned value.
 */
export function isAtLeastAsStrong(candidate: KdfParams, pinned: KdfParams): boolean {
  if (candidate.kdf === ARGON2ID_NAME && pinned.kdf === PBKDF2_NAME) return true;
  if (candidate.kdf === PBKDF2_NAME || pinned.kdf === PBKDF2_NAME) {
    return candidate.kdf === pinned.kdf && candidate.iterations >= pinned.iterations;
  }
  return (
    candidate.memoryKiB >= pinned.memoryKiB &&
    candidate.iterations >= pinned.iterations &&
    candidate.parallelism >= pinned.parallelism
  );
}

/**
 * Downgrade defence against a lying server (decision 0023): refuses settings weaker in any
 * parameter than those this device last signed in to the account with (`pinned`), and PBKDF2
 * after PBKDF2_LAST_DAY for every account. Call before the password is derived.
 */
export function assertKdfNotDowngraded(params: KdfParams, pinned: KdfParams | undefined, now: number): void {
  if (params.kdf === PBKDF2_NAME && now >= PBKDF2_REFUSED_FROM) {
    throw new CryptoError('kdf-downgrade', PBKDF2_RETIRED);
  }
  if (pinned && !isAtLeastAsStrong(params, pinned)) throw new CryptoError('kdf-downgrade', KDF_PIN_REFUSED);
}
