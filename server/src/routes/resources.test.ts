import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kinkListSchema, type Kink } from '@core/api/catalogue';
import { resourceAnswerSchema } from '@core/api/resources';
import { registerAccount, type TestAccount } from '../../test/accounts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness';
import { RESOURCE_NOT_FOUND, SIGN_IN_REQUIRED } from '../messages';

describe.each(ENGINES)('resources API on %s', (engine) => {
  let t: TestApp;
  let reader: TestAccount;
  let kinks: Kink[];

  beforeAll(async () => {
    t = await startTestApp(engine);
    reader = await registerAccount(t, 'reader');
    const list = await t.call({ method: 'GET', url: '/api/kinks', cookie: reader.cookie });
    kinks = kinkListSchema.parse(list.json());
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}, cookie: string | null = reader.cookie) =>
    t.call({ method: 'GET', url, cookie: cookie ?? undefined, headers });
  const kinkNamed = (name: string) => {
    const kink = kinks.find((k) => k.name === name);
    if (!kink) throw new Error(`no activity ${name}`);
    return kink;
  };

  it('answers an activity resource with every section and https references', async () => {
    const bondage = kinkNamed('Bondage');
    const res = await get(`/api/resources/${bondage.id}`);
    expect(res.statusCode).toBe(200);
    const body = resourceAnswerSchema.parse(res.json());
    expect(body.kink).toEqual({ id: bondage.id, name: 'Bondage', category: bondage.category });
    expect(body.about.length).toBeGreaterThanOrEqual(300);
    expect(body.safetyConsiderations.length).toBeGreaterThanOrEqual(3);
    expect(body.gettingStarted.steps.length).toBeGreaterThanOrEqual(3);
    expect(body.additionalResources.length).toBeGreaterThanOrEqual(1);
    for (const reference of body.additionalResources) expect(new URL(reference.url).protocol).toBe('https:');
  });

  it('answers every activity of the catalogue', async () => {
    for (const kink of kinks) {
      const res = await get(`/api/resources/${kink.id}`);
      expect(res.statusCode, kink.name).toBe(200);
      expect(resourceAnswerSchema.parse(res.json()).kink.id).toBe(kink.id);
    }
  });

  it('warns about breath play on Choking before anything else', async () => {
    const res = await get(`/api/resources/${kinkNamed('Choking').id}`);
    expect(resourceAnswerSchema.parse(res.json()).riskWarning).toEqual(expect.any(String));
  });

  it('revalidates with a strong ETag: 304 with no body, and compresses', async () => {
    const url = `/api/resources/${kinkNamed('Spanking').id}`;
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const zipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(first.json());
    const other = await get(`/api/resources/${kinkNamed('Bondage').id}`);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('answers 404 for an unknown activity', async () => {
    const res = await get('/api/resources/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not Found', message: RESOURCE_NOT_FOUND });
  });

  it('refuses ids that are not plain digits', async () => {
    for (const id of ['0x51', '081', '1e2', '-1', '0', '1.0', 'abc']) {
      const res = await get(`/api/resources/${id}`);
      expect(res.statusCode, id).toBe(400);
    }
  });

  it('asks to sign in without a session', async () => {
    const res = await get(`/api/resources/${kinkNamed('Bondage').id}`, {}, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized', message: SIGN_IN_REQUIRED });
  });
});
