import path from 'node:path';
import { isIP } from 'node:net';
import { z } from 'zod';

import {
  ARGON2ID_BOUNDS,
  ARGON2ID_MIN_COST,
  ARGON2ID_NAME,
  DEFAULT_ARGON2ID,
  type Argon2idParams,
} from '@core/crypto';
import { PROJECT_ROOT } from './project-root';

const TRUST_PROXY_SHAPE =
  'TRUST_PROXY must be false, the number of proxies in front (1 behind one nginx), or their addresses or CIDR ranges separated by commas; true would trust any X-Forwarded-For';
/** proxy-addr's names for the loopback, link-local and private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Whom to believe about the client's address: nobody (false, 0), the nearest N hops, or proxies
 * at the given addresses. `true` is refused: it believes any X-Forwarded-For, so a client could
 * choose the address its failed logins count against.
 */
const trustProxySetting = z.string().transform((value, ctx): false | number | string[] => {
  const text = value.trim();
  if (text === 'false' || text === '0' || text === '') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  ctx.addIssue({ code: 'custom', message: TRUST_PROXY_SHAPE });
  return z.NEVER;
});

const PUBLIC_URL_SHAPE = 'PUBLIC_URL must be an http:// or https:// origin such as https://example.com';

/** Only an origin: the Host and Origin checks compare against it, so a path would mislead. */
const publicUrl = z.string().transform((value, ctx) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: PUBLIC_URL_SHAPE });
    return z.NEVER;
  }
  const originOnly = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!['http:', 'https:'].includes(url.protocol) || !originOnly) {
    ctx.addIssue({ code: 'custom', message: PUBLIC_URL_SHAPE });
    return z.NEVER;
  }
  return url;
});

/** An integer setting within the bounds the client accepts, with one clear line when not. */
function argon2Setting(name: string, range: { min: number; max: number }, fallback: number) {
  return z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(range.min, `${name} must be at least ${range.min}`)
    .max(range.max, `${name} must be at most ${range.max}`)
    .default(fallback);
}

const envSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    PUBLIC_URL: publicUrl.optional(),
    PORT: z.coerce
      .number({ error: 'PORT must be a number' })
      .int('PORT must be a whole number')
      .min(0, 'PORT must be 0-65535')
      .max(65535, 'PORT must be 0-65535')
      .default(3000),
    HOST: z.string().min(1).default('localhost'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
    // New accounts' Argon2id cost; existing accounts move to it at their next login.
    ARGON2_MEMORY_KIB: argon2Setting(
      'ARGON2_MEMORY_KIB',
      ARGON2ID_BOUNDS.memoryKiB,
      DEFAULT_ARGON2ID.memoryKiB,
    ),
    ARGON2_ITERATIONS: argon2Setting(
      'ARGON2_ITERATIONS',
      ARGON2ID_BOUNDS.iterations,
      DEFAULT_ARGON2ID.iterations,
    ),
    ARGON2_PARALLELISM: argon2Setting(
      'ARGON2_PARALLELISM',
      ARGON2ID_BOUNDS.parallelism,
      DEFAULT_ARGON2ID.parallelism,
    ),
    // Gone with PBKDF2 for new accounts: refusing it tells an operator their setting has no effect.
    KDF_ITERATIONS: z
      .undefined({
        error: 'KDF_ITERATIONS is no longer used: new accounts use Argon2id (see ARGON2_MEMORY_KIB)',
      })
      .optional(),
    COOKIE_SECURE: z
      .enum(['auto', 'true', 'false'], { error: 'COOKIE_SECURE must be auto, true or false' })
      .default('auto'),
    TRUST_PROXY: trustProxySetting.default(false),
    WRITE_LIMITS: z.enum(['on', 'off'], { error: 'WRITE_LIMITS must be on or off' }).default('on'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  })
  .superRefine((env, ctx) => {
    // Clients refuse less work than this (core/crypto/kdf-params.ts): sign-ups would all fail.
    if (env.ARGON2_MEMORY_KIB * env.ARGON2_ITERATIONS < ARGON2ID_MIN_COST) {
      ctx.addIssue({
        code: 'custom',
        path: ['ARGON2_ITERATIONS'],
        message: `ARGON2_MEMORY_KIB x ARGON2_ITERATIONS must be at least ${ARGON2ID_MIN_COST}`,
      });
    }
    // The write ceilings stop scripts; only a load test (npm run bench, soak) may lift them.
    if (env.NODE_ENV === 'production' && env.WRITE_LIMITS === 'off') {
      ctx.addIssue({
        code: 'custom',
        path: ['WRITE_LIMITS'],
        message: 'WRITE_LIMITS=off is for load tests only and is refused in production',
      });
    }
    // Without it the server could only trust the Host header, which DNS rebinding controls.
    if (env.NODE_ENV === 'production' && env.PUBLIC_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'PUBLIC_URL is required in production (the https:// address users open)',
      });
    }
  });

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** The password KDF for new accounts, and the one older accounts are upgraded to. */
  kdf: Argon2idParams;
  /** 'auto' uses `__Host-sid` + Secure over https and `sid` on plain-http development. */
  cookieSecure: 'auto' | 'always' | 'never';
  /** false: the socket's address; a number: that many proxy hops; addresses: those proxies only. */
  trustProxy: false | number | string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** false lifts the per-user and per-connection write ceilings (load tests only; never in production). */
  writeLimits: boolean;
  /**
   * The address users open: only its Host is served and only its Origin may change state.
   * Unset (development and tests only) the server answers loopback names alone.
   */
  publicUrl: URL | undefined;
  /** Where the built client lives; tests point it at a fixture folder. */
  clientDir: string;
};

export class ConfigError extends Error {}

/** Reads the environment once at boot; a bad value stops the server with one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
  const parsed = envSchema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    kdf: {
      kdf: ARGON2ID_NAME,
      memoryKiB: e.ARGON2_MEMORY_KIB,
      iterations: e.ARGON2_ITERATIONS,
      parallelism: e.ARGON2_PARALLELISM,
    },
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true' ? 'always' : 'never',
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    writeLimits: e.WRITE_LIMITS === 'on',
    publicUrl: e.PUBLIC_URL,
    clientDir: path.join(PROJECT_ROOT, 'client', 'dist'),
  };
}
