import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kink } from '@core/api/catalogue';
import { deriveAccountKeys, rewrapDataKey } from '@core/crypto';
import { catalogueLayout, documentSealedLength } from '@core/sharing';
import { registerAccount, TEST_KDF, type TestAccount } from '../../test/accounts';
import { ENGINES, ORIGIN, sessionCookie, startTestApp, testConfig, type TestApp } from '../../test/harness';
import { buildApp } from '../app';

const SEALED = 'A'.repeat(64);

/**
 * Two instances on one database, as behind a load balancer: a session ended on A must not write
 * through B's short session read cache.
 */
describe.each(ENGINES)('a revoked session on another instance, on %s', (engine) => {
  let a: TestApp;
  let b: FastifyInstance;
  let kinks: Kink[];
  let documentLength: number;

  beforeAll(async () => {
    a = await startTestApp(engine);
    b = await buildApp(testConfig(a.db.env));
    const reader = await registerAccount(a, 'reader');
    kinks = (await a.call({ method: 'GET', url: '/api/kinks', cookie: reader.cookie })).json();
    documentLength = documentSealedLength(await catalogueLayout(kinks));
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const saveOnB = (account: TestAccount) =>
    b.inject({
      method: 'POST',
      url: '/api/preferences',
      headers: { origin: ORIGIN, cookie: account.cookie },
      payload: {
        overwrite: true,
        keyGeneration: 1,
        preferences: kinks
          .slice(0, 3)
          .map((k) => ({ userId: account.answer.user.id, kinkId: k.id, encryptedData: SEALED })),
      },
    });
  // The document save checks its session in its own statement, not in a read before it.
  const saveDocumentOnB = (account: TestAccount, fill: string) =>
    b.inject({
      method: 'PUT',
      url: '/api/preferences/document',
      headers: { origin: ORIGIN, cookie: account.cookie },
      payload: { sealed: fill.repeat(documentLength), keyGeneration: 1 },
    });
  const renameOnB = (account: TestAccount) =>
    b.inject({
      method: 'PATCH',
      url: `/api/users/${account.answer.user.id}`,
      headers: { origin: ORIGIN, cookie: account.cookie },
      payload: { displayName: 'still here' },
    });

  it('refuses a write on B at once after logout on A', async () => {
    const sam = await registerAccount(a, 'sam');
    // B has just read the session, so it sits in B's cache.
    expect((await saveOnB(sam)).statusCode).toBe(200);
    const logout = await a.call({ method: 'POST', url: '/api/auth/logout', cookie: sam.cookie });
    expect(logout.statusCode).toBe(200);
    const save = await saveOnB(sam);
    expect(save.statusCode).toBe(401);
    expect(save.json()).toMatchObject({ error: 'Unauthorized' });
    expect((await renameOnB(sam)).statusCode).toBe(401);
  });

  it('refuses a document save on B at once after logout on A, and keeps the document', async () => {
    const lee = await registerAccount(a, 'lee');
    // B has just used the session for the same save, so it sits in B's cache.
    expect((await saveDocumentOnB(lee, 'A')).statusCode).toBe(200);
    expect((await a.call({ method: 'POST', url: '/api/auth/logout', cookie: lee.cookie })).statusCode).toBe(
      200,
    );
    const refused = await saveDocumentOnB(lee, 'B');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: 'Unauthorized' });
    const login = await a.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'lee', password: lee.authKey },
    });
    const document = await a.call({
      method: 'GET',
      url: '/api/preferences/document',
      cookie: sessionCookie(login),
    });
    expect(document.json()).toMatchObject({ document: { sealed: 'A'.repeat(documentLength) } });
  });

  it('refuses a write on B at once after a password change on A', async () => {
    const kim = await registerAccount(a, 'kim', 'first password here');
    const login = await a.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'kim', password: kim.authKey },
    });
    const otherDevice = { ...kim, cookie: sessionCookie(login) };
    expect((await renameOnB(otherDevice)).statusCode).toBe(200);
    const params = TEST_KDF;
    const oldKeys = await deriveAccountKeys('first password here', 'kim', params);
    const newKeys = await deriveAccountKeys('second password here', 'kim', params);
    const change = await a.call({
      method: 'POST',
      url: '/api/auth/password',
      cookie: kim.cookie,
      payload: {
        currentPassword: kim.authKey,
        newPassword: newKeys.authKey,
        kdf: TEST_KDF,
        wrappedDataKey: await rewrapDataKey(
          oldKeys.wrapKey,
          newKeys.wrapKey,
          'kim',
          kim.answer.keys.wrappedDataKey,
        ),
      },
    });
    expect(change.statusCode).toBe(200);
    expect((await saveOnB(otherDevice)).statusCode).toBe(401);
    expect((await saveDocumentOnB(otherDevice, 'B')).statusCode).toBe(401);
    expect((await renameOnB(otherDevice)).statusCode).toBe(401);
  });
});
