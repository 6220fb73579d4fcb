/**
 * SQL of tickets and their lines (migration 0026), and of the read models a ticket is built
 * from: the appointments of a visit, the service catalogue and people's names, read through
 * checkout's own views, never the other modules' tables.
 */
import { and, asc, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Ticket, TicketPriority, TicketStatus } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { toDollars } from '../../lib/money.js';
import {
  checkoutAppointments,
  checkoutPeople,
  checkoutServices,
  ticketLines,
  tickets,
  transactions,
} from './checkout.schema.js';
import { lineSubtotalCents, toDiscount } from './checkout.pricing.js';

export type TicketRow = typeof tickets.$inferSelect;
export type TicketInsert = typeof tickets.$inferInsert;
export type LineInsert = typeof ticketLines.$inferInsert;
export type AppointmentView = typeof checkoutAppointments.$inferSelect;
export type ServiceView = typeof checkoutServices.$inferSelect;

const t = tickets;
const l = ticketLines;

/** One appointment as checkout reads it, or undefined. */
export async function appointmentById(tx: Tx, id: string): Promise<AppointmentView | undefined> {
  const [row] = await tx.select().from(checkoutAppointments).where(eq(checkoutAppointments.id, id));
  return row;
}

/** The appointments of the visit `visitKey` (a visit id, or a lone appointment's id), by start. */
export function visitAppointments(tx: Tx, visitKey: string): Promise<AppointmentView[]> {
  return tx
    .select()
    .from(checkoutAppointments)
    .where(eq(checkoutAppointments.visitKey, visitKey))
    .orderBy(asc(checkoutAppointments.startsAt), asc(checkoutAppointments.id));
}

/** The services among `ids`, by id. */
export async function servicesByIds(tx: Tx, ids: readonly string[]): Promise<Map<string, ServiceView>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(checkoutServices)
    .where(inArray(checkoutServices.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Names of the people among `ids`, by id. */
export async function peopleNames(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: checkoutPeople.userId, name: checkoutPeople.name })
    .from(checkoutPeople)
    .where(inArray(checkoutPeople.userId, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The id of the visit's ticket that is not voided, or undefined. */
export async function liveTicketOf(tx: Tx, visitKey: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.visitKey, visitKey), ne(t.status, 'voided')));
  return row?.id;
}

/**
 * Inserts a ticket; answers its id, or null when the visit already has a live ticket (the
 * unique index tickets_visit_live_idx: a concurrent opening of the same visit waits for the
 * other transaction and then finds it here).
 */
export async function insertTicket(tx: Tx, values: TicketInsert): Promise<string | null> {
  const [row] = await tx
    .insert(t)
    .values(values)
    .onConflictDoNothing({ target: t.visitKey, where: sql`status <> 'voided'` })
    .returning({ id: t.id });
  return row?.id ?? null;
}

/** The ticket row `id`, locked until the transaction ends, or undefined. */
export async function lockTicket(tx: Tx, id: string): Promise<TicketRow | undefined> {
  const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
  return row;
}

/** Changes a ticket (status, payment, void, client, staff). */
export async function updateTicket(tx: Tx, id: string, values: Partial<TicketInsert>): Promise<void> {
  await tx
    .update(t)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(t.id, id));
}

/** Replaces a ticket's lines with `lines` (positions as given). */
export async function replaceLines(tx: Tx, ticketId: string, lines: readonly LineInsert[]): Promise<void> {
  await tx.delete(l).where(eq(l.ticketId, ticketId));
  if (lines.length > 0) await tx.insert(l).values([...lines]);
}

/** What a ticket list filters on; instants are the bounds of the local days asked. */
export interface TicketFilter {
  establishmentId: string;
  status?: TicketStatus;
  priority?: TicketPriority;
  staffIds?: string[];
  from?: Date;
  to?: Date;
}

function where(f: TicketFilter): SQL | undefined {
  const staff = f.staffIds && f.staffIds.length > 0 ? f.staffIds : undefined;
  return and(
    eq(t.establishmentId, f.establishmentId),
    f.status ? eq(t.status, f.status) : undefined,
    f.priority ? eq(t.priority, f.priority) : undefined,
    staff
      ? sql`${t.staffIds} && ARRAY[${sql.join(
          staff.map((id) => sql`${id}`),
          sql`, `,
        )}]::uuid[]`
      : undefined,
    f.from ? gte(t.createdAt, f.from) : undefined,
    f.to ? lt(t.createdAt, f.to) : undefined,
  );
}

/** The ids of the newest `limit` tickets matching `f`, and how many match in all. */
export async function listTicketIds(
  tx: Tx,
  f: TicketFilter,
  limit: number,
): Promise<{ ids: string[]; count: number }> {
  // One after another: a transaction's connection runs one query at a time.
  const rows = await tx
    .select({ id: t.id })
    .from(t)
    .where(where(f))
    .orderBy(desc(t.createdAt), desc(t.number))
    .limit(limit);
  const [total] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .where(where(f));
  return { ids: rows.map((r) => r.id), count: Number(total?.n ?? 0) };
}

/** The tickets `ids` as the wire shows them, in the order given, in four batched queries. */
export async function readTickets(tx: Tx, ids: readonly string[]): Promise<Ticket[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const rows = await tx.select().from(t).where(inArray(t.id, list));
  const lines = await tx
    .select()
    .from(l)
    .where(inArray(l.ticketId, list))
    .orderBy(asc(l.ticketId), asc(l.position));
  const paid = await tx
    .select({ ticketId: transactions.ticketId, id: transactions.id })
    .from(transactions)
    .where(inArray(transactions.ticketId, list));
  const names = await peopleNames(
    tx,
    lines.flatMap((line) => (line.staffId ? [line.staffId] : [])),
  );
  const transactionOf = new Map(paid.map((p) => [p.ticketId, p.id]));
  const linesOf = new Map<string, (typeof lines)[number][]>();
  for (const line of lines) linesOf.set(line.ticketId, [...(linesOf.get(line.ticketId) ?? []), line]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return list.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = linesOf.get(id) ?? [];
    return [
      {
        id: row.id,
        number: row.number,
        appointmentId: row.appointmentId,
        tenantId: row.tenantId,
        establishmentId: row.establishmentId,
        status: row.status,
        priority: row.priority,
        staffIds: row.staffIds,
        clientId: row.clientId,
        clientName: row.clientName,
        lines: own.map((line) => ({
          id: line.id,
          kind: line.kind,
          serviceId: line.serviceId,
          productId: line.productId,
          appointmentId: line.appointmentId,
          name: line.name,
          staffId: line.staffId,
          staffName: line.staffId ? (names.get(line.staffId) ?? null) : null,
          price: toDollars(line.unitPriceCents),
          quantity: line.quantity,
          taxable: line.taxable,
          discount: toDiscount(line.discountType, line.discountValue),
        })),
        subtotal: toDollars(own.reduce((sum, line) => sum + lineSubtotalCents(line), 0)),
        transactionId: transactionOf.get(id) ?? null,
        notes: row.notes,
        createdAt: row.createdAt.toISOString(),
        createdBy: row.createdBy,
        paidAt: row.paidAt?.toISOString() ?? null,
        voidedAt: row.voidedAt?.toISOString() ?? null,
        voidedBy: row.voidedBy,
        voidReason: row.voidReason,
      },
    ];
  });
}
