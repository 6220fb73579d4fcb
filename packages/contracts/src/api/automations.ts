/**
 * Automated messages (issue #32 "Automated messages (flows)"): per location, the booking
 * confirmation and two reminders, each on or off, with its hours before the appointment
 * (reminders) and its channels; the client flows (rebook nudge, birthday, win-back, review
 * request) with their wait; and what was sent, skipped or failed. Managers and owners
 * (establishment:update: the location's own settings, as its hours and details are).
 */
import { z } from 'zod';
import { idSchema, requiredTextSchema } from '../fields.js';
import { unknownMergeFields } from '../merge-fields.js';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';

/** The flows of this slice; a reminder's hours are counted back from the appointment's start. */
export const AUTOMATION_FLOWS = ['booking_confirmation', 'reminder_first', 'reminder_second'] as const;
export type AutomationFlow = (typeof AUTOMATION_FLOWS)[number];

/** Flows whose time is hours before the appointment. */
export const AUTOMATION_REMINDER_FLOWS = ['reminder_first', 'reminder_second'] as const;

/**
 * The client flows (issue #32): sent by the recurring sweeps, once per occasion, each on or off per
 * location. The rebook nudge, birthday and win-back are marketing (marketing consent, unsubscribe
 * link); the review request follows the reminders consent.
 */
export const AUTOMATION_CLIENT_FLOWS = ['rebook_nudge', 'birthday', 'win_back', 'review_request'] as const;
export type AutomationClientFlow = (typeof AUTOMATION_CLIENT_FLOWS)[number];

/** Client flows that are marketing. */
export const AUTOMATION_MARKETING_FLOWS = ['rebook_nudge', 'birthday', 'win_back'] as const;

/** The unit of each client flow's wait (null: the birthday has none, it goes out at 10:00 local). */
export const AUTOMATION_WAIT_UNITS: Record<AutomationClientFlow, 'weeks' | 'days' | 'hours' | null> = {
  rebook_nudge: 'weeks',
  birthday: null,
  win_back: 'days',
  review_request: 'hours',
};

/** Bounds of each client flow's wait, in its unit. */
export const AUTOMATION_WAIT_BOUNDS: Record<AutomationClientFlow, { min: number; max: number } | null> = {
  rebook_nudge: { min: 1, max: 52 },
  birthday: null,
  win_back: { min: 14, max: 730 },
  review_request: { min: 1, max: 72 },
};

/** A location's client flows before anyone changes them: off (a salon chooses to send them), by email. */
export const AUTOMATION_CLIENT_DEFAULTS: Record<AutomationClientFlow, { wait: number | null }> = {
  rebook_nudge: { wait: 6 },
  birthday: { wait: null },
  win_back: { wait: 90 },
  review_request: { wait: 2 },
};

/** At most this many services with their own rebook weeks per location. */
export const AUTOMATION_SERVICE_WEEKS_MAX = 500;

/** What a send record may also be about: notices that follow a moved or cancelled appointment, and the client flows. */
export const AUTOMATION_SEND_FLOWS = [
  ...AUTOMATION_FLOWS,
  'appointment_moved',
  'appointment_cancelled',
  ...AUTOMATION_CLIENT_FLOWS,
] as const;
export type AutomationSendFlow = (typeof AUTOMATION_SEND_FLOWS)[number];

export const AUTOMATION_CHANNELS = ['email', 'sms'] as const;
export type AutomationChannel = (typeof AUTOMATION_CHANNELS)[number];

export const AUTOMATION_SEND_STATUSES = ['sent', 'skipped', 'failed'] as const;
export type AutomationSendStatus = (typeof AUTOMATION_SEND_STATUSES)[number];

/** Bounds of a reminder's hours before the appointment: one hour to one week. */
export const AUTOMATION_HOURS_MIN = 1;
export const AUTOMATION_HOURS_MAX = 168;

