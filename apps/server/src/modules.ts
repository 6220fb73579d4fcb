/** Every module of the app, in registration order; adding a module is one line here. */
import type { AppModule } from './app-module.js';
import {
  anonymiseClientAppointments,
  appointmentsModule,
  reassignClientAppointments,
} from './modules/appointments/index.js';
import { authModule } from './modules/auth/index.js';
import { availabilityModule } from './modules/availability/index.js';
import { checkoutModule } from './modules/checkout/index.js';
import { clientCsvModule } from './modules/client-csv/index.js';
import { clientsModule } from './modules/clients/index.js';
import { establishmentsModule } from './modules/establishments/index.js';
import { idempotencyModule } from './modules/idempotency/index.js';
import { inventoryModule } from './modules/inventory/index.js';
import { messagingModule } from './modules/messaging/index.js';
import { notificationsModule } from './modules/notifications/index.js';
import { onlineBookingModule } from './modules/online-booking/index.js';
import { resourcesModule } from './modules/resources/index.js';
import { servicesModule } from './modules/services/index.js';
import { staffModule } from './modules/staff/index.js';
import { employeesModule } from './modules/employees/index.js';
import { staffAuditModule } from './modules/staff-audit/index.js';
import { timeOffModule } from './modules/time-off/index.js';
import { trainingModule } from './modules/training/index.js';
import { timeClockModule } from './modules/time-clock/index.js';
import { payrollModule } from './modules/payroll/index.js';
import { performanceModule } from './modules/performance/index.js';
import { waitlistModule } from './modules/waitlist/index.js';
import { requestsModule } from './modules/requests/index.js';
import { walkInsModule } from './modules/walk-ins/index.js';
import { dashboardModule } from './modules/dashboard/index.js';
import { backgroundWorkModule } from './modules/background-work/index.js';
import { bankModule } from './modules/bank/index.js';
import { metricsModule } from './modules/metrics/index.js';
import { carryConsentOnMerge, consentModule } from './modules/consent/index.js';
import { automationsModule } from './modules/automations/index.js';
import { segmentsModule } from './modules/segments/index.js';
import { socialPostsModule } from './modules/social-posts/index.js';
import { campaignsModule } from './modules/campaigns/index.js';
import { assistantModule } from './modules/assistant/index.js';
import { onboardingModule } from './modules/onboarding/index.js';

// Appointments and consent import clients (is a client bookable? whose consent?), so a client
// merge or erasure reaches the client's appointments and consent through the use cases handed in here.
const clients = clientsModule({
  appointments: { reassign: reassignClientAppointments, anonymise: anonymiseClientAppointments },
  consents: { carryOver: carryConsentOnMerge },
});

export const MODULES: readonly AppModule[] = [
  authModule,
  establishmentsModule,
  servicesModule,
  appointmentsModule,
  availabilityModule,
  staffModule,
  resourcesModule,
  onlineBookingModule,
  clients,
  clientCsvModule,
  idempotencyModule,
  notificationsModule,
  messagingModule,
  inventoryModule,
  checkoutModule,
  employeesModule,
  staffAuditModule,
  timeOffModule,
  trainingModule,
  timeClockModule,
  payrollModule,
  performanceModule,
  waitlistModule,
  requestsModule,
  walkInsModule,
  dashboardModule,
  backgroundWorkModule,
  bankModule,
  metricsModule,
  consentModule,
  segmentsModule,
  automationsModule,
  socialPostsModule,
  campaignsModule,
  assistantModule,
  onboardingModule,
];

/**
 * The modules with demo data, in the order the seed runs their `demo` hooks for each demo tenant
 * (issue #30): a step may read what the steps before it wrote (a catalogue before the staff who
 * perform it, bookings before the sales that pay for them, the team's records before the clock).
 */
export const DEMO_STEPS: readonly AppModule[] = [
  servicesModule,
  resourcesModule,
  staffModule,
  clients,
  appointmentsModule,
  notificationsModule,
  messagingModule,
  inventoryModule,
  checkoutModule,
  bankModule,
  employeesModule,
  timeOffModule,
  timeClockModule,
  trainingModule,
  payrollModule,
  requestsModule,
  waitlistModule,
  walkInsModule,
  metricsModule,
  automationsModule,
  campaignsModule,
  assistantModule,
];
