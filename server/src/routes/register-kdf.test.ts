import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';
import { registrationFor, TEST_KDF } from '../../../test/support/registration';

describe.each(ENGINES)('registration KDF cost on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const prelogin = async (username: string) =>
    (await t.call({ method: 'POST', url: '/api/auth/prelogin', payload: { username } })).json();

  it("refuses another cost than the server's, so prelogin cannot tell such an account from an unused name", async () => {
    const { body } = await registrationFor('odd.cost', 'a long enough password');
    const refused = await t.call({
      method: 'POST',
      url: '/api/users',
      payload: { ...body, kdf: { ...TEST_KDF, memoryKiB: TEST_KDF.memoryKiB * 2 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/reload the page/);
    expect(await prelogin('odd.cost')).toEqual(await prelogin('never.used'));

    const created = await t.call({ method: 'POST', url: '/api/users', payload: body });
    expect(created.statusCode).toBe(201);
    expect(await prelogin('odd.cost')).toEqual(await prelogin('never.used'));
  });
});
