/**
 * The session cookie: HttpOnly, SameSite=Lax, Secure over HTTPS, path /. Its hint cookie
 * (SESSION_HINT_COOKIE, readable by the page, no secret) comes and goes with it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '@daybook/contracts';

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    expires,
  });
  setSessionHint(request, reply, expires);
}

/** Tells the page a session is there until `expires` (the session's absolute end). */
export function setSessionHint(request: FastifyRequest, reply: FastifyReply, expires: Date): void {
  reply.setCookie(SESSION_HINT_COOKIE, '1', {
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    expires,
  });
}

/** Tells the page no session is there. */
export function clearSessionHint(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_HINT_COOKIE, {
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  });
  clearSessionHint(request, reply);
}

/** The address that emailed links point at: PUBLIC_URL, else the request's own origin. */
export function publicBaseUrl(request: FastifyRequest, configured: string | undefined): string {
  return configured ?? `${request.protocol}://${request.host}`;
}
