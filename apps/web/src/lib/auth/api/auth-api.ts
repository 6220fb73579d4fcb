/** Calls of the /api/v1/auth group and the sign-in checks of spec core.md §5 and §8. */
import {
  AUTH_ROUTES,
  MESSAGES,
  SESSION_CHECK_ATTEMPTS,
  SESSION_CHECK_DELAY_MS,
  type AuthUser,
  type SignUpRequest,
} from '@daybook/contracts';
import type { AUTH_ENDPOINTS } from '@daybook/contracts';
import { ApiError, callEndpointOrNull } from '../../../lib/api-client';
import { hasSessionHint } from '../session-hint';

/** A sign-in answer as it may arrive: checked field by field before the app trusts it. */
interface UserAnswer {
  success?: boolean;
  user?: AuthUser | null;
  message?: string;
}

/** Checks a sign-in answer: success and a user with id, email and tenant (spec §5, §8 texts). */
export function validateSignedInUser(answer: UserAnswer | null): AuthUser {
  if (!answer || !answer.success || !answer.user) throw new Error(MESSAGES.loginFailed);
  const user = answer.user;
  if (!user.id) throw new Error(MESSAGES.userIdRequired);
  if (!user.email) throw new Error(MESSAGES.userEmailRequired);
  if (!user.tenantId) throw new Error(MESSAGES.userTenantRequired);
  return user;
}

/**
 * Signs in. A 429 keeps the server's text (too many attempts); every other failure reads the
 * spec's fallback so the page never tells whether the email exists.
 */
export async function signIn(email: string, password: string): Promise<AuthUser> {
  let answer: UserAnswer | null;
  try {
    answer = await callEndpointOrNull<typeof AUTH_ENDPOINTS.signIn>(AUTH_ROUTES.signIn, {
      body: { email, password },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      throw new Error(error.serverMessage ?? MESSAGES.signInFallback);
    }
    throw new Error(MESSAGES.signInFallback);
  }
  return validateSignedInUser(answer);
}

/** Ends the session on the server. */
export async function signOut(): Promise<void> {
  await callEndpointOrNull<typeof AUTH_ENDPOINTS.signOut>(AUTH_ROUTES.signOut, {});
}

function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  // fetch rejects with a TypeError when the network is down or the server unreachable.
  return true;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The current-user check (spec §4): up to 3 attempts 1 s apart on network or 5xx errors;
 * 401 (or anything else) means no session, and so does running out of attempts. Without the
 * server's session hint there is no session to find, and nothing is asked.
 */
export async function fetchCurrentUser(
  attempts = SESSION_CHECK_ATTEMPTS,
  delayMs = SESSION_CHECK_DELAY_MS,
): Promise<AuthUser | null> {
  if (!hasSessionHint()) return null;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const answer = await callEndpointOrNull<typeof AUTH_ENDPOINTS.me>(AUTH_ROUTES.me, {});
      if (!answer?.success || !answer.user) return null;
      return answer.user;
    } catch (error) {
      if (!isRetryable(error) || attempt === attempts) return null;
      await wait(delayMs);
    }
  }
  return null;
}

/** Asks for a reset email; the answer never says whether the address exists. */
export async function requestPasswordReset(email: string): Promise<string | null> {
  const answer = await callEndpointOrNull<typeof AUTH_ENDPOINTS.forgotPassword>(AUTH_ROUTES.forgotPassword, {
    body: { email },
  });
  return answer?.message ?? null;
}

/** Sets a new password with the emailed token. */
export async function resetPassword(token: string, password: string): Promise<string | null> {
  const answer = await callEndpointOrNull<typeof AUTH_ENDPOINTS.resetPassword>(AUTH_ROUTES.resetPassword, {
    body: { token, password },
  });
  return answer?.message ?? null;
}

/** Creates a business, its owner and first location; the server signs the new owner in. */
export async function signUp(request: SignUpRequest): Promise<AuthUser> {
  const answer = await callEndpointOrNull<typeof AUTH_ENDPOINTS.signUp>(AUTH_ROUTES.signUp, {
    body: request,
  });
  return validateSignedInUser(answer);
}
