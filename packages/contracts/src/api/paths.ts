/**
 * The addresses the web app calls on start-up and on its public pages: the session (auth),
 * profile, tenant and public config (admin), the location list (establishments) and online
 * booking. Free of zod, so that the sign-in and booking pages, which import these and nothing
 * else of their groups, neither download nor build the groups' schemas; each group's file
 * re-exports its own.
 */

export const AUTH_PATHS = {
  signin: '/api/v1/auth/signin',
  signout: '/api/v1/auth/signout',
  me: '/api/v1/auth/me',
  refresh: '/api/v1/auth/refresh',
  sessionInfo: '/api/v1/auth/session-info',
  forgotPassword: '/api/v1/auth/forgot-password',
  resetPassword: '/api/v1/auth/reset-password',
  signup: '/api/v1/auth/signup',
} as const;

export const ADMIN_PATHS = {
  profile: (userId: string) => `/api/admin/user-profiles/${userId}`,
  profileMeMigrate: '/api/admin/user-profiles/me-migrate',
  profileUpdateMetadata: '/api/admin/user-profiles/update-metadata',
  tenant: (tenantId: string) => `/api/admin/tenants/${tenantId}`,
  publicConfig: '/api/admin/public/config',
} as const;

export const ESTABLISHMENT_PATHS = {
  list: '/api/admin/establishments',
  one: (id: string) => `/api/admin/establishments/${id}`,
  employees: (id: string) => `/api/admin/establishments/${id}/employees`,
} as const;

const booking = '/api/public/booking';

/** Public online booking (spec core.md §2 /book). */
export const ONLINE_BOOKING_PATHS = {
  /** The locations of one business that take online bookings. */
  locations: (tenantId: string) => `${booking}/tenants/${tenantId}/establishments`,
  /** One location with its services and bookable staff. */
  establishment: (establishmentId: string) => `${booking}/establishments/${establishmentId}`,
  /** `query` is appended as given, e.g. '?serviceId=…&date=2026-03-03'. */
  availability: (establishmentId: string, query = '') =>
    `${booking}/establishments/${establishmentId}/availability${query}`,
  book: (establishmentId: string) => `${booking}/establishments/${establishmentId}/appointments`,
} as const;
