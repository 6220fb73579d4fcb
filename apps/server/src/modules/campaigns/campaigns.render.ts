/**
 * What a campaign's recipients receive (issue #32): an email (MJML, responsive: the location's
 * name, the body's paragraphs, a "Book now" button, a footer with the address, why the client
 * gets it and the unsubscribe link, and an open pixel when the campaign tracks opens) with its
 * plain-text part and headers, or a text ending with CAMPAIGN_SMS_OPT_OUT. Every link goes
 * through the tracked-link endpoint (campaigns.links.ts).
 *
 * MJML runs once per campaign (it takes milliseconds, far too slow per recipient at hundreds
 * of messages a second): the template holds placeholders that each recipient's values fill,
 * HTML-escaped. Text written by the business is escaped before it enters the template, `_`
 * included, so a body can never spell a placeholder.
 */
import mjml2html from 'mjml';
import {
  CAMPAIGN_NO_NEXT_APPOINTMENT,
  CAMPAIGN_SMS_OPT_OUT,
  type CampaignChannel,
  type CampaignMergeField,
} from '@daybook/contracts';
import type { MailMessage } from '../../mail/mailer.js';
import { unsubscribeLink, type UnsubscribeScope } from '../consent/index.js';
import { bookingPageUrl } from '../online-booking/index.js';
import { bodyParts, clickUrl, openUrl, signClick, signOpen, type BodyPart } from './campaigns.links.js';
import { localWhen } from '../../lib/message-when.js';

/** What the renderer needs of a campaign. */
export interface CampaignContent {
  id: string;
  tenantId: string;
  channel: CampaignChannel;
  establishmentId: string;
  /** Null for a text. */
  subject: string | null;
  body: string;
  trackOpens: boolean;
}

/** The location a campaign speaks for: its name, postal address and zone. */
export interface CampaignPlace {
  name: string;
  street: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  timeZone: string;
}

/** One recipient's values. */
export interface RecipientValues {
  /** Signed into its links: the campaign_recipients row, or the campaign's id for a test. */
  recipientId: string;
  /** The client the unsubscribe link names (the user's own id for a test). */
  clientId: string;
  firstName: string;
  /** "Tue, Dec 8 at 2:30 PM", or CAMPAIGN_NO_NEXT_APPOINTMENT. */
  nextAppointment: string;
}

/** A campaign ready to fill per recipient. */
export interface CampaignRenderer {
  /** The email to `to` (the campaign's Message-ID and List-Unsubscribe headers included). */
  email(to: string, r: RecipientValues): MailMessage;
  /** The text message. */
  sms(r: RecipientValues): string;
}

/** Where links point and what signs them. */
export type RenderScope = UnsubscribeScope;

/** `{{next_appointment}}`'s value: the instant in the location's words, or "none booked yet". */
export function nextAppointmentText(at: Date | null, timeZone: string): string {
  return at ? localWhen(at, timeZone) : CAMPAIGN_NO_NEXT_APPOINTMENT;
}

/** The first word of a client's name ("there" when it has none). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/u)[0] || 'there';
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `s` safe in HTML text and attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Business-written text for the template: escaped, and `_` too, so it cannot spell a placeholder. */
function templateText(s: string): string {
  return escapeHtml(s).replaceAll('_', '&#95;');
}

/** "12 Main St, New York, NY 10001" from the parts the location has. */
export function addressLine(p: CampaignPlace): string {
  const region = [p.state, p.postalCode].filter(Boolean).join(' ');
  return [p.street, p.city, region].filter(Boolean).join(', ');
}

// Placeholders: upper case and underscores, which templateText never leaves in the business's text.
const FIELD = (f: string) => `__DB_F_${f.toUpperCase()}__`;
const LINK = (i: number) => `__DB_L_${i}__`;
const LINK_TEXT = (i: number) => `__DB_T_${i}__`;
const UNSUBSCRIBE = '__DB_UNSUBSCRIBE__';
const OPEN = '__DB_OPEN__';
const PLACEHOLDER = /__DB_([FLT])_([A-Z_]+?|\d+)__|__DB_(UNSUBSCRIBE|OPEN)__/g;

/** A paragraph's HTML with placeholders: text escaped, single newlines as breaks, links anchored. */
function paragraphHtml(parts: BodyPart[]): string {
  return parts
    .map((p) => {
      if (p.kind === 'text') return templateText(p.text).replaceAll('\n', '<br />');
      if (p.kind === 'url')
        return `<a href="${LINK(p.index)}" style="color:#1d4ed8">${LINK_TEXT(p.index)}</a>`;
      if (p.field === 'booking_link') return `<a href="${LINK(0)}" style="color:#1d4ed8">${LINK_TEXT(0)}</a>`;
      return FIELD(p.field);
    })
    .join('');
}

