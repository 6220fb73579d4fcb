/**
 * The automated messages' words (issue #32): short and plain, with the client's first name, the
 * location, the service and the local date and time in en-US ("Tue, Dec 8 at 2:30 PM"). The
 * editable flows render a template, the location's own (automation_settings subject and body)
 * or the standard one (contracts AUTOMATION_DEFAULT_TEXTS), filled as plain text; the moved and
 * cancelled notices keep fixed words. The appointment messages are transactional (no unsubscribe
 * link); the marketing client flows carry one (email) or the STOP line (text), added after the
 * words whoever wrote them.
 */
import {
  AUTOMATION_DEFAULT_TEXTS,
  AUTOMATION_TEXT_OPT_OUT,
  fillMergeFields,
  type AutomationClientFlow,
  type AutomationEditableFlow,
  type AutomationMergeField,
  type AutomationSendFlow,
} from '@daybook/contracts';
import { localWhen } from '../../lib/message-when.js';
import { bookingPageUrl } from '../online-booking/index.js';

/** The flows of messages about an appointment (not the client flows). */
export type AppointmentMessageFlow = Exclude<AutomationSendFlow, AutomationClientFlow>;

/** A location's own subject and words for a flow; null: the standard wording. */
export interface OwnWords {
  subject: string | null;
  body: string | null;
}

/** What a message says of its appointment. */
export interface MessageFacts {
  clientName: string;
  place: string;
  serviceName: string;
  startsAt: Date;
  timeZone: string;
  /** The location's online booking page (bookingLinkOf), or '' when the app's address is unknown. */
  bookingUrl: string;
}

/** An email's subject and text, and the text message's body. */
export interface MessageText {
  subject: string;
  text: string;
  sms: string;
}

/**
 * The location's public booking page for `{{booking_link}}`; '' when the app's address is
 * unknown (a production server without PUBLIC_URL), so a transactional message still goes.
 */
export function bookingLinkOf(publicUrl: string | undefined, establishmentId: string): string {
  return publicUrl ? bookingPageUrl(publicUrl, establishmentId) : '';
}

const firstName = (clientName: string) => clientName.trim().split(/\s+/u)[0] || 'there';

/** `flow`'s template (`own` where written, else the standard) filled with `values`. */
function rendered(
  flow: AutomationEditableFlow,
  own: OwnWords,
  values: Partial<Record<AutomationMergeField, string>>,
): MessageText {
  const standard = AUTOMATION_DEFAULT_TEXTS[flow];
  return words(
    fillMergeFields(own.subject ?? standard.subject, values),
    fillMergeFields(own.body ?? standard.body, values),
  );
}

/** The words of `flow` about the appointment `f`; `own` is the location's (confirmation and reminders only). */
export function messageText(flow: AppointmentMessageFlow, f: MessageFacts, own: OwnWords): MessageText {
  const when = localWhen(f.startsAt, f.timeZone);
  const what = `your ${f.serviceName} at ${f.place}`;
  switch (flow) {
    case 'booking_confirmation':
    case 'reminder_first':
    case 'reminder_second':
      return rendered(flow, own, {
        first_name: firstName(f.clientName),
        location: f.place,
        service: f.serviceName,
        when,
        booking_link: f.bookingUrl,
      });
    case 'appointment_moved':
      return words(
        `Your appointment at ${f.place} has moved`,
        `Hi ${firstName(f.clientName)}, ${what} has moved to ${when}.`,
      );
    case 'appointment_cancelled':
      return words(
        `Your appointment at ${f.place} is cancelled`,
        `Hi ${firstName(f.clientName)}, ${what} on ${when} has been cancelled.`,
      );
  }
}

function words(subject: string, line: string): MessageText {
  return { subject, text: `${line}\n`, sms: line };
}

/** What a client flow's message says: the client, the location, and the service it follows (if any). */
export interface ClientMessageFacts {
  clientName: string;
  place: string;
  /** The services of the visit it follows ('A and B'); null for a birthday. */
  serviceName: string | null;
  /** The location's online booking page (bookingLinkOf), or ''. */
  bookingUrl: string;
  /** Marketing (rebook, birthday, win-back): the email ends with its unsubscribe link, a text with TEXT_OPT_OUT. */
  marketing: boolean;
  /** The email's unsubscribe page (null for a text, or a message that is not marketing). */
  unsubscribeUrl: string | null;
}

/** The opt-out line every marketing text ends with. */
export const TEXT_OPT_OUT = AUTOMATION_TEXT_OPT_OUT;

/**
 * The words of client flow `flow` (`own`: the location's, else the standard): a marketing email
 * ends with its unsubscribe link and a marketing text with TEXT_OPT_OUT, which no one can edit
 * away; the review request carries neither (it follows the visit).
 */
export function clientMessageText(
  flow: AutomationClientFlow,
  f: ClientMessageFacts,
  own: OwnWords,
): MessageText {
  const plain = rendered(flow, own, {
    first_name: firstName(f.clientName),
    location: f.place,
    service: f.serviceName ?? 'visit',
    booking_link: f.bookingUrl,
  });
  if (!f.marketing) return plain;
  return {
    subject: plain.subject,
    text: f.unsubscribeUrl
      ? `${plain.text}\nTo stop these emails, unsubscribe: ${f.unsubscribeUrl}\n`
      : plain.text,
    sms: `${plain.sms} ${TEXT_OPT_OUT}`,
  };
}
