/**
 * Checkout endpoints (spec operations.md §7 "Tickets" and "Transactions", issue #13): the
 * spec's ticket and transaction paths and wire names, plus the register's checkout, its
 * settings and the cash drawer. Ticket and register bodies use camelCase as the spec's ticket
 * calls do; the transaction calls keep the spec's snake_case query and refund names.
 */
import { z } from 'zod';
import { ALL_ESTABLISHMENTS } from '../constants.js';
import {
  calendarDateSchema,
  idSchema,
  optionalTextSchema,
  TEXT_MAX,
  requiredTextSchema,
  queryInt,
} from '../fields.js';
import { endpoint } from './endpoint.js';
import { envelope, successOnlySchema } from './envelope.js';
import {
  CHECKOUT_MESSAGES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TRANSACTION_STATUSES,
  checkoutSchema,
  drawerCloseSchema,
  drawerMovementCreateSchema,
  drawerOpenSchema,
  drawerSessionSchema,
  refundRequestSchema,
  registerSettingsSchema,
  registerSettingsUpdateSchema,
  staffEarningsSchema,
  ticketSchema,
  transactionSchema,
} from '../entities/checkout.js';

export const TICKET_LIST_LIMIT_DEFAULT = 50;
export const TICKET_LIST_LIMIT_MAX = 200;
export const TRANSACTION_PAGE_SIZE = 50;
export const TRANSACTION_PAGE_SIZE_MAX = 200;
export const DRAWER_SESSIONS_PAGE_SIZE = 20;
/** Largest amount bound of the transaction filters (9 digits): a sale of many lines passes CHECKOUT_AMOUNT_MAX. */
const TRANSACTION_AMOUNT_FILTER_MAX = 999_999_999.99;

const establishmentId = idSchema('Not a valid establishment id.');
/** An establishment id, or ALL_ESTABLISHMENTS for every location the person reaches. */
const establishmentOrAll = z.union(
  [idSchema('Not a valid establishment id.'), z.literal(ALL_ESTABLISHMENTS)],
  'Not a valid establishment id.',
);
const optionalDate = calendarDateSchema().optional();
const queryNumber = (message: string, min: number, max: number) =>
  z
    .string(message)
    .regex(/^\d{1,9}(\.\d{1,2})?$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
const commaIds = (message: string) =>
  z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x !== ''),
    )
    .pipe(z.array(idSchema(message)).max(100));

/**
 * GET /api/tickets query (spec §7): dates are the location's local days, inclusive (default:
 * every date); `staffIds` a comma list; newest first, at most `limit`.
 */
