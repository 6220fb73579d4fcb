/**
 * The CRM: clients, their notes, and leads (spec core.md §3 Client, Lead). A client belongs to
 * the tenant and has a home establishment, which decides who at the front desk sees them.
 * Visit and spend figures are derived from appointments; client_figures keeps them per client
 * for whole-tenant reads.
 */
import { sql } from 'drizzle-orm';
import type { AppointmentStatus } from '@daybook/contracts';
import {
  bigint,
  boolean,
  pgView,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { establishmentIdColumn, tenantIdColumn } from '../../db/columns.js';

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    /** Home location: front desk and managers there see the client. */
    establishmentId: establishmentIdColumn(),
    name: text('name').notNull(),
    /** Lower-cased; null when unknown. */
    email: text('email'),
    /** E.164 ('+12125550123'); null when unknown. */
    phone: text('phone'),
    birthdate: date('birthdate', { mode: 'string' }),
    preferredStylistId: uuid('preferred_stylist_id'),
    preferences: text('preferences'),
    allergies: text('allergies'),
    /** 'active' | 'inactive' | 'vip' (the contracts list them). */
    status: text('status').notNull().default('active'),
    /** Where the client came from: 'manual', 'online_booking', 'import', 'lead'. */
    source: text('source').notNull().default('manual'),
    /** Points granted or redeemed by hand, added to those earned from spend. */
    loyaltyPointsAdjustment: integer('loyalty_points_adjustment').notNull().default(0),
    /**
     * Name, email and phone digits, lower-cased without accents, kept by the application on each
     * write so one trigram index serves partial, accent-insensitive search on all three.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * The name folded for ordering (migration 0020: app_sort_key, no accents, lower case),
     * compared byte by byte (COLLATE "C"); the database keeps it in step with `name`.
     */
    sortName: text('sort_name')
      .notNull()
      .generatedAlwaysAs(sql`app_sort_key(name)`),
    /** Set when this record was merged into another: it leaves lists and its history moves. */
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => clients.id, { onDelete: 'set null' }),
    /** Set when personal data was erased on request; the row stays for the books. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('clients_tenant_sort_name_idx').on(t.tenantId, t.sortName, sql`(name COLLATE "C")`, t.id),
    index('clients_tenant_establishment_sort_name_idx').on(
      t.tenantId,
      t.establishmentId,
      t.sortName,
      sql`(name COLLATE "C")`,
      t.id,
    ),
    index('clients_tenant_email_idx').on(t.tenantId, t.email),
    index('clients_tenant_phone_idx').on(t.tenantId, t.phone),
    index('clients_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('clients_status_values', sql`${t.status} IN ('active', 'inactive', 'vip')`),
  ],
);

/** Notes on a client, with author and time (the spec kept them only in the browser). */
export const clientNotes = pgTable(
  'client_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    authorId: uuid('author_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_notes_client_idx').on(t.clientId, t.createdAt)],
);

/** Prospects not yet clients; converting one creates the client and removes the lead. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    establishmentId: establishmentIdColumn(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** Free text with common values offered: 'website', 'walk_in', 'referral', 'social', 'event'. */
    source: text('source'),
    /** 'new' | 'contacted' | 'qualified' | 'lost'. */
    status: text('status').notNull().default('new'),
    searchText: text('search_text').notNull().default(''),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_tenant_establishment_created_idx').on(t.tenantId, t.establishmentId, t.createdAt),
    index('leads_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('leads_status_values', sql`${t.status} IN ('new', 'contacted', 'qualified', 'lost')`),
  ],
);

/** The tenant's CRM settings: the loyalty rule (points a client earns per whole dollar spent). */
export const crmSettings = pgTable('crm_settings', {
  tenantId: tenantIdColumn().primaryKey(),
  loyaltyPointsPerDollar: integer('loyalty_points_per_dollar').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/*
 * Read models (migration 0017): what the CRM reads of other modules' tables, through views it
 * owns: appointments (figures, history, who served whom), establishments (names and zones) and
 * people's names (auth's users).
 */

export const clientVisits = pgView('client_visits', {
  id: uuid('id').notNull(),
  tenantId: uuid('tenant_id').notNull(),
  clientId: uuid('client_id'),
  establishmentId: uuid('establishment_id').notNull(),
  staffId: uuid('staff_id').notNull(),
  serviceId: uuid('service_id').notNull(),
  serviceName: text('service_name').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  status: text('status').$type<AppointmentStatus>().notNull(),
  priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
  visitId: uuid('visit_id'),
  /** Checked out: its transaction's net counts instead of its price (migration 0027). */
  paid: boolean('paid').notNull(),
}).existing();

/** What each of a client's transactions brought: total less tax, tip and refunds (cents). */
export const clientPayments = pgView('client_payments', {
  tenantId: uuid('tenant_id').notNull(),
  clientId: uuid('client_id').notNull(),
  spendCents: bigint('spend_cents', { mode: 'number' }).notNull(),
}).existing();

export const clientPlaces = pgView('client_places', {
  id: uuid('id').notNull(),
  tenantId: uuid('tenant_id').notNull(),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull(),
}).existing();

/**
 * Each client's figures from completed appointments and paid sales (migrations 0022, 0060), kept
 * by the CRM's reaction to business events (client-figures.keeper.ts): the list's order by a
 * figure and the export read them as rows. The list's page and the client page still aggregate.
 */
export const clientFigures = pgTable('client_figures', {
  clientId: uuid('client_id').primaryKey(),
  tenantId: tenantIdColumn(),
  visitCount: integer('visit_count').notNull(),
  /** Integer cents: completed appointments never checked out, at their price. */
  serviceCents: bigint('service_cents', { mode: 'number' }).notNull(),
  /** Integer cents: what the client's transactions brought (migration 0027). */
  paidCents: bigint('paid_cents', { mode: 'number' }).notNull(),
  lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
  lastVisitEstablishmentId: uuid('last_visit_establishment_id'),
});

export const clientPeople = pgView('client_people', {
  id: uuid('id').notNull(),
  tenantId: uuid('tenant_id').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
}).existing();
