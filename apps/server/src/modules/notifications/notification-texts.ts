/** Shared wording of notifications about appointments (en-US dates and 12-hour times). */
import dayjs from 'dayjs';

/** 'Jun 17, 2026 at 10:00 AM' for a local date and 'HH:MM'. */
export function appointmentWhen(date: string, startTime: string): string {
  return dayjs(`${date}T${startTime}`).format('MMM D, YYYY [at] h:mm A');
}