export const ticketListQuerySchema = z.object({
  establishmentId,
  status: z.enum(TICKET_STATUSES, 'Status must be open, paid or voided.').optional(),
  priority: z.enum(TICKET_PRIORITIES, 'Priority must be low, normal or high.').optional(),
  staffIds: commaIds('Not a valid staff id.').optional(),
  startDate: optionalDate,
  endDate: optionalDate,
  limit: queryInt(`limit must be between 1 and ${TICKET_LIST_LIMIT_MAX}.`, 1, TICKET_LIST_LIMIT_MAX).default(
    TICKET_LIST_LIMIT_DEFAULT,
  ),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;
/** Spec §7: read as `data` and `count` (count: every match, not just this page). */
export const ticketListSchema = z.object({
  success: z.literal(true),
  data: z.array(ticketSchema),
  count: z.number().int(),
});
export type TicketList = z.infer<typeof ticketListSchema>;

/** POST /api/tickets/{appointmentId}/tickets body: the rest comes from the appointment's visit. */
export const ticketCreateSchema = z.object({
  establishmentId: establishmentId.optional(),
  priority: z.enum(TICKET_PRIORITIES, 'Priority must be low, normal or high.').default('normal'),
  notes: optionalTextSchema({ max: TEXT_MAX.long, multiline: true }),
});
export type TicketCreate = z.input<typeof ticketCreateSchema>;

/** DELETE /api/tickets/{id} body (spec §7): voidedBy is the signed-in person, whatever is sent. */
export const ticketVoidSchema = z.object({
  establishmentId: idSchema(CHECKOUT_MESSAGES.noEstablishment),
  voidedBy: z.string().max(TEXT_MAX.name).optional(),
  reason: requiredTextSchema({ max: TEXT_MAX.line, required: CHECKOUT_MESSAGES.reasonRequired }),
});
export type TicketVoid = z.input<typeof ticketVoidSchema>;

/**
 * GET /api/admin/transactions/ query (spec §7, §9): local days `start_date`…`end_date`
 * (default today), newest first, paged. Either amount bound may be left out; without them every
 * transaction matches whatever its total (issue #28: a default bound hid large sales).
 * `establishmentId` ALL_ESTABLISHMENTS lists every location the person reaches (issue #31: the
 * rows behind an all-locations sales figure), each sale's days read in its own location's zone.
 */
export const transactionListQuerySchema = z.object({
  establishmentId: establishmentOrAll,
  start_date: optionalDate,
  end_date: optionalDate,
  cashier_id: idSchema('Not a valid cashier id.').optional(),
  status: z.enum(TRANSACTION_STATUSES, 'Status must be completed or refunded.').optional(),
  min_amount: queryNumber('min_amount must be a dollar amount.', 0, TRANSACTION_AMOUNT_FILTER_MAX).optional(),
  max_amount: queryNumber('max_amount must be a dollar amount.', 0, TRANSACTION_AMOUNT_FILTER_MAX).optional(),
  search: z.string().max(TEXT_MAX.search, 'Search is at most 100 characters.').optional(),
  page: queryInt('page must be a whole number of at least 1.', 1, 1_000_000).default(1),
  page_size: queryInt(
    `page_size must be between 1 and ${TRANSACTION_PAGE_SIZE_MAX}.`,
    1,
    TRANSACTION_PAGE_SIZE_MAX,
  ).default(TRANSACTION_PAGE_SIZE),
});
export type TransactionListQuery = z.input<typeof transactionListQuerySchema>;
export type TransactionListQueryParsed = z.output<typeof transactionListQuerySchema>;

/** Spec §7: "an object with results"; the summary covers the whole filter (dollars). */
export const transactionListSchema = z.object({
  results: z.array(transactionSchema),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  summary: z.object({
    sales: z.number(),
    refunds: z.number(),
    net: z.number(),
    tips: z.number(),
    tax: z.number(),
  }),
});
export type TransactionList = z.infer<typeof transactionListSchema>;

export const transactionExportQuerySchema = transactionListQuerySchema
  .omit({ page: true, page_size: true })
  .extend({ format: z.literal('csv', 'format must be csv.') });

export const receiptSendSchema = z.object({
  email: z.email('Enter a valid email address.').max(TEXT_MAX.url).optional(),
});

export const earningsQuerySchema = z.object({
  establishmentId,
  start_date: optionalDate,
  end_date: optionalDate,
  /** Managers and owners may ask for one staff member; employees always get their own. */
  staff_id: idSchema('Not a valid staff id.').optional(),
});
export const earningsSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  staff: z.array(staffEarningsSchema),
});
export type Earnings = z.infer<typeof earningsSchema>;

const establishmentQuery = z.object({ establishmentId });
const idParams = (what: string) => z.object({ id: idSchema(`Not a valid ${what} id.`) });

