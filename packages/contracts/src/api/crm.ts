/**
 * CRM endpoints (spec core.md §7 "CRM", §5): clients, their notes, leads and the loyalty rule.
 * Every answer is the `{ success, data }` envelope; lists add `pagination`. Writes carry
 * `tenantId` and `establishmentId` (spec §5); either missing → 400 'Missing tenantId or
 * establishmentId'.
 */
import { z } from 'zod';
import { ALL_ESTABLISHMENTS, CRM_PAGE_SIZE } from '../constants.js';
import { MESSAGES } from '../errors.js';
import { endpoint } from './endpoint.js';
import {
  calendarDateSchema,
  idSchema,
  requiredTextSchema,
  TEXT_MAX,
  textSchema,
  queryInt,
} from '../fields.js';
import { envelope, successOnlySchema } from './envelope.js';
import {
  CLIENT_MESSAGES,
  CRM_PAGE_SIZE_MAX,
  CRM_SEARCH_MAX,
  CLIENT_SORT_KEYS,
  SORT_ORDERS,
  LOYALTY_ADJUSTMENT_MAX,
  LOYALTY_POINTS_PER_DOLLAR_MAX,
  CLIENT_NOTE_MAX,
  clientAppointmentSchema,
  clientDetailSchema,
  clientDuplicateSchema,
  clientFields,
  clientNoteSchema,
  clientSchema,
  clientStatusSchema,
  crmDateSchema,
  leadFields,
  leadSchema,
  leadStatusSchema,
} from '../entities/client.js';

export const clientParamsSchema = z.object({ id: idSchema(CLIENT_MESSAGES.clientId) });
export const clientNoteParamsSchema = z.object({
  id: idSchema(CLIENT_MESSAGES.clientId),
  noteId: idSchema(CLIENT_MESSAGES.noteId),
});
export const leadParamsSchema = z.object({ id: idSchema(CLIENT_MESSAGES.leadId) });

/** An establishment id, or ALL_ESTABLISHMENTS for every location the person reaches. */
const establishmentScope = z.union(
  [idSchema('Not a valid establishment id.'), z.literal(ALL_ESTABLISHMENTS)],
  'Not a valid establishment id.',
);
const tenantIdSchema = idSchema('Not a valid tenant id.');

/**
 * The tenant and establishment a write is made in (spec §5). Optional in the shape so that a
 * missing one gets the spec's single message rather than a per-field one.
 */
const scopeFields = {
  tenantId: tenantIdSchema.optional(),
  establishmentId: establishmentScope.optional(),
};

function requireScope(value: { tenantId?: string; establishmentId?: string }, ctx: z.RefinementCtx): void {
  if (!value.tenantId || !value.establishmentId) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.missingTenantOrEstablishment, path: [] });
  }
}

/** Whole number from a query string. */
const pageFields = {
  /** 1-based. */
  page: queryInt(CLIENT_MESSAGES.page, 1, 1_000_000).default(1),
  /** CRM_PAGE_SIZE by default; the web asks CRM_INITIAL_PAGE_SIZE at first load. */
  pageSize: queryInt(CLIENT_MESSAGES.pageSize, 1, CRM_PAGE_SIZE_MAX).default(CRM_PAGE_SIZE),
};

const pagingFields = {
  ...pageFields,
  /**
   * Partial, case- and accent-insensitive match on name, email and phone; every word must
   * match. A query of only digits and phone punctuation matches the phone's digits.
   */
  search: textSchema({ max: CRM_SEARCH_MAX, message: CLIENT_MESSAGES.search }).optional(),
};

/**
 * GET /api/admin/crm/clients query. `establishmentId` omitted or ALL_ESTABLISHMENTS → every
 * client the person may see (owner and admin: the tenant; manager and front desk: their
 * establishments; employee: clients they served). A given one narrows to clients whose home
 * it is (for an employee: served there). `lastVisitFrom`/`lastVisitTo` are inclusive dates.
 * Merged and erased clients are left out. Ordered by `sort` (CLIENT_SORT_KEYS, default the
 * name) in `order` (default 'asc'); accents and case do not decide, blanks come last, ties go
 * by name.
 */
