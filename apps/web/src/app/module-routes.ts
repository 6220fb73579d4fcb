/**
 * Protected routes of spec core.md §2 whose modules are not built yet, with the page title each
 * shows. /dashboard, /dashboard-grid, /establishments, /services, the calendar routes (/calendar, /booking,
 * /front-desk), the CRM routes (/crm, /crm/clients/:clientId, /crm/leads/:leadId), /notifications,
 * /messaging, /inventory, /orders, /register, /tickets, /transactions, /finance, /employees, /hr/time-off, /hr/training, /todays-team, /payroll,
 * /performance, /analytics, /walk-ins, /waitlist, /requests, /marketing, /dawn-ai, /onboarding-dawn, /settings and /business-settings have their own pages and are not listed
 * here.
 */
export interface ModuleRoute {
  path: string;
  title: string;
}

export const MODULE_ROUTES: readonly ModuleRoute[] = [
  { path: '/client-portal', title: 'Client Portal' },
  { path: '/website', title: 'Website' },
  { path: '/website/manage', title: 'Website Manager' },
  { path: '/website/builder', title: 'Website Builder' },
  { path: '/smart-consults', title: 'Smart Consults' },
];