/** A location's settings before anyone changes them: everything on, 24 h and 2 h, by email and text. */
export const AUTOMATION_DEFAULTS: Record<AutomationFlow, { hoursBefore: number | null }> = {
  booking_confirmation: { hoursBefore: null },
  reminder_first: { hoursBefore: 24 },
  reminder_second: { hoursBefore: 2 },
};

export const AUTOMATION_SEND_PAGE_SIZE = 25;

/** The results' window in days back from now: 7 to 365, 90 when not given. */
export const AUTOMATION_RESULTS_DAYS = { min: 7, max: 365, default: 90 } as const;

/** The flows whose subject and words a location may write (the moved and cancelled notices keep theirs). */
export const AUTOMATION_EDITABLE_FLOWS = [...AUTOMATION_FLOWS, ...AUTOMATION_CLIENT_FLOWS] as const;
export type AutomationEditableFlow = (typeof AUTOMATION_EDITABLE_FLOWS)[number];

/**
 * Merge fields of the automated messages, written `{{first_name}}`: the client's first name
 * ('there' without one), the location's name, the services of the appointment (for a client
 * flow: of the visit it follows, or 'visit'), the appointment's local date and time ('Tue, Dec 8
 * at 2:30 PM'; appointment messages only) and the location's online booking page.
 */
export const AUTOMATION_MERGE_FIELDS = ['first_name', 'location', 'service', 'when', 'booking_link'] as const;
export type AutomationMergeField = (typeof AUTOMATION_MERGE_FIELDS)[number];
export const AUTOMATION_MERGE_FIELD_LABELS: Record<AutomationMergeField, string> = {
  first_name: 'First name',
  location: 'Location',
  service: 'Service',
  when: 'Date and time',
  booking_link: 'Booking link',
};

/** The merge fields of client flows: there is no appointment to give a `{{when}}`. */
export const AUTOMATION_CLIENT_MERGE_FIELDS = [
  'first_name',
  'location',
  'service',
  'booking_link',
] as const satisfies readonly AutomationMergeField[];

const isClientFlow = (flow: AutomationEditableFlow) =>
  (AUTOMATION_CLIENT_FLOWS as readonly string[]).includes(flow);

/** The merge fields `flow`'s subject and words may use: all five, or a client flow's four. */
export function automationMergeFieldsOf(flow: AutomationEditableFlow): readonly AutomationMergeField[] {
  return isClientFlow(flow) ? AUTOMATION_CLIENT_MERGE_FIELDS : AUTOMATION_MERGE_FIELDS;
}

/** Bounds of a location's own subject and words (as written, before merge). */
export const AUTOMATION_SUBJECT_MAX = 150;
export const AUTOMATION_BODY_MAX = 1_500;

/**
 * Each editable flow's standard subject and words, as templates: what a location that wrote
 * none of its own sends (its subject or body null). A marketing flow's unsubscribe link (email)
 * or STOP line (text) is added after the words, whoever wrote them.
 */
export const AUTOMATION_DEFAULT_TEXTS: Record<AutomationEditableFlow, { subject: string; body: string }> = {
  booking_confirmation: {
    subject: 'Your appointment at {{location}} is booked',
    body: 'Hi {{first_name}}, your {{service}} at {{location}} is booked for {{when}}.',
  },
  reminder_first: {
    subject: 'Reminder: {{service}} at {{location}}',
    body: 'Hi {{first_name}}, a reminder of your {{service}} at {{location}} on {{when}}.',
  },
  reminder_second: {
    subject: 'Reminder: {{service}} at {{location}}',
    body: 'Hi {{first_name}}, a reminder of your {{service}} at {{location}} on {{when}}.',
  },
  rebook_nudge: {
    subject: 'Time for your next {{service}} at {{location}}?',
    body: "Hi {{first_name}}, it's about time for your next {{service}} at {{location}}. We'd love to see you again: book your next visit whenever suits you.",
  },
  birthday: {
    subject: 'Happy birthday from {{location}}!',
    body: 'Hi {{first_name}}, happy birthday from all of us at {{location}}!',
  },
  win_back: {
    subject: 'We miss you at {{location}}',
    body: "Hi {{first_name}}, it's been a while since your last visit to {{location}}. We'd love to see you again.",
  },
  review_request: {
    subject: 'How was your visit to {{location}}?',
    body: 'Hi {{first_name}}, thank you for visiting {{location}}. How was your {{service}}? Reply and tell us; we read every answer.',
  },
};

