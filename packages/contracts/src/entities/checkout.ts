/**
 * Checkout of spec operations.md §3 (Ticket, Transaction, Register state), §5 (ticket
 * messages), §8 (ticket and transaction texts), §9 (tax 0.08, default transaction filters) and
 * issue #13 (register, split tender, tips, cash drawer, refunds). Money is US dollars with at
 * most 2 decimals on the wire and integer cents in the database; the totals come from
 * checkout/totals.ts on both sides.
 */
import { z } from 'zod';
import {
  TEXT_MAX,
  calendarDateSchema,
  idSchema,
  moneySchema,
  optionalTextSchema,
  requiredTextSchema,
} from '../fields.js';
import { CARD_BRANDS, DRAWER_DENOMINATIONS, countedCents } from '../checkout/tenders.js';
import { TIP_CEILING_PERCENT_MAX } from '../checkout/tips.js';
import { DISCOUNT_TYPES, TIP_SPLITS } from '../checkout/totals.js';

/** Largest price, discount, tip or tender of one sale, dollars. */
export const CHECKOUT_AMOUNT_MAX = 100_000;
/** Lines of one ticket. */
export const TICKET_LINES_MAX = 100;
/** Tenders of one sale. */
export const TENDERS_MAX = 10;
/** Units of one line. */
export const LINE_QUANTITY_MAX = 999;
/** A drawer difference over this needs a manager's note, until an owner sets another (dollars). */
export const DRAWER_THRESHOLD_DEFAULT = 5;

export const TICKET_STATUSES = ['open', 'paid', 'voided'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_PRIORITIES = ['low', 'normal', 'high'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const LINE_KINDS = ['service', 'product'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** Spec §4: completed, and refunded once everything paid is refunded. */
export const TRANSACTION_STATUSES = ['completed', 'refunded'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Where a refund's money goes: back over the sale's own tenders, or all in cash. */
export const REFUND_TENDERS = ['original', 'cash'] as const;
export type RefundTender = (typeof REFUND_TENDERS)[number];

export const DRAWER_MOVEMENT_KINDS = ['pay_in', 'pay_out'] as const;
export type DrawerMovementKind = (typeof DRAWER_MOVEMENT_KINDS)[number];

/** Spec §5 and §8 texts, and the register's own. */
export const CHECKOUT_MESSAGES = {
  ticketCreated: 'Ticket created successfully!',
  ticketDeleted: 'Ticket deleted successfully!',
  tenantMissing: 'Tenant ID not found',
  noEstablishment: 'No establishment selected',
  createTicketFailed: 'Failed to create ticket',
  fetchTicketsFailed: 'Failed to fetch tickets',
  deleteTicketFailed: 'Failed to delete ticket',
  fetchTransactionsFailed: 'Failed to fetch transactions',
  refundFailed: 'Failed to refund transaction',
  ticketUnknown: 'That ticket does not exist.',
  ticketNotOpen: 'This ticket is no longer open.',
  ticketPaidNoVoid: 'A paid ticket cannot be voided; refund its transaction instead.',
  reasonRequired: 'A reason is required.',
  appointmentUnknown: 'That appointment does not exist.',
  appointmentNotCheckoutable:
    'Only booked, confirmed, checked-in, in-service or completed appointments can be checked out.',
  linesRequired: 'Add at least one service or product.',
  serviceUnknown: 'That service does not exist.',
  productUnknown: 'That product does not exist.',
  productNotForSale: 'Backbar products are not sold at the register.',
  staffUnknown: 'That staff member does not work at this location.',
  clientUnknown: 'That client does not exist.',
  amount: 'Amount must be zero or more, with at most 2 decimals.',
  percent: 'A percent discount must be between 0 and 100, with at most 2 decimals.',
  quantity: `Quantity must be a whole number from 1 to ${LINE_QUANTITY_MAX}.`,
  cardLast4: 'Card last 4 must be four digits.',
  authCode: 'Authorisation code must be 1 to 20 letters or digits.',
  cardType: 'Card type must be visa, mastercard, amex, discover or other.',
  tendersRequired: 'Add a payment.',
  drawerClosed: 'Open the cash drawer before taking or giving cash.',
  drawerOpen: 'The cash drawer is already open.',
  drawerNotOpen: 'The cash drawer is not open.',
  drawerNoteRequired: 'A difference this large needs a manager’s note.',
  drawerManagerRequired: 'A difference this large must be closed by a manager.',
  drawerFloatRequired: 'Count the opening float by denomination.',
  drawerFloatMismatch: 'The float must equal the count by denomination.',
  drawerCountTooLarge: `A drawer count cannot be more than $${CHECKOUT_AMOUNT_MAX.toLocaleString('en-US')}.`,
  refundAmount: 'Refund amount must be more than zero, with at most 2 decimals.',
  refundTooMuch: 'That is more than is left to refund.',
  refundNothingLeft: 'This transaction is already fully refunded.',
  refundMoreThanChosen: 'That is more than the chosen items have left to refund.',
  refundLineUnknown: 'That line is not part of this transaction.',
  refundLineNothingLeft: 'That line is already fully refunded.',
  restockTooMany: 'Cannot return more than was sold.',
  restockNotProduct: 'Only products can be returned to stock.',
  transactionUnknown: 'That transaction does not exist.',
  taxRate: 'Tax rate must be between 0 and 0.25, with at most 5 decimals.',
  receiptNoEmail: 'This client has no email; enter one to send the receipt.',
  receiptSent: 'Receipt sent',
  dateOrder: 'The end date must be on or after the start date.',
  amountOrder: 'The maximum amount must be at least the minimum.',
  tipCeiling: `The tip ceiling must be a whole percent from 0 to ${TIP_CEILING_PERCENT_MAX}.`,
  tipApproverWrong: 'That email and password are not a manager’s at this location.',
} as const;

const money = (message: string = CHECKOUT_MESSAGES.amount) =>
  moneySchema({ max: CHECKOUT_AMOUNT_MAX, message });
const reasonSchema = requiredTextSchema({ max: TEXT_MAX.line, required: CHECKOUT_MESSAGES.reasonRequired });

/** A discount: `value` is dollars (fixed) or percent 0 – 100 (percent). */
export const discountSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('fixed'), value: money() }),
    z.object({
      type: z.literal('percent'),
      value: z
        .number(CHECKOUT_MESSAGES.percent)
        .min(0, CHECKOUT_MESSAGES.percent)
        .max(100, CHECKOUT_MESSAGES.percent)
        .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, CHECKOUT_MESSAGES.percent),
    }),
  ],
  { error: `Discount type must be ${DISCOUNT_TYPES.join(' or ')}.` },
);
export type Discount = z.infer<typeof discountSchema>;

