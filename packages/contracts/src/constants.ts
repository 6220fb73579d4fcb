/**
 * Business constants and limits of spec core.md §9 (and the auth rules of issue #2).
 * Durations are milliseconds unless the name says otherwise.
 */
export const ESTABLISHMENT_CACHE_MS = 900_000;
export const SESSION_CHECK_ATTEMPTS = 3;
export const SESSION_CHECK_DELAY_MS = 1_000;
export const CRM_RETRY_DELAYS_MS = [1_000, 2_000] as const;
export const SEARCH_DEBOUNCE_MS = 300;
export const CRM_PAGE_SIZE = 10;
export const CRM_INITIAL_PAGE_SIZE = 50;
export const DEFAULT_SERVICE_DURATION_MINUTES = 60;
export const STAFF_COLOR_PALETTE = [
  '#4F46E5',
  '#DB2777',
  '#059669',
  '#D97706',
  '#2563EB',
  '#7C3AED',
  '#DC2626',
  '#0891B2',
  '#65A30D',
  '#C026D3',
] as const;
export const TOAST_AUTO_CLOSE_MS = 5_000;
export const POPUP_AUTO_CLOSE_MS = 10_000;
export const NOTIFICATION_BADGE_CAP = 9;
export const NOTIFICATION_LIST_MAX_HEIGHT = '24rem';
export const SOCKET_RECONNECT_ATTEMPTS = 5;
export const SOCKET_RECONNECT_DELAY_MS = 1_000;
export const TYPING_EXPIRY_MS = 5_000;
export const TYPING_CHECK_MS = 1_000;
export const SIDEBAR_WIDTH_EXPANDED = '18rem';
export const SIDEBAR_WIDTH_COLLAPSED = '4rem';
export const CURRENCY = 'USD';
export const LOCALE = 'en-US';

/** Pseudo-establishment id for the all-locations aggregate (spec core.md §3). */
export const ALL_ESTABLISHMENTS = 'ALL_ESTABLISHMENTS';
export const ALL_ESTABLISHMENTS_NAME = 'All Establishments';

/** Request headers of spec core.md §7 "common to all HTTP calls". */
export const TENANT_HEADER = 'x-tenant-id';
export const ESTABLISHMENT_HEADER = 'x-establishment-id';
export const SESSION_COOKIE = 'daybook_session';
/**
 * A cookie the page may read, set and cleared with the session cookie (which it cannot read):
 * without it the web app knows it is signed out and skips the /me check, whose 401 the browser
 * would log on every signed-out page (issue #28). It holds no secret; /me remains the truth.
 */
export const SESSION_HINT_COOKIE = 'daybook_signed_in';

export const PASSWORD_MIN_LENGTH = 8;
export const RESET_TOKEN_TTL_MINUTES = 30;

/** Public routes on which popup notifications are suppressed (spec core.md §2). */
export const POPUP_SUPPRESSED_PATHS = [
  '/login',
  '/signup',
  '/',
  '/features',
  '/pricing',
  '/blog',
  '/contact',
] as const;