/** The opt-out line every marketing text ends with (added when sending; no one can edit it away). */
export const AUTOMATION_TEXT_OPT_OUT = 'Reply STOP to opt out.';

const fieldList = (fields: readonly string[]) => fields.map((f) => `{{${f}}}`).join(', ');

/** Every sentence the automations endpoints answer with. */
export const AUTOMATION_MESSAGES = {
  establishmentId: 'Not a valid establishment id.',
  flow: `flow must be one of ${AUTOMATION_FLOWS.join(', ')}.`,
  flows: 'Give each of booking_confirmation, reminder_first and reminder_second exactly once.',
  enabled: 'enabled must be true or false.',
  hoursBefore: `Hours before must be a whole number from ${AUTOMATION_HOURS_MIN} to ${AUTOMATION_HOURS_MAX}.`,
  hoursBeforeConfirmation: 'A booking confirmation is sent at once: leave its hours before empty.',
  channels: 'Choose at least one channel: email, sms or both.',
  page: 'page must be a whole number of at least 1.',
  clientFlow: `flow must be one of ${AUTOMATION_CLIENT_FLOWS.join(', ')}.`,
  clientFlows: 'Give each of rebook_nudge, birthday, win_back and review_request exactly once.',
  wait: 'The wait is a whole number in the flow’s unit (weeks, days or hours).',
  waitRebook: 'Weeks after the visit must be a whole number from 1 to 52.',
  waitWinBack: 'Days away must be a whole number from 14 to 730.',
  waitReview: 'Hours after the visit must be a whole number from 1 to 72.',
  waitBirthday: 'A birthday message goes out at 10:00 on the day: leave its wait empty.',
  serviceWeeks: 'Give each service at most once, with whole weeks from 1 to 52, for the rebook nudge only.',
  loadFailed: 'Could not load automated messages.',
  saveFailed: 'Could not save automated messages.',
  sendsFailed: 'Could not load recent sends.',
  days: `days must be a whole number from ${AUTOMATION_RESULTS_DAYS.min} to ${AUTOMATION_RESULTS_DAYS.max}.`,
  resultsFailed: 'Could not load reminder results.',
  subject: `Write a subject of up to ${AUTOMATION_SUBJECT_MAX} characters, or use the standard wording.`,
  body: `Write a message of up to ${AUTOMATION_BODY_MAX.toLocaleString('en-US')} characters, or use the standard wording.`,
  mergeField: `Unknown merge field: an appointment message can use ${fieldList(AUTOMATION_MERGE_FIELDS)}.`,
  clientMergeField: `Unknown merge field: a client message can use ${fieldList(AUTOMATION_CLIENT_MERGE_FIELDS)}.`,
} as const;

/** Why a send was skipped or failed, as the "Recent sends" table shows it. */
export const AUTOMATION_SKIP_REASONS = {
  noConsent: 'no consent',
  noEmail: 'no email',
  noPhone: 'no phone',
  smsOff: 'sms not configured',
  quietHours: 'quiet hours',
  noClient: 'no client',
  flowOff: 'flow off',
} as const;

const hoursBefore = z
  .number(AUTOMATION_MESSAGES.hoursBefore)
  .int(AUTOMATION_MESSAGES.hoursBefore)
  .min(AUTOMATION_HOURS_MIN, AUTOMATION_MESSAGES.hoursBefore)
  .max(AUTOMATION_HOURS_MAX, AUTOMATION_MESSAGES.hoursBefore);