export const CHECKOUT_ENDPOINTS = {
  tickets: endpoint({
    method: 'GET',
    path: '/api/tickets',
    access: { permission: 'payment:read' },
    summary: 'Tickets of a location, filtered (spec §7), newest first, with the total count.',
    query: ticketListQuerySchema,
    response: ticketListSchema,
  }),
  ticket: endpoint({
    method: 'GET',
    path: '/api/tickets/:id',
    access: { permission: 'payment:read' },
    summary: 'One ticket with its lines.',
    params: idParams('ticket'),
    response: envelope(ticketSchema),
  }),
  createTicket: endpoint({
    method: 'POST',
    path: '/api/tickets/:appointmentId/tickets',
    access: { permission: 'payment:create' },
    summary:
      'Opens the ticket of an appointment’s visit (every service, staff member and price); answers the open one if it exists.',
    params: z.object({ appointmentId: idSchema('Not a valid appointment id.') }),
    body: ticketCreateSchema,
    response: envelope(ticketSchema).extend({ message: z.string() }),
    status: 201,
    otherStatuses: [200],
  }),
  voidTicket: endpoint({
    method: 'DELETE',
    path: '/api/tickets/:id',
    access: { permission: 'payment:delete' },
    summary: 'Voids an open ticket with a reason; a ticket with a payment is refunded instead.',
    params: idParams('ticket'),
    body: ticketVoidSchema,
    response: successOnlySchema,
  }),
  checkout: endpoint({
    method: 'POST',
    path: '/api/register/checkout',
    access: { permission: 'payment:create' },
    summary:
      'Pays a ticket (or a walk-in / retail cart) once per Idempotency-Key: one transaction, stock moved, appointments completed.',
    body: checkoutSchema,
    response: envelope(transactionSchema),
    status: 201,
    otherStatuses: [200],
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/register/settings',
    access: { permission: 'payment:read' },
    summary: 'A location’s tax rate, drawer difference threshold, tip ceiling and suggested-tip base.',
    query: establishmentQuery,
    response: envelope(registerSettingsSchema),
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/register/settings',
    access: { permission: 'tenant:settings' },
    summary: 'Sets a location’s tax rate, drawer threshold, tip ceiling or suggested-tip base (owners).',
    query: establishmentQuery,
    body: registerSettingsUpdateSchema,
    response: envelope(registerSettingsSchema),
  }),
  drawer: endpoint({
    method: 'GET',
    path: '/api/register/drawer',
    access: { permission: 'payment:read' },
    summary: 'The location’s open drawer session with its X report, or null.',
    query: establishmentQuery,
    response: envelope(drawerSessionSchema.nullable()),
  }),
  openDrawer: endpoint({
    method: 'POST',
    path: '/api/register/drawer/open',
    access: { permission: 'payment:create' },
    summary: 'Opens the location’s drawer with a counted float (one open session per drawer).',
    body: drawerOpenSchema,
    response: envelope(drawerSessionSchema),
    status: 201,
  }),
  drawerMovement: endpoint({
    method: 'POST',
    path: '/api/register/drawer/movements',
    access: { permission: 'payment:create' },
    summary: 'A pay-in or pay-out of the open drawer, with a reason.',
    body: drawerMovementCreateSchema,
    response: envelope(drawerSessionSchema),
    status: 201,
  }),
  closeDrawer: endpoint({
    method: 'POST',
    path: '/api/register/drawer/close',
    access: { permission: 'payment:create' },
    summary: 'Closes the open drawer from a count by denomination; answers the Z report.',
    body: drawerCloseSchema,
    response: envelope(drawerSessionSchema),
  }),
  drawerSessions: endpoint({
    method: 'GET',
    path: '/api/register/drawer/sessions',
    access: { permission: 'payment:read' },
    summary: 'Closed drawer sessions of a location, newest first, paged.',
    query: establishmentQuery.extend({
      page: queryInt('page must be a whole number of at least 1.', 1, 1_000_000).default(1),
    }),
    response: envelope(z.object({ sessions: z.array(drawerSessionSchema), count: z.number().int() })),
  }),
  transactions: endpoint({
    method: 'GET',
    path: '/api/admin/transactions/',
    access: { permission: 'transaction:read' },
    summary:
      'Transactions of a location, or of every location reached (ALL_ESTABLISHMENTS), over local days (default today), filtered and paged.',
    query: transactionListQuerySchema,
    response: transactionListSchema,
  }),
  exportTransactions: endpoint({
    method: 'GET',
    path: '/api/admin/transactions/export/',
    access: { permission: 'transaction:read' },
    summary:
      'The filtered transactions as a CSV file, streamed (ALL_ESTABLISHMENTS: with a Location column); formula cells neutralised.',
    query: transactionExportQuerySchema,
    response: z.string(),
    mediaType: 'text/csv',
  }),
  earnings: endpoint({
    method: 'GET',
    path: '/api/admin/transactions/earnings/',
    access: { permission: 'revenue:read' },
    summary: 'Service and product sales and tips per staff member (employees: their own).',
    query: earningsQuerySchema,
    response: envelope(earningsSchema),
  }),
  transaction: endpoint({
    method: 'GET',
    path: '/api/admin/transactions/:id/',
    access: { permission: 'transaction:read' },
    summary: 'One transaction with its items, payments, tips and refunds.',
    params: idParams('transaction'),
    response: envelope(transactionSchema),
  }),
  refund: endpoint({
    method: 'POST',
    path: '/api/admin/transactions/:id/refund/',
    access: { permission: 'transaction:refund' },
    summary:
      'Refunds part or all of what is left (checked under a lock); optionally returns products to stock.',
    params: idParams('transaction'),
    body: refundRequestSchema,
    response: envelope(transactionSchema),
  }),
  sendReceipt: endpoint({
    method: 'POST',
    path: '/api/admin/transactions/:id/receipt/',
    access: { permission: 'transaction:read' },
    summary: 'Emails the receipt to the client (or `email`); SMTP or the outbox.',
    params: idParams('transaction'),
    body: receiptSendSchema,
    response: successOnlySchema,
  }),
} as const;
