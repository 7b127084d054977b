import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { proxyTrust, requestOrigin } from './request-origin';

const SETTINGS: Array<Config['trustProxy']> = [false, 1, 2, ['127.0.0.1'], ['10.0.0.0/8'], ['loopback']];
const PEERS = ['127.0.0.1', '10.1.2.3', '203.0.113.9'];
const HEADERS: Array<Record<string, string>> = [
  {},
  { host: 'a.example' },
  { host: 'a.example:8080', 'x-forwarded-host': 'b.example' },
  { 'x-forwarded-host': 'b.example, c.example' },
  { 'x-forwarded-host': ' d.example ', 'x-forwarded-proto': ' https ' },
  { 'x-forwarded-proto': 'https' },
  { 'x-forwarded-proto': 'http, https' },
  { 'x-forwarded-proto': 'https,http', 'x-forwarded-host': 'e.example,' },
  { 'x-forwarded-host': '', 'x-forwarded-proto': '' },
];

describe('requestOrigin', () => {
  it.each(SETTINGS.map((setting) => [JSON.stringify(setting), setting] as const))(
    'reads Host and scheme as Fastify does with TRUST_PROXY %s',
    async (_name, setting) => {
      const trust = proxyTrust(setting);
      const app = Fastify({ trustProxy: trust });
      app.get('/origin', async (request) => ({
        fastify: { host: request.host, protocol: request.protocol },
        ours: requestOrigin(request.raw, trust),
      }));
      for (const remoteAddress of PEERS) {
        for (const headers of HEADERS) {
          const seen = (await app.inject({ method: 'GET', url: '/origin', remoteAddress, headers })).json();
          expect(seen.ours, `${remoteAddress} ${JSON.stringify(headers)}`).toEqual(seen.fastify);
        }
      }
      await app.close();
    },
  );

  it('believes forwarded headers only from a trusted peer', () => {
    expect(proxyTrust(false)).toBe(false);
    const one = proxyTrust(1);
    const listed = proxyTrust(['10.0.0.0/8']);
    if (!one || !listed) throw new Error('expected trust functions');
    expect([one('203.0.113.9', 0), one('203.0.113.9', 1)]).toEqual([true, false]);
    expect([listed('10.1.2.3', 0), listed('203.0.113.9', 0)]).toEqual([true, false]);
  });
});
