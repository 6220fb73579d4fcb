/**
 * The automated messages' words (issue #32): short and plain, with the client's first name, the
 * location, the service and the local date and time in en-US ("Tue, Dec 8 at 2:30 PM"). The
 * appointment messages are transactional (no unsubscribe link); the marketing client flows carry
 * one (email) or the STOP line (text).
 */
import type { AutomationClientFlow, AutomationSendFlow } from '@daybook/contracts';
import { localWhen } from '../../lib/message-when.js';

/** The flows of messages about an appointment (not the client flows). */
export type AppointmentMessageFlow = Exclude<AutomationSendFlow, AutomationClientFlow>;

/** What a message says of its appointment. */
export interface MessageFacts {
  clientName: string;
  place: string;
  serviceName: string;
  startsAt: Date;
  timeZone: string;
}

/** An email's subject and text, and the text message's body. */
export interface MessageText {
  subject: string;
  text: string;
  sms: string;
}

/** The words of `flow` about the appointment `f`. */
export function messageText(flow: AppointmentMessageFlow, f: MessageFacts): MessageText {
  const first = f.clientName.trim().split(/\s+/u)[0] || 'there';
  const when = localWhen(f.startsAt, f.timeZone);
  const what = `your ${f.serviceName} at ${f.place}`;
  switch (flow) {
    case 'booking_confirmation':
      return words(`Your appointment at ${f.place} is booked`, `Hi ${first}, ${what} is booked for ${when}.`);
    case 'reminder_first':
    case 'reminder_second':
      return words(
        `Reminder: ${f.serviceName} at ${f.place}`,
        `Hi ${first}, a reminder of ${what} on ${when}.`,
      );
    case 'appointment_moved':
      return words(`Your appointment at ${f.place} has moved`, `Hi ${first}, ${what} has moved to ${when}.`);
    case 'appointment_cancelled':
      return words(
        `Your appointment at ${f.place} is cancelled`,
        `Hi ${first}, ${what} on ${when} has been cancelled.`,
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
  /** Marketing (rebook, birthday, win-back): the email ends with its unsubscribe link, a text with TEXT_OPT_OUT. */
  marketing: boolean;
  /** The email's unsubscribe page (null for a text, or a message that is not marketing). */
  unsubscribeUrl: string | null;
}

/** The opt-out line every marketing text ends with. */
export const TEXT_OPT_OUT = 'Reply STOP to opt out.';

/**
 * The words of client flow `flow`: a marketing email ends with its unsubscribe link and a
 * marketing text with TEXT_OPT_OUT; the review request carries neither (it follows the visit).
 */
export function clientMessageText(flow: AutomationClientFlow, f: ClientMessageFacts): MessageText {
  const first = f.clientName.trim().split(/\s+/u)[0] || 'there';
  const service = f.serviceName ?? 'visit';
  const plain = (() => {
    switch (flow) {
      case 'rebook_nudge':
        return words(
          `Time for your next ${service} at ${f.place}?`,
          `Hi ${first}, it's about time for your next ${service} at ${f.place}. We'd love to see you again: book your next visit whenever suits you.`,
        );
      case 'birthday':
        return words(
          `Happy birthday from ${f.place}!`,
          `Hi ${first}, happy birthday from all of us at ${f.place}!`,
        );
      case 'win_back':
        return words(
          `We miss you at ${f.place}`,
          `Hi ${first}, it's been a while since your last visit to ${f.place}. We'd love to see you again.`,
        );
      case 'review_request':
        return words(
          `How was your visit to ${f.place}?`,
          `Hi ${first}, thank you for visiting ${f.place}. How was your ${service}? Reply and tell us; we read every answer.`,
        );
    }
  })();
  if (!f.marketing) return plain;
  return {
    subject: plain.subject,
    text: f.unsubscribeUrl
      ? `${plain.text}\nTo stop these emails, unsubscribe: ${f.unsubscribeUrl}\n`
      : plain.text,
    sms: `${plain.sms} ${TEXT_OPT_OUT}`,
  };
}
