/**
 * The checkout module's tables (migration 0026): register settings, tickets and their lines,
 * transactions with items, tenders, tips and refunds, and the cash drawer's sessions and
 * movements; plus its read models of services, products, appointments, clients and people.
 * Money is integer cents.
 */
import {
  bigint,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AppointmentStatus,
  DiscountType,
  DrawerMovementKind,
  LineKind,
  RefundTender,
  TenderType,
  TicketPriority,
  TicketStatus,
  TipSplit,
  TransactionStatus,
} from '@daybook/contracts';
import { establishmentIdColumn, tenantIdColumn, timestamps } from '../../db/columns.js';

const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const discountValue = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const registerSettings = pgTable('register_settings', {
  establishmentId: uuid('establishment_id').primaryKey(),
  tenantId: tenantIdColumn(),
  taxRate: numeric('tax_rate', { precision: 7, scale: 5, mode: 'number' }).notNull(),
  drawerThresholdCents: cents('drawer_threshold_cents').notNull(),
  /** A tip above this percent of the ticket needs a manager's approval (issue #28). */
  tipCeilingPercent: integer('tip_ceiling_percent').notNull().default(100),
  /** Suggested tips are percentages of the service lines only (issue #28). */
  suggestedTipOnServices: boolean('suggested_tip_on_services').notNull().default(true),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const checkoutNumbers = pgTable('checkout_numbers', {
  tenantId: uuid('tenant_id').primaryKey(),
  lastTicket: integer('last_ticket').notNull(),
  lastTransaction: integer('last_transaction').notNull(),
});

export const cashDrawerSessions = pgTable('cash_drawer_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  status: text('status').$type<'open' | 'closed'>().notNull(),
  floatCents: cents('float_cents').notNull(),
  openedBy: uuid('opened_by'),
  openedAt: at('opened_at').notNull().defaultNow(),
  closedBy: uuid('closed_by'),
  closedAt: at('closed_at'),
  counts: jsonb('counts').$type<Record<string, number>>(),
  countedCents: cents('counted_cents'),
  expectedCents: cents('expected_cents'),
  differenceCents: cents('difference_cents'),
  note: text('note'),
  /** The float counted by denomination at opening (issue #28); null when opened from a total. */
  openingCounts: jsonb('opening_counts').$type<Record<string, number>>(),
  /** The Z report's figures frozen at close (issue #28); null while open and for older sessions. */
  closingFigures: jsonb('closing_figures').$type<DrawerClosingFigures>(),
});

/** What a Z report froze at close, cents (and a count of transactions). */
export interface DrawerClosingFigures {
  cashSalesCents: number;
  cashReceivedCents: number;
  changeCents: number;
  cashRefundCents: number;
  payInCents: number;
  payOutCents: number;
  cardSalesCents: number;
  transactionCount: number;
}

export const cashDrawerMovements = pgTable('cash_drawer_movements', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  sessionId: uuid('session_id').notNull(),
  kind: text('kind').$type<DrawerMovementKind>().notNull(),
  amountCents: cents('amount_cents').notNull(),
  reason: text('reason').notNull(),
  createdBy: uuid('created_by'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const tickets = pgTable('tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  number: integer('number').notNull(),
  appointmentId: uuid('appointment_id'),
  visitKey: uuid('visit_key'),
  clientId: uuid('client_id'),
  clientName: text('client_name'),
  status: text('status').$type<TicketStatus>().notNull(),
  priority: text('priority').$type<TicketPriority>().notNull(),
  staffIds: uuid('staff_ids').array().notNull(),
  notes: text('notes'),
  createdBy: uuid('created_by'),
  ...timestamps,
  paidAt: at('paid_at'),
  voidedAt: at('voided_at'),
  voidedBy: uuid('voided_by'),
  voidReason: text('void_reason'),
});

export const ticketLines = pgTable('ticket_lines', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  ticketId: uuid('ticket_id').notNull(),
  position: integer('position').notNull(),
  kind: text('kind').$type<LineKind>().notNull(),
  serviceId: uuid('service_id'),
  productId: uuid('product_id'),
  appointmentId: uuid('appointment_id'),
  name: text('name').notNull(),
  staffId: uuid('staff_id'),
  unitPriceCents: cents('unit_price_cents').notNull(),
  quantity: integer('quantity').notNull(),
  taxable: boolean('taxable').notNull(),
  discountType: text('discount_type').$type<DiscountType>(),
  discountValue: discountValue('discount_value'),
});

export const transactions = pgTable('transactions', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  number: integer('number').notNull(),
  ticketId: uuid('ticket_id').notNull(),
  cashierId: uuid('cashier_id'),
  cashierName: text('cashier_name'),
  clientId: uuid('client_id'),
  customerName: text('customer_name'),
  customerPhone: text('customer_phone'),
  customerEmail: text('customer_email'),
  subtotalCents: cents('subtotal_cents').notNull(),
  discountCents: cents('discount_cents').notNull(),
  taxCents: cents('tax_cents').notNull(),
  tipCents: cents('tip_cents').notNull(),
  totalCents: cents('total_cents').notNull(),
  refundedCents: cents('refunded_cents').notNull().default(0),
  status: text('status').$type<TransactionStatus>().notNull(),
  orderDiscountType: text('order_discount_type').$type<DiscountType>(),
  orderDiscountValue: discountValue('order_discount_value'),
  tipSplit: text('tip_split').$type<TipSplit>().notNull(),
  /** Who approved a tip above the location's ceiling (issue #28); null when none was needed. */
  tipApprovedBy: uuid('tip_approved_by'),
  drawerSessionId: uuid('drawer_session_id'),
  notes: text('notes'),
  createdAt: at('created_at').notNull().defaultNow(),
  refundedAt: at('refunded_at'),
  refundReason: text('refund_reason'),
});