/** The paragraphs of `body` (a blank line between two), each cut into parts with global link indices. */
function paragraphsOf(body: string): BodyPart[][] {
  let next = 1;
  return body
    .trim()
    .split(/\n[ \t]*\n\s*/)
    .map((para) => {
      const parts = bodyParts(para.trim(), next);
      next += parts.filter((p) => p.kind === 'url').length;
      return parts;
    });
}

function mjmlOf(content: CampaignContent, place: CampaignPlace): string {
  const name = templateText(place.name);
  const paragraphs = paragraphsOf(content.body)
    .map((parts) => `<p style="margin:0 0 16px">${paragraphHtml(parts)}</p>`)
    .join('\n');
  const pixel = content.trackOpens
    ? `<mj-raw><img src="${OPEN}" width="1" height="1" alt="" style="display:block;border:0;height:1px;width:1px" /></mj-raw>`
    : '';
  return `<mjml>
  <mj-head>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="24px" color="#1f2937" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f4f5" width="600px">
    <mj-section background-color="#ffffff" padding="24px 0 8px">
      <mj-column><mj-text font-size="22px" font-weight="bold" align="center">${name}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="8px 0 24px">
      <mj-column>
        <mj-text>${paragraphs}</mj-text>
        <mj-button href="${LINK(0)}" background-color="#111827" color="#ffffff" font-size="16px" border-radius="6px">Book now</mj-button>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 0">
      <mj-column>
        <mj-text font-size="12px" line-height="18px" color="#6b7280" align="center">${name}<br />${templateText(addressLine(place))}<br />You receive this email because you agreed to marketing emails from ${name}. <a href="${UNSUBSCRIBE}" style="color:#6b7280">Unsubscribe</a></mj-text>
        ${pixel}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** The merge values of `r` at `place` (the booking link's value is its tracked address). */
function mergeValues(
  r: RecipientValues,
  place: CampaignPlace,
  booking: string,
): Record<CampaignMergeField, string> {
  return {
    first_name: r.firstName,
    location: place.name,
    booking_link: booking,
    next_appointment: r.nextAppointment,
  };
}

/**
 * Prepares `content` for sending: renders its MJML once (throws on MJML errors, a bug of the
 * template) and answers the per-recipient fillers. Issue #32, campaigns.ts readings.
 */
export async function campaignRenderer(
  content: CampaignContent,
  place: CampaignPlace,
  scope: RenderScope,
): Promise<CampaignRenderer> {
  const booking = bookingPageUrl(scope.publicUrl, content.establishmentId);
  const parts = bodyParts(content.body);
  const urls = new Map<number, string>([[0, booking]]);
  for (const p of parts) if (p.kind === 'url') urls.set(p.index, p.url);
  const host = new URL(scope.publicUrl).hostname;
  const html =
    content.channel === 'email'
      ? (await mjml2html(mjmlOf(content, place), { validationLevel: 'strict' })).html
      : '';
  const tracked = (r: RecipientValues, index: number) =>
    clickUrl(scope.publicUrl, signClick(scope.secret, content.tenantId, r.recipientId, index));

  /** The body or subject as plain text: fields filled, addresses tracked (when `track`). */
  const plain = (text: string, r: RecipientValues, track: boolean) => {
    const values = mergeValues(r, place, tracked(r, 0));
    return bodyParts(text)
      .map((p) => {
        if (p.kind === 'text') return p.text;
        if (p.kind === 'url') return track ? tracked(r, p.index) : p.url;
        return values[p.field as CampaignMergeField] ?? '';
      })
      .join('');
  };

  return {
    email(to, r) {
      const unsubscribe = unsubscribeLink(scope, r.clientId, 'email', 'marketing');
      const values = mergeValues(r, place, tracked(r, 0));
      const filled = html.replace(PLACEHOLDER, (_m, kind: string | undefined, key: string, whole: string) => {
        if (whole === 'UNSUBSCRIBE') return escapeHtml(unsubscribe.url);
        if (whole === 'OPEN')
          return escapeHtml(
            openUrl(scope.publicUrl, signOpen(scope.secret, content.tenantId, r.recipientId)),
          );
        if (kind === 'F') return escapeHtml(values[key.toLowerCase() as CampaignMergeField] ?? '');
        const index = Number(key);
        return escapeHtml(kind === 'L' ? tracked(r, index) : (urls.get(index) ?? ''));
      });
      const text = [
        plain(content.body.trim(), r, true),
        `Book now: ${tracked(r, 0)}`,
        [
          '--',
          `${place.name}, ${addressLine(place)}`,
          `You receive this email because you agreed to marketing emails from ${place.name}.`,
          `Unsubscribe: ${unsubscribe.url}`,
        ].join('\n'),
      ].join('\n\n');
      return {
        to,
        subject: plain(content.subject ?? '', r, false),
        text,
        html: filled,
        headers: { ...unsubscribe.listUnsubscribeHeaders },
        messageId: `<${content.id}.${r.clientId}@${host}>`,
      };
    },
    sms(r) {
      return `${plain(content.body.trim(), r, true)}\n${CAMPAIGN_SMS_OPT_OUT}`;
    },
  };
}
