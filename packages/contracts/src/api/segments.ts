/**
 * Client segments (issue #32 "Segments"): saved filters over the CRM, evaluated when read (and,
 * later, when a campaign sends). Every field of a filter is optional and they combine with AND;
 * a list field matches any of its values. Managers and owners (roles.ts `marketing:*`).
 *
 * Readings:
 * - `lastVisitBefore` / `lastVisitAfter`: the local day (in the zone of the location where it
 *   happened) of the client's latest completed visit is strictly before / strictly after the
 *   date. A client who never visited matches neither.
 * - `visitsMin` / `visitsMax`: completed visits (a multi-service visit once), inclusive.
 * - `spendMin` / `spendMax`: US dollars like the CRM's `totalSpent` (what the client paid at the
 *   register plus completed visits never checked out), inclusive.
 * - `serviceIds` / `categories`: had a completed appointment of one of the services / of a
 *   service in one of the categories (the catalogue's category names).
 * - `staffIds` / `establishmentIds`: had a completed appointment with one of the people / at
 *   one of the locations.
 * - `birthdayMonth`: the month (1–12) of the client's birthdate.
 * - `noShowsMin`: at least this many appointments marked no-show.
 * - `consent`: the client currently consents to marketing on the channel (opt-in: the default
 *   is no). A campaign always sets it.
 * The CRM keeps no tags and no lead status on clients (leads are prospects, not clients), so the
 * issue's "tags" and "lead status" filters wait for those.
 */
import { z } from 'zod';
import { TEXT_MAX, calendarDateSchema, idSchema, moneySchema, requiredTextSchema } from '../fields.js';
import { endpoint } from './endpoint.js';
import { envelope, successOnlySchema } from './envelope.js';

/** Bad input and refusals of the segment endpoints, in the spec's manner. */
export const SEGMENT_MESSAGES = {
  notFound: 'Segment not found.',
  segmentId: 'Not a valid segment id.',
  name: 'Give the segment a name of up to 120 characters.',
  date: 'Dates are YYYY-MM-DD.',
  dateOrder: 'The last visit cannot be both before and after those dates: the "after" date must come first.',
  visits: 'Visits are a whole number from 0 to 100,000.',
  visitsOrder: 'The fewest visits cannot be more than the most visits.',
  spend: 'Spend is an amount in dollars from 0 to 10,000,000 with at most two decimals.',
  spendOrder: 'The lowest spend cannot be more than the highest spend.',
  ids: 'Choose at most 100, each a valid id.',
  categories: 'Choose at most 100 categories.',
  birthdayMonth: 'The birthday month is a number from 1 to 12.',
  noShows: 'No-shows are a whole number from 1 to 1,000.',
  consentChannel: 'The consent channel is email or sms.',
  consentPurpose: 'Segments check marketing consent.',
  page: 'page must be a whole number of at least 1.',
  saveFailed: 'Could not save the segment.',
  deleteFailed: 'Could not delete the segment.',
} as const;
const M = SEGMENT_MESSAGES;

/** How many ids or names a list filter takes. */
export const SEGMENT_LIST_MAX = 100;
/** The preview's first clients. */
export const SEGMENT_PREVIEW_SIZE = 10;
/** Members per page. */
export const SEGMENT_PAGE_SIZE = 50;

const count = (message: string, min: number, max: number) =>
  z.number(message).int(message).min(min, message).max(max, message);
const ids = z.array(idSchema(M.ids), M.ids).max(SEGMENT_LIST_MAX, M.ids);

