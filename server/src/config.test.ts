import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has safe defaults and no secret', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      kdf: { kdf: 'argon2id', memoryKiB: 65_536, iterations: 1, parallelism: 1 },
      cookieSecure: 'auto',
      trustProxy: false,
      logLevel: 'info',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT: PORT must be a number'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT: PORT must be 0-65535'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://',
    ],
    [
      { ARGON2_MEMORY_KIB: '8192' },
      'Invalid configuration: ARGON2_MEMORY_KIB: ARGON2_MEMORY_KIB must be at least 19456',
    ],
    [
      { ARGON2_MEMORY_KIB: '19456', ARGON2_ITERATIONS: '1' },
      'Invalid configuration: ARGON2_ITERATIONS: ARGON2_MEMORY_KIB x ARGON2_ITERATIONS must be at least 38912',
    ],
    [
      { KDF_ITERATIONS: '600000' },
      'Invalid configuration: KDF_ITERATIONS: KDF_ITERATIONS is no longer used: new accounts use Argon2id (see ARGON2_MEMORY_KIB)',
    ],
    [
      { COOKIE_SECURE: 'yes' },
      'Invalid configuration: COOKIE_SECURE: COOKIE_SECURE must be auto, true or false',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid configuration: LOG_LEVEL: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads proxies, cookies and PostgreSQL', () => {
    const config = loadConfig({
      TRUST_PROXY: '2',
      COOKIE_SECURE: 'true',
      DATABASE_URL: 'postgres://u@h/db',
      PORT: '8080',
    });
    expect(config).toMatchObject({
      trustProxy: 2,
      cookieSecure: 'always',
      databaseUrl: 'postgres://u@h/db',
      port: 8080,
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it.each(['true', 'yes', '10.0.0.0/33', 'proxy.example'])(
    'refuses TRUST_PROXY=%s at boot with one line',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /^Invalid configuration: TRUST_PROXY: TRUST_PROXY must be false, the number of proxies in front \(1 behind one nginx\)/,
      );
    },
  );
  it('needs PUBLIC_URL in production, and reads it as an origin', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: PUBLIC_URL: PUBLIC_URL is required in production (the https:// address users open)',
    );
    expect(loadConfig({}).publicUrl).toBeUndefined();
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://couples.example/' });
    expect(config.publicUrl?.origin).toBe('https://couples.example');
    expect(config.publicUrl?.host).toBe('couples.example');
  });

  it('keeps the write ceilings on unless a load test lifts them, and never in production', () => {
    expect(loadConfig({}).writeLimits).toBe(true);
    expect(loadConfig({ WRITE_LIMITS: 'off' }).writeLimits).toBe(false);
    expect(() => loadConfig({ WRITE_LIMITS: 'maybe' })).toThrow('WRITE_LIMITS must be on or off');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://couples.example', WRITE_LIMITS: 'off' }),
    ).toThrow('WRITE_LIMITS=off is for load tests only and is refused in production');
  });

  it.each([
    'couples.example',
    'ftp://couples.example',
    'https://couples.example/app',
    'https://u:p@couples.example',
  ])('refuses PUBLIC_URL %s with one clear line', (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/^Invalid configuration: PUBLIC_URL: /);
  });
});
