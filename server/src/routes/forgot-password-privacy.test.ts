import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';

describe.each(ENGINES)('forgot-password privacy on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine);
    await registerAccount(t, 'noreminder', 'a long test password');
    await registerAccount(t, 'blankreminder', 'a long test password', { passwordReminder: '' });
  });
  afterAll(() => t.close());

  const ask = (username: string, remoteAddress: string) =>
    t.call({ method: 'POST', url: '/api/forgot-password', payload: { username }, remoteAddress });

  it('answers a name without a reminder and an unknown name byte for byte alike', async () => {
    const known = await ask('noreminder', '10.1.0.1');
    const blank = await ask('blankreminder', '10.1.0.2');
    const unknown = await ask('nobody-at-all', '10.1.0.3');
    const invalid = await ask('x!', '10.1.0.4');
    expect(known.statusCode).toBe(200);
    for (const other of [blank, unknown, invalid]) {
      expect(other.statusCode).toBe(known.statusCode);
      expect(other.body).toBe(known.body);
      expect(other.headers['content-type']).toBe(known.headers['content-type']);
      expect(other.headers['content-length']).toBe(known.headers['content-length']);
    }
    expect(known.json()).toEqual({ passwordReminder: null });
  });
});
