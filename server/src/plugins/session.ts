import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../http-error';
import { OWN_ACCOUNT_ONLY, SIGN_IN_REQUIRED } from '../messages';
import type { SessionStore } from '../services/sessions';
import { isApiPath } from './security';
import type { RequestOrigin } from './request-origin';

export type Auth = { userId: number; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's write checks the session itself, in the same statement (liveSessionSql):
     * its session may come from the read cache like a read's, and the write finds it ended.
     */
    sessionCheckedByWrite?: boolean;
  }
}

const SECURE_COOKIE = '__Host-sid';
const PLAIN_COOKIE = 'sid';
/**
 * Methods that change nothing; every other one (POST, PUT, PATCH, DELETE) reads its session fresh,
 * unless its route checks the session in its own write (sessionCheckedByWrite).
 */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether cookies carry Secure (and the __Host- prefix): always, never, or when the request came over https. */
export function cookieIsSecure(
  mode: Config['cookieSecure'],
  origin: Pick<RequestOrigin, 'protocol'>,
): boolean {
  return mode === 'always' || (mode === 'auto' && origin.protocol === 'https');
}

export class SessionCookies {
  constructor(
    private readonly sessions: SessionStore,
    private readonly mode: Config['cookieSecure'],
  ) {}

  private secure(origin: Pick<RequestOrigin, 'protocol'>): boolean {
    return cookieIsSecure(this.mode, origin);
  }

  name(origin: Pick<RequestOrigin, 'protocol'>): string {
    return this.secure(origin) ? SECURE_COOKIE : PLAIN_COOKIE;
  }

  /** A fresh token at every sign-in: a token planted before login never becomes a session. */
  async start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    if (request.auth) await this.sessions.delete(request.auth.sessionId);
    const { token, expiresAt } = await this.sessions.create(userId);
    reply.setCookie(this.name(request), token, {
      httpOnly: true,
      secure: this.secure(request),
      sameSite: 'strict',
      path: '/',
      expires: new Date(expiresAt),
    });
    request.auth = null;
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.auth) await this.sessions.delete(request.auth.sessionId);
    request.auth = null;
    reply.clearCookie(this.name(request), {
      path: '/',
      secure: this.secure(request),
      httpOnly: true,
      sameSite: 'strict',
    });
  }
}

export async function registerSession(
  app: FastifyInstance,
  sessions: SessionStore,
  cookies: SessionCookies,
): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (request) => {
    if (!isApiPath(request.url)) return;
    const token = request.cookies[cookies.name(request)];
    // Every state-changing request asks the database, here or in its own write: a session ended
    // on another instance must not write through this instance's read cache. Reads may use the
    // cache (see SessionStore).
    const fresh =
      !READ_METHODS.has(request.method) && request.routeOptions.config.sessionCheckedByWrite !== true;
    request.auth = token ? await sessions.find(token, Date.now(), { fresh }) : null;
  });
}

/** The signed-in user's id, or 401 for everyone else. */
export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw new HttpError(401, SIGN_IN_REQUIRED);
  return request.auth;
}

/** Every id in a path is checked against the session: another user's id is refused. */
export function requireSelf(request: FastifyRequest, userId: number): Auth {
  const auth = requireAuth(request);
  if (auth.userId !== userId) throw new HttpError(403, OWN_ACCOUNT_ONLY);
  return auth;
}
