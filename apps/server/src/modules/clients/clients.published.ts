/**
 * What clients publishes to other modules (issue #30; migration 0058): a client's name, contact details, birthdate and whether the record was merged or erased, and its home location (0073), and each client's figures. Other modules'
 * views and triggers read these, never clients's tables; widening one is a change to clients's
 * public face, made here and in a migration.
 */
import { bigint, date, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { published } from '../../db/published.js';

/** The published columns of `clients`. */
export const publishedClients = published
  .view('clients', {
    id: uuid('id'),
    tenantId: uuid('tenant_id'),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    birthdate: date('birthdate', { mode: 'string' }),
    mergedIntoId: uuid('merged_into_id'),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    establishmentId: uuid('establishment_id'),
  })
  .existing();

/** The published columns of `client_figures` (migration 0073): each client's stored figures. */
export const publishedClientFigures = published
  .view('client_figures', {
    clientId: uuid('client_id'),
    tenantId: uuid('tenant_id'),
    visitCount: integer('visit_count'),
    serviceCents: bigint('service_cents', { mode: 'number' }),
    paidCents: bigint('paid_cents', { mode: 'number' }),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    lastVisitEstablishmentId: uuid('last_visit_establishment_id'),
  })
  .existing();