export const transactionItems = pgTable('transaction_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  transactionId: uuid('transaction_id').notNull(),
  position: integer('position').notNull(),
  kind: text('kind').$type<LineKind>().notNull(),
  serviceId: uuid('service_id'),
  productId: uuid('product_id'),
  appointmentId: uuid('appointment_id'),
  name: text('name').notNull(),
  staffId: uuid('staff_id'),
  staffName: text('staff_name'),
  unitPriceCents: cents('unit_price_cents').notNull(),
  quantity: integer('quantity').notNull(),
  taxable: boolean('taxable').notNull(),
  grossCents: cents('gross_cents').notNull(),
  discountCents: cents('discount_cents').notNull(),
  taxCents: cents('tax_cents').notNull(),
  totalCents: cents('total_cents').notNull(),
  returnedQuantity: integer('returned_quantity').notNull().default(0),
  /** What refunds have taken back of the line so far (transaction_refund_lines summed). */
  refundedNetCents: cents('refunded_net_cents').notNull().default(0),
  refundedTaxCents: cents('refunded_tax_cents').notNull().default(0),
});

export const transactionTenders = pgTable('transaction_tenders', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  transactionId: uuid('transaction_id').notNull(),
  position: integer('position').notNull(),
  type: text('type').$type<TenderType>().notNull(),
  amountCents: cents('amount_cents').notNull(),
  receivedCents: cents('received_cents'),
  changeCents: cents('change_cents').notNull().default(0),
  cardType: text('card_type'),
  cardLast4: text('card_last4'),
  authCode: text('auth_code'),
  refundedCents: cents('refunded_cents').notNull().default(0),
});

export const transactionTips = pgTable('transaction_tips', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  transactionId: uuid('transaction_id').notNull(),
  staffId: uuid('staff_id'),
  amountCents: cents('amount_cents').notNull(),
  refundedCents: cents('refunded_cents').notNull().default(0),
});

export const transactionRefunds = pgTable('transaction_refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  transactionId: uuid('transaction_id').notNull(),
  amountCents: cents('amount_cents').notNull(),
  cashCents: cents('cash_cents').notNull().default(0),
  tender: text('tender').$type<RefundTender>().notNull(),
  reason: text('reason').notNull(),
  drawerSessionId: uuid('drawer_session_id'),
  restock: jsonb('restock').$type<{ itemId: string; quantity: number }[]>().notNull(),
  refundedBy: uuid('refunded_by'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** What one refund took back from one item (net and tax) or tip (net only), cents. */
export const transactionRefundLines = pgTable('transaction_refund_lines', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  refundId: uuid('refund_id').notNull(),
  transactionId: uuid('transaction_id').notNull(),
  itemId: uuid('item_id'),
  tipId: uuid('tip_id'),
  netCents: cents('net_cents').notNull(),
  taxCents: cents('tax_cents').notNull().default(0),
});

/** People as checkout names them: cashiers, staff on a line, who voided or refunded. */
export const checkoutPeople = pgView('checkout_people', {
  tenantId: uuid('tenant_id').notNull(),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
}).existing();

export const checkoutServices = pgView('checkout_services', {
  id: uuid('id').notNull(),
  tenantId: uuid('tenant_id').notNull(),
  establishmentId: uuid('establishment_id').notNull(),
  name: text('name').notNull(),
  priceCents: cents('price_cents').notNull(),
  taxable: boolean('taxable').notNull(),
}).existing();

export const checkoutProducts = pgView('checkout_products', {
  id: uuid('id').notNull(),
  tenantId: uuid('tenant_id').notNull(),
  establishmentId: uuid('establishment_id').notNull(),
  name: text('name').notNull(),
  priceCents: cents('price_cents').notNull(),
  taxable: boolean('taxable').notNull(),
  productType: text('product_type').notNull(),
  quantity: numeric('quantity', { precision: 14, scale: 3, mode: 'number' }).notNull(),
  isAvailable: boolean('is_available').notNull(),
}).existing();

export const checkoutAppointments = pgView('checkout_appointments', {
  id: uuid('id').notNull(),
  tenantId: uuid('tenant_id').notNull(),
  establishmentId: uuid('establishment_id').notNull(),
  visitId: uuid('visit_id'),
  visitKey: uuid('visit_key').notNull(),
  clientId: uuid('client_id'),
  clientName: text('client_name').notNull(),
  staffId: uuid('staff_id').notNull(),
  serviceId: uuid('service_id').notNull(),
  serviceName: text('service_name').notNull(),
  priceCents: cents('price_cents').notNull(),
  status: text('status').$type<AppointmentStatus>().notNull(),
  startsAt: at('starts_at').notNull(),
}).existing();

export const checkoutClients = pgView('checkout_clients', {
  id: uuid('id').notNull(),
  tenantId: uuid('tenant_id').notNull(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
}).existing();
