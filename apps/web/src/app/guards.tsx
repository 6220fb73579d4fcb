/** Route guards of spec core.md §2: protected pages need sign-in; sign-in pages need none. */
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { useAuth } from '../lib/auth/auth-context';
import { LoadingScreen } from '../components/loading-screen';

/** Where a signed-in user lands when no origin was remembered. */
export const HOME_PATH = '/dashboard';

/** State the sign-in guard leaves on the /login entry: the page the user wanted. */
export interface LoginRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** The remembered origin as a path, or the dashboard; never loops back to a sign-in page. */
export function redirectTarget(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from || typeof from.pathname !== 'string') return HOME_PATH;
  if (['/login', '/test-login', '/signup', '/'].includes(from.pathname)) return HOME_PATH;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Renders its children (or the nested routes) only when signed in; else sends to /login. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { status, signedOutByUser } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen text="Initializing..." />;
  // After Sign out the next sign-in starts at /dashboard, not on the page signed out from.
  if (status === 'signed-out' && signedOutByUser) return <Navigate to="/login" replace />;
  if (status === 'signed-out') {
    const state: LoginRedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return children ?? <Outlet />;
}

/**
 * For /, /login, /test-login and /signup: a signed-in user goes on to the origin or /dashboard.
 * While the session check runs the page shows already: most visitors of these pages are signed
 * out, and the build prerenders /login (scripts/prerender.ts) to show before any script runs.
 */
export function RedirectIfSignedIn({ children }: { children?: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'signed-in') return <Navigate to={redirectTarget(location.state)} replace />;
  return children ?? <Outlet />;
}