const channelsSchema = z
  .array(z.enum(AUTOMATION_CHANNELS, AUTOMATION_MESSAGES.channels), AUTOMATION_MESSAGES.channels)
  .min(1, AUTOMATION_MESSAGES.channels)
  .max(2, AUTOMATION_MESSAGES.channels)
  .refine((c) => new Set(c).size === c.length, AUTOMATION_MESSAGES.channels);

/**
 * A location's own subject (one line) or words (lines allowed): trimmed, not blank, at most
 * `max` characters, no control characters; null or left out: the standard.
 */
const ownText = (max: number, message: string, multiline: boolean) =>
  requiredTextSchema({ max, message, required: message, multiline }).nullable().default(null);

/** The flow's own subject and words (null: AUTOMATION_DEFAULT_TEXTS), each with its merge fields checked. */
const ownTexts = {
  subject: ownText(AUTOMATION_SUBJECT_MAX, AUTOMATION_MESSAGES.subject, false),
  body: ownText(AUTOMATION_BODY_MAX, AUTOMATION_MESSAGES.body, true),
};

function checkMergeFields(
  s: { flow: AutomationEditableFlow; subject: string | null; body: string | null },
  ctx: z.RefinementCtx,
): void {
  const known = automationMergeFieldsOf(s.flow);
  const message = isClientFlow(s.flow)
    ? AUTOMATION_MESSAGES.clientMergeField
    : AUTOMATION_MESSAGES.mergeField;
  for (const path of ['subject', 'body'] as const) {
    const text = s[path];
    if (text !== null && unknownMergeFields(text, known).length > 0)
      ctx.addIssue({ code: 'custom', path: [path], message });
  }
}

/**
 * One flow's settings; `hoursBefore` is null for the confirmation, 1–168 for a reminder;
 * `subject` and `body` the location's own words (AUTOMATION_MERGE_FIELDS), null for the standard.
 */
export const automationFlowSettingSchema = z
  .object({
    flow: z.enum(AUTOMATION_FLOWS, AUTOMATION_MESSAGES.flow),
    enabled: z.boolean(AUTOMATION_MESSAGES.enabled),
    hoursBefore: hoursBefore.nullable(),
    channels: channelsSchema,
    ...ownTexts,
  })
  .superRefine((s, ctx) => {
    checkMergeFields(s, ctx);
    const reminder = s.flow !== 'booking_confirmation';
    if (reminder && s.hoursBefore === null)
      ctx.addIssue({ code: 'custom', path: ['hoursBefore'], message: AUTOMATION_MESSAGES.hoursBefore });
    if (!reminder && s.hoursBefore !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['hoursBefore'],
        message: AUTOMATION_MESSAGES.hoursBeforeConfirmation,
      });
  });
export type AutomationFlowSetting = z.infer<typeof automationFlowSettingSchema>;

const WAIT_MESSAGE: Record<AutomationClientFlow, string> = {
  rebook_nudge: AUTOMATION_MESSAGES.waitRebook,
  birthday: AUTOMATION_MESSAGES.waitBirthday,
  win_back: AUTOMATION_MESSAGES.waitWinBack,
  review_request: AUTOMATION_MESSAGES.waitReview,
};

/** One service's own rebook weeks (instead of the flow's). */
export const automationServiceWeeksSchema = z.object(
  {
    serviceId: idSchema(AUTOMATION_MESSAGES.serviceWeeks),
    weeks: z
      .number(AUTOMATION_MESSAGES.serviceWeeks)
      .int(AUTOMATION_MESSAGES.serviceWeeks)
      .min(1, AUTOMATION_MESSAGES.serviceWeeks)
      .max(52, AUTOMATION_MESSAGES.serviceWeeks),
  },
  AUTOMATION_MESSAGES.serviceWeeks,
);
export type AutomationServiceWeeks = z.infer<typeof automationServiceWeeksSchema>;

