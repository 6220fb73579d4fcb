import { useMemo, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import type { AuthUser } from '@daybook/contracts';
import { AuthContext, AuthProvider, useAuth, type AuthContextValue } from '../lib/auth/auth-context';
import { LoginPage } from '../features/auth/pages/login-page';
import { jsonResponse, renderWithMantine } from '../test/render';
import { OWNER_USER } from '../test/auth-user-fixture';
import { RedirectIfSignedIn, RequireAuth, redirectTarget } from './guards';

/** A stand-in auth provider whose sign-in succeeds at once. */
function FakeAuth({ signedIn = false, children }: { signedIn?: boolean; children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(signedIn ? OWNER_USER : null);
  const [byUser, setByUser] = useState(false);
  const value = useMemo<AuthContextValue>(
    () => ({
      status: user ? 'signed-in' : 'signed-out',
      user,
      signedOutByUser: byUser,
      signIn: async () => {
        setUser(OWNER_USER);
        setByUser(false);
        return OWNER_USER;
      },
      adoptUser: setUser,
      signOut: async () => {
        setUser(null);
        setByUser(true);
      },
    }),
    [user, byUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

function SignOutButton() {
  const { signOut } = useAuth();
  return <button onClick={() => void signOut()}>Sign out</button>;
}

function LoginStub() {
  const { signIn } = useAuth();
  return (
    <>
      <h1>Login</h1>
      <button onClick={() => void signIn('a', 'b')}>Sign in</button>
    </>
  );
}

function ShowPath() {
  const location = useLocation();
  return <p data-testid="path">{`${location.pathname}${location.search}`}</p>;
}

const stubRoutes: RouteObject[] = [
  {
    element: (
      <>
        <ShowPath />
        <Outlet />
      </>
    ),
    children: [
      { element: <RedirectIfSignedIn />, children: [{ path: '/login', element: <LoginStub /> }] },
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', element: <h1>Dashboard</h1> },
          {
            path: '/crm',
            element: (
              <>
                <h1>CRM</h1>
                <SignOutButton />
              </>
            ),
          },
        ],
      },
    ],
  },
];

function mount(path: string, signedIn = false, routes = stubRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithMantine(
    <FakeAuth signedIn={signedIn}>
      <RouterProvider router={router} />
    </FakeAuth>,
  );
  return router;
}

describe('route guards', () => {
  it('sends a signed-out visitor to /login, remembering the origin, and returns there after sign-in', async () => {
    const user = userEvent.setup();
    const router = mount('/crm?tab=leads');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/crm', search: '?tab=leads' } });

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'CRM' })).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/crm?tab=leads');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to /dashboard after sign-in when no origin was remembered', async () => {
    const user = userEvent.setup();
    mount('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('redirects a signed-in user away from /login', async () => {
    mount('/login', true);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('after a deliberate sign-out forgets the page, so the next sign-in lands on /dashboard', async () => {
    const user = userEvent.setup();
    const router = mount('/crm', true);
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.state).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('redirectTarget never sends back to a sign-in page', () => {
    expect(redirectTarget(null)).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: '/login', search: '', hash: '' } })).toBe('/dashboard');
    expect(redirectTarget({ from: { pathname: '/crm/leads/1', search: '?a=1', hash: '#x' } })).toBe(
      '/crm/leads/1?a=1#x',
    );
  });
});

describe('login page with the real auth provider', () => {
  let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
  beforeEach(() => {
    fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  function mountReal(path: string) {
    const routes: RouteObject[] = [
      { element: <RedirectIfSignedIn />, children: [{ path: '/login', element: <LoginPage /> }] },
      {
        element: <RequireAuth />,
        children: [
          { path: '/front-desk', element: <h1>Front Desk</h1> },
          { path: '/dashboard', element: <h1>Dashboard</h1> },
        ],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithMantine(
      <QueryClientProvider client={client}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>,
    );
    return router;
  }

  it('signs in, keeps the remembered email, and returns to the origin', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url.endsWith('/auth/me')) return jsonResponse(401, { success: false, message: 'Not signed in.' });
      if (url.endsWith('/public/config'))
        return jsonResponse(200, {
          success: true,
          data: { appName: 'Daybook', version: '1', demo: null, passwordMinLength: 8 },
        });
      if (url.endsWith('/auth/signin'))
        return jsonResponse(200, { success: true, user: OWNER_USER, message: 'ok' });
      return jsonResponse(404, {});
    });
    const user = userEvent.setup();
    mountReal('/front-desk');
    await user.type(await screen.findByLabelText(/^Email/), 'owner@luxe.example');
    await user.type(screen.getByLabelText(/^Password/), 'daybook-demo');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Front Desk' })).toBeTruthy();
    expect(window.sessionStorage.getItem('daybook.rememberedEmail')).toBe('owner@luxe.example');
    const signin = fetchMock.mock.calls.find(([u]) => u.endsWith('/auth/signin'));
    expect(signin?.[1].credentials).toBe('include');
  });

  it('shows the sign-in form while the session check runs, then sends a signed-in user on', async () => {
    let answerMe: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((url) => {
      if (url.endsWith('/auth/me')) return new Promise<Response>((resolve) => (answerMe = resolve));
      return Promise.resolve(jsonResponse(404, {}));
    });
    const router = mountReal('/login');
    // The page the build prerenders is the form, not a loader: it must be what React draws too.
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    answerMe(jsonResponse(200, { success: true, user: OWNER_USER }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the server message on 429 and the fallback otherwise', async () => {
    let signinStatus = 429;
    fetchMock.mockImplementation(async (url) => {
      if (url.endsWith('/auth/me')) return jsonResponse(401, { message: 'Not signed in.' });
      if (url.endsWith('/auth/signin')) {
        return signinStatus === 429
          ? jsonResponse(429, { success: false, message: 'Too many attempts. Please try again later.' })
          : jsonResponse(401, { success: false, message: 'Invalid email or password.' });
      }
      return jsonResponse(404, {});
    });
    const user = userEvent.setup();
    mountReal('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'a@b.example');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many attempts. Please try again later.',
    );

    signinStatus = 401;
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Failed to sign in. Please check your credentials.',
      ),
    );
  });
});