/** One line of a ticket as stored and shown: unit price in dollars. */
export const ticketLineSchema = z.object({
  id: z.string(),
  kind: z.enum(LINE_KINDS),
  serviceId: z.string().nullable(),
  productId: z.string().nullable(),
  appointmentId: z.string().nullable(),
  name: z.string(),
  staffId: z.string().nullable(),
  staffName: z.string().nullable(),
  price: z.number(),
  quantity: z.number().int(),
  taxable: z.boolean(),
  discount: discountSchema.nullable(),
});
export type TicketLine = z.infer<typeof ticketLineSchema>;

/** Spec §3 Ticket (id, appointmentId, tenantId, establishmentId, status, priority, staffIds) and its lines. */
export const ticketSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  appointmentId: z.string().nullable(),
  tenantId: z.string(),
  establishmentId: z.string(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  staffIds: z.array(z.string()),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  lines: z.array(ticketLineSchema),
  /** Before tax and tip, after line discounts: what the ticket is worth today (dollars). */
  subtotal: z.number(),
  transactionId: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  paidAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidedBy: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** A line the register sends. The server prices it: the appointment's price, else the catalogue's. */
export const checkoutLineSchema = z
  .object({
    kind: z.enum(LINE_KINDS, 'Line kind must be service or product.'),
    serviceId: idSchema('Not a valid service id.').optional(),
    productId: idSchema('Not a valid product id.').optional(),
    appointmentId: idSchema('Not a valid appointment id.').optional(),
    staffId: idSchema('Not a valid staff id.').nullable().optional(),
    quantity: z
      .number(CHECKOUT_MESSAGES.quantity)
      .int(CHECKOUT_MESSAGES.quantity)
      .min(1, CHECKOUT_MESSAGES.quantity)
      .max(LINE_QUANTITY_MAX, CHECKOUT_MESSAGES.quantity)
      .default(1),
    discount: discountSchema.nullable().optional(),
  })
  .refine((l) => (l.kind === 'service' ? l.serviceId !== undefined : l.productId !== undefined), {
    message: 'A service line needs serviceId; a product line needs productId.',
  });
export type CheckoutLine = z.input<typeof checkoutLineSchema>;

const cardLast4 = z.string(CHECKOUT_MESSAGES.cardLast4).regex(/^\d{4}$/, CHECKOUT_MESSAGES.cardLast4);
const authCode = z
  .string(CHECKOUT_MESSAGES.authCode)
  .regex(/^[A-Za-z0-9]{1,20}$/, CHECKOUT_MESSAGES.authCode);

/** A payment: cash (with what was handed over) or a card from the salon's terminal. */
export const tenderSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('cash'), amount: money(), received: money().optional() }),
    z.object({
      type: z.literal('card'),
      amount: money(),
      cardType: z.enum(CARD_BRANDS, CHECKOUT_MESSAGES.cardType),
      cardLast4,
      authCode,
    }),
  ],
  { error: 'Payment type must be card or cash.' },
);
export type Tender = z.infer<typeof tenderSchema>;

