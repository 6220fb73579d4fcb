/** Request and response schemas of the /api/v1/auth/* endpoints (spec core.md §7 Auth). */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { authUserSchema } from '../entities/user.js';
import { addressSchema, timeZoneSchema } from '../entities/establishment.js';
import { endpoint } from './endpoint.js';
import { AUTH_ROUTES } from './routes.js';

const email = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address.'));
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(200, 'Password must be at most 200 characters.');

export const signInRequestSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required.').max(200),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const signInResponseSchema = z.object({
  success: z.literal(true),
  user: authUserSchema,
  message: z.string(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const meResponseSchema = z.object({ success: z.literal(true), user: authUserSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const sessionInfoResponseSchema = z.object({
  success: z.literal(true),
  user: authUserSchema,
  session: z.object({
    createdAt: z.string(),
    lastSeenAt: z.string(),
    idleExpiresAt: z.string(),
    absoluteExpiresAt: z.string(),
  }),
});
export type SessionInfoResponse = z.infer<typeof sessionInfoResponseSchema>;

export const forgotPasswordRequestSchema = z.object({ email });
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(10).max(200),
  password: passwordSchema,
});

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * POST /api/v1/auth/signup: a new business (tenant), its owner account and first establishment.
 * Used by /signup, /signup/establishment (new user) and /free-trial.
 */
export const signUpRequestSchema = z.object({
  businessName: z.string().trim().min(1, 'Business name is required.').max(120),
  firstName: z.string().trim().min(1, 'First name is required.').max(80),
  lastName: z.string().trim().min(1, 'Last name is required.').max(80),
  email,
  password: passwordSchema,
  phone: z.string().trim().max(40).optional(),
  establishment: z.object({
    name: z.string().trim().min(1, 'Location name is required.').max(120),
    timeZone: timeZoneSchema,
    address: addressSchema,
    phone: z.string().trim().max(40).optional(),
  }),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** The /api/v1/auth endpoints (spec core.md §7 Auth) plus sign-up; the writes set or clear the session cookie. */
export const AUTH_ENDPOINTS = {
  signIn: endpoint({
    ...AUTH_ROUTES.signIn,
    access: { public: true },
    summary:
      'Signs in with email and password; sets the session cookie. 401 wrong credentials, 429 throttled.',
    body: signInRequestSchema,
    response: signInResponseSchema,
  }),
  signUp: endpoint({
    ...AUTH_ROUTES.signUp,
    access: { public: true },
    summary:
      'Creates a business (tenant, owner, first establishment) and signs the owner in. 409 email taken.',
    body: signUpRequestSchema,
    response: signInResponseSchema,
    status: 201,
  }),
  signOut: endpoint({
    ...AUTH_ROUTES.signOut,
    access: { signedIn: true },
    summary: 'Ends the session server-side and clears the cookie.',
    response: messageResponseSchema,
  }),
  me: endpoint({
    ...AUTH_ROUTES.me,
    access: { public: true },
    summary: 'The signed-in user; 401 when signed out or expired.',
    response: meResponseSchema,
  }),
  refresh: endpoint({
    ...AUTH_ROUTES.refresh,
    access: { signedIn: true },
    summary: 'Replaces the session token (rotation) and extends the idle expiry.',
    response: signInResponseSchema,
  }),
  sessionInfo: endpoint({
    ...AUTH_ROUTES.sessionInfo,
    access: { signedIn: true },
    summary: "The session's times: created, last seen, idle and absolute expiry.",
    response: sessionInfoResponseSchema,
  }),
  forgotPassword: endpoint({
    ...AUTH_ROUTES.forgotPassword,
    access: { public: true },
    summary: 'Emails a reset link when the account exists; answers the same either way.',
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
  }),
  resetPassword: endpoint({
    ...AUTH_ROUTES.resetPassword,
    access: { public: true },
    summary: "Sets a new password with a single-use token; ends all the user's sessions. 400 bad token.",
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
  }),
} as const;
