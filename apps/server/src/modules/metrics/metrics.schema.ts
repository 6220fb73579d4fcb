/**
 * The metrics module's tables (migration 0067; issue #31 "Per-day roll-ups"): a location's sales
 * per local day, written only for days that are over, so that a long report reads a few rows a
 * day instead of every sale. Money is integer cents.
 */
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LineKind } from '@daybook/contracts';
import { establishmentIdColumn, tenantIdColumn } from '../../db/columns.js';

const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * What lines of one kind, staff member and service or product sold and had refunded: the columns
 * the day and month roll-ups share (a fresh object each call, as drizzle builds a table from it).
 */
const lineColumns = () => ({
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  kind: text('kind').$type<LineKind | 'tip'>().notNull(),
  staffId: uuid('staff_id'),
  serviceId: uuid('service_id'),
  productId: uuid('product_id'),
  quantity: integer('quantity').notNull(),
  grossCents: cents('gross_cents').notNull(),
  discountCents: cents('discount_cents').notNull(),
  netCents: cents('net_cents').notNull(),
  taxCents: cents('tax_cents').notNull(),
  refundedNetCents: cents('refunded_net_cents').notNull(),
  refundedTaxCents: cents('refunded_tax_cents').notNull(),
});

/** A day's lines of a location. */
export const salesDayLines = pgTable(
  'sales_day_lines',
  { ...lineColumns(), day: date('day').notNull() },
  (t) => [index('sales_day_lines_day_idx').on(t.establishmentId, t.day)],
);

/** A whole month's lines of a location added up, written once its last day is rolled up. */
export const salesMonthLines = pgTable(
  'sales_month_lines',
  { ...lineColumns(), month: date('month').notNull() },
  (t) => [index('sales_month_lines_month_idx').on(t.establishmentId, t.month)],
);

/** A rolled-up day of a location: its lines added up, its tickets, tenders and refunds, and the zone it was cut in. */
export const salesDayTotals = pgTable(
  'sales_day_totals',
  {
    tenantId: tenantIdColumn(),
    establishmentId: establishmentIdColumn(),
    day: date('day').notNull(),
    timeZone: text('time_zone').notNull(),
    grossCents: cents('gross_cents').notNull(),
    discountCents: cents('discount_cents').notNull(),
    serviceNetCents: cents('service_net_cents').notNull(),
    serviceRefundedCents: cents('service_refunded_cents').notNull(),
    productNetCents: cents('product_net_cents').notNull(),
    productRefundedCents: cents('product_refunded_cents').notNull(),
    taxCents: cents('tax_cents').notNull(),
    refundedTaxCents: cents('refunded_tax_cents').notNull(),
    tipsCents: cents('tips_cents').notNull(),
    refundedTipsCents: cents('refunded_tips_cents').notNull(),
    tickets: integer('tickets').notNull(),
    cardCents: cents('card_cents').notNull(),
    cashCents: cents('cash_cents').notNull(),
    refunds: integer('refunds').notNull(),
    refundedCardCents: cents('refunded_card_cents').notNull(),
    refundedCashCents: cents('refunded_cash_cents').notNull(),
    rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.establishmentId, t.day] })],
);