export const tipShareSchema = z.object({ staffId: idSchema('Not a valid staff id.'), amount: money() });

/**
 * POST /api/register/checkout: pays an open ticket (`ticketId`) or sells a walk-in or
 * retail-only cart in one step. The server recomputes every amount with computeCartTotals.
 */
export const checkoutSchema = z.object({
  establishmentId: idSchema('Not a valid establishment id.'),
  ticketId: idSchema('Not a valid ticket id.').optional(),
  clientId: idSchema('Not a valid client id.').nullable().optional(),
  lines: z.array(checkoutLineSchema).min(1, CHECKOUT_MESSAGES.linesRequired).max(TICKET_LINES_MAX),
  orderDiscount: discountSchema.nullable().optional(),
  tip: money().default(0),
  tipSplit: z.enum(TIP_SPLITS, 'Tip split must be even, service_share or manual.').default('even'),
  tipShares: z.array(tipShareSchema).max(TICKET_LINES_MAX).optional(),
  /**
   * A manager's sign-in, typed at the register, approving a tip above the location's ceiling
   * (issue #28); not needed when the cashier may approve it themselves.
   */
  tipApproval: z
    .object({
      email: z.string().max(TEXT_MAX.url),
      password: z.string().max(TEXT_MAX.line),
    })
    .optional(),
  tenders: z.array(tenderSchema).max(TENDERS_MAX),
  notes: optionalTextSchema({ max: TEXT_MAX.long, multiline: true }),
});
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutParsed = z.output<typeof checkoutSchema>;

/** Spec §3 Transaction items: id, name, type, price, quantity, total; plus how it was reached. */
export const transactionItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(LINE_KINDS),
  serviceId: z.string().nullable(),
  productId: z.string().nullable(),
  appointmentId: z.string().nullable(),
  staffId: z.string().nullable(),
  staffName: z.string().nullable(),
  price: z.number(),
  quantity: z.number().int(),
  discount: z.number(),
  tax: z.number(),
  total: z.number(),
  returnedQuantity: z.number().int(),
  /** What refunds have given back of the line so far, tax included. */
  refunded: z.number(),
});

export const paymentMethodSchema = z.object({
  id: z.string(),
  type: z.enum(['card', 'cash']),
  amount: z.number(),
  cardLast4: z.string().nullable(),
  cardType: z.string().nullable(),
  authCode: z.string().nullable(),
  received: z.number().nullable(),
  change: z.number().nullable(),
  refunded: z.number(),
});

/** What a refund gave back of one line: an item's (tax included; `tax` its part) or a tip's. */
export const refundLineSchema = z.object({
  itemId: z.string().nullable(),
  tipId: z.string().nullable(),
  amount: z.number(),
  tax: z.number(),
});

export const refundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  lines: z.array(refundLineSchema),
  reason: z.string(),
  tender: z.enum(REFUND_TENDERS),
  cash: z.number(),
  refundedBy: z.string().nullable(),
  refundedByName: z.string().nullable(),
  createdAt: z.string(),
});

