/**
 * How campaigns read on screen (issue #32 "Campaigns"): channel and status names, rates of the
 * sent, instants in the campaign's location's zone (en-US, with the zone's short name), and the
 * text counter's line.
 */
import {
  CAMPAIGN_SMS_OPT_OUT,
  type Campaign,
  type CampaignChannel,
  type CampaignRecipientStatus,
  type CampaignStatus,
} from '@daybook/contracts';
import { textMessageSize } from '@daybook/contracts/text-message-size';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A location a campaign speaks for, with the zone its times are read in. */
export interface CampaignLocation {
  id: string;
  name: string;
  timeZone: string;
}

export const CHANNEL_LABEL: Record<CampaignChannel, string> = { email: 'Email', sms: 'Text' };

export const STATUS_LABEL: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

export const STATUS_COLOR: Record<CampaignStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'yellow',
  sent: 'green',
  cancelled: 'red',
};

export const RECIPIENT_STATUS_LABEL: Record<CampaignRecipientStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  bounced: 'Bounced',
  failed: 'Failed',
  skipped: 'Skipped',
};

/** `part` of `whole` as a whole percent ('42%'), or '—' when nothing was sent yet. */
export function percentOf(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—';
}

/** An instant as 'Dec 8, 2026, 2:30 PM EST' in `timeZone` (the browser's when undefined). */
export function formatInstant(iso: string, timeZone: string | undefined): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });
}

/** The moment the list shows for a campaign, and what it is. */
export function campaignWhen(c: Campaign): { label: string; iso: string } | null {
  if (c.status === 'scheduled' && c.scheduledAt) return { label: 'Scheduled for', iso: c.scheduledAt };
  if (c.finishedAt) return { label: 'Sent', iso: c.finishedAt };
  if (c.startedAt) return { label: 'Started', iso: c.startedAt };
  return null;
}

/** A text as sent: the body as written, then the opt-out line on its own line. */
export function smsAsSent(body: string): string {
  return `${body}\n${CAMPAIGN_SMS_OPT_OUT}`;
}

/** '142 characters · GSM-7 · 1 segment' for a text's body with its opt-out line. */
export function smsCounterLine(body: string): string {
  const size = textMessageSize(smsAsSent(body));
  return `${size.characters.toLocaleString('en-US')} characters · ${size.encoding} · ${size.segments} ${
    size.segments === 1 ? 'segment' : 'segments'
  }`;
}

/** An instant as `timeZone`'s wall time for a datetime-local input ('YYYY-MM-DDTHH:mm'). */
export function toWallInput(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format('YYYY-MM-DDTHH:mm');
}

/** A datetime-local value read as `timeZone`'s wall time, as an ISO instant; null when unreadable. */
export function fromWallInput(value: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const d = dayjs.tz(value.replace('T', ' '), timeZone);
  return d.isValid() ? d.toISOString() : null;
}
