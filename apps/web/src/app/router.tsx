/**
 * The route table of spec core.md §2. Pages load lazily, one chunk per group (public, auth,
 * dashboard, establishments, services, calendar, crm, unsubscribe, notifications, messaging, inventory, checkout,
 * the team pages (employees, time off, training, today's team, payroll, performance), settings, business settings,
 * Dawn AI, onboarding, modules), so signing in does not download every module; the signed-in shell is a chunk of its
 * own, so the public pages do not download it.
 *
 * The routes render through useRoutes under a BrowserRouter: the app uses no loaders, actions or
 * other data-router features, and the data router weighs 17 kB gzipped more to download and build
 * on every first visit. A render error anywhere reaches the app's ErrorBoundary (providers.tsx).
 */
import { lazy, Suspense } from 'react';
import { Outlet, matchRoutes, useRoutes, type Params, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchBookingEstablishment } from '../features/online-booking/api/booking-queries';
import { RedirectIfSignedIn, RequireAuth } from './guards';
import { LoadingScreen } from '../components/loading-screen';
import { MODULE_ROUTES } from './module-routes';
import { fetchPageCode, pageFrom } from './page-code';

// The code of each page group, fetched when a page of it first renders (React.lazy) or, for
// the page a visitor opens, at start-up (preloadPage).
const authPages = () => import('../features/auth/pages');
// Its own chunk: the most visited page should not wait for the sign-up forms.
const loginPage = () => import('../features/auth/pages/login-page');
const publicPages = () => import('../features/public/pages');
const bookingPages = () => import('../features/online-booking/pages');
const unsubscribePages = () => import('../features/unsubscribe/pages');
const dashboardPage = () => import('../features/dashboard/pages/dashboard-page');
const dashboardGridPage = () => import('../features/dashboard/pages/dashboard-grid-page');
// Establishments and sign-up's second step compose two features each, in app/routes.
const establishmentsRoute = () => import('./routes/establishments-route');
const signUpEstablishmentRoute = () => import('./routes/sign-up-establishment-route');
const servicesPage = () => import('../features/services/pages/services-page');
const calendarPage = () => import('../features/calendar/pages/calendar-page');
const crmPages = () => import('../features/crm/pages');
const notificationsPage = () => import('../features/notifications/pages/notifications-page');
const messagingPage = () => import('../features/messaging/pages/messaging-page');
const inventoryPages = () => import('../features/inventory/pages');
const analyticsPages = () => import('../features/analytics/pages');
const checkoutPages = () => import('../features/checkout/pages');
const employeesPages = () => import('../features/employees/pages');
const timeOffPages = () => import('../features/time-off/pages');
const trainingPages = () => import('../features/training/pages');
const todaysTeamPages = () => import('../features/todays-team/pages');
const waitlistPages = () => import('../features/waitlist/pages');
const payrollPages = () => import('../features/payroll/pages');
const performancePages = () => import('../features/performance/pages');
const requestsPages = () => import('../features/requests/pages');
const marketingPages = () => import('../features/marketing/pages');
const walkInsPages = () => import('../features/walk-ins/pages');
const assistantPages = () => import('../features/assistant/pages');
const onboardingPages = () => import('../features/onboarding/pages');
// Settings composes two features (settings, notifications), in app/routes.
const settingsRoute = () => import('./routes/settings-route');
const financeRoute = () => import('./routes/finance-route');
// Reports compose two features (reports, performance's staff view), in app/routes.
const reportsRoute = () => import('./routes/reports-route');
// Its own chunk: the QR code library is needed there only.
const businessSettingsPage = () => import('../features/settings/pages/business-settings-page');
const modulePage = () => import('../features/modules/pages/module-page');
const signedInShell = () => import('./shell/signed-in-shell');