export const clientListQuerySchema = z
  .object({
    tenantId: tenantIdSchema.optional(),
    establishmentId: establishmentScope.optional(),
    status: clientStatusSchema.optional(),
    lastVisitFrom: crmDateSchema.optional(),
    lastVisitTo: crmDateSchema.optional(),
    preferredStylistId: idSchema(CLIENT_MESSAGES.preferredStylistId).optional(),
    sort: z.enum(CLIENT_SORT_KEYS, CLIENT_MESSAGES.sort).default('name'),
    order: z.enum(SORT_ORDERS, CLIENT_MESSAGES.order).default('asc'),
    ...pagingFields,
  })
  .refine((q) => !q.lastVisitFrom || !q.lastVisitTo || q.lastVisitFrom <= q.lastVisitTo, {
    message: CLIENT_MESSAGES.dateRange,
    path: ['lastVisitTo'],
  });
export type ClientListQuery = z.input<typeof clientListQuerySchema>;
export type ClientListQueryParsed = z.output<typeof clientListQuerySchema>;

/**
 * GET /api/admin/crm/clients/{id}/history query: one page of the client's past appointments
 * (any status), latest first; CRM_PAGE_SIZE by default.
 */
export const clientHistoryQuerySchema = z.object(pageFields);
export type ClientHistoryQuery = z.input<typeof clientHistoryQuerySchema>;
export type ClientHistoryQueryParsed = z.output<typeof clientHistoryQuerySchema>;

/**
 * GET /api/admin/crm/leads query: `tenantId` and `establishmentId` are required (spec §5);
 * ALL_ESTABLISHMENTS lists every location the person reaches. Newest first.
 */
export const leadListQuerySchema = z
  .object({
    ...scopeFields,
    status: leadStatusSchema.optional(),
    ...pagingFields,
  })
  .superRefine(requireScope);
export type LeadListQuery = z.input<typeof leadListQuerySchema>;
export type LeadListQueryParsed = z.output<typeof leadListQuerySchema>;

const ignored = 'Ignored: the server derives it from completed appointments.';
const derivedCount = z
  .number(CLIENT_MESSAGES.derived)
  .int(CLIENT_MESSAGES.derived)
  .min(0, CLIENT_MESSAGES.derived);
const derivedAmount = z
  .number(CLIENT_MESSAGES.derived)
  .min(0, CLIENT_MESSAGES.derived)
  .max(1e12, CLIENT_MESSAGES.derived);
const derivedNames = z
  .array(textSchema({ max: TEXT_MAX.name, message: CLIENT_MESSAGES.derived }), CLIENT_MESSAGES.derived)
  .max(100, CLIENT_MESSAGES.derived);

/**
 * Figures the spec's PUT payload carries that the server derives (like appointments'
 * derivedFields): accepted, in the shape a client answer has them, so the web may send a
 * whole client back, and ignored (the API reference says so). Any other shape is a 400.
 */
const derivedClientFields = {
  lastVisit: calendarDateSchema(CLIENT_MESSAGES.derived).nullable().optional().describe(ignored),
  totalSpent: derivedAmount.optional().describe(ignored),
  visitCount: derivedCount.optional().describe(ignored),
  loyaltyPoints: z.number(CLIENT_MESSAGES.derived).int(CLIENT_MESSAGES.derived).optional().describe(ignored),
  favorites: z
    .union(
      [derivedNames, z.object({ services: derivedNames.optional(), products: derivedNames.optional() })],
      CLIENT_MESSAGES.derived,
    )
    .optional()
    .describe(ignored),
  favoriteServices: derivedNames.optional().describe(ignored),
  favoriteProducts: derivedNames.optional().describe(ignored),
  averageSpend: derivedAmount.optional().describe(ignored),
  lifetimeSpend: derivedAmount.optional().describe(ignored),
  notes: z
    .array(
      z.object({
        id: z.string().max(64).optional(),
        content: textSchema({
          max: TEXT_MAX.note,
          message: CLIENT_MESSAGES.derived,
          multiline: true,
        }).optional(),
        createdAt: z.string().max(64).optional(),
      }),
      CLIENT_MESSAGES.derived,
    )
    .max(1000, CLIENT_MESSAGES.derived)
    .optional()
    .describe('Ignored: notes are added with POST …/clients/{id}/notes.'),
};

