/**
 * Every table of the app, gathered from the modules that own them, for the tools that need all
 * of them at once: drizzle-kit, the demo seed and the database's own tests. Modules never import
 * this file (lint refuses it): a module reads its own schema and calls other modules' use cases.
 */
export * from '../modules/auth/auth.schema.js';
export * from '../modules/establishments/establishments.schema.js';
export * from '../modules/services/services.schema.js';
export * from '../modules/staff/staff.schema.js';
export * from '../modules/appointments/appointments.schema.js';
export * from '../modules/clients/clients.schema.js';
export * from '../modules/resources/resources.schema.js';
export * from '../modules/idempotency/idempotency.schema.js';
export * from '../modules/notifications/notifications.schema.js';
export * from '../mail/outbox.schema.js';
export * from '../events/outbox.schema.js';
export * from '../modules/messaging/messaging.schema.js';
export * from '../modules/client-csv/client-csv.schema.js';
export * from '../modules/inventory/inventory.schema.js';
export * from '../modules/checkout/checkout.schema.js';
export * from '../modules/employees/employees.schema.js';
export * from '../modules/staff-audit/staff-audit.schema.js';
export * from '../modules/time-clock/time-clock.schema.js';
export * from '../modules/training/training.schema.js';
export * from '../modules/time-off/time-off.schema.js';
export * from '../modules/payroll/payroll.schema.js';
export * from '../modules/checkout/checkout.published.js';
export * from '../modules/dashboard/dashboard.schema.js';
export * from '../modules/availability/availability.schema.js';
export * from '../modules/performance/performance.schema.js';
export * from '../modules/requests/requests.schema.js';
export * from '../modules/waitlist/waitlist.schema.js';
export * from '../modules/walk-ins/walk-ins.schema.js';
export * from '../modules/bank/bank.schema.js';
export * from '../modules/metrics/metrics.schema.js';
export * from '../modules/consent/consent.schema.js';
export * from '../modules/segments/segments.schema.js';
export * from '../modules/appointments/appointments.published.js';
export * from '../modules/auth/auth.published.js';
export * from '../modules/clients/clients.published.js';
export * from '../modules/employees/employees.published.js';
export * from '../modules/establishments/establishments.published.js';
export * from '../modules/inventory/inventory.published.js';
export * from '../modules/resources/resources.published.js';
export * from '../modules/services/services.published.js';
export * from '../modules/staff/staff.published.js';
export * from '../modules/time-clock/time-clock.published.js';
export * from '../modules/automations/automations.schema.js';
export * from '../modules/social-posts/social-posts.schema.js';
export * from '../modules/campaigns/campaigns.schema.js';
export * from '../modules/assistant/assistant.schema.js';
