import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';

const PUBLIC = 'https://couples.example';

describe.each(ENGINES)('host and origin with PUBLIC_URL on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(engine, { publicUrl: new URL(PUBLIC) });
  });
  afterAll(() => t.close());

  const post = (host: string, origin: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/check-username',
      headers: { host, origin },
      payload: { username: 'someone-new' },
    });

  it('refuses a foreign Host even when Origin matches it (DNS rebinding)', async () => {
    const res = await post('evil.example', 'http://evil.example');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bad Request', message: expect.stringMatching(/address/i) });
    const get = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'evil.example' } });
    expect(get.statusCode).toBe(400);
  });

  it('refuses a foreign Origin on the right Host', async () => {
    const res = await post('couples.example', 'http://evil.example');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Forbidden');
    const plainHttp = await post('couples.example', 'http://couples.example');
    expect(plainHttp.statusCode).toBe(403);
  });

  it('judges an encoded path to the API as the API: origin check and no-store', async () => {
    const encoded = await t.app.inject({
      method: 'POST',
      url: '/%61pi/check-username',
      headers: { host: 'couples.example', origin: 'http://evil.example' },
      payload: { username: 'someone-new' },
    });
    expect(encoded.statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: '/%61pi/health?x=1',
      headers: { host: 'couples.example' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
  });

  it('passes the right Host and Origin', async () => {
    expect((await post('couples.example', PUBLIC)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'couples.example' } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('host check without PUBLIC_URL (development and tests)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('refuses a non-loopback Host even when Origin matches it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/check-username',
      headers: { host: 'evil.example', origin: 'http://evil.example' },
      payload: { username: 'someone-new' },
    });
    expect(res.statusCode).toBe(400);
  });

  it.each(['localhost:3000', '127.0.0.1:41234', '[::1]:3000', 'app.localhost'])(
    'serves Host %s',
    async (host) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/check-username',
        headers: { host, origin: `http://${host}` },
        payload: { username: 'someone-new' },
      });
      expect(res.statusCode).toBe(200);
    },
  );
});