/**
 * POST /api/admin/crm/clients body (spec §7). `establishmentId` is the client's home and must be
 * one establishment the person reaches; `status` defaults to 'active'. Same email or phone as a
 * live client is flagged in the answer's `duplicates`, not refused.
 */
export const clientCreateSchema = z.object({ ...scopeFields, ...clientFields }).superRefine(requireScope);
export type ClientCreate = z.input<typeof clientCreateSchema>;
export type ClientCreateParsed = z.output<typeof clientCreateSchema>;

/**
 * PUT /api/admin/crm/clients/{id} body: tenantId and establishmentId (the client's home; a
 * different reachable one moves the client there, ALL_ESTABLISHMENTS keeps it) and any subset
 * of the typed fields.
 * `loyaltyPointsAdjustment` sets the points granted or redeemed by hand.
 */
export const clientUpdateSchema = z
  .object({
    ...scopeFields,
    ...clientFields,
    name: clientFields.name.optional(),
    loyaltyPointsAdjustment: z
      .number(CLIENT_MESSAGES.loyaltyAdjustment)
      .int(CLIENT_MESSAGES.loyaltyAdjustment)
      .min(-LOYALTY_ADJUSTMENT_MAX, CLIENT_MESSAGES.loyaltyAdjustment)
      .max(LOYALTY_ADJUSTMENT_MAX, CLIENT_MESSAGES.loyaltyAdjustment)
      .optional(),
    ...derivedClientFields,
  })
  .superRefine(requireScope);
export type ClientUpdate = z.input<typeof clientUpdateSchema>;
export type ClientUpdateParsed = z.output<typeof clientUpdateSchema>;

/** POST /api/admin/crm/clients/{id}/notes body. */
export const clientNoteCreateSchema = z.object({
  content: requiredTextSchema({
    max: CLIENT_NOTE_MAX,
    required: CLIENT_MESSAGES.noteRequired,
    message: CLIENT_MESSAGES.noteTooLong,
    multiline: true,
  }),
});
export type ClientNoteCreate = z.input<typeof clientNoteCreateSchema>;

/**
 * POST /api/admin/crm/clients/{id}/merge body: `duplicateId`'s appointments and notes move to
 * the client `id`, the client's empty fields take the duplicate's values, and the duplicate is
 * marked merged (it leaves lists). Manager, owner and admin only.
 */
export const clientMergeSchema = z.object({ duplicateId: idSchema(CLIENT_MESSAGES.clientId) });
export type ClientMerge = z.input<typeof clientMergeSchema>;

/** POST /api/admin/crm/leads body (spec §7); `status` defaults to 'new'. */
export const leadCreateSchema = z.object({ ...scopeFields, ...leadFields }).superRefine(requireScope);
export type LeadCreate = z.input<typeof leadCreateSchema>;
export type LeadCreateParsed = z.output<typeof leadCreateSchema>;

/**
 * PUT /api/admin/crm/leads/{id} body: tenantId, establishmentId (the lead's; another reachable
 * one moves it, ALL_ESTABLISHMENTS keeps it) and any subset of the fields.
 */
export const leadUpdateSchema = z
  .object({ ...scopeFields, ...leadFields, name: leadFields.name.optional() })
  .superRefine(requireScope);
export type LeadUpdate = z.input<typeof leadUpdateSchema>;
export type LeadUpdateParsed = z.output<typeof leadUpdateSchema>;

