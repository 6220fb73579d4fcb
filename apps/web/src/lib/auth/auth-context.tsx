/**
 * Who is signed in (spec core.md §4 "Auth"). The session lives in an HttpOnly cookie, so the
 * browser learns about it only through /me and the sign-in and sign-up answers.
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { AUTH_ROUTES, MESSAGES, type AuthUser } from '@daybook/contracts';
import { onUnauthorized, setApiContext } from '../api-client';
import { STORAGE_KEYS, writeStored } from '../storage';
import { fetchCurrentUser, signIn as signInCall, signOut as signOutCall } from './api/auth-api';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  /** True after a deliberate sign-out: the sign-in guard then forgets the page the user was on. */
  signedOutByUser: boolean;
  /** Signs in and returns the user; throws an Error carrying the text to show. */
  signIn: (email: string, password: string) => Promise<AuthUser>;
  /** Adopts a user the server has just signed in (sign-up answers carry it). */
  adoptUser: (user: AuthUser) => void;
  /** Signs out; always ends signed-out locally, even when the call fails. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The auth state; throws outside AuthProvider, as the spec's hooks do. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** Paths whose 401 answers are expected and must not end the session. */
const AUTH_CALLS: ReadonlySet<string> = new Set(
  [AUTH_ROUTES.me, AUTH_ROUTES.signIn, AUTH_ROUTES.signOut].map((e) => e.path),
);

/** Provides the auth state; checks for an existing session on start. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ status: AuthStatus; user: AuthUser | null; signedOutByUser: boolean }>(
    {
      status: 'loading',
      user: null,
      signedOutByUser: false,
    },
  );
  const userRef = useRef<AuthUser | null>(null);

  const applyUser = useCallback(
    (user: AuthUser | null, byUser = false) => {
      // One person's data must not outlive their session; the public data read while the
      // first session check was on its way (a booking page's location) belongs to nobody.
      if (!user && userRef.current) queryClient.clear();
      userRef.current = user;
      // Set before React re-renders so the very next request already carries the tenant header.
      setApiContext({ tenantId: user?.tenantId ?? null, establishmentId: null });
      // Every page below changes with it: render that in slices, so slow phones keep responding.
      startTransition(() =>
        setState({ status: user ? 'signed-in' : 'signed-out', user, signedOutByUser: !user && byUser }),
      );
    },
    [queryClient],
  );

  useEffect(() => {
    let cancelled = false;
    void fetchCurrentUser().then((user) => {
      if (!cancelled) applyUser(user);
    });
    return () => {
      cancelled = true;
    };
  }, [applyUser]);

  useEffect(
    () =>
      onUnauthorized((path) => {
        if (AUTH_CALLS.has(path) || !userRef.current) return;
        applyUser(null);
        notifications.show({ color: 'yellow', title: 'Signed out', message: MESSAGES.sessionExpired });
      }),
    [applyUser],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      const user = await signInCall(email, password);
      applyUser(user);
      return user;
    },
    [applyUser],
  );

  const signOut = useCallback(async () => {
    try {
      await signOutCall();
    } catch {
      notifications.show({ color: 'red', title: 'Sign out', message: MESSAGES.signOutFailed });
    } finally {
      writeStored('session', STORAGE_KEYS.rememberedEmail, null);
      applyUser(null, true);
    }
  }, [applyUser]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, adoptUser: (user: AuthUser) => applyUser(user), signOut }),
    [state, signIn, applyUser, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
