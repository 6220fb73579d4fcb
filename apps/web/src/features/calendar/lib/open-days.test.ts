import { describe, expect, it } from 'vitest';
import { defaultBusinessHours, type BusinessHours } from '@daybook/contracts';
import {
  closedOnText,
  dayNotice,
  formatShortWeekdayDate,
  formatWeekdayDate,
  isOpenOn,
  nextOpenDay,
  noFreeTimeReason,
  weekdayOf,
} from './open-days';

/** Luxe Manhattan's week: closed on Mondays, open every other day. */
function closedMondays(): BusinessHours {
  const hours = defaultBusinessHours();
  for (const day of ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const) {
    hours[day] = { isOpen: true, openTime: '09:00', closeTime: '19:00' };
  }
  return hours;
}

describe('weekdayOf and isOpenOn', () => {
  it('names the weekday of a local date, Monday to Sunday', () => {
    expect(weekdayOf('2026-11-30')).toBe('monday');
    expect(weekdayOf('2026-12-01')).toBe('tuesday');
    expect(weekdayOf('2026-12-06')).toBe('sunday');
    expect(weekdayOf('2027-01-01')).toBe('friday');
  });

  it('reads the weekday’s isOpen flag', () => {
    expect(isOpenOn(closedMondays(), '2026-11-30')).toBe(false);
    expect(isOpenOn(closedMondays(), '2026-12-01')).toBe(true);
  });
});

describe('nextOpenDay', () => {
  it('is the next day when that one opens', () => {
    expect(nextOpenDay(closedMondays(), '2026-11-30')).toBe('2026-12-01');
  });

  it('skips closed days and wraps around the end of the week', () => {
    const hours = defaultBusinessHours();
    hours.tuesday = { isOpen: true, openTime: '10:00', closeTime: '16:00' };
    // From Wednesday Dec 2 the next Tuesday is Dec 8, past the weekend.
    expect(nextOpenDay(hours, '2026-12-02')).toBe('2026-12-08');
    // From a Tuesday itself: a week later, never the same day.
    expect(nextOpenDay(hours, '2026-12-01')).toBe('2026-12-08');
  });

  it('crosses a month and a year', () => {
    const hours = defaultBusinessHours();
    hours.friday = { isOpen: true, openTime: '10:00', closeTime: '16:00' };
    expect(nextOpenDay(hours, '2026-12-28')).toBe('2027-01-01');
  });

  it('is null when every day is closed', () => {
    expect(nextOpenDay(defaultBusinessHours(), '2026-11-30')).toBeNull();
  });
});

describe('dayNotice', () => {
  it('says a weekly closed day is closed and where the next open day is', () => {
    expect(dayNotice(closedMondays(), '2026-11-30', false)).toEqual({
      kind: 'closed',
      day: 'monday',
      next: '2026-12-01',
    });
    expect(dayNotice(defaultBusinessHours(), '2026-11-30', true)).toEqual({
      kind: 'closed',
      day: 'monday',
      next: null,
    });
  });

  it('says when nobody works on an open day, and nothing on an ordinary day', () => {
    expect(dayNotice(closedMondays(), '2026-12-25', true)).toEqual({ kind: 'nobody' });
    expect(dayNotice(closedMondays(), '2026-12-01', false)).toBeNull();
  });
});

describe('texts', () => {
  it('speaks as the spec does', () => {
    expect(closedOnText('Luxe Salon Manhattan', 'monday')).toBe('Luxe Salon Manhattan is closed on Mondays');
  });

  it('formats dates en-US without depending on the machine’s zone', () => {
    expect(formatWeekdayDate('2026-12-01')).toBe('Tuesday, Dec 1');
    expect(formatShortWeekdayDate('2026-12-01')).toBe('Tue, Dec 1');
    expect(formatShortWeekdayDate('2027-01-01')).toBe('Fri, Jan 1');
  });
});

describe('noFreeTimeReason', () => {
  const luxe = { name: 'Luxe Salon Manhattan', businessHours: closedMondays(), maxAdvanceDays: 60 };
  const today = '2026-11-24';

  it('names a past date first', () => {
    expect(noFreeTimeReason(luxe, today, '2026-11-23')).toBe('Monday, Nov 23 has passed.');
  });

  it('names a weekly closed day', () => {
    expect(noFreeTimeReason(luxe, today, '2026-11-30')).toBe('Luxe Salon Manhattan is closed on Mondays.');
  });

  it('names the booking window beyond its last date', () => {
    expect(noFreeTimeReason(luxe, today, '2027-01-24')).toBe('Bookings open 60 days ahead.');
    expect(noFreeTimeReason(luxe, today, '2027-01-23')).toBe(
      'Not working, on time off or booked up that day.',
    );
  });
});
