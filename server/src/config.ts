import path from 'node:path';
import { z } from 'zod';

import { MAX_KDF_ITERATIONS } from '@core/api/limits';
import { DEFAULT_KDF_ITERATIONS, MIN_KDF_ITERATIONS } from '@core/crypto';
import { PROJECT_ROOT } from './project-root';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

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
    KDF_ITERATIONS: z.coerce
      .number({ error: 'KDF_ITERATIONS must be a number' })
      .int()
      .min(MIN_KDF_ITERATIONS, `KDF_ITERATIONS must be at least ${MIN_KDF_ITERATIONS}`)
      .max(MAX_KDF_ITERATIONS, `KDF_ITERATIONS must be at most ${MAX_KDF_ITERATIONS}`)
      .default(DEFAULT_KDF_ITERATIONS),
    COOKIE_SECURE: z
      .enum(['auto', 'true', 'false'], { error: 'COOKIE_SECURE must be auto, true or false' })
      .default('auto'),
    TRUST_PROXY: booleanFlag.or(z.coerce.number().int().min(0)).default(false),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  })
  .superRefine((env, ctx) => {
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
  kdfIterations: number;
  /** 'auto' uses `__Host-sid` + Secure over https and `sid` on plain-http development. */
  cookieSecure: 'auto' | 'always' | 'never';
  trustProxy: boolean | number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
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
    kdfIterations: e.KDF_ITERATIONS,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? 'auto' : e.COOKIE_SECURE === 'true' ? 'always' : 'never',
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL,
    clientDir: path.join(PROJECT_ROOT, 'client', 'dist'),
  };
}