/**
 * One client flow's settings: `wait` in the flow's unit (AUTOMATION_WAIT_UNITS: rebook weeks
 * after the visit, win-back days after the last visit, review hours after the visit's end; null
 * for the birthday); `serviceWeeks` only for the rebook nudge; `subject` and `body` the
 * location's own words (AUTOMATION_CLIENT_MERGE_FIELDS), null for the standard.
 */
export const automationClientFlowSettingSchema = z
  .object({
    flow: z.enum(AUTOMATION_CLIENT_FLOWS, AUTOMATION_MESSAGES.clientFlow),
    enabled: z.boolean(AUTOMATION_MESSAGES.enabled),
    // Outer bounds for the API document; each flow's own, with its sentence, are checked below.
    wait: z
      .number(AUTOMATION_MESSAGES.wait)
      .min(0, AUTOMATION_MESSAGES.wait)
      .max(10_000, AUTOMATION_MESSAGES.wait)
      .nullable(),
    channels: channelsSchema,
    serviceWeeks: z
      .array(automationServiceWeeksSchema, AUTOMATION_MESSAGES.serviceWeeks)
      .max(AUTOMATION_SERVICE_WEEKS_MAX, AUTOMATION_MESSAGES.serviceWeeks)
      .refine((w) => new Set(w.map((x) => x.serviceId)).size === w.length, AUTOMATION_MESSAGES.serviceWeeks),
    ...ownTexts,
  })
  .superRefine((s, ctx) => {
    checkMergeFields(s, ctx);
    const bounds = AUTOMATION_WAIT_BOUNDS[s.flow];
    const ok = bounds
      ? s.wait !== null && Number.isInteger(s.wait) && s.wait >= bounds.min && s.wait <= bounds.max
      : s.wait === null;
    if (!ok) ctx.addIssue({ code: 'custom', path: ['wait'], message: WAIT_MESSAGE[s.flow] });
    if (s.flow !== 'rebook_nudge' && s.serviceWeeks.length > 0)
      ctx.addIssue({ code: 'custom', path: ['serviceWeeks'], message: AUTOMATION_MESSAGES.serviceWeeks });
  });
export type AutomationClientFlowSetting = z.infer<typeof automationClientFlowSettingSchema>;

/**
 * A location's automations: each flow once, in AUTOMATION_FLOWS order; each client flow once, in
 * AUTOMATION_CLIENT_FLOWS order; and the location's active services (the rebook nudge's list).
 */