/**
 * POST /api/admin/crm/leads/{id}/convert body (spec §7): the client to create, usually the
 * lead's values as edited in the form, at home in `establishmentId` (ALL_ESTABLISHMENTS: the
 * lead's). The client is created (source 'lead') and the lead removed in one transaction.
 */
export const leadConvertSchema = z.object({ ...scopeFields, ...clientFields }).superRefine(requireScope);
export type LeadConvert = z.input<typeof leadConvertSchema>;
export type LeadConvertParsed = z.output<typeof leadConvertSchema>;

/** The tenant's loyalty rule (GET and PUT /api/admin/crm/settings). */
export const crmSettingsSchema = z.object({
  /** Points a client earns per dollar spent, 0–100 (default 1). */
  loyaltyPointsPerDollar: z
    .number(CLIENT_MESSAGES.loyaltyRate)
    .int(CLIENT_MESSAGES.loyaltyRate)
    .min(0, CLIENT_MESSAGES.loyaltyRate)
    .max(LOYALTY_POINTS_PER_DOLLAR_MAX, CLIENT_MESSAGES.loyaltyRate),
});
export type CrmSettings = z.infer<typeof crmSettingsSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Rows matching the filters across all pages. */
  total: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `{ success, data, pagination }`: one page of a list. */
export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema });
}

export const clientListResponseSchema = pagedEnvelope(clientSchema);
export const clientResponseSchema = envelope(clientSchema);
export const clientDetailResponseSchema = envelope(clientDetailSchema);
export const clientHistoryResponseSchema = pagedEnvelope(clientAppointmentSchema);
/** POST /api/admin/crm/clients and lead conversion: the client and any flagged duplicates. */
export const clientCreateResponseSchema = envelope(
  clientSchema.extend({ duplicates: z.array(clientDuplicateSchema) }),
);
export const clientNoteListResponseSchema = envelope(z.array(clientNoteSchema));
export const clientNoteResponseSchema = envelope(clientNoteSchema);
export const leadListResponseSchema = pagedEnvelope(leadSchema);
export const leadResponseSchema = envelope(leadSchema);
/** POST /api/admin/crm/leads: the lead and any live clients with the same email or phone. */
export const leadCreateResponseSchema = envelope(
  leadSchema.extend({ duplicates: z.array(clientDuplicateSchema) }),
);
export const crmSettingsResponseSchema = envelope(crmSettingsSchema);

const clients = '/api/admin/crm/clients';
const leads = '/api/admin/crm/leads';

/**
 * The CRM endpoints under /api/admin/crm: the spec's client and lead calls, plus read-one,
 * notes, merge, erase, lead deletion and the loyalty rule.
 */
