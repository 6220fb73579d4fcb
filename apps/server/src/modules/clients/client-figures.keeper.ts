/**
 * The stored client figures as the CRM's reaction to other modules' facts (issue #30; spec
 * core.md §3 Client: visitCount, lifetimeSpend, lastVisit): no trigger of the appointments or
 * checkout tables writes the CRM's table any more. Each event that can change a client's figures
 * refreshes that client once per event across instances (a repeated delivery rewrites the same
 * figures), and a schedule reconciles every client for writes that record no event (a price
 * edit of a completed visit, a ticket of one client paying another's visit, the demo's bulk load).
 */
import type { Db, Tx } from '../../db/client.js';
import { forEachTenant, withTenant } from '../../db/tenant.js';
import type { EventBus } from '../../events/event-bus.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import * as repo from './client-figures.repository.js';

/** When every client's figures are reconciled (a cron schedule, UTC): hourly, at :17. */
export const FIGURES_RECONCILE_CRON = '17 * * * *';

/**
 * Subscribes the figures to the events that change them: an appointment completed, or booked or
 * moved when it is completed (a completed appointment is never cancelled); a sale paid or
 * refunded; a client merged into another.
 */
export function keepClientFigures(deps: { db: Db; eventBus: EventBus; jobs: JobQueue }): void {
  const { db, eventBus } = deps;
  const inTenant = (tenantId: string, work: (tx: Tx) => Promise<number>) =>
    withTenant(db, { tenantId }, work).then(() => undefined);
  const ofAppointment =
    (completedOnly: boolean) => (e: { tenantId: string; payload: { appointmentId: string } }) =>
      inTenant(e.tenantId, (tx) =>
        repo.refreshClientsOfAppointments(tx, [e.payload.appointmentId], completedOnly),
      );

  eventBus.on('appointment.completed', 'clients.figures-of-completed', ofAppointment(false));
  eventBus.on('appointment.booked', 'clients.figures-of-booked', ofAppointment(true));
  eventBus.on('appointment.moved', 'clients.figures-of-moved', ofAppointment(true));
  const ofSale = (e: { tenantId: string; payload: { clientId: string | null } }) =>
    inTenant(e.tenantId, (tx) => repo.refreshClients(tx, e.payload.clientId ? [e.payload.clientId] : []));
  eventBus.on('sale.completed', 'clients.figures-of-sale', ofSale);
  eventBus.on('sale.refunded', 'clients.figures-of-refund', ofSale);
  eventBus.on('client.merged', 'clients.figures-of-merge', (e) =>
    inTenant(e.tenantId, (tx) => repo.refreshClients(tx, [e.payload.fromClientId, e.payload.intoClientId])),
  );
  deps.jobs.every('clients.reconcile-figures', FIGURES_RECONCILE_CRON, async () => {
    await reconcileClientFigures(db);
  });
}

/** Refreshes every client's figures in every tenant. Answers how many rows changed. */
export function reconcileClientFigures(db: Db): Promise<number> {
  return forEachTenant(db, (tx) => repo.refreshAllClients(tx));
}
