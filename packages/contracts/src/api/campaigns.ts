/**
 * Campaigns (issue #32 "Campaigns"; spec operations.md §1 Marketing: email and text campaigns):
 * a message to a saved segment, by email or text, written with merge fields, sent now or at a
 * time, in throttled batches through the job queue, and its results. Managers and owners
 * (roles.ts `marketing:*`).
 *
 * Who receives it: the segment's members when it starts sending, less anyone without marketing
 * consent on the campaign's channel (whatever the segment's own filter says) or without an
 * address on it; each client at most once per campaign.
 *
 * Results, each counted per recipient:
 * - `sent`: handed to the mail server or Twilio; `delivered`: sent and not refused (an SMTP 5xx
 *   or a Twilio error is `bounced`); `failed`: gave up after retries; `skipped`: consent withdrawn
 *   or address gone between the start and the recipient's turn.
 * - `opened`: loaded the tracking pixel (email with `trackOpens` only; null when off);
 *   `clicked`: followed one of its links (through the server's redirect).
 * - `unsubscribed`: withdrew marketing consent on the channel within CAMPAIGN_ATTRIBUTION_DAYS
 *   of receiving it; `bookings`: appointments the recipient booked (created) in that window.
 */
import { z } from 'zod';
import { idSchema, instantSchema, queryInt, requiredTextSchema } from '../fields.js';
import { MERGE_FIELD_PATTERN, unknownMergeFields } from '../merge-fields.js';
import { endpoint } from './endpoint.js';
import { envelope, successOnlySchema } from './envelope.js';

export const CAMPAIGN_CHANNELS = ['email', 'sms'] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

/** draft → scheduled → sending → sent; a scheduled one may go back to draft, a sending one be cancelled. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_RECIPIENT_STATUSES = [
  'queued',
  'sending',
  'sent',
  'bounced',
  'failed',
  'skipped',
] as const;
export type CampaignRecipientStatus = (typeof CAMPAIGN_RECIPIENT_STATUSES)[number];

/**
 * Merge fields, written `{{first_name}}` in a subject or body: the client's first name, the
 * campaign's location name, its online booking page, and the client's next appointment there
 * ("Tue, Dec 8 at 2:30 PM", or "none booked yet").
 */
export const CAMPAIGN_MERGE_FIELDS = ['first_name', 'location', 'booking_link', 'next_appointment'] as const;
export type CampaignMergeField = (typeof CAMPAIGN_MERGE_FIELDS)[number];
export const CAMPAIGN_MERGE_FIELD_LABELS: Record<CampaignMergeField, string> = {
  first_name: 'First name',
  location: 'Location',
  booking_link: 'Booking link',
  next_appointment: 'Next appointment',
};
/** What `{{next_appointment}}` reads when the client has none booked. */
export const CAMPAIGN_NO_NEXT_APPOINTMENT = 'none booked yet';
/** The pattern of a merge field (global: for replacing every occurrence); the shared one. */
export const CAMPAIGN_MERGE_FIELD_PATTERN = MERGE_FIELD_PATTERN;

/** Every text campaign ends with this line (carriers require an opt-out). */
export const CAMPAIGN_SMS_OPT_OUT = 'Reply STOP to opt out.';
/**
 * The estimate's price of one outbound text segment, in millionths of a dollar: Twilio's US
 * list price ($0.0083). What the account is charged depends on its own contract.
 */
export const CAMPAIGN_SMS_SEGMENT_PRICE_MICRODOLLARS = 8_300;
/** Days after a send within which a booking or an unsubscribe is counted to the campaign. */
export const CAMPAIGN_ATTRIBUTION_DAYS = 7;
/** The furthest ahead a campaign may be scheduled. */
export const CAMPAIGN_SCHEDULE_MAX_DAYS = 365;

export const CAMPAIGN_NAME_MAX = 120;
export const CAMPAIGN_SUBJECT_MAX = 150;
/** Bodies as written (before merge): an email's text, and a text's (Twilio takes 1,600 characters). */
export const CAMPAIGN_EMAIL_BODY_MAX = 20_000;
export const CAMPAIGN_SMS_BODY_MAX = 1_500;
export const CAMPAIGN_PAGE_SIZE = 25;
export const CAMPAIGN_RECIPIENT_PAGE_SIZE = 50;

