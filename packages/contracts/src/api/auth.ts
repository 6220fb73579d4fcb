/** Request and response schemas of the /api/v1/auth/* endpoints (spec core.md §7 Auth). */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { authUserSchema } from '../entities/user.js';
import { addressSchema, timeZoneSchema } from '../entities/establishment.js';
import { endpoint } from './endpoint.js';
import { requiredTextSchema, TEXT_MAX, textSchema } from '../fields.js';
import { AUTH_ROUTES } from './routes.js';

const email = textSchema({ max: 254, message: 'Enter a valid email address.' })
  .toLowerCase()
  .pipe(z.email('Enter a valid email address.'));
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

/** POST /api/v1/auth/change-password: the current password proves it is the user (issue #11). */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required.').max(200),
    newPassword: passwordSchema,
  })
  .refine((b) => b.newPassword !== b.currentPassword, {
    path: ['newPassword'],
    message: 'The new password must differ from the current one.',
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * POST /api/v1/auth/signup: a new business (tenant), its owner account and first establishment.
 * Used by /signup, /signup/establishment (new user) and /free-trial.
 */
export const signUpRequestSchema = z.object({
  businessName: requiredTextSchema({ max: TEXT_MAX.name, required: 'Business name is required.' }),
  firstName: requiredTextSchema({ max: 80, required: 'First name is required.' }),
  lastName: requiredTextSchema({ max: 80, required: 'Last name is required.' }),
  email,
  password: passwordSchema,
  phone: textSchema({ max: 40 }).optional(),
  establishment: z.object({
    name: requiredTextSchema({ max: TEXT_MAX.name, required: 'Location name is required.' }),
    timeZone: timeZoneSchema,
    address: addressSchema,
    phone: textSchema({ max: 40 }).optional(),
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
  changePassword: endpoint({
    ...AUTH_ROUTES.changePassword,
    access: { signedIn: true },
    summary:
      "Changes the signed-in user's password and ends their other sessions (this one stays). 400 WRONG_PASSWORD when the current password is wrong, 429 after repeated failures.",
    body: changePasswordRequestSchema,
    response: messageResponseSchema,
  }),
} as const;
