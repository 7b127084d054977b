import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config';

/** Whether the address `hop` steps back (0: the socket's peer) is a proxy whose X-Forwarded-* is believed. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as the one function both Fastify and the front door (hot-reads.ts) ask, so the two
 * can never disagree on whose X-Forwarded-Host and -Proto count. A count trusts that many hops
 * whatever the peer (Fastify's own reading of a number refuses every peer); addresses and ranges
 * are compiled as Fastify compiles them.
 */
export function proxyTrust(setting: Config['trustProxy']): ProxyTrust | false {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/** The Host and scheme a request was made for: what the Host check and the cookie's name go by. */
export type RequestOrigin = { host: string; protocol: string };

/** A header sent more than once counts by its last value, as Fastify reads it. */
function lastEntry(value: string): string {
  const at = value.lastIndexOf(',');
  return (at === -1 ? value : value.slice(at + 1)).trim();
}

/**
 * Fastify's `request.host` and `request.protocol` from the raw request, for answers given before
 * Fastify sees it: the forwarded headers count only from a trusted peer. A test holds the two to
 * the same values for every combination of headers and settings.
 */
export function requestOrigin(raw: IncomingMessage, trust: ProxyTrust | false): RequestOrigin {
  const { headers, socket } = raw;
  const peer = socket.remoteAddress;
  const trusted = trust !== false && peer !== undefined && trust(peer, 0);
  const forwardedHost = headers['x-forwarded-host'];
  const forwardedProto = headers['x-forwarded-proto'];
  const encrypted = 'encrypted' in socket && socket.encrypted === true;
  return {
    host: trusted && forwardedHost ? lastEntry(String(forwardedHost)) : (headers.host ?? ''),
    protocol: trusted && forwardedProto ? lastEntry(String(forwardedProto)) : encrypted ? 'https' : 'http',
  };
}