// Rendered at once when its code is in: the build prerenders it, and hydration must not suspend.
const LoginPage = pageFrom(loginPage, (m) => m.LoginPage);
const SignUpPage = lazy(() => authPages().then((m) => ({ default: m.SignUpPage })));
const FreeTrialPage = lazy(() => authPages().then((m) => ({ default: m.FreeTrialPage })));
const SignUpEstablishmentRoute = lazy(() =>
  signUpEstablishmentRoute().then((m) => ({ default: m.SignUpEstablishmentRoute })),
);
const ForgotPasswordPage = lazy(() => authPages().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => authPages().then((m) => ({ default: m.ResetPasswordPage })));
const LandingPage = lazy(() => publicPages().then((m) => ({ default: m.LandingPage })));
const PublicModulePage = lazy(() => publicPages().then((m) => ({ default: m.PublicModulePage })));
const NotFoundPage = lazy(() => publicPages().then((m) => ({ default: m.NotFoundPage })));
// Rendered at once when its code is in: the server draws /book/{id} (prerender.tsx), and
// hydration must not suspend.
const BookingPage = pageFrom(bookingPages, (m) => m.BookingPage);
const UnsubscribePage = lazy(() => unsubscribePages().then((m) => ({ default: m.UnsubscribePage })));
const DashboardPage = lazy(() => dashboardPage().then((m) => ({ default: m.DashboardPage })));
const DashboardGridPage = lazy(() => dashboardGridPage().then((m) => ({ default: m.DashboardGridPage })));
const EstablishmentsRoute = lazy(() =>
  establishmentsRoute().then((m) => ({ default: m.EstablishmentsRoute })),
);
const ServicesPage = lazy(() => servicesPage().then((m) => ({ default: m.ServicesPage })));
const CalendarPage = lazy(() => calendarPage().then((m) => ({ default: m.CalendarPage })));
const CrmPage = lazy(() => crmPages().then((m) => ({ default: m.CrmPage })));
const ClientPage = lazy(() => crmPages().then((m) => ({ default: m.ClientPage })));
const LeadPage = lazy(() => crmPages().then((m) => ({ default: m.LeadPage })));
const NotificationsPage = lazy(() => notificationsPage().then((m) => ({ default: m.NotificationsPage })));
const MessagingPage = lazy(() => messagingPage().then((m) => ({ default: m.MessagingPage })));
const InventoryPage = lazy(() => inventoryPages().then((m) => ({ default: m.InventoryPage })));
const OrdersPage = lazy(() => inventoryPages().then((m) => ({ default: m.OrdersPage })));
const RegisterPage = lazy(() => checkoutPages().then((m) => ({ default: m.RegisterPage })));
const TicketsPage = lazy(() => checkoutPages().then((m) => ({ default: m.TicketsPage })));
const TransactionsPage = lazy(() => checkoutPages().then((m) => ({ default: m.TransactionsPage })));
const EmployeesPage = lazy(() => employeesPages().then((m) => ({ default: m.EmployeesPage })));
const TimeOffPage = lazy(() => timeOffPages().then((m) => ({ default: m.TimeOffPage })));
const TrainingPage = lazy(() => trainingPages().then((m) => ({ default: m.TrainingPage })));
const TodaysTeamPage = lazy(() => todaysTeamPages().then((m) => ({ default: m.TodaysTeamPage })));
const WaitlistPage = lazy(() => waitlistPages().then((m) => ({ default: m.WaitlistPage })));
const PayrollPage = lazy(() => payrollPages().then((m) => ({ default: m.PayrollPage })));
const PerformancePage = lazy(() => performancePages().then((m) => ({ default: m.PerformancePage })));
const RequestsPage = lazy(() => requestsPages().then((m) => ({ default: m.RequestsPage })));
const MarketingPage = lazy(() => marketingPages().then((m) => ({ default: m.MarketingPage })));
const WalkInsPage = lazy(() => walkInsPages().then((m) => ({ default: m.WalkInsPage })));
const DawnAiPage = lazy(() => assistantPages().then((m) => ({ default: m.DawnAiPage })));
const OnboardingPage = lazy(() => onboardingPages().then((m) => ({ default: m.OnboardingPage })));
const AnalyticsPage = lazy(() => analyticsPages().then((m) => ({ default: m.AnalyticsPage })));
const SettingsRoute = lazy(() => settingsRoute().then((m) => ({ default: m.SettingsRoute })));
const FinanceRoute = lazy(() => financeRoute().then((m) => ({ default: m.FinanceRoute })));
const ReportsRoute = lazy(() => reportsRoute().then((m) => ({ default: m.ReportsRoute })));
const BusinessSettingsPage = lazy(() =>
  businessSettingsPage().then((m) => ({ default: m.BusinessSettingsPage })),
);
const SignedInShell = lazy(() => signedInShell().then((m) => ({ default: m.SignedInShell })));
const ModulePage = lazy(() => modulePage().then((m) => ({ default: m.ModulePage })));

/**
 * A route's `handle`: how to fetch the code it renders before it renders, and for a page whose
 * first screen waits on one call, how to start that call alongside.
 */
