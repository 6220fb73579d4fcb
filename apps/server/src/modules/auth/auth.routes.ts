/** HTTP surface of /api/v1/auth/* (spec core.md §7 Auth) plus sign-up, registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import { AUTH_ENDPOINTS as E } from '@daybook/contracts';
import { requireActor } from '../../http/actor.js';
import { AppError } from '../../core/app-error.js';
import { route } from '../../http/route.js';
import { clearSessionCookie, publicBaseUrl, setSessionCookie } from '../../http/session-cookie.js';
import * as service from './auth.service.js';
import type { AuthDeps } from './auth.service.js';

const extras = { tags: ['auth'] };

export function authRoutes(
  deps: AuthDeps & {
    publicUrl: string | undefined;
    /** A session ended: its open sockets are closed (on every instance). */
    onSessionEnded: (sessionId: string) => void;
  },
) {
  return async (app: FastifyInstance) => {
    const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
      ip: req.ip,
      userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
    });

    route(
      app,
      E.signIn,
      async (req, reply) => {
        const issued = await service.signIn(deps, req.body, meta(req));
        setSessionCookie(req, reply, issued.token, issued.absoluteExpiresAt);
        return { success: true as const, user: issued.user, message: 'Signed in successfully' };
      },
      extras,
    );

    route(
      app,
      E.signUp,
      async (req, reply) => {
        const issued = await service.signUp(deps, req.body, meta(req));
        setSessionCookie(req, reply, issued.token, issued.absoluteExpiresAt);
        return reply
          .status(201)
          .send({ success: true as const, user: issued.user, message: 'Welcome to Daybook' });
      },
      extras,
    );

    route(
      app,
      E.signOut,
      async (req, reply) => {
        const actor = requireActor(req.actor);
        await service.signOut(deps, actor);
        deps.onSessionEnded(actor.sessionId);
        clearSessionCookie(req, reply);
        return { success: true as const, message: 'Signed out' };
      },
      extras,
    );

    route(
      app,
      E.me,
      async (req) => {
        if (!req.authenticated)
          throw new AppError(req.sessionExpired ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED');
        return { success: true as const, user: req.authenticated.user };
      },
      extras,
    );

    route(
      app,
      E.refresh,
      async (req, reply) => {
        const issued = await service.refresh(deps, requireActor(req.actor), meta(req));
        setSessionCookie(req, reply, issued.token, issued.absoluteExpiresAt);
        return { success: true as const, user: issued.user, message: 'Session refreshed' };
      },
      extras,
    );

    route(
      app,
      E.sessionInfo,
      async (req) => {
        const auth = req.authenticated;
        if (!auth) throw new AppError('UNAUTHENTICATED');
        return {
          success: true as const,
          user: auth.user,
          session: {
            createdAt: auth.session.createdAt.toISOString(),
            lastSeenAt: auth.session.lastSeenAt.toISOString(),
            idleExpiresAt: auth.session.idleExpiresAt.toISOString(),
            absoluteExpiresAt: auth.session.absoluteExpiresAt.toISOString(),
          },
        };
      },
      extras,
    );

    route(
      app,
      E.forgotPassword,
      async (req) => {
        await service.forgotPassword(deps, req.body.email, req.ip, publicBaseUrl(req, deps.publicUrl));
        return {
          success: true as const,
          message: 'If an account exists for this email, a link to reset the password is on its way.',
        };
      },
      extras,
    );

    route(
      app,
      E.resetPassword,
      async (req) => {
        const ended = await service.resetPassword(deps, req.body.token, req.body.password);
        for (const sessionId of ended) deps.onSessionEnded(sessionId);
        return { success: true as const, message: 'Your password has been reset. Please sign in.' };
      },
      extras,
    );

    route(
      app,
      E.changePassword,
      async (req) => {
        const ended = await service.changePassword(deps, requireActor(req.actor), req.body);
        for (const sessionId of ended) deps.onSessionEnded(sessionId);
        return { success: true as const, message: 'Your password has been changed.' };
      },
      extras,
    );
  };
}
