/** HTTP surface of /api/v1/auth/* (spec core.md §7 Auth) plus sign-up. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_PATHS,
  forgotPasswordRequestSchema,
  meResponseSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
  sessionInfoResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
  signUpRequestSchema,
} from '@daybook/contracts';
import { requireActor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import { clearSessionCookie, publicBaseUrl, setSessionCookie } from '../../http/session-cookie.js';
import * as service from './auth.service.js';
import type { AuthDeps } from './auth.service.js';

const tags = ['auth'];

export function authRoutes(deps: AuthDeps & { publicUrl: string | undefined }): FastifyPluginAsyncZod {
  return async (app) => {
    const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
      ip: req.ip,
      userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
    });

    /** Signs in with email and password; sets the session cookie. 401 wrong credentials, 429 throttled. */
    app.post(
      AUTH_PATHS.signin,
      {
        config: { access: { public: true } },
        schema: { tags, body: signInRequestSchema, response: { 200: signInResponseSchema } },
      },
      async (req, reply) => {
        const issued = await service.signIn(deps, req.body, meta(req));
        setSessionCookie(req, reply, issued.token, issued.absoluteExpiresAt);
        return { success: true as const, user: issued.user, message: 'Signed in successfully' };
      },
    );

    /** Creates a business (tenant, owner, first establishment) and signs the owner in. 409 email taken. */
    app.post(
      AUTH_PATHS.signup,
      {
        config: { access: { public: true } },
        schema: { tags, body: signUpRequestSchema, response: { 201: signInResponseSchema } },
      },
      async (req, reply) => {
        const issued = await service.signUp(deps, req.body, meta(req));
        setSessionCookie(req, reply, issued.token, issued.absoluteExpiresAt);
        return reply
          .status(201)
          .send({ success: true as const, user: issued.user, message: 'Welcome to Daybook' });
      },
    );

    /** Ends the session server-side and clears the cookie. */
    app.post(
      AUTH_PATHS.signout,
      {
        config: { access: { signedIn: true } },
        schema: { tags, response: { 200: messageResponseSchema } },
      },
      async (req, reply) => {
        await service.signOut(deps, requireActor(req.actor));
        clearSessionCookie(req, reply);
        return { success: true as const, message: 'Signed out' };
      },
    );

    /** The signed-in user; 401 when signed out or expired. */
    app.get(
      AUTH_PATHS.me,
      { config: { access: { public: true } }, schema: { tags, response: { 200: meResponseSchema } } },
      async (req) => {
        if (!req.authenticated)
          throw new AppError(req.sessionExpired ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED');
        return { success: true as const, user: req.authenticated.user };
      },
    );

    /** Replaces the session token (rotation) and extends the idle expiry. */
    app.post(
      AUTH_PATHS.refresh,
      {
        config: { access: { signedIn: true } },
        schema: { tags, response: { 200: signInResponseSchema } },
      },
      async (req, reply) => {
        const issued = await service.refresh(deps, requireActor(req.actor), meta(req));
        setSessionCookie(req, reply, issued.token, issued.absoluteExpiresAt);
        return { success: true as const, user: issued.user, message: 'Session refreshed' };
      },
    );

    /** The session's times: created, last seen, idle and absolute expiry. */
    app.get(
      AUTH_PATHS.sessionInfo,
      {
        config: { access: { signedIn: true } },
        schema: { tags, response: { 200: sessionInfoResponseSchema } },
      },
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
    );

    /** Emails a reset link when the account exists; answers the same either way. */
    app.post(
      AUTH_PATHS.forgotPassword,
      {
        config: { access: { public: true } },
        schema: { tags, body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } },
      },
      async (req) => {
        await service.forgotPassword(deps, req.body.email, req.ip, publicBaseUrl(req, deps.publicUrl));
        return {
          success: true as const,
          message: 'If an account exists for this email, a link to reset the password is on its way.',
        };
      },
    );

    /** Sets a new password with a single-use token; ends all the user's sessions. 400 bad token. */
    app.post(
      AUTH_PATHS.resetPassword,
      {
        config: { access: { public: true } },
        schema: { tags, body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } },
      },
      async (req) => {
        await service.resetPassword(deps, req.body.token, req.body.password);
        return { success: true as const, message: 'Your password has been reset. Please sign in.' };
      },
    );
  };
}