export const automationSettingsSchema = z.object({
  establishmentId: z.string(),
  flows: z.array(automationFlowSettingSchema),
  clientFlows: z.array(automationClientFlowSettingSchema),
  services: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AutomationSettings = z.infer<typeof automationSettingsSchema>;

/** PUT body: every flow exactly once; the client flows, when given, each exactly once (else kept as stored). */
export const automationSettingsUpdateSchema = z.object({
  flows: z
    .array(automationFlowSettingSchema, AUTOMATION_MESSAGES.flows)
    .refine(
      (f) =>
        f.length === AUTOMATION_FLOWS.length && AUTOMATION_FLOWS.every((k) => f.some((s) => s.flow === k)),
      AUTOMATION_MESSAGES.flows,
    ),
  clientFlows: z
    .array(automationClientFlowSettingSchema, AUTOMATION_MESSAGES.clientFlows)
    .refine(
      (f) =>
        f.length === AUTOMATION_CLIENT_FLOWS.length &&
        AUTOMATION_CLIENT_FLOWS.every((k) => f.some((s) => s.flow === k)),
      AUTOMATION_MESSAGES.clientFlows,
    )
    .optional(),
});
export type AutomationSettingsUpdate = z.input<typeof automationSettingsUpdateSchema>;

const establishmentQuery = z.object({ establishmentId: idSchema(AUTOMATION_MESSAGES.establishmentId) });

export const automationSendsQuerySchema = establishmentQuery.extend({
  page: z
    .string(AUTOMATION_MESSAGES.page)
    .regex(/^\d{1,7}$/, AUTOMATION_MESSAGES.page)
    .transform(Number)
    .pipe(z.number().int().min(1, AUTOMATION_MESSAGES.page))
    .default(1),
});
export type AutomationSendsQuery = z.input<typeof automationSendsQuerySchema>;

/** One message sent, skipped or failed; `reason` says why it was not sent. */
export const automationSendSchema = z.object({
  id: z.string(),
  flow: z.enum(AUTOMATION_SEND_FLOWS),
  channel: z.enum(AUTOMATION_CHANNELS),
  status: z.enum(AUTOMATION_SEND_STATUSES),
  reason: z.string().nullable(),
  /** The appointment the message was about; null for a birthday. */
  appointmentId: z.string().nullable(),
  clientName: z.string(),
  /** ISO instants: the appointment's start the message was about (null for a birthday), and when it was recorded. */
  appointmentStartsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AutomationSend = z.infer<typeof automationSendSchema>;

export const automationSendPageSchema = z.object({
  sends: z.array(automationSendSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AutomationSendPage = z.infer<typeof automationSendPageSchema>;

export const automationResultsQuerySchema = establishmentQuery.extend({
  days: z
    .string(AUTOMATION_MESSAGES.days)
    .regex(/^\d{1,3}$/, AUTOMATION_MESSAGES.days)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(AUTOMATION_RESULTS_DAYS.min, AUTOMATION_MESSAGES.days)
        .max(AUTOMATION_RESULTS_DAYS.max, AUTOMATION_MESSAGES.days),
    )
    .default(AUTOMATION_RESULTS_DAYS.default),
});
export type AutomationResultsQuery = z.input<typeof automationResultsQuerySchema>;

/** Appointments of one group and how many of them were no-shows. */
const appointmentGroupSchema = z.object({
  appointments: z.number().int(),
  noShows: z.number().int(),
});

/**
 * A location's reminder results over its appointments that started in [from, to) and ended
 * (completed or no-show; cancelled ones left out), each appointment row counted once (a visit's
 * parts each count): per reminder flow the reminder messages sent about them (each channel a
 * message); `reminded` the appointments whose visit had at least one reminder sent, `unreminded`
 * the rest, each with its no-shows (the rate is noShows / appointments).
 */
export const automationResultsSchema = z.object({
  establishmentId: z.string(),
  days: z.number().int(),
  /** ISO instants: the window's start (included) and end (now, excluded). */
  from: z.string(),
  to: z.string(),
  flows: z.array(z.object({ flow: z.enum(AUTOMATION_REMINDER_FLOWS), sent: z.number().int() })),
  reminded: appointmentGroupSchema,
  unreminded: appointmentGroupSchema,
});
export type AutomationResults = z.infer<typeof automationResultsSchema>;

export const AUTOMATION_ENDPOINTS = {
  get: endpoint({
    method: 'GET',
    path: '/api/admin/automations',
    access: { permission: 'establishment:update' },
    summary: "A location's automated appointment messages: each flow's switch, hours before and channels.",
    query: establishmentQuery,
    response: envelope(automationSettingsSchema),
  }),
  put: endpoint({
    method: 'PUT',
    path: '/api/admin/automations',
    access: { permission: 'establishment:update' },
    summary: "Replaces a location's automated message settings (every flow once).",
    query: establishmentQuery,
    body: automationSettingsUpdateSchema,
    response: envelope(automationSettingsSchema),
  }),
  sends: endpoint({
    method: 'GET',
    path: '/api/admin/automations/sends',
    access: { permission: 'establishment:update' },
    summary: "A location's automated messages sent, skipped or failed, newest first, paged.",
    query: automationSendsQuerySchema,
    response: envelope(automationSendPageSchema),
  }),
  results: endpoint({
    method: 'GET',
    path: '/api/admin/automations/results',
    access: { permission: 'establishment:update' },
    summary:
      "A location's reminder results over the last `days` days: reminders sent per flow, and the no-shows of reminded against unreminded ended appointments.",
    query: automationResultsQuerySchema,
    response: envelope(automationResultsSchema),
  }),
};