export const CRM_ENDPOINTS = {
  listClients: endpoint({
    method: 'GET',
    path: clients,
    access: { permission: 'client:read' },
    summary:
      'A page of the clients the person sees, sorted by a column, searched and filtered, with figures.',
    query: clientListQuerySchema,
    response: clientListResponseSchema,
  }),
  client: endpoint({
    method: 'GET',
    path: `${clients}/:id`,
    access: { permission: 'client:read' },
    summary: "One client's page: figures, notes, upcoming appointments, duplicates.",
    params: clientParamsSchema,
    response: clientDetailResponseSchema,
  }),
  clientHistory: endpoint({
    method: 'GET',
    path: `${clients}/:id/history`,
    access: { permission: 'client:read' },
    summary: "A page of the client's past appointments, latest first, with the total.",
    params: clientParamsSchema,
    query: clientHistoryQuerySchema,
    response: clientHistoryResponseSchema,
  }),
  createClient: endpoint({
    method: 'POST',
    path: clients,
    access: { permission: 'client:create' },
    summary: 'Adds a client; same email or phone as a live client is flagged in `duplicates`.',
    body: clientCreateSchema,
    response: clientCreateResponseSchema,
    status: 201,
  }),
  updateClient: endpoint({
    method: 'PUT',
    path: `${clients}/:id`,
    access: { permission: 'client:update' },
    summary: "Changes a client's typed fields; derived figures in the body are ignored.",
    params: clientParamsSchema,
    body: clientUpdateSchema,
    response: clientResponseSchema,
  }),
  clientNotes: endpoint({
    method: 'GET',
    path: `${clients}/:id/notes`,
    access: { permission: 'client:read' },
    summary: "The client's notes, newest first.",
    params: clientParamsSchema,
    response: clientNoteListResponseSchema,
  }),
  addClientNote: endpoint({
    method: 'POST',
    path: `${clients}/:id/notes`,
    access: { permission: 'client:update' },
    summary: 'Adds a note by the signed-in person.',
    params: clientParamsSchema,
    body: clientNoteCreateSchema,
    response: clientNoteResponseSchema,
    status: 201,
  }),
  removeClientNote: endpoint({
    method: 'DELETE',
    path: `${clients}/:id/notes/:noteId`,
    access: { permission: 'client:update' },
    summary: 'Deletes a note (its author, or a manager and above).',
    params: clientNoteParamsSchema,
    response: successOnlySchema,
  }),
  mergeClient: endpoint({
    method: 'POST',
    path: `${clients}/:id/merge`,
    access: { permission: 'client:delete' },
    summary: 'Merges `duplicateId` into this client (manager and above).',
    params: clientParamsSchema,
    body: clientMergeSchema,
    response: clientResponseSchema,
  }),
  eraseClient: endpoint({
    method: 'POST',
    path: `${clients}/:id/erase`,
    access: { permission: 'client:delete' },
    summary: "Erases the client's personal data on request, keeping visits for the books (owner, admin).",
    params: clientParamsSchema,
    response: clientResponseSchema,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/admin/crm/settings',
    access: { permission: 'client:read' },
    summary: "The tenant's loyalty rule.",
    response: crmSettingsResponseSchema,
  }),
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/admin/crm/settings',
    access: { permission: 'client:update' },
    summary: 'Sets the loyalty rule (owner and admin).',
    body: crmSettingsSchema,
    response: crmSettingsResponseSchema,
  }),
  listLeads: endpoint({
    method: 'GET',
    path: leads,
    access: { permission: 'client:read' },
    summary: 'A page of leads, newest first; tenantId and establishmentId are required (spec §5).',
    query: leadListQuerySchema,
    response: leadListResponseSchema,
  }),
  lead: endpoint({
    method: 'GET',
    path: `${leads}/:id`,
    access: { permission: 'client:read' },
    summary: "One lead; 404 'Lead not found.' (also once it has been converted).",
    params: leadParamsSchema,
    response: leadResponseSchema,
  }),
  createLead: endpoint({
    method: 'POST',
    path: leads,
    access: { permission: 'client:create' },
    summary: 'Adds a lead; live clients with the same email or phone come back in `duplicates`.',
    body: leadCreateSchema,
    response: leadCreateResponseSchema,
    status: 201,
  }),
  updateLead: endpoint({
    method: 'PUT',
    path: `${leads}/:id`,
    access: { permission: 'client:update' },
    summary: "Changes any subset of the lead's fields.",
    params: leadParamsSchema,
    body: leadUpdateSchema,
    response: leadResponseSchema,
  }),
  removeLead: endpoint({
    method: 'DELETE',
    path: `${leads}/:id`,
    access: { permission: 'client:delete' },
    summary: 'Deletes a lead.',
    params: leadParamsSchema,
    response: successOnlySchema,
  }),
  convertLead: endpoint({
    method: 'POST',
    path: `${leads}/:id/convert`,
    access: { permission: 'client:create' },
    summary: 'Turns the lead into a client in one transaction: the client is created, the lead removed.',
    params: leadParamsSchema,
    body: leadConvertSchema,
    response: clientCreateResponseSchema,
    status: 201,
  }),
} as const;
