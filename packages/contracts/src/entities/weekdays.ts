/**
 * The days of the week as business hours and staff schedules name them, Monday first. Free of
 * zod, so that the booking page's date strip does not download the establishment schemas.
 */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