/** Bad input and refusals of the campaign endpoints. */
export const CAMPAIGN_MESSAGES = {
  notFound: 'Campaign not found.',
  campaignId: 'Not a valid campaign id.',
  name: `Give the campaign a name of up to ${CAMPAIGN_NAME_MAX} characters.`,
  channel: 'The channel is email or sms.',
  establishmentId: 'Choose the location the campaign speaks for.',
  segmentId: 'Choose a saved segment to send to.',
  segmentGone: 'That segment no longer exists: choose another.',
  subject: `An email needs a subject of up to ${CAMPAIGN_SUBJECT_MAX} characters.`,
  subjectSms: 'A text message has no subject: leave it empty.',
  body: 'Write the message.',
  bodyEmailLength: `An email's text is at most ${CAMPAIGN_EMAIL_BODY_MAX.toLocaleString('en-US')} characters.`,
  bodySmsLength: `A text message is at most ${CAMPAIGN_SMS_BODY_MAX.toLocaleString('en-US')} characters.`,
  mergeField: `Unknown merge field: use ${CAMPAIGN_MERGE_FIELDS.map((f) => `{{${f}}}`).join(', ')}.`,
  trackOpens: 'trackOpens must be true or false.',
  sendAt: 'Send time is an ISO date-time with its offset, or null to send now.',
  sendAtPast: 'Choose a send time in the future.',
  sendAtFar: `Schedule at most ${CAMPAIGN_SCHEDULE_MAX_DAYS} days ahead.`,
  notDraft: 'Only a draft can be changed, scheduled or deleted: unschedule it first.',
  notScheduled: 'Only a scheduled campaign can be unscheduled.',
  notSending: 'Only a campaign that is sending can be cancelled.',
  noRecipients: 'No client in this segment has agreed to marketing on this channel.',
  noTestAddress: 'Your profile has no email address to send the test to.',
  noTestPhone: 'Your profile has no mobile number to send the test to.',
  smsNotConfigured: 'Text messages are not configured: set up Twilio to send text campaigns.',
  publicUrlMissing: "Campaign links need the app's public address: set PUBLIC_URL.",
  page: 'page must be a whole number of at least 1.',
  status: `status must be one of ${CAMPAIGN_RECIPIENT_STATUSES.join(', ')}.`,
  linkInvalid: 'This link is not valid.',
  loadFailed: 'Could not load campaigns.',
  saveFailed: 'Could not save the campaign.',
  sendFailed: 'Could not send the campaign.',
  testFailed: 'Could not send the test.',
} as const;
const M = CAMPAIGN_MESSAGES;

/** POST and PUT body: what the campaign says, to whom, for which location. */
export const campaignWriteSchema = z
  .object({
    name: requiredTextSchema({ max: CAMPAIGN_NAME_MAX, required: M.name, message: M.name }),
    channel: z.enum(CAMPAIGN_CHANNELS, M.channel),
    establishmentId: idSchema(M.establishmentId),
    segmentId: idSchema(M.segmentId),
    subject: z.string(M.subject).max(CAMPAIGN_SUBJECT_MAX, M.subject).nullable().default(null),
    body: z.string(M.body).trim().min(1, M.body),
    trackOpens: z.boolean(M.trackOpens).default(false),
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.channel === 'email' && !c.subject?.trim()) issue('subject', M.subject);
    if (c.channel === 'sms' && c.subject) issue('subject', M.subjectSms);
    if (c.channel === 'email' && c.body.length > CAMPAIGN_EMAIL_BODY_MAX) issue('body', M.bodyEmailLength);
    if (c.channel === 'sms' && c.body.length > CAMPAIGN_SMS_BODY_MAX) issue('body', M.bodySmsLength);
    if (unknownMergeFields(`${c.subject ?? ''}\n${c.body}`, CAMPAIGN_MERGE_FIELDS).length)
      issue('body', M.mergeField);
  });
export type CampaignWrite = z.input<typeof campaignWriteSchema>;

/** POST …/schedule body: a future instant, or null to start sending now. */
export const campaignScheduleSchema = z.object({ sendAt: instantSchema(M.sendAt).nullable() });
export type CampaignSchedule = z.infer<typeof campaignScheduleSchema>;

/** A campaign's results (see the file's readings); `opened` is null when opens are not tracked. */
export const campaignResultsSchema = z.object({
  recipients: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  bounced: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  opened: z.number().int().nullable(),
  clicked: z.number().int(),
  unsubscribed: z.number().int(),
  bookings: z.number().int(),
});
export type CampaignResults = z.infer<typeof campaignResultsSchema>;

