/**
 * The route table of spec core.md §2. Pages load lazily, one chunk per group (public, auth,
 * dashboard, establishments, services, calendar, crm, modules), so signing in does not download
 * every module; the signed-in shell is a chunk of its own, so the public pages do not download it.
 */
import { lazy, Suspense } from 'react';
import { Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorFallback } from './error-boundary';
import { RedirectIfSignedIn, RequireAuth } from './guards';
import { LoadingScreen } from './loading-screen';
import { MODULE_ROUTES } from './module-routes';

const authPages = () => import('../features/auth/pages');
const publicPages = () => import('../features/public/pages');

// Its own chunk: the most visited page should not wait for the sign-up forms.
const LoginPage = lazy(() =>
  import('../features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })),
);
const SignUpPage = lazy(() => authPages().then((m) => ({ default: m.SignUpPage })));
const FreeTrialPage = lazy(() => authPages().then((m) => ({ default: m.FreeTrialPage })));
const SignUpEstablishmentPage = lazy(() => authPages().then((m) => ({ default: m.SignUpEstablishmentPage })));
const ForgotPasswordPage = lazy(() => authPages().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => authPages().then((m) => ({ default: m.ResetPasswordPage })));
const LandingPage = lazy(() => publicPages().then((m) => ({ default: m.LandingPage })));
const PublicModulePage = lazy(() => publicPages().then((m) => ({ default: m.PublicModulePage })));
const NotFoundPage = lazy(() => publicPages().then((m) => ({ default: m.NotFoundPage })));
const BookingPage = lazy(() =>
  import('../features/online-booking/pages').then((m) => ({ default: m.BookingPage })),
);
const DashboardPage = lazy(() =>
  import('../features/dashboard/pages/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const EstablishmentsPage = lazy(() =>
  import('../features/establishments/pages/establishments-page').then((m) => ({
    default: m.EstablishmentsPage,
  })),
);
const ServicesPage = lazy(() =>
  import('../features/services/pages/services-page').then((m) => ({ default: m.ServicesPage })),
);
const CalendarPage = lazy(() =>
  import('../features/calendar/pages/calendar-page').then((m) => ({ default: m.CalendarPage })),
);
const crmPages = () => import('../features/crm/pages');
const CrmPage = lazy(() => crmPages().then((m) => ({ default: m.CrmPage })));
const ClientPage = lazy(() => crmPages().then((m) => ({ default: m.ClientPage })));
const LeadPage = lazy(() => crmPages().then((m) => ({ default: m.LeadPage })));
const SignedInShell = lazy(() =>
  import('./shell/signed-in-shell').then((m) => ({ default: m.SignedInShell })),
);
const ModulePage = lazy(() =>
  import('../features/modules/pages/module-page').then((m) => ({ default: m.ModulePage })),
);

/** Root layout: the app-wide loader while a page's code arrives. */
function RootLayout() {
  return (
    <Suspense fallback={<LoadingScreen text="Loading application..." />}>
      <Outlet />
    </Suspense>
  );
}

/** The protected part: sign-in guard, then the workspace start-up and the shell. */
function ProtectedLayout() {
  return (
    <RequireAuth>
      <SignedInShell />
    </RequireAuth>
  );
}

/** All routes; exported so tests can mount them in a memory router. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorFallback />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'test-login', element: <LoginPage title="Test Login" /> },
          { path: 'signup', element: <SignUpPage /> },
        ],
      },
      { path: 'signup/establishment', element: <SignUpEstablishmentPage /> },
      { path: 'free-trial', element: <FreeTrialPage /> },
      { path: 'onboarding', element: <PublicModulePage title="Onboarding" /> },
      { path: 'book', element: <BookingPage /> },
      { path: 'book/:establishmentId', element: <BookingPage /> },
      { path: 'web-container', element: <PublicModulePage title="Website" /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      {
        element: <ProtectedLayout />,
        children: [
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'establishments', element: <EstablishmentsPage /> },
          { path: 'services', element: <ServicesPage /> },
          { path: 'calendar', element: <CalendarPage key="calendar" title="Calendar" /> },
          { path: 'booking', element: <CalendarPage key="booking" title="Booking" /> },
          { path: 'front-desk', element: <CalendarPage key="front-desk" title="Front Desk" /> },
          { path: 'crm', element: <CrmPage /> },
          { path: 'crm/clients/:clientId', element: <ClientPage /> },
          { path: 'crm/leads/:leadId', element: <LeadPage /> },
          ...MODULE_ROUTES.map((m) => ({ path: m.path.slice(1), element: <ModulePage title={m.title} /> })),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Builds the browser router for the app. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