/** A segment's filter; every field optional, all combined with AND (see the file's readings). */
export const segmentFilterSchema = z
  .object({
    lastVisitBefore: calendarDateSchema(M.date).optional(),
    lastVisitAfter: calendarDateSchema(M.date).optional(),
    visitsMin: count(M.visits, 0, 100_000).optional(),
    visitsMax: count(M.visits, 0, 100_000).optional(),
    spendMin: moneySchema({ max: 10_000_000, message: M.spend }).optional(),
    spendMax: moneySchema({ max: 10_000_000, message: M.spend }).optional(),
    serviceIds: ids.optional(),
    categories: z
      .array(
        requiredTextSchema({ max: TEXT_MAX.line, required: M.categories, message: M.categories }),
        M.categories,
      )
      .max(SEGMENT_LIST_MAX, M.categories)
      .optional(),
    staffIds: ids.optional(),
    establishmentIds: ids.optional(),
    birthdayMonth: count(M.birthdayMonth, 1, 12).optional(),
    noShowsMin: count(M.noShows, 1, 1000).optional(),
    consent: z
      .object({
        channel: z.enum(['email', 'sms'], M.consentChannel),
        purpose: z.literal('marketing', M.consentPurpose),
      })
      .optional(),
  })
  .refine((f) => !f.lastVisitBefore || !f.lastVisitAfter || f.lastVisitAfter < f.lastVisitBefore, {
    message: M.dateOrder,
    path: ['lastVisitAfter'],
  })
  .refine((f) => f.visitsMin === undefined || f.visitsMax === undefined || f.visitsMin <= f.visitsMax, {
    message: M.visitsOrder,
    path: ['visitsMin'],
  })
  .refine((f) => f.spendMin === undefined || f.spendMax === undefined || f.spendMin <= f.spendMax, {
    message: M.spendOrder,
    path: ['spendMin'],
  });
export type SegmentFilter = z.infer<typeof segmentFilterSchema>;

/** A saved segment and how many clients it holds now. */
export const segmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  filter: segmentFilterSchema,
  memberCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Segment = z.infer<typeof segmentSchema>;

/** A member as the preview and the member list show one; `lastVisitAt` an instant or null. */
export const segmentMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  lastVisitAt: z.string().nullable(),
});
export type SegmentMember = z.infer<typeof segmentMemberSchema>;

/** POST and PUT body: a name and a filter. */
export const segmentWriteSchema = z.object({
  name: requiredTextSchema({ max: 120, required: M.name, message: M.name }),
  filter: segmentFilterSchema,
});
export type SegmentWrite = z.infer<typeof segmentWriteSchema>;

/** POST …/preview body and answer: the count and the first clients, by name. */
export const segmentPreviewBodySchema = z.object({ filter: segmentFilterSchema });
export const segmentPreviewSchema = z.object({
  count: z.number().int(),
  clients: z.array(segmentMemberSchema),
});
export type SegmentPreview = z.infer<typeof segmentPreviewSchema>;

/** One page of a segment's members, by name. */
export const segmentMembersSchema = z.object({
  members: z.array(segmentMemberSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SegmentMembers = z.infer<typeof segmentMembersSchema>;

const segmentParams = z.object({ id: idSchema(M.segmentId) });
const membersQuery = z.object({
  page: z
    .string(M.page)
    .regex(/^\d{1,7}$/, M.page)
    .transform(Number)
    .pipe(z.number().int().min(1, M.page))
    .default(1),
});

export const SEGMENT_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/marketing/segments',
    access: { permission: 'marketing:read' },
    summary: 'The saved segments by name, each with its member count now.',
    response: envelope(z.array(segmentSchema)),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/marketing/segments',
    access: { permission: 'marketing:create' },
    summary: 'Saves a segment (a name and a filter).',
    body: segmentWriteSchema,
    response: envelope(segmentSchema),
    status: 201,
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/admin/marketing/segments/preview',
    access: { permission: 'marketing:read' },
    summary: 'How many clients a filter holds now and the first 10 by name, without saving it.',
    body: segmentPreviewBodySchema,
    response: envelope(segmentPreviewSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/marketing/segments/:id',
    access: { permission: 'marketing:read' },
    summary: 'One segment with its member count now.',
    params: segmentParams,
    response: envelope(segmentSchema),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/marketing/segments/:id',
    access: { permission: 'marketing:update' },
    summary: 'Replaces a segment’s name and filter.',
    params: segmentParams,
    body: segmentWriteSchema,
    response: envelope(segmentSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/marketing/segments/:id',
    access: { permission: 'marketing:delete' },
    summary: 'Deletes a segment.',
    params: segmentParams,
    response: successOnlySchema,
  }),
  members: endpoint({
    method: 'GET',
    path: '/api/admin/marketing/segments/:id/members',
    access: { permission: 'marketing:read' },
    summary: 'One page (50) of a segment’s members now, by name.',
    params: segmentParams,
    query: membersQuery,
    response: envelope(segmentMembersSchema),
  }),
} as const;
