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
  'appointment.cancelled': AppointmentFact;
  'appointment.completed': AppointmentFact;
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