/** Spec §3 Transaction, with tips per staff member and every refund. */
export const transactionSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  establishmentId: z.string(),
  tenantId: z.string(),
  ticketId: z.string().nullable(),
  cashierId: z.string().nullable(),
  cashierName: z.string().nullable(),
  customerId: z.string().nullable(),
  customerName: z.string().nullable(),
  customerPhone: z.string().nullable(),
  customerEmail: z.string().nullable(),
  items: z.array(transactionItemSchema),
  /** The same as totalAmount (the spec names both). */
  amount: z.number(),
  subtotal: z.number(),
  taxAmount: z.number(),
  tipAmount: z.number(),
  discountAmount: z.number(),
  totalAmount: z.number(),
  paymentMethods: z.array(paymentMethodSchema),
  tips: z.array(
    z.object({
      id: z.string(),
      staffId: z.string(),
      staffName: z.string().nullable(),
      amount: z.number(),
      /** What refunds have given back of the tip so far. */
      refunded: z.number(),
    }),
  ),
  status: z.enum(TRANSACTION_STATUSES),
  createdAt: z.string(),
  notes: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** Everything refunded so far. */
  refundAmount: z.number(),
  refundReason: z.string().nullable(),
  refunds: z.array(refundSchema),
});
export type Transaction = z.infer<typeof transactionSchema>;

const lineQuantity = z
  .number(CHECKOUT_MESSAGES.quantity)
  .int(CHECKOUT_MESSAGES.quantity)
  .min(1, CHECKOUT_MESSAGES.quantity)
  .max(LINE_QUANTITY_MAX, CHECKOUT_MESSAGES.quantity);

/**
 * POST …/refund/: spec names, plus where the money goes, which lines it gives back and which
 * products return to stock. `items` and `tips` name the lines the refund returns (units of an
 * item; tips by id): the amount may be at most what they have left, and is shared over them
 * alone. Without either, the amount is shared over every line of the sale
 * (contracts' checkout/refund-allocation.ts).
 */
