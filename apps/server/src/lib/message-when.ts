/**
 * How a message to a client names a moment (automated messages and campaigns, issue #32):
 * 'Tue, Dec 8 at 2:30 PM', en-US, on the location's clock.
 */

/** 'Tue, Dec 8 at 2:30 PM': `instant` in `timeZone` (IANA). */
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
