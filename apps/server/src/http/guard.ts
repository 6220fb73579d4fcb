/**
 * The request guard: resolves the session (cookie or Bearer), then enforces the route's access
 * rule (deny by default), the tenant header on state-changing requests (a cross-site form
 * cannot send it), and the establishment header's scope (spec §6 establishment access).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  ALL_ESTABLISHMENTS,
  ESTABLISHMENT_HEADER,
  SESSION_COOKIE,
  SESSION_HINT_COOKIE,
  TENANT_HEADER,
  hasPermission,
} from '@daybook/contracts';
import { authenticate, type AuthDeps } from '../modules/auth/index.js';
import { reaches } from '../core/actor.js';
import { AppError } from '../core/app-error.js';
import { clearSessionHint, setSessionHint } from './session-cookie.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Routes registered by plugins (API docs, the web app's static files) are public. */
function pluginAccess(route: RouteOptions): boolean {
  return route.url.startsWith('/api/docs') || !route.url.startsWith('/api');
}

/** Routes registered so far with their rules; the route-coverage test reads it. */
export interface RouteRecord {
  method: string;
  url: string;
  hasRule: boolean;
}

/** The session token a request carries (Bearer header or the session cookie). */
export function sessionToken(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim();
  return request.cookies[SESSION_COOKIE];
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Keeps the page's hint cookie in step with the session cookie on every request (the page's
 * own load included, before its script asks /me): set while the cookie's session is live (for
 * sessions opened before the hint existed), cleared once it is not.
 */
function syncSessionHint(request: FastifyRequest, reply: FastifyReply): void {
  const hinted = request.cookies[SESSION_HINT_COOKIE] !== undefined;
  const live = request.cookies[SESSION_COOKIE] === undefined ? null : request.authenticated;
  if (live && !hinted) setSessionHint(request, reply, live.session.absoluteExpiresAt);
  else if (!live && hinted) clearSessionHint(request, reply);
}

/** Registers the guard; returns the live list of routes for the coverage test. */
export function registerGuard(app: FastifyInstance, deps: AuthDeps): RouteRecord[] {
  const routes: RouteRecord[] = [];
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionExpired', false);
  app.decorateRequest('authenticated', null);

  app.addHook('onRoute', (route) => {
    if (!route.config?.access && pluginAccess(route)) {
      route.config = { ...route.config, access: { public: true } };
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      routes.push({ method, url: route.url, hasRule: Boolean(route.config?.access) });
    // A route-level hook, appended after those of plugins registered earlier: the rate limiter
    // adds its own per route, and a request refused here must count against the limit first.
    const before = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...before, guard];
  });

  async function guard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'];
    const contentType = request.headers['content-type'];
    const form =
      request.routeOptions.config?.acceptsForm === true &&
      'public' in (request.routeOptions.config.access ?? {}) &&
      contentType?.startsWith('application/x-www-form-urlencoded');
    if (
      !SAFE_METHODS.has(request.method) &&
      hasBody &&
      !form &&
      !contentType?.startsWith('application/json')
    ) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    }

    const token = sessionToken(request);
    if (token) {
      const result = await authenticate(deps, token);
      if (result.status === 'ok') {
        const header = single(request.headers[ESTABLISHMENT_HEADER]);
        const selected = header && header !== ALL_ESTABLISHMENTS ? header : null;
        request.actor = { ...result.actor, establishmentId: selected };
        request.authenticated = { user: result.user, session: result.session };
      } else if (result.status === 'expired') {
        request.sessionExpired = true;
      }
    }
    syncSessionHint(request, reply);

    const access = request.routeOptions.config?.access;
    if (!access) {
      // Unknown paths fall through to the not-found handler, which has no rule to check.
      if (request.is404) return;
      throw new AppError('FORBIDDEN');
    }
    if ('public' in access) return;

    const actor = request.actor;
    if (!actor) throw new AppError(request.sessionExpired ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED');
    if (!SAFE_METHODS.has(request.method) && single(request.headers[TENANT_HEADER]) !== actor.tenantId) {
      throw new AppError('CSRF');
    }
    if (actor.establishmentId && !reaches(actor, actor.establishmentId)) {
      throw new AppError('FORBIDDEN', 'You do not have access to this establishment.');
    }
    if ('permission' in access && !hasPermission(actor.role, access.permission)) {
      throw new AppError('FORBIDDEN');
    }
  }
  return routes;
}
