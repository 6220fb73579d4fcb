/**
 * Method and path of the endpoints the sign-in, start-up and online booking pages call, free of
 * zod: those pages import these (and their contracts' types only), so they neither download nor
 * build the groups' schemas (`npm run budget:js` holds them under 170 kB). Each contract is
 * declared from its route here (`endpoint({ ...AUTH_ROUTES.signIn, … })`), so there is one
 * address per endpoint.
 */
import type { EndpointRoute } from './endpoint.js';

export const AUTH_ROUTES = {
  signIn: { method: 'POST', path: '/api/v1/auth/signin' },
  signUp: { method: 'POST', path: '/api/v1/auth/signup' },
  signOut: { method: 'POST', path: '/api/v1/auth/signout' },
  me: { method: 'GET', path: '/api/v1/auth/me' },
  refresh: { method: 'POST', path: '/api/v1/auth/refresh' },
  sessionInfo: { method: 'GET', path: '/api/v1/auth/session-info' },
  forgotPassword: { method: 'POST', path: '/api/v1/auth/forgot-password' },
  resetPassword: { method: 'POST', path: '/api/v1/auth/reset-password' },
  changePassword: { method: 'POST', path: '/api/v1/auth/change-password' },
} as const satisfies Record<string, EndpointRoute>;

export const ADMIN_ROUTES = {
  profileMeMigrate: { method: 'GET', path: '/api/admin/user-profiles/me-migrate' },
  updateMetadata: { method: 'PATCH', path: '/api/admin/user-profiles/update-metadata' },
  updateProfile: { method: 'PUT', path: '/api/admin/user-profiles/:userId' },
  tenant: { method: 'GET', path: '/api/admin/tenants/:tenantId' },
  publicConfig: { method: 'GET', path: '/api/admin/public/config' },
} as const satisfies Record<string, EndpointRoute>;

export const ESTABLISHMENT_ROUTES = {
  list: { method: 'GET', path: '/api/admin/establishments' },
} as const satisfies Record<string, EndpointRoute>;

/** Public online booking (spec core.md §2 /book). */
export const ONLINE_BOOKING_ROUTES = {
  locations: { method: 'GET', path: '/api/public/booking/tenants/:tenantId/establishments' },
  establishment: { method: 'GET', path: '/api/public/booking/establishments/:establishmentId' },
  availability: { method: 'GET', path: '/api/public/booking/establishments/:establishmentId/availability' },
  book: { method: 'POST', path: '/api/public/booking/establishments/:establishmentId/appointments' },
} as const satisfies Record<string, EndpointRoute>;
