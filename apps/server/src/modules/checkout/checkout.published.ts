/**
 * What checkout publishes to other modules (issue #30 "a module publishes what others may read";
 * ARCHITECTURE.md "Figures"; migrations 0042, 0057, 0058): payroll, performance, the time clock, client
 * spend and the calendar's paid mark read sales only through these views, never checkout's
 * tables, so each figure (a line's net, its commission base) has one definition. The catalogue
 * test (db/catalogue.test.ts) holds every other module's views and triggers to that.
 */
import { bigint, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { published } from '../../db/published.js';

/** One row per sale (checkout's transactions): where, when, whose, its number and total in cents. */
export const publishedSales = published
  .view('sales', {
    id: uuid('id'),
    tenantId: uuid('tenant_id'),
    establishmentId: uuid('establishment_id'),
    number: integer('number'),
    clientId: uuid('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }),
    totalCents: bigint('total_cents', { mode: 'number' }),
  })
  .existing();

/** One row per sold line: net after discounts before tax, commission base (the net of a line with a staff member, else 0), tax, the net refunded so far, gross and discount (migration 0067), in cents, and the quantity. */
export const publishedSaleLines = published
  .view('sale_lines', {
    id: uuid('id'),
    tenantId: uuid('tenant_id'),
    transactionId: uuid('transaction_id'),
    appointmentId: uuid('appointment_id'),
    kind: text('kind'),
    serviceId: uuid('service_id'),
    productId: uuid('product_id'),
    name: text('name'),
    staffId: uuid('staff_id'),
    netCents: bigint('net_cents', { mode: 'number' }),
    commissionableCents: bigint('commissionable_cents', { mode: 'number' }),
    taxCents: bigint('tax_cents', { mode: 'number' }),
    refundedNetCents: bigint('refunded_net_cents', { mode: 'number' }),
    grossCents: bigint('gross_cents', { mode: 'number' }),
    discountCents: bigint('discount_cents', { mode: 'number' }),
    quantity: integer('quantity'),
  })
  .existing();

/** One row per tender of a sale (migration 0067): its type ('card' or 'cash') and the amount applied, in cents. */
export const publishedSaleTenders = published
  .view('sale_tenders', {
    id: uuid('id'),
    tenantId: uuid('tenant_id'),
    transactionId: uuid('transaction_id'),
    type: text('type'),
    amountCents: bigint('amount_cents', { mode: 'number' }),
  })
  .existing();

/** One row per refund (migration 0067): when, how much in cents and how much of it in cash, and where it went. */
export const publishedSaleRefunds = published
  .view('sale_refunds', {
    id: uuid('id'),
    tenantId: uuid('tenant_id'),
    transactionId: uuid('transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    cashCents: bigint('cash_cents', { mode: 'number' }),
    tender: text('tender'),
  })
  .existing();

/** One row per tip of a sale: who earned it and how much, in cents. */
export const publishedSaleTips = published
  .view('sale_tips', {
    id: uuid('id'),
    tenantId: uuid('tenant_id'),
    transactionId: uuid('transaction_id'),
    staffId: uuid('staff_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }),
  })
  .existing();

/** The visits (visit id, or a lone appointment's id) whose ticket is paid. */
export const publishedPaidVisits = published
  .view('paid_visits', {
    tenantId: uuid('tenant_id'),
    visitKey: uuid('visit_key'),
  })
  .existing();

/** One row per refunded line or tip (migration 0042): what each refund took back, net and tax in cents, when. */
export const publishedSaleRefundLines = published
  .view('sale_refund_lines', {
    id: uuid('id'),
    tenantId: uuid('tenant_id'),
    establishmentId: uuid('establishment_id'),
    transactionId: uuid('transaction_id'),
    number: integer('number'),
    clientId: uuid('client_id'),
    refundId: uuid('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    kind: text('kind'),
    serviceId: uuid('service_id'),
    productId: uuid('product_id'),
    staffId: uuid('staff_id'),
    netCents: bigint('net_cents', { mode: 'number' }),
    taxCents: bigint('tax_cents', { mode: 'number' }),
  })
  .existing();
