/**
 * Client, client note and lead of spec core.md §3 (CRM). Money is US dollars with two decimals
 * on the wire (integer cents in the database); dates are 'YYYY-MM-DD'; instants are ISO 8601.
 * Visit and spend figures are derived by the server from the client's completed appointments
 * (and, later, payments): the web shows them, never sends them.
 */
import { z } from 'zod';
import { emailSchema } from './contact.js';
import { phoneSchema } from '../phone.js';
import { calendarDateSchema, idSchema, requiredTextSchema, textSchema } from '../fields.js';

export const CLIENT_STATUSES = ['active', 'inactive', 'vip'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const CLIENT_STATUS_LABEL: Record<ClientStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  vip: 'VIP',
};

/** Where a client record came from. */
export const CLIENT_SOURCES = ['manual', 'online_booking', 'import', 'lead'] as const;
export type ClientSource = (typeof CLIENT_SOURCES)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABEL: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  lost: 'Lost',
};

/** Lead sources the form offers; the field is free text, so others are kept as typed. */
export const LEAD_SOURCES = ['website', 'walk_in', 'referral', 'social', 'event'] as const;

export const LEAD_SOURCE_LABEL: Record<(typeof LEAD_SOURCES)[number], string> = {
  website: 'Website',
  walk_in: 'Walk-in',
  referral: 'Referral',
  social: 'Social media',
  event: 'Event',
};

/** The name an erased client's records carry from then on (their visits stay for the books). */
export const ERASED_CLIENT_NAME = 'Erased client';

export const CLIENT_NAME_MAX = 120;
export const CLIENT_TEXT_MAX = 2000;
export const CLIENT_NOTE_MAX = 5000;
export const LEAD_SOURCE_MAX = 60;
/** Largest page a client or lead list answers (the spec's sizes are 10, and 50 at first load). */
export const CRM_PAGE_SIZE_MAX = 100;
export const CRM_SEARCH_MAX = 100;
/** Loyalty rule: points per whole dollar spent, 0 (no points) to 100; the default is 1. */
export const LOYALTY_POINTS_PER_DOLLAR_DEFAULT = 1;
export const LOYALTY_POINTS_PER_DOLLAR_MAX = 100;
/** Points granted (or taken) by hand, per client, within ± this bound. */
export const LOYALTY_ADJUSTMENT_MAX = 1_000_000;
/** Favourite services: the client's most booked completed services, at most this many. */
export const FAVORITE_SERVICES_MAX = 3;
/** Upcoming appointments a client's page shows; the past ones page (clientHistory). */
export const CLIENT_APPOINTMENTS_MAX = 20;

/**
 * Columns the client list sorts by (GET /api/admin/crm/clients `sort`). Names, emails, phones
 * and locations compare without regard to accents or case ('Élodie', 'Léa', 'Luna'); blanks
 * come last either way; ties fall back to the name.
 */
