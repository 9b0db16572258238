import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '../context.js';

export const SESSION_COOKIE = 'ft8_session';
const MAX_AGE_SECONDS = 30 * 24 * 3600;

/** `Authorization: Token <key>` (internal tools) wins over the browser's session cookie. */
export function tokenFrom(authorization: string | undefined, cookieToken: string | undefined): string | null {
  const match = authorization ? /^Token\s+(\S+)$/i.exec(authorization.trim()) : null;
  if (match?.[1]) return match[1];
  return cookieToken || null;
}

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';
}

/** The session of an HTTP request: the REST token lives in an httpOnly cookie the page's scripts cannot read. */
export function cookieSession(request: FastifyRequest, reply: FastifyReply): Session {
  const options = { httpOnly: true, sameSite: 'lax', path: '/', secure: isHttps(request) } as const;
  return {
    start: (token) => void reply.setCookie(SESSION_COOKIE, token, { ...options, maxAge: MAX_AGE_SECONDS }),
    end: () => void reply.clearCookie(SESSION_COOKIE, options),
  };
}

/** Over the WebSocket there is no response to carry a cookie: sign in and out over HTTP. */
export const socketSession: Session = {
  start: () => undefined,
  end: () => undefined,
};
