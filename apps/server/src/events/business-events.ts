/**
 * Business events (issue #30; ARCHITECTURE.md "Events and durable work"): facts with meaning and
 * a payload (`appointment.cancelled`, …), recorded in the outbox inside the transaction of the
 * change they report, so an event exists exactly when its change committed. The relay
 * (event-bus.ts) hands each to every subscriber's job queue once. Change announcements
 * (change-feed.ts) stay what the screens and remembered answers follow.
 */
import type { Tx } from '../db/client.js';
import { businessEvents } from './outbox.schema.js';

/** What each event says; a subscriber reads its event's payload by its type. */
export interface BusinessEventPayloads {
  /** An appointment was booked (by staff, online or from a walk-in). */
  'appointment.booked': AppointmentFact;
  /** An appointment moved to another time or staff member; `before` is where it was. */
  'appointment.moved': AppointmentFact & { before: { staffId: string; startsAt: string } };
  /**
   * An appointment was cancelled; `clientNotified` when the module that cancelled it tells the
   * client itself (time off's notice says why), so that no second notice goes out.
   */
  'appointment.cancelled': AppointmentFact & { clientNotified?: boolean };
  'appointment.completed': AppointmentFact;
  /** A sale was paid at the register; cents as charged (tax and tip included). */
  'sale.completed': SaleFact & { totalCents: number; tipCents: number };
  /** Money went back on a sale; `amountCents` is this refund's, counted when it happens. */
  'sale.refunded': SaleFact & { refundId: string; amountCents: number };
  'client.created': { clientId: string };
  /** Client `fromClientId` became part of `intoClientId` (its visits and notes moved). */
  'client.merged': { fromClientId: string; intoClientId: string };
  /** The clients' personal data was erased (the records stay as anonymous history). */
  'client.erased': { clientIds: string[] };
  /** `date` is the last working day, 'YYYY-MM-DD'. */
  'employee.terminated': { userId: string; date: string };
  /** A product's stock at a location fell to or below its minimum (it was above before). */
  'stock.low': { productId: string; establishmentId: string; quantity: number; minStockLevel: number };
  /** Approved leave of `userId`; dates 'YYYY-MM-DD' inclusive. */
  'time-off.approved': { timeOffId: string; userId: string; startDate: string; endDate: string };
}

/** The sale an event is about. */
export interface SaleFact {
  transactionId: string;
  establishmentId: string;
  clientId: string | null;
}

/** The appointment an event is about; times are ISO instants. */
export interface AppointmentFact {
  appointmentId: string;
  establishmentId: string;
  staffId: string;
  startsAt: string;
}

export type BusinessEventType = keyof BusinessEventPayloads;

/** An event as a subscriber receives it (`id` is the outbox row's, a key for idempotent handling). */
export interface BusinessEvent<K extends BusinessEventType = BusinessEventType> {
  id: number;
  tenantId: string;
  type: K;
  payload: BusinessEventPayloads[K];
  /** ISO instant the event was recorded. */
  occurredAt: string;
}

/** Records `type` with `payload` for `tenantId` in the caller's transaction. */
export async function recordEvent<K extends BusinessEventType>(
  tx: Tx,
  tenantId: string,
  type: K,
  payload: BusinessEventPayloads[K],
): Promise<void> {
  await tx.insert(businessEvents).values({ tenantId, type, payload });
}

/** Records one `type` event per payload for `tenantId`, in one statement (a bulk import's). */
export async function recordEvents<K extends BusinessEventType>(
  tx: Tx,
  tenantId: string,
  type: K,
  payloads: readonly BusinessEventPayloads[K][],
): Promise<void> {
  if (payloads.length === 0) return;
  await tx.insert(businessEvents).values(payloads.map((payload) => ({ tenantId, type, payload })));
}
