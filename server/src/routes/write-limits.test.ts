import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOUNDARIES_SEALED_LENGTH } from '@core/api/boundaries';
import { MARKERS_SEALED_LENGTH } from '@core/api/markers';
import { PIN_SEALED_LENGTH } from '@core/crypto';
import { registerAccount, type TestAccount } from '../../test/accounts';
import { startTestApp, type TestApp } from '../../test/harness';
import { connect, sealed } from '../../test/partner-fixtures';
import { LIMITS } from '../rate-limits/limits';

/** Per-user limits of ordinary writes: a script meets them with a clear 429, another user does not. */
describe('per-user write limits', () => {
  let t: TestApp;
  let lou: TestAccount;
  let max: TestAccount;
  let pair: number;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    lou = await registerAccount(t, 'lou');
    max = await registerAccount(t, 'max');
    pair = (await connect(t, max, lou)).id;
  });
  afterAll(() => t.close());

  async function until429(send: () => Promise<LightMyRequestResponse>, allowed: number) {
    for (let i = 1; i <= allowed; i += 1) expect((await send()).statusCode, `request ${i}`).toBe(200);
    return send();
  }

  it('limits connection-code rotations', async () => {
    const rotate = (account: TestAccount) =>
      t.call({ method: 'POST', url: '/api/users/me/code', cookie: account.cookie });
    const refused = await until429(() => rotate(lou), LIMITS.codeRotationsPerUser.max);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: 'Too Many Requests',
      message: expect.stringMatching(
        /^Too many new connection codes\. Please wait \d+ minutes? and try again\.$/,
      ),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await rotate(max)).statusCode).toBe(200);
  });

  it('limits preference saves far above what autosave sends', async () => {
    const kinks: Array<{ id: number }> = (
      await t.call({ method: 'GET', url: '/api/kinks', cookie: lou.cookie })
    ).json();
    const row = { userId: lou.answer.user.id, kinkId: kinks[0]?.id, encryptedData: 'A'.repeat(64) };
    const save = () =>
      t.call({
        method: 'POST',
        url: '/api/preferences',
        cookie: lou.cookie,
        payload: { preferences: [row], overwrite: true, keyGeneration: 1 },
      });
    const refused = await until429(save, LIMITS.preferenceSavesPerUser.max);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many saves in a short time\. Please wait/);
    // 1,800 saves take a while on a loaded machine: the wait is the count, not a race.
  }, 180_000);

  it('limits boundary writes', async () => {
    const blob = sealed((BOUNDARIES_SEALED_LENGTH / 4) * 3);
    const put = () =>
      t.call({
        method: 'PUT',
        url: '/api/boundaries',
        cookie: lou.cookie,
        payload: { sealed: blob, keyGeneration: 1 },
      });
    const refused = await until429(put, LIMITS.boundaryWritesPerUser.max);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many boundary changes in a short time\. Please wait/);
  }, 120_000);

  it('limits pin writes per user, across connections, and not the partner', async () => {
    const pin = () => sealed((PIN_SEALED_LENGTH / 4) * 3);
    const put = (account: TestAccount) =>
      t.call({
        method: 'PUT',
        url: `/api/connections/${pair}/pin`,
        cookie: account.cookie,
        payload: { sealed: pin(), keyGeneration: 1 },
      });
    const refused = await until429(() => put(lou), LIMITS.pinWritesPerUser.max);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: 'Too Many Requests',
      message: expect.stringMatching(
        /^Too many changes to security keys in a short time\. Please wait \d+ minutes? and try again\.$/,
      ),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await put(max)).statusCode).toBe(200);
  }, 120_000);

  it('limits mark saves per member and pair, each of which tells the partner', async () => {
    const blob = sealed((MARKERS_SEALED_LENGTH / 4) * 3);
    const put = (account: TestAccount) =>
      t.call({
        method: 'PUT',
        url: `/api/connections/${pair}/markers`,
        cookie: account.cookie,
        payload: { sealed: blob },
      });
    const refused = await until429(() => put(lou), LIMITS.markerSavesPerConnection.max);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many marks in a short time\. Please wait/);
    // The partner's own marks are counted apart.
    expect((await put(max)).statusCode).toBe(200);
  }, 120_000);
});

/** WRITE_LIMITS=off, for load tests: the write ceilings are lifted, nothing else. */
describe('write limits lifted for a load test', () => {
  let t: TestApp;
  let lou: TestAccount;

  beforeAll(async () => {
    t = await startTestApp('sqlite', { writeLimits: false });
    lou = await registerAccount(t, 'lou_load');
  });
  afterAll(() => t.close());

  it('lets a load test rotate codes past the ceiling', async () => {
    for (let i = 0; i <= LIMITS.codeRotationsPerUser.max; i += 1) {
      const res = await t.call({ method: 'POST', url: '/api/users/me/code', cookie: lou.cookie });
      expect(res.statusCode, `rotation ${i + 1}`).toBe(200);
    }
  });
});
