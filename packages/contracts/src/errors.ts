/**
 * User-facing error texts of spec core.md §8, and the server's error codes.
 * The server maps each code to one HTTP status in one place (apps/server/src/http/error-handler.ts).
 */
export const MESSAGES = {
  loginFailed: 'Login failed',
  userIdRequired: 'User ID is required for initialization. Please try logging in again.',
  userEmailRequired: 'User email is required for initialization. Please try logging in again.',
  userTenantRequired: 'User tenant information is required for initialization. Please try logging in again.',
  signInFallback: 'Failed to sign in. Please check your credentials.',
  signOutFailed: 'Failed to sign out',
  resetEmailFailed: 'Failed to send password reset email.',
  resetFailed: 'Failed to reset password.',
  sessionExpired: 'Your session has expired. Please log in again.',
  profileUserIdRequired: 'User ID is required for profile lookup',
  profileEmailRequired: 'User email is required for profile lookup',
  profileRequired: 'User profile is required for app initialization',
  tenantNotFound: 'Tenant not found',
  fetchProfileFailed: 'Failed to fetch user profile',
  fetchTenantFailed: 'Failed to fetch tenant',
  initTenantFailed: 'Failed to initialize tenant',
  tenantIdMissing: 'Tenant ID not found in user profile or tenant state',
  authContextMissing: 'User authentication context not available',
  fetchEstablishmentsFailed: 'Failed to fetch establishments',
  createEstablishmentFailed: 'Failed to create establishment',
  updateEstablishmentFailed: 'Failed to update establishment',
  deleteEstablishmentFailed: 'Failed to delete establishment',
  fetchEstablishmentFailed: 'Failed to fetch establishment',
  updateBusinessHoursFailed: 'Failed to update business hours',
  fetchBusinessHoursFailed: 'Failed to fetch business hours',
  updateSettingsFailed: 'Failed to update settings',
  fetchSettingsFailed: 'Failed to fetch settings',
  switchEstablishmentFailed: 'Failed to switch establishment',
  loadEstablishmentDataFailed: 'Failed to load establishment data',
  noEstablishmentId: 'No establishment ID found',
  noTenantId: 'No tenant ID found',
  missingTenantOrEstablishment: 'Missing tenantId or establishmentId',
  /** A call that must answer a body answered none (404 or 204 where a body was due). */
  noResponseReceived: 'No response received from server',
  appConfigError: 'Application configuration error. Please contact support.',
  unexpected: 'An unexpected error occurred. Please try again later.',
  unknown: 'An unknown error occurred',
  profileLoadingError: 'Profile Loading Error',
  fallbackTitle: 'Oops! Something went wrong',
} as const;

/** Codes a service throws as AppError(code); each has one HTTP status and one default text. */
export const ERROR_CODES = {
  VALIDATION: { status: 400, message: 'The request is not valid.' },
  UNAUTHENTICATED: { status: 401, message: 'Not signed in.' },
  SESSION_EXPIRED: { status: 401, message: MESSAGES.sessionExpired },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password.' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this.' },
  CSRF: { status: 403, message: 'Missing or wrong tenant header.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  TENANT_NOT_FOUND: { status: 404, message: MESSAGES.tenantNotFound },
  CONFLICT: { status: 409, message: 'This conflicts with existing data.' },
  EMAIL_TAKEN: { status: 409, message: 'An account with this email already exists.' },
  LAST_ESTABLISHMENT: {
    status: 409,
    message: 'A business needs at least one establishment; this one cannot be deleted.',
  },
  RESET_TOKEN_INVALID: {
    status: 400,
    message: 'This reset link is invalid or has expired. Please request a new one.',
  },
  // 400, not 401: the session is fine, and a 401 would sign the user out of the app.
  WRONG_PASSWORD: { status: 400, message: 'Current password is incorrect.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is larger than this endpoint accepts.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Requests must be sent as application/json.' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please try again later.' },
  INTERNAL: { status: 500, message: MESSAGES.unexpected },
  /** A feature whose outside service (e.g. Twilio) this server was not given settings for. */
  NOT_CONFIGURED: { status: 503, message: 'This feature is not configured on this server.' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Body of every error answer: success false, a human text, and the machine code. */
export interface ErrorBody {
  success: false;
  error: string;
  message: string;
  code: ErrorCode;
  details?: { path: string; message: string }[];
}
