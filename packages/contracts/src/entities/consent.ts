/**
 * Client consent (issue #32, first slice): per client, channel and purpose, an append-only record
 * of who changed it, when and from where. Marketing needs an opt-in; reminders are granted until
 * withdrawn. Instants are ISO 8601.
 */
import { z } from 'zod';

export const CONSENT_CHANNELS = ['email', 'sms'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export const CONSENT_PURPOSES = ['marketing', 'reminders'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Where a change came from: a staff member, the client (unsubscribe link), the CSV import, a STOP reply. */
export const CONSENT_SOURCES = ['staff', 'client', 'import', 'sms_reply'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * The consent of a client with no recorded change. Reminders are transactional messages about
 * the client's own appointments, so they go out until the client withdraws; marketing needs an
 * explicit opt-in (issue #32: "No marketing send without opt-in").
 */
export const CONSENT_DEFAULTS: Record<ConsentPurpose, boolean> = {
  marketing: false,
  reminders: true,
};

/** Requests per IP per minute each public unsubscribe route takes before 429. */
export const UNSUBSCRIBE_REQUESTS_PER_MINUTE = 30;

/**
 * Quiet hours of text messages (issue #32): none goes out from TEXT_QUIET_START until
 * TEXT_QUIET_END, local time of the location ('HH:MM'); one due then waits for the end.
 */
export const TEXT_QUIET_START = '21:00';
export const TEXT_QUIET_END = '08:00';

/**
 * Replies that withdraw, or give back, a client's consent to texts (Twilio's standard opt-out
 * keywords): the whole message, trimmed, in any case.
 */
export const SMS_STOP_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const SMS_START_KEYWORDS = ['START', 'YES', 'UNSTOP'] as const;

/** Most history entries one answer carries, newest first (four switches change rarely). */
export const CONSENT_HISTORY_MAX = 100;

/** Labels of the four switches, as the client page shows them. */
export const CONSENT_LABELS: Record<ConsentChannel, Record<ConsentPurpose, string>> = {
  email: { marketing: 'Email marketing', reminders: 'Email reminders' },
  sms: { marketing: 'Text marketing', reminders: 'Text reminders' },
};

export const CONSENT_SOURCE_LABELS: Record<ConsentSource | 'default', string> = {
  staff: 'Staff',
  client: 'Client (unsubscribe link)',
  import: 'CSV import',
  sms_reply: 'Text reply',
  default: 'Default',
};

export const CONSENT_MESSAGES = {
  channel: 'channel must be email or sms.',
  purpose: 'purpose must be marketing or reminders.',
  granted: 'granted must be true or false.',
  clientId: 'Not a valid client id.',
  linkInvalid: 'This unsubscribe link is not valid. It may have been copied incompletely.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  loadFailed: 'Could not load communication preferences',
  saveFailed: 'Could not save the preference',
  saved: 'Preference saved',
  unsubscribeFailed: 'Could not unsubscribe',
  smsOff: 'Text messages are not configured',
  smsSignature: 'This request is not signed by Twilio.',
} as const;

/** What a channel and purpose send, in a sentence: 'marketing emails', 'reminder text messages'. */
export function consentMessagesName(channel: ConsentChannel, purpose: ConsentPurpose): string {
  return `${purpose === 'marketing' ? 'marketing' : 'reminder'} ${channel === 'email' ? 'emails' : 'text messages'}`;
}

const channel = z.enum(CONSENT_CHANNELS, CONSENT_MESSAGES.channel);
const purpose = z.enum(CONSENT_PURPOSES, CONSENT_MESSAGES.purpose);

/** One switch as it stands: `changedAt` null and `source` 'default' when nothing was recorded. */
export const consentCurrentSchema = z.object({
  channel,
  purpose,
  granted: z.boolean(),
  changedAt: z.string().nullable(),
  source: z.enum([...CONSENT_SOURCES, 'default']),
});
export type ConsentCurrent = z.infer<typeof consentCurrentSchema>;

/** One recorded change; `changedBy` null when the client (or the import) made it. */
export const consentChangeSchema = z.object({
  channel,
  purpose,
  granted: z.boolean(),
  source: z.enum(CONSENT_SOURCES),
  changedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  detail: z.string().nullable(),
  changedAt: z.string(),
});
export type ConsentChange = z.infer<typeof consentChangeSchema>;

/** A client's consent: the four switches (email, sms × marketing, reminders) and the latest changes. */
export const clientConsentSchema = z.object({
  current: z.array(consentCurrentSchema),
  history: z.array(consentChangeSchema),
});
export type ClientConsent = z.infer<typeof clientConsentSchema>;

/** PUT body: one switch set to `granted`. */
export const consentChangeBodySchema = z.object({
  channel,
  purpose,
  granted: z.boolean(CONSENT_MESSAGES.granted),
});
export type ConsentChangeBody = z.infer<typeof consentChangeBodySchema>;

/** What the public unsubscribe page shows. */
export const unsubscribeStateSchema = z.object({
  businessName: z.string(),
  channel,
  purpose,
  granted: z.boolean(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;
