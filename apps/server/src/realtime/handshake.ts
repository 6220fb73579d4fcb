/**
 * Socket handshake authentication: the session comes from the cookie the browser sends, or a
 * bearer token (Authorization header or `auth.token`) for other clients. The userId/userName
 * auth fields of the spec (core.md §7) are ignored: identity is the session's, never a claim.
 */
import type { IncomingMessage } from 'node:http';
import { SESSION_COOKIE } from '@daybook/contracts';

/** The session token a handshake carries, if any. */
export function handshakeToken(
  request: IncomingMessage,
  auth: Record<string, unknown>,
  parseCookie: (header: string) => Record<string, string | undefined>,
): string | undefined {
  if (typeof auth.token === 'string' && auth.token) return auth.token;
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  const cookies = request.headers.cookie;
  return cookies ? parseCookie(cookies)[SESSION_COOKIE] : undefined;
}