export const CLIENT_SORT_KEYS = [
  'name',
  'email',
  'phone',
  'location',
  'lastVisit',
  'visitCount',
  'lifetimeSpend',
  'status',
] as const;
export type ClientSortKey = (typeof CLIENT_SORT_KEYS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const CLIENT_MESSAGES = {
  notFound: 'Client not found.',
  clientId: 'Not a valid client id.',
  leadId: 'Not a valid lead id.',
  noteId: 'Not a valid note id.',
  leadNotFound: 'Lead not found.',
  noteNotFound: 'Note not found.',
  establishmentNotFound: 'Establishment not found.',
  oneEstablishment: 'Choose one establishment, not all locations.',
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${CLIENT_NAME_MAX} characters.`,
  birthdate: 'Use a date as YYYY-MM-DD.',
  birthdateFuture: 'Birthdate cannot be in the future.',
  preferencesTooLong: `Preferences must be at most ${CLIENT_TEXT_MAX} characters.`,
  allergiesTooLong: `Allergies must be at most ${CLIENT_TEXT_MAX} characters.`,
  status: `Status must be one of: ${CLIENT_STATUSES.join(', ')}.`,
  leadStatus: `Status must be one of: ${LEAD_STATUSES.join(', ')}.`,
  sourceTooLong: `Source must be at most ${LEAD_SOURCE_MAX} characters.`,
  preferredStylist: 'The preferred stylist must be an active member of staff at this establishment.',
  preferredStylistId: 'Not a valid staff id.',
  noteRequired: 'Note cannot be empty.',
  noteTooLong: `A note must be at most ${CLIENT_NOTE_MAX} characters.`,
  noteDeleteForbidden: "Only the note's author or a manager can delete it.",
  loyaltyAdjustment: `The points adjustment must be a whole number between -${LOYALTY_ADJUSTMENT_MAX} and ${LOYALTY_ADJUSTMENT_MAX}.`,
  loyaltyRate: `Points per dollar must be a whole number from 0 to ${LOYALTY_POINTS_PER_DOLLAR_MAX}.`,
  mergeSelf: 'A client cannot be merged into itself.',
  mergeForbidden: 'Only managers, owners and admins can merge clients.',
  eraseForbidden: 'Only owners and admins can erase a client.',
  settingsForbidden: 'Only owners and admins can change the loyalty rule.',
  erased: "This client's personal data was erased; the record cannot be changed.",
  merged: 'This client was merged into another record.',
  search: `Search must be at most ${CRM_SEARCH_MAX} characters.`,
  page: 'Page must be a whole number, at least 1.',
  sort: `Sort must be one of: ${CLIENT_SORT_KEYS.join(', ')}.`,
  order: `Order must be one of: ${SORT_ORDERS.join(', ')}.`,
  pageSize: `Page size must be a whole number from 1 to ${CRM_PAGE_SIZE_MAX}.`,
  date: 'Use a date as YYYY-MM-DD.',
  dateRange: 'The end date must not be before the start date.',
  derived: 'A figure sent with a client must have the shape the client answer gives it (it is ignored).',
  /** Spec §8 "CRM": what the web app shows when a call fails. */
  fetchClientsFailed: 'Failed to fetch clients',
  fetchLeadsFailed: 'Failed to fetch leads',
  addClientFailed: 'Failed to add client',
  addLeadFailed: 'Failed to add lead',
  updateClientFailed: 'Failed to update client',
  updateLeadFailed: 'Failed to update lead',
  noClientSelected: 'No client selected for editing',
  noLeadSelected: 'No lead selected for editing',
  convertFailed: 'Failed to convert lead to client',
  /** The same for the CRM screens the spec leaves open. */
  fetchClientFailed: 'Failed to fetch client',
  fetchHistoryFailed: 'Failed to fetch past appointments',
  fetchLeadFailed: 'Failed to fetch lead',
  addNoteFailed: 'Failed to add note',
  deleteNoteFailed: 'Failed to delete note',
  mergeFailed: 'Failed to merge clients',
  eraseFailed: 'Failed to erase client',
  previewFailed: 'Failed to read the file',
  importFailed: 'Failed to import clients',
  exportFailed: 'Failed to export clients',
  fetchSettingsFailed: 'Failed to fetch the loyalty rule',
  saveSettingsFailed: 'Failed to save the loyalty rule',
  /** The web app's toast once a client is added. */
  clientAdded: 'Client added',
} as const;

/** A calendar date 'YYYY-MM-DD' that exists, within the years fields.ts allows. */
export const crmDateSchema = calendarDateSchema(CLIENT_MESSAGES.date);

/** One note on a client, with its author (null once that account is deleted). */
export const clientNoteSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  content: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientNote = z.infer<typeof clientNoteSchema>;

/** A live client with the same email or phone, flagged (not refused) when another is saved. */
export const clientDuplicateSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  establishmentId: z.string(),
});
export type ClientDuplicate = z.infer<typeof clientDuplicateSchema>;

export const clientStatusSchema = z.enum(CLIENT_STATUSES, CLIENT_MESSAGES.status);
export const leadStatusSchema = z.enum(LEAD_STATUSES, CLIENT_MESSAGES.leadStatus);

/**
 * A client as lists and the detail page show it. `lastVisit` is the local date (in that
 * appointment's establishment's zone) of the latest completed appointment; `visitCount` counts
 * completed visits (a multi-service visit once); `totalSpent` and `lifetimeSpend` are one
 * figure (issue #13): what the client actually paid at the register — each transaction's total
 * less tax, tip and refunds, products included — plus completed visits never checked out at
 * their booked price; `averageSpend` = that ÷ visitCount (0 without visits); `loyaltyPoints` =
 * ⌊lifetimeSpend × the tenant's points per dollar⌋ + `loyaltyPointsAdjustment`.
 */
export const clientSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  /** Home establishment: the front desk and managers there see the client. */
  establishmentId: z.string(),
  establishmentName: z.string(),
  name: z.string(),
  /** Lower-cased, or null. */
  email: z.string().nullable(),
  /** E.164 ('+12125550123'), or null; show it with formatPhone(). */
  phone: z.string().nullable(),
  birthdate: z.string().nullable(),
  /** Staff (user) id, or null. */
  preferredStylist: z.string().nullable(),
  preferredStylistName: z.string().nullable(),
  preferences: z.string().nullable(),
  allergies: z.string().nullable(),
  status: clientStatusSchema,
  source: z.string(),
  lastVisit: z.string().nullable(),
  visitCount: z.number().int(),
  totalSpent: z.number(),
  averageSpend: z.number(),
  lifetimeSpend: z.number(),
  loyaltyPoints: z.number().int(),
  loyaltyPointsAdjustment: z.number().int(),
  /** Names of the most booked completed services, most first (at most FAVORITE_SERVICES_MAX). */
  favoriteServices: z.array(z.string()),
  /** Product names; empty until product sales are recorded. */
  favoriteProducts: z.array(z.string()),
  /** Instant of erasure when personal data was removed on request, else null. */
  erasedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

/** An appointment on a client's page, its date and times local to its establishment's zone. */
export const clientAppointmentSchema = z.object({
  id: z.string(),
  establishmentId: z.string(),
  establishmentName: z.string(),
  date: z.string(),
  /** 'HH:MM'. */
  startTime: z.string(),
  /** 'HH:MM', or '24:00' for one that runs to midnight. */
  endTime: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  staffId: z.string(),
  staffName: z.string(),
  status: z.string(),
  /** US dollars. */
  price: z.number(),
  visitId: z.string().nullable(),
});
export type ClientAppointment = z.infer<typeof clientAppointmentSchema>;

/**
 * One client's page: the client, notes newest first, the next appointments (at most
 * CLIENT_APPOINTMENTS_MAX, soonest first; an employee sees only those they served, others those
 * at establishments they reach), and other live clients with the same email or phone. The past
 * appointments page separately (GET …/clients/{id}/history).
 */
export const clientDetailSchema = clientSchema.extend({
  notes: z.array(clientNoteSchema),
  upcomingAppointments: z.array(clientAppointmentSchema),
  duplicates: z.array(clientDuplicateSchema),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const leadSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  establishmentId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  source: z.string().nullable(),
  status: leadStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/** Blank (or whitespace) text → null, so an emptied form field clears the value. */
function blankToNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

const optionalText = (max: number, message: string, multiline = false) =>
  z.preprocess(blankToNull, textSchema({ max, message, multiline }).nullable().optional());

/** The client and lead name: trimmed, 1–120 characters, no control characters. */
export const crmNameSchema = requiredTextSchema({
  max: CLIENT_NAME_MAX,
  required: CLIENT_MESSAGES.nameRequired,
  message: CLIENT_MESSAGES.nameTooLong,
});

/** Email in normal form; '' or null clears it. */
export const optionalEmailSchema = z.preprocess(blankToNull, emailSchema.nullable().optional());
/** Phone in E.164; '' or null clears it. */
export const optionalPhoneSchema = z.preprocess(blankToNull, phoneSchema.nullable().optional());

/** The client fields a person types (spec §7 POST /api/admin/crm/clients). */
export const clientFields = {
  name: crmNameSchema,
  email: optionalEmailSchema,
  phone: optionalPhoneSchema,
  /** 'YYYY-MM-DD', not in the future; '' or null clears it. */
  birthdate: z.preprocess(blankToNull, crmDateSchema.nullable().optional()),
  /** Staff (user) id, active at the client's establishment; '' or null clears it. */
  preferredStylist: z.preprocess(
    blankToNull,
    idSchema(CLIENT_MESSAGES.preferredStylistId).nullable().optional(),
  ),
  preferences: optionalText(CLIENT_TEXT_MAX, CLIENT_MESSAGES.preferencesTooLong, true),
  allergies: optionalText(CLIENT_TEXT_MAX, CLIENT_MESSAGES.allergiesTooLong, true),
  status: clientStatusSchema.optional(),
};

/** The lead fields a person types (spec §7 POST /api/admin/crm/leads). */
export const leadFields = {
  name: crmNameSchema,
  email: optionalEmailSchema,
  phone: optionalPhoneSchema,
  source: optionalText(LEAD_SOURCE_MAX, CLIENT_MESSAGES.sourceTooLong),
  status: leadStatusSchema.optional(),
};