/** A campaign as stored, with its results so far; instants ISO. */
export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  channel: z.enum(CAMPAIGN_CHANNELS),
  establishmentId: z.string(),
  segmentId: z.string().nullable(),
  segmentName: z.string().nullable(),
  subject: z.string().nullable(),
  body: z.string(),
  trackOpens: z.boolean(),
  status: z.enum(CAMPAIGN_STATUSES),
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  results: campaignResultsSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignPageSchema = z.object({
  campaigns: z.array(campaignSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CampaignPage = z.infer<typeof campaignPageSchema>;

/** POST …/estimate body: who it would reach now and, for a text, its size and cost. */
export const campaignEstimateBodySchema = z.object({
  channel: z.enum(CAMPAIGN_CHANNELS, M.channel),
  establishmentId: idSchema(M.establishmentId),
  segmentId: idSchema(M.segmentId),
  body: z.string(M.body).max(CAMPAIGN_EMAIL_BODY_MAX, M.bodyEmailLength),
});
export type CampaignEstimateBody = z.infer<typeof campaignEstimateBodySchema>;

/**
 * Recipients now (consent and an address on the channel). For a text: the message as a sample
 * client would get it (merge fields filled with the location's values, a 10-letter first name,
 * the opt-out line), its characters, encoding and segments, and the cost in cents (rounded up)
 * of sending it to every recipient at CAMPAIGN_SMS_SEGMENT_PRICE_MICRODOLLARS a segment.
 */
export const campaignEstimateSchema = z.object({
  recipients: z.number().int(),
  sms: z
    .object({
      sample: z.string(),
      characters: z.number().int(),
      encoding: z.enum(['GSM-7', 'UCS-2']),
      segments: z.number().int(),
      costCents: z.number().int(),
    })
    .nullable(),
});
export type CampaignEstimate = z.infer<typeof campaignEstimateSchema>;

/** One recipient of a sent campaign; `to` is the address or number it went to; instants ISO. */
export const campaignRecipientSchema = z.object({
  clientId: z.string(),
  clientName: z.string(),
  to: z.string(),
  status: z.enum(CAMPAIGN_RECIPIENT_STATUSES),
  reason: z.string().nullable(),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  clickedAt: z.string().nullable(),
});
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;

export const campaignRecipientPageSchema = z.object({
  recipients: z.array(campaignRecipientSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CampaignRecipientPage = z.infer<typeof campaignRecipientPageSchema>;

const campaignParams = z.object({ id: idSchema(M.campaignId) });
const pageQuery = z.object({ page: queryInt(M.page, 1, 9_999_999).default(1) });
const recipientQuery = pageQuery.extend({
  status: z.enum(CAMPAIGN_RECIPIENT_STATUSES, M.status).optional(),
});
const tokenParams = z.object({ token: z.string().max(200) });

export const CAMPAIGN_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/marketing/campaigns',
    access: { permission: 'marketing:read' },
    summary: 'Campaigns, newest first, paged (25), each with its results so far.',
    query: pageQuery,
    response: envelope(campaignPageSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/marketing/campaigns',
    access: { permission: 'marketing:create' },
    summary: 'Saves a draft campaign.',
    body: campaignWriteSchema,
    response: envelope(campaignSchema),
    status: 201,
  }),
  estimate: endpoint({
    method: 'POST',
    path: '/api/admin/marketing/campaigns/estimate',
    access: { permission: 'marketing:read' },
    summary: 'Who a campaign would reach now and, for a text, its segments and cost in cents.',
    body: campaignEstimateBodySchema,
    response: envelope(campaignEstimateSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/marketing/campaigns/:id',
    access: { permission: 'marketing:read' },
    summary: 'One campaign with its results so far.',
    params: campaignParams,
    response: envelope(campaignSchema),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/marketing/campaigns/:id',
    access: { permission: 'marketing:update' },
    summary: 'Replaces a draft campaign (409 once scheduled or sent).',
    params: campaignParams,
    body: campaignWriteSchema,
    response: envelope(campaignSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/marketing/campaigns/:id',
    access: { permission: 'marketing:delete' },
    summary: 'Deletes a draft campaign (409 once scheduled or sent).',
    params: campaignParams,
    response: successOnlySchema,
  }),
  test: endpoint({
    method: 'POST',
    path: '/api/admin/marketing/campaigns/:id/test',
    access: { permission: 'marketing:update' },
    summary:
      'Sends the campaign once to the signed-in user (their email, or their mobile for a text), merge fields filled with their own name; recorded nowhere as a send.',
    params: campaignParams,
    response: successOnlySchema,
  }),
  schedule: endpoint({
    method: 'POST',
    path: '/api/admin/marketing/campaigns/:id/schedule',
    access: { permission: 'marketing:update' },
    summary: 'Schedules a draft for `sendAt`, or starts sending it now when `sendAt` is null.',
    params: campaignParams,
    body: campaignScheduleSchema,
    response: envelope(campaignSchema),
  }),
  unschedule: endpoint({
    method: 'POST',
    path: '/api/admin/marketing/campaigns/:id/unschedule',
    access: { permission: 'marketing:update' },
    summary: 'Takes a scheduled campaign back to draft.',
    params: campaignParams,
    response: envelope(campaignSchema),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/admin/marketing/campaigns/:id/cancel',
    access: { permission: 'marketing:update' },
    summary: 'Stops a campaign that is sending: recipients not yet sent to get nothing.',
    params: campaignParams,
    response: envelope(campaignSchema),
  }),
  recipients: endpoint({
    method: 'GET',
    path: '/api/admin/marketing/campaigns/:id/recipients',
    access: { permission: 'marketing:read' },
    summary: 'One page (50) of a campaign’s recipients by name, optionally of one status.',
    params: campaignParams,
    query: recipientQuery,
    response: envelope(campaignRecipientPageSchema),
  }),
  open: endpoint({
    method: 'GET',
    path: '/api/public/campaigns/open/:token',
    access: { public: true },
    summary: 'The tracking pixel (a 1×1 GIF, never cached): records the recipient’s first open.',
    params: tokenParams,
    response: z.string().describe('image/gif'),
    mediaType: 'image/gif',
  }),
  click: endpoint({
    method: 'GET',
    path: '/api/public/campaigns/click/:token',
    access: { public: true },
    summary:
      'A tracked link: records the recipient’s first click and redirects (302) to the link the campaign holds (404 when the token is invalid; never an address from the request).',
    params: tokenParams,
    response: z.string().describe('302 redirect'),
  }),
} as const;