export const refundRequestSchema = z.object({
  refund_amount: z
    .number(CHECKOUT_MESSAGES.refundAmount)
    // A cent at least: a positive amount that rounds to no cent is no refund.
    .min(0.01, CHECKOUT_MESSAGES.refundAmount)
    .max(CHECKOUT_AMOUNT_MAX, CHECKOUT_MESSAGES.refundAmount)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, CHECKOUT_MESSAGES.refundAmount),
  refund_reason: reasonSchema,
  tender: z.enum(REFUND_TENDERS, 'Refund tender must be original or cash.').default('original'),
  items: z
    .array(z.object({ itemId: idSchema('Not a valid item id.'), quantity: lineQuantity }))
    .max(TICKET_LINES_MAX)
    .default([]),
  tips: z.array(idSchema('Not a valid tip id.')).max(TICKET_LINES_MAX).default([]),
  restock: z
    .array(z.object({ itemId: idSchema('Not a valid item id.'), quantity: lineQuantity }))
    .max(TICKET_LINES_MAX)
    .default([]),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

/**
 * Register settings of one location: tax rate (a fraction), the drawer difference threshold
 * (dollars), the tip ceiling (percent of the ticket; above it a manager approves) and whether
 * suggested tips count services only.
 */
export const registerSettingsSchema = z.object({
  establishmentId: z.string(),
  taxRate: z.number(),
  drawerDifferenceThreshold: z.number(),
  tipCeilingPercent: z.number().int(),
  suggestedTipOnServices: z.boolean(),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;
export const registerSettingsUpdateSchema = z.object({
  taxRate: z
    .number(CHECKOUT_MESSAGES.taxRate)
    .min(0, CHECKOUT_MESSAGES.taxRate)
    .max(0.25, CHECKOUT_MESSAGES.taxRate)
    .refine((v) => Math.abs(Math.round(v * 100_000) - v * 100_000) < 1e-6, CHECKOUT_MESSAGES.taxRate)
    .optional(),
  drawerDifferenceThreshold: money().optional(),
  tipCeilingPercent: z
    .number(CHECKOUT_MESSAGES.tipCeiling)
    .int(CHECKOUT_MESSAGES.tipCeiling)
    .min(0, CHECKOUT_MESSAGES.tipCeiling)
    .max(TIP_CEILING_PERCENT_MAX, CHECKOUT_MESSAGES.tipCeiling)
    .optional(),
  suggestedTipOnServices: z.boolean('Suggested tip on services must be true or false.').optional(),
});
export type RegisterSettingsUpdate = z.input<typeof registerSettingsUpdateSchema>;

/** Cash by denomination: { "2000": 3 } is three $20 bills (DRAWER_DENOMINATIONS, cents). */
const DENOMINATION_KEYS: readonly string[] = DRAWER_DENOMINATIONS.map(String);

const denominationRecordSchema = z
  .record(
    z.string(),
    z.number('Counts must be whole numbers.').int('Counts must be whole numbers.').min(0).max(100_000),
  )
  // Checked here rather than by an enum key: any subset may be sent, and an unknown one is named.
  .superRefine((counts, ctx) => {
    for (const key of Object.keys(counts))
      if (!DENOMINATION_KEYS.includes(key))
        ctx.addIssue({ code: 'custom', path: [key], message: 'Not a US denomination.' });
  })
  // A till never holds more than a sale may take; the bound also keeps the cents exact.
  .refine(
    (counts) => countedCents(counts) <= CHECKOUT_AMOUNT_MAX * 100,
    CHECKOUT_MESSAGES.drawerCountTooLarge,
  );
export const denominationCountsSchema = denominationRecordSchema.default({});

export const drawerMovementSchema = z.object({
  id: z.string(),
  kind: z.enum(DRAWER_MOVEMENT_KINDS),
  amount: z.number(),
  reason: z.string(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});

/** The X (open) or Z (closed) report of one drawer session; dollars. */
export const drawerSessionSchema = z.object({
  id: z.string(),
  establishmentId: z.string(),
  status: z.enum(['open', 'closed']),
  openedAt: z.string(),
  openedBy: z.string().nullable(),
  openedByName: z.string().nullable(),
  float: z.number(),
  cashSales: z.number(),
  cashReceived: z.number(),
  change: z.number(),
  cashRefunds: z.number(),
  payIns: z.number(),
  payOuts: z.number(),
  expected: z.number(),
  cardSales: z.number(),
  transactions: z.number().int(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  closedByName: z.string().nullable(),
  counted: z.number().nullable(),
  counts: z.record(z.string(), z.number()).nullable(),
  /** The float counted by denomination at opening; null when it was opened from a total. */
  openingCounts: z.record(z.string(), z.number()).nullable(),
  difference: z.number().nullable(),
  note: z.string().nullable(),
  movements: z.array(drawerMovementSchema),
});
export type DrawerSession = z.infer<typeof drawerSessionSchema>;

/**
 * Opening (issue #28): the float counted by denomination, whose total the server computes; a
 * bare `float` (dollars) is still taken from older callers, and when both come they must agree.
 */
export const drawerOpenSchema = z
  .object({
    establishmentId: idSchema('Not a valid establishment id.'),
    float: money().optional(),
    counts: denominationRecordSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.counts === undefined && body.float === undefined)
      ctx.addIssue({ code: 'custom', path: ['counts'], message: CHECKOUT_MESSAGES.drawerFloatRequired });
    else if (
      body.counts !== undefined &&
      body.float !== undefined &&
      countedCents(body.counts) !== Math.round(body.float * 100)
    )
      ctx.addIssue({ code: 'custom', path: ['float'], message: CHECKOUT_MESSAGES.drawerFloatMismatch });
  });
export const drawerMovementCreateSchema = z.object({
  establishmentId: idSchema('Not a valid establishment id.'),
  kind: z.enum(DRAWER_MOVEMENT_KINDS, 'Kind must be pay_in or pay_out.'),
  amount: moneySchema({ max: CHECKOUT_AMOUNT_MAX, message: CHECKOUT_MESSAGES.refundAmount }).refine(
    (v) => v >= 0.01,
    CHECKOUT_MESSAGES.refundAmount,
  ),
  reason: reasonSchema,
});
export const drawerCloseSchema = z.object({
  establishmentId: idSchema('Not a valid establishment id.'),
  counts: denominationCountsSchema,
  note: optionalTextSchema({ max: TEXT_MAX.long, multiline: true }),
});

/** An employee's (or every staff member's) earnings over a range: dollars. */
export const staffEarningsSchema = z.object({
  staffId: z.string(),
  staffName: z.string(),
  serviceSales: z.number(),
  productSales: z.number(),
  tips: z.number(),
  refunds: z.number(),
  services: z.number().int(),
  transactions: z.number().int(),
});
export type StaffEarnings = z.infer<typeof staffEarningsSchema>;

export const dateFilterSchema = calendarDateSchema();