interface PageHandle {
  preload: () => Promise<unknown>;
  prefetch?: (queryClient: QueryClient, params: Params) => void;
}
const code = (load: () => Promise<unknown>, prefetch?: PageHandle['prefetch']): PageHandle => ({
  preload: () => fetchPageCode(load),
  prefetch,
});

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
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { index: true, element: <LandingPage />, handle: code(publicPages) },
          { path: 'login', element: <LoginPage />, handle: code(loginPage) },
          { path: 'test-login', element: <LoginPage title="Test Login" />, handle: code(loginPage) },
          { path: 'signup', element: <SignUpPage />, handle: code(authPages) },
        ],
      },
      {
        path: 'signup/establishment',
        element: <SignUpEstablishmentRoute />,
        handle: code(signUpEstablishmentRoute),
      },
      { path: 'free-trial', element: <FreeTrialPage />, handle: code(authPages) },
      { path: 'onboarding', element: <PublicModulePage title="Onboarding" />, handle: code(publicPages) },
      { path: 'book', element: <BookingPage />, handle: code(bookingPages) },
      {
        path: 'book/:establishmentId',
        element: <BookingPage />,
        handle: code(bookingPages, (queryClient, { establishmentId }) => {
          if (establishmentId) prefetchBookingEstablishment(queryClient, establishmentId);
        }),
      },
      { path: 'unsubscribe/:token', element: <UnsubscribePage />, handle: code(unsubscribePages) },
      { path: 'web-container', element: <PublicModulePage title="Website" />, handle: code(publicPages) },
      { path: 'forgot-password', element: <ForgotPasswordPage />, handle: code(authPages) },
      { path: 'reset-password', element: <ResetPasswordPage />, handle: code(authPages) },
      {
        element: <ProtectedLayout />,
        handle: code(signedInShell),
        children: [
          { path: 'dashboard', element: <DashboardPage />, handle: code(dashboardPage) },
          { path: 'dashboard-grid', element: <DashboardGridPage />, handle: code(dashboardGridPage) },
          { path: 'establishments', element: <EstablishmentsRoute />, handle: code(establishmentsRoute) },
          { path: 'services', element: <ServicesPage />, handle: code(servicesPage) },
          {
            path: 'calendar',
            element: <CalendarPage key="calendar" title="Calendar" />,
            handle: code(calendarPage),
          },
          {
            path: 'booking',
            element: <CalendarPage key="booking" title="Booking" />,
            handle: code(calendarPage),
          },
          {
            path: 'front-desk',
            element: <CalendarPage key="front-desk" title="Front Desk" />,
            handle: code(calendarPage),
          },
          { path: 'crm', element: <CrmPage />, handle: code(crmPages) },
          { path: 'crm/clients/:clientId', element: <ClientPage />, handle: code(crmPages) },
          { path: 'crm/leads/:leadId', element: <LeadPage />, handle: code(crmPages) },
          { path: 'notifications', element: <NotificationsPage />, handle: code(notificationsPage) },
          { path: 'messaging', element: <MessagingPage />, handle: code(messagingPage) },
          { path: 'inventory', element: <InventoryPage />, handle: code(inventoryPages) },
          { path: 'orders', element: <OrdersPage />, handle: code(inventoryPages) },
          { path: 'reports', element: <ReportsRoute />, handle: code(reportsRoute) },
          { path: 'analytics', element: <AnalyticsPage />, handle: code(analyticsPages) },
          { path: 'register', element: <RegisterPage />, handle: code(checkoutPages) },
          { path: 'tickets', element: <TicketsPage />, handle: code(checkoutPages) },
          { path: 'transactions', element: <TransactionsPage />, handle: code(checkoutPages) },
          { path: 'finance', element: <FinanceRoute />, handle: code(financeRoute) },
          { path: 'employees', element: <EmployeesPage />, handle: code(employeesPages) },
          { path: 'hr/time-off', element: <TimeOffPage />, handle: code(timeOffPages) },
          { path: 'hr/training', element: <TrainingPage />, handle: code(trainingPages) },
          { path: 'todays-team', element: <TodaysTeamPage />, handle: code(todaysTeamPages) },
          { path: 'waitlist', element: <WaitlistPage />, handle: code(waitlistPages) },
          { path: 'payroll', element: <PayrollPage />, handle: code(payrollPages) },
          { path: 'performance', element: <PerformancePage />, handle: code(performancePages) },
          { path: 'requests', element: <RequestsPage />, handle: code(requestsPages) },
          { path: 'marketing', element: <MarketingPage />, handle: code(marketingPages) },
          { path: 'walk-ins', element: <WalkInsPage />, handle: code(walkInsPages) },
          { path: 'dawn-ai', element: <DawnAiPage />, handle: code(assistantPages) },
          { path: 'onboarding-dawn', element: <OnboardingPage />, handle: code(onboardingPages) },
          { path: 'settings', element: <SettingsRoute />, handle: code(settingsRoute) },
          {
            path: 'business-settings',
            element: <BusinessSettingsPage />,
            handle: code(businessSettingsPage),
          },
          ...MODULE_ROUTES.map((m) => ({
            path: m.path.slice(1),
            element: <ModulePage title={m.title} />,
            handle: code(modulePage),
          })),
        ],
      },
      { path: '*', element: <NotFoundPage />, handle: code(publicPages) },
    ],
  },
];

/** The page the current URL names, inside its layouts; render it under a router. */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts fetching the code of the page at `location` (and of the signed-in shell around it) at
 * once, alongside the session check, rather than after the guards have waited for it, and the
 * call its first screen waits on into `queryClient`. Resolves when the code has all arrived, or
 * failed: a failure shows when the page renders and asks again.
 */
export async function preloadPage(location: { pathname: string }, queryClient: QueryClient): Promise<void> {
  const pages = (matchRoutes(routes, location) ?? []).map((match) => ({
    handle: match.route.handle as PageHandle | undefined,
    params: match.params,
  }));
  for (const { handle, params } of pages) handle?.prefetch?.(queryClient, params);
  await Promise.all(pages.map(({ handle }) => handle?.preload().catch(() => undefined)));
}
