/**
 * The automated messages' words (issue #32): short, plain, transactional (no marketing, so no
 * unsubscribe link), with the client's first name, the location, the service and the local date
 * and time in en-US ("Tue, Dec 8 at 2:30 PM").
 */
import type { AutomationSendFlow } from '@daybook/contracts';

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

/** 'Tue, Dec 8 at 2:30 PM' in `timeZone`. */
export function localWhen(instant: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(instant);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    instant,
  );
  // ICU puts a narrow no-break space before AM/PM; a text message reads better with a plain one.
  return `${day} at ${time.replace(/\s/gu, ' ')}`;
}

/** The words of `flow` about the appointment `f`. */
export function messageText(flow: AutomationSendFlow, f: MessageFacts): MessageText {
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
