/**
 * Ticket use cases (spec operations.md §3 Ticket, §5, §7 "Tickets"; issue #13): list, read,
 * open the ticket of an appointment's visit, and void an open one. A ticket out of the actor's
 * reach answers 404, as if it did not exist; row-level security hides other tenants'.
 */
import {
  CHECKOUT_MESSAGES,
  type Ticket,
  type ticketCreateSchema,
  type ticketListQuerySchema,
  type ticketVoidSchema,
} from '@daybook/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { nextDate, wallInstant } from '../../lib/local-dates.js';
import { openEstablishment } from '../establishments/index.js';
import { nextTicketNumber } from './checkout.numbers.js';
import { isCheckoutable } from './checkout.pricing.js';
import * as repo from './checkout.tickets.repository.js';

type ListQuery = z.output<typeof ticketListQuerySchema>;
type CreateInput = z.output<typeof ticketCreateSchema>;
type VoidInput = z.output<typeof ticketVoidSchema>;

/** The ticket `id` with its lines, or 404 when it does not exist or is out of reach. */
export async function ticketIn(tx: Tx, actor: Actor, id: string): Promise<Ticket> {
  const [ticket] = await repo.readTickets(tx, [id]);
  if (!ticket) throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.ticketUnknown);
  await openEstablishment(tx, actor, ticket.establishmentId, CHECKOUT_MESSAGES.ticketUnknown);
  return ticket;
}

/**
 * GET /api/tickets: the location's tickets, newest first, at most `limit`, with the count of
 * every match. `startDate`/`endDate` are the location's local days, inclusive, on the day the
 * ticket was opened; `staffIds` matches a ticket with any of them. 400 when the end date is
 * before the start date; 404 for a location out of reach. Permission payment:read.
 */
export function listTickets(
  db: Db,
  actor: Actor,
  query: ListQuery,
): Promise<{ data: Ticket[]; count: number }> {
  return withTenant(db, actor, async (tx) => {
    const establishment = await openEstablishment(tx, actor, query.establishmentId);
    if (query.startDate && query.endDate && query.endDate < query.startDate)
      throw invalid('endDate', CHECKOUT_MESSAGES.dateOrder);
    const zone = establishment.timeZone;
    // Local midnights always exist in practice; the UTC midnight stands in if a zone skips one.
    const from = query.startDate
      ? (wallInstant(query.startDate, '00:00', zone) ?? new Date(`${query.startDate}T00:00:00Z`))
      : undefined;
    const to = query.endDate
      ? (wallInstant(query.endDate, '24:00', zone) ?? new Date(`${nextDate(query.endDate)}T00:00:00Z`))
      : undefined;
    const { ids, count } = await repo.listTicketIds(
      tx,
      {
        establishmentId: establishment.id,
        status: query.status,
        priority: query.priority,
        staffIds: query.staffIds,
        from,
        to,
      },
      query.limit,
    );
    return { data: await repo.readTickets(tx, ids), count };
  });
}

/** GET /api/tickets/:id: one ticket with its lines; 404 missing or out of reach. Permission payment:read. */
export function getTicket(db: Db, actor: Actor, id: string): Promise<Ticket> {
  return withTenant(db, actor, (tx) => ticketIn(tx, actor, id));
}

/**
 * POST /api/tickets/:appointmentId/tickets: opens the ticket of the appointment's visit (every
 * appointment with its visit id, or the appointment alone): one service line per appointment
 * that can still be checked out, with its staff member, booked price and the service's taxable
 * flag; the client and staff from the appointments. When the visit already has a live (open or
 * paid) ticket, answers that one with `created: false`, also when two openings race (the unique
 * index decides). `now` is when it opens. 404 appointment missing, out of reach or at another `establishmentId`; 409
 * appointmentNotCheckoutable for a cancelled or no-show appointment. Permission payment:create.
 */
export function createTicket(
  db: Db,
  actor: Actor,
  appointmentId: string,
  input: CreateInput,
  now: Date,
): Promise<{ ticket: Ticket; created: boolean }> {
  return withTenant(db, actor, async (tx) => {
    const appointment = await repo.appointmentById(tx, appointmentId);
    if (!appointment || (input.establishmentId && input.establishmentId !== appointment.establishmentId))
      throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.appointmentUnknown);
    await openEstablishment(tx, actor, appointment.establishmentId, CHECKOUT_MESSAGES.appointmentUnknown);
    if (!isCheckoutable(appointment.status))
      throw new AppError('CONFLICT', CHECKOUT_MESSAGES.appointmentNotCheckoutable);

    const existing = await repo.liveTicketOf(tx, appointment.visitKey);
    if (existing) return { ticket: await ticketIn(tx, actor, existing), created: false };

    const visit = (await repo.visitAppointments(tx, appointment.visitKey)).filter((a) =>
      isCheckoutable(a.status),
    );
    const services = await repo.servicesByIds(
      tx,
      visit.map((a) => a.serviceId),
    );
    const id = await repo.insertTicket(tx, {
      tenantId: actor.tenantId,
      establishmentId: appointment.establishmentId,
      number: await nextTicketNumber(tx, actor.tenantId),
      appointmentId: appointment.id,
      visitKey: appointment.visitKey,
      clientId: appointment.clientId,
      clientName: appointment.clientName,
      status: 'open',
      priority: input.priority,
      staffIds: [...new Set(visit.map((a) => a.staffId))],
      notes: input.notes ?? null,
      createdBy: actor.userId,
      createdAt: now,
    });
    if (!id) {
      const raced = await repo.liveTicketOf(tx, appointment.visitKey);
      if (!raced) throw new Error('live ticket of the visit not found after a conflict');
      return { ticket: await ticketIn(tx, actor, raced), created: false };
    }
    await repo.replaceLines(
      tx,
      id,
      visit.map((a, position) => ({
        tenantId: actor.tenantId,
        ticketId: id,
        position,
        kind: 'service' as const,
        serviceId: a.serviceId,
        appointmentId: a.id,
        name: a.serviceName,
        staffId: a.staffId,
        unitPriceCents: a.priceCents,
        quantity: 1,
        taxable: services.get(a.serviceId)?.taxable ?? false,
      })),
    );
    return { ticket: await ticketIn(tx, actor, id), created: true };
  });
}

/**
 * DELETE /api/tickets/:id: voids an open ticket with a reason; the signed-in person is recorded
 * as who voided it, whatever `voidedBy` says. 404 missing, out of reach or at another
 * `establishmentId`; 409 ticketPaidNoVoid when it was paid (refund its transaction instead),
 * ticketNotOpen when already voided. Permission payment:delete.
 */
export function voidTicket(db: Db, actor: Actor, id: string, input: VoidInput, now: Date): Promise<void> {
  return withTenant(db, actor, async (tx) => {
    const row = await repo.lockTicket(tx, id);
    if (!row || row.establishmentId !== input.establishmentId)
      throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.ticketUnknown);
    await openEstablishment(tx, actor, row.establishmentId, CHECKOUT_MESSAGES.ticketUnknown);
    if (row.status === 'paid') throw new AppError('CONFLICT', CHECKOUT_MESSAGES.ticketPaidNoVoid);
    if (row.status !== 'open') throw new AppError('CONFLICT', CHECKOUT_MESSAGES.ticketNotOpen);
    await repo.updateTicket(tx, id, {
      status: 'voided',
      voidedAt: now,
      voidedBy: actor.userId,
      voidReason: input.reason,
    });
  });
}
