/**
 * Waitlist endpoints (spec operations.md §7 "Waitlist and walk-ins"; issue #15): the queue of a
 * location (query establishment_id), adding, editing and removing an entry, calling the next
 * client (atomic: two desks never get the same entry), booking an entry into the calendar, and
 * sending an entry's offer by email or text.
 */
import { z } from 'zod';
import { idSchema } from '../fields.js';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';
import {
  waitlistBookSchema,
  waitlistCreateSchema,
  waitlistEntrySchema,
  waitlistPendingSchema,
  waitlistSendSchema,
  waitlistUpdateSchema,
} from '../entities/waitlist.js';

/** Query of the location-wide endpoints. */
export const waitlistPlaceQuerySchema = z.object({
  establishment_id: idSchema('Not a valid establishment id.'),
});
const entryParams = z.object({ id: idSchema('Not a valid waitlist entry id.') });
// Employees hold appointment:update for their own bookings; the waitlist is the desk's to change.
const write = { permission: 'appointment:create' } as const;

export const WAITLIST_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/appointments/waitlist/',
    access: { permission: 'appointment:read' },
    summary: 'The waiting and offered entries of a location in queue order, with wait estimates and offers.',
    query: waitlistPlaceQuerySchema,
    response: envelope(z.array(waitlistEntrySchema)),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/appointments/waitlist/',
    access: write,
    summary: 'Adds a client to the waitlist (status waiting).',
    query: waitlistPlaceQuerySchema,
    body: waitlistCreateSchema,
    response: envelope(waitlistEntrySchema),
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/appointments/waitlist/:id/',
    access: write,
    summary: 'Changes an entry’s details, window, priority or status.',
    params: entryParams,
    body: waitlistUpdateSchema,
    response: envelope(waitlistEntrySchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/appointments/waitlist/:id/',
    access: { permission: 'appointment:delete' },
    summary: 'Removes an entry from the queue (kept as removed).',
    params: entryParams,
    response: envelope(waitlistEntrySchema),
  }),
  callNext: endpoint({
    method: 'POST',
    path: '/api/appointments/waitlist/call-next/',
    access: write,
    summary:
      'Seats the next client (highest priority, then oldest); 404 “Nobody is waiting.” when the queue is empty.',
    query: waitlistPlaceQuerySchema,
    response: envelope(waitlistEntrySchema),
  }),
  book: endpoint({
    method: 'POST',
    path: '/api/appointments/waitlist/:id/book/',
    access: write,
    summary: 'Books the entry’s service at a slot and seats the entry, in one transaction.',
    params: entryParams,
    body: waitlistBookSchema,
    response: envelope(waitlistEntrySchema),
    status: 201,
  }),
  sendOffer: endpoint({
    method: 'POST',
    path: '/api/appointments/waitlist/:id/offer/send/',
    access: write,
    summary: 'Sends the entry’s newest offer to the client by email or text message.',
    params: entryParams,
    body: waitlistSendSchema,
    response: envelope(waitlistEntrySchema),
  }),
  pending: endpoint({
    method: 'GET',
    path: '/api/appointments/waitlist/offers/pending/',
    access: { permission: 'appointment:read' },
    summary: 'How many entries of a location hold an offer (the navigation badge).',
    query: waitlistPlaceQuerySchema,
    response: envelope(waitlistPendingSchema),
  }),
} as const;
