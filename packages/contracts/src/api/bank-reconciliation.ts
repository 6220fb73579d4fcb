/**
 * Reconciliation of a location's takings with its bank (spec operations.md §1 "Financials";
 * issue #31 "card settlements and closed cash drawers' deposits matched to bank lines, the
 * unmatched on both sides listed for a person to match or dismiss"). A location expects a card
 * settlement for each local business day with card takings (card tenders less card refunds that
 * day) and a cash deposit for each closed drawer (counted cash less the float it opened with).
 * Each is matched to one bank deposit line, by the automatic matcher (same amount, posted within
 * the deposit's window) or by a person; either side may be dismissed with a reason. Money is
 * dollars with two decimals on the wire; days are 'YYYY-MM-DD' (the location's zone for business
 * days, the bank's calendar for posted days). Reading needs revenue:read over the whole location,
 * deciding establishment:update.
 */
import { z } from 'zod';
import { TEXT_MAX, calendarDateSchema, idSchema, optionalTextSchema, requiredTextSchema } from '../fields.js';
import { endpoint } from './endpoint.js';
import { envelope, successOnlySchema } from './envelope.js';

export const DEPOSIT_KINDS = ['card', 'cash'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

export const BANK_RECONCILIATION_DECISIONS = ['matched', 'dismissed'] as const;
export type BankReconciliationDecision = (typeof BANK_RECONCILIATION_DECISIONS)[number];

export const RECONCILIATION_STATUSES = ['unmatched', 'matched', 'dismissed'] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

/** A deposit's statuses: `awaiting` is undecided while its window has not ended (the bank may still post it). */
export const DEPOSIT_STATUSES = ['awaiting', ...RECONCILIATION_STATUSES] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** A card settlement posts from the next day; either deposit up to this many days after its business day. */
export const DEPOSIT_WINDOW_DAYS = 5;
/** Days a reconciliation covers unless `from` says otherwise (ending today). */
export const RECONCILIATION_DEFAULT_DAYS = 30;
/** The longest period one reconciliation view covers. */
export const RECONCILIATION_MAX_DAYS = 366;

/** A deposit's key: 'card:' and its business day, or 'cash:' and its drawer session's id. */
export const DEPOSIT_KEY_PATTERN =
  /^(card:\d{4}-\d{2}-\d{2}|cash:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const RECONCILIATION_MESSAGES = {
  establishmentId: 'Not a valid establishment id.',
  decisionId: 'Not a valid reconciliation decision id.',
  depositKey: 'Not a valid deposit.',
  bankLineId: 'Not a valid bank line id.',
  depositNotFound: 'This location expects no such deposit.',
  lineNotFound: 'Bank line not found.',
  lineNotDeposit: 'Only money into the bank can be matched to a deposit.',
  depositDecided: 'This deposit is already matched or dismissed.',
  lineDecided: 'This bank line is already matched or dismissed.',
  decisionNotFound: 'Reconciliation decision not found.',
  dismissOne: 'Dismiss either a deposit or a bank line.',
  reason: `Give a reason of at most ${TEXT_MAX.line} characters.`,
  note: `A note is at most ${TEXT_MAX.line} characters.`,
  from: 'from must be a date like 2026-11-01.',
  to: 'to must be a date like 2026-11-30.',
  range: 'from must not be after to.',
  tooLong: `A reconciliation covers at most ${RECONCILIATION_MAX_DAYS} days.`,
} as const;

const M = RECONCILIATION_MESSAGES;
const establishmentParams = z.object({ id: idSchema(M.establishmentId) });
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const depositKeySchema = z.string(M.depositKey).regex(DEPOSIT_KEY_PATTERN, M.depositKey);

/** A bank line as reconciliation shows it: its account, posted day, amount and what it is. */
export const reconciliationLineSchema = z.object({
  id: z.uuid(),
  bankAccountId: z.uuid(),
  accountName: z.string(),
  postedOn: date,
  amount: z.number(),
  description: z.string(),
  status: z.enum(RECONCILIATION_STATUSES),
  /** The decision that matched or dismissed it; null while unmatched. */
  decisionId: z.uuid().nullable(),
  note: z.string().nullable(),
});
export type ReconciliationLine = z.infer<typeof reconciliationLineSchema>;

/** One deposit the location expects, with what became of it. */
export const expectedDepositSchema = z.object({
  key: depositKeySchema,
  kind: z.enum(DEPOSIT_KINDS),
  /** The local business day of the card takings, or the day the drawer closed. */
  businessDay: date,
  /** The bank line may post from this day to `expectedTo` (inclusive). */
  expectedFrom: date,
  expectedTo: date,
  /** Dollars: card takings less card refunds of the day, or the drawer's cash less its float. */
  amount: z.number(),
  /** Card payments (tenders) in a settlement; 1 for a drawer. */
  payments: z.number().int(),
  /** Undecided deposits are `awaiting` until `expectedTo` has passed in the location's zone, then `unmatched`. */
  status: z.enum(DEPOSIT_STATUSES),
  decisionId: z.uuid().nullable(),
  /** Whether the matcher (not a person) made the match. */
  automatic: z.boolean(),
  note: z.string().nullable(),
  /** The bank line it is matched to; null unless matched. */
  bankLine: reconciliationLineSchema.nullable(),
});
export type ExpectedDeposit = z.infer<typeof expectedDepositSchema>;

/** GET …/reconciliation query: business days from–to (inclusive); defaults to the last 30 days. */
export const reconciliationQuerySchema = z
  .object({
    from: calendarDateSchema(M.from).optional(),
    to: calendarDateSchema(M.to).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: M.range, path: ['from'] });
export type ReconciliationQuery = z.input<typeof reconciliationQuerySchema>;
export type ReconciliationQueryParsed = z.output<typeof reconciliationQuerySchema>;

/**
 * GET …/reconciliation answer: the period, its expected deposits oldest first, and the bank's
 * deposit lines posted in the period's windows that no deposit is matched to (unmatched or
 * dismissed); the summary counts and sums (dollars) both sides.
 */
export const reconciliationSchema = z.object({
  from: date,
  to: date,
  deposits: z.array(expectedDepositSchema),
  lines: z.array(reconciliationLineSchema),
  summary: z.object({
    expected: z.number(),
    matched: z.number(),
    /** Undecided deposits whose window has ended: money the bank should have shown. */
    unmatchedDeposits: z.number().int(),
    /** Undecided deposits still inside their window. */
    awaitingDeposits: z.number().int(),
    unmatchedLines: z.number().int(),
  }),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** POST …/reconciliation/matches body: a deposit and the bank line that paid it in. */
export const reconciliationMatchSchema = z.object({
  depositKey: depositKeySchema,
  bankLineId: idSchema(M.bankLineId),
  note: optionalTextSchema({ max: TEXT_MAX.line, message: M.note }),
});
export type ReconciliationMatch = z.input<typeof reconciliationMatchSchema>;
export type ReconciliationMatchParsed = z.output<typeof reconciliationMatchSchema>;

/** POST …/reconciliation/dismissals body: one deposit or one bank line, and why. */
export const reconciliationDismissSchema = z
  .object({
    depositKey: depositKeySchema.optional(),
    bankLineId: idSchema(M.bankLineId).optional(),
    reason: requiredTextSchema({ max: TEXT_MAX.line, required: M.reason, message: M.reason }),
  })
  .refine((b) => (b.depositKey === undefined) !== (b.bankLineId === undefined), {
    message: M.dismissOne,
    path: ['depositKey'],
  });
export type ReconciliationDismiss = z.input<typeof reconciliationDismissSchema>;
export type ReconciliationDismissParsed = z.output<typeof reconciliationDismissSchema>;

/** What a match or a dismissal stored. */
export const reconciliationDecisionSchema = z.object({
  id: z.uuid(),
  decision: z.enum(BANK_RECONCILIATION_DECISIONS),
  depositKey: z.string().nullable(),
  bankLineId: z.uuid().nullable(),
  automatic: z.boolean(),
  note: z.string().nullable(),
  decidedAt: z.string(),
});
export type ReconciliationDecision = z.infer<typeof reconciliationDecisionSchema>;

/** POST …/reconciliation/auto-match body: the business days to match (defaults as the view's). */
export const reconciliationAutoMatchSchema = z
  .object({
    from: calendarDateSchema(M.from).optional(),
    to: calendarDateSchema(M.to).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: M.range, path: ['from'] });
export type ReconciliationAutoMatch = z.input<typeof reconciliationAutoMatchSchema>;

export const reconciliationAutoMatchResultSchema = z.object({ matched: z.number().int() });
export type ReconciliationAutoMatchResult = z.infer<typeof reconciliationAutoMatchResultSchema>;

const base = '/api/admin/establishments/:id/reconciliation';

export const RECONCILIATION_ENDPOINTS = {
  view: endpoint({
    method: 'GET',
    path: base,
    access: { permission: 'revenue:read' },
    summary:
      "A location's expected deposits in a period with what each was matched to, and the bank lines left over.",
    params: establishmentParams,
    query: reconciliationQuerySchema,
    response: envelope(reconciliationSchema),
  }),
  match: endpoint({
    method: 'POST',
    path: `${base}/matches`,
    access: { permission: 'establishment:update' },
    summary: 'Matches an expected deposit to a bank line; either already decided is a 409.',
    params: establishmentParams,
    body: reconciliationMatchSchema,
    response: envelope(reconciliationDecisionSchema),
    status: 201,
  }),
  dismiss: endpoint({
    method: 'POST',
    path: `${base}/dismissals`,
    access: { permission: 'establishment:update' },
    summary:
      'Dismisses an expected deposit or a bank line with a reason, so it no longer counts as unmatched.',
    params: establishmentParams,
    body: reconciliationDismissSchema,
    response: envelope(reconciliationDecisionSchema),
    status: 201,
  }),
  undo: endpoint({
    method: 'DELETE',
    path: `${base}/decisions/:decisionId`,
    access: { permission: 'establishment:update' },
    summary: 'Undoes a match or a dismissal: both sides are unmatched again.',
    params: establishmentParams.extend({ decisionId: idSchema(M.decisionId) }),
    response: successOnlySchema,
  }),
  autoMatch: endpoint({
    method: 'POST',
    path: `${base}/auto-match`,
    access: { permission: 'establishment:update' },
    summary:
      'Matches each undecided deposit to an undecided bank line of the same amount posted in its window.',
    params: establishmentParams,
    body: reconciliationAutoMatchSchema,
    response: envelope(reconciliationAutoMatchResultSchema),
  }),
} as const;
