import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { parseDeviceTokens, type DeviceStore } from '../services/devices';
import { cookieIsSecure } from './session';

const SECURE_COOKIE = '__Host-did';
const PLAIN_COOKIE = 'did';

/** The device cookie over HTTP (decision 0022); the tokens' rows live in DeviceStore. */
export class DeviceCookies {
  constructor(
    private readonly store: DeviceStore,
    private readonly mode: Config['cookieSecure'],
  ) {}

  private name(request: FastifyRequest): string {
    return cookieIsSecure(this.mode, request) ? SECURE_COOKIE : PLAIN_COOKIE;
  }

  private presented(request: FastifyRequest): string[] {
    return parseDeviceTokens(request.cookies[this.name(request)]);
  }

  /** The id of this browser's device for `username` (normalised), or undefined for an unknown device. */
  recognise(request: FastifyRequest, username: string): Promise<string | undefined> {
    return this.store.recognise(this.presented(request), username);
  }

  /** After a successful sign-in: this browser becomes (again) a known device of the account. */
  async remember(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    const { tokens, expiresAt } = await this.store.issue(userId, this.presented(request));
    reply.setCookie(this.name(request), tokens.join('.'), {
      httpOnly: true,
      secure: cookieIsSecure(this.mode, request),
      sameSite: 'strict',
      path: '/',
      expires: new Date(expiresAt),
    });
  }
}
