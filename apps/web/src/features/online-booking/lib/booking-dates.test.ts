import { describe, expect, it } from 'vitest';
import { defaultBusinessHours } from '@daybook/contracts';
import {
  addDays,
  dayLabel,
  daysBetween,
  firstOpenDate,
  formatDuration,
  formatLongDate,
  formatTime,
  formatTimeRange,
  monthsLabel,
  pageStart,
  weekdayOf,
} from './booking-dates';

describe('booking dates', () => {
  it('does calendar arithmetic across months and the daylight-saving change', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-03-02')).toBe('monday');
    expect(weekdayOf('2026-03-08')).toBe('sunday');
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(pageStart('2026-03-02', '2026-03-08', 7)).toBe('2026-03-02');
    expect(pageStart('2026-03-02', '2026-03-09', 7)).toBe('2026-03-09');
    expect(pageStart('2026-03-02', '2026-03-01', 7)).toBe('2026-03-02');
  });

  it('finds the first open day within the bookable range', () => {
    const hours = defaultBusinessHours();
    hours.wednesday = { isOpen: true, openTime: '09:00', closeTime: '17:00' };
    expect(firstOpenDate(hours, '2026-03-02', '2026-04-01')).toBe('2026-03-04');
    expect(firstOpenDate(hours, '2026-03-02', '2026-03-03')).toBeNull();
    expect(firstOpenDate(defaultBusinessHours(), '2026-03-02', '2026-04-01')).toBeNull();
  });

  it('formats en-US labels without the browser’s time zone shifting the day', () => {
    expect(dayLabel('2026-03-03')).toEqual({ weekday: 'Tue', day: '3' });
    expect(monthsLabel('2026-03-02', '2026-03-08')).toBe('March 2026');
    expect(monthsLabel('2026-03-30', '2026-04-05')).toBe('Mar – Apr 2026');
    expect(monthsLabel('2026-12-28', '2027-01-03')).toBe('Dec 2026 – Jan 2027');
    expect(formatLongDate('2026-03-03')).toBe('Tuesday, Mar 3, 2026');
    expect(formatTime('09:00')).toBe('9:00 AM');
    expect(formatTime('12:15')).toBe('12:15 PM');
    expect(formatTime('00:30')).toBe('12:30 AM');
    expect(formatTime('24:00')).toBe('12:00 AM');
    expect(formatTimeRange('13:30', '14:15')).toBe('1:30 PM – 2:15 PM');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 hr');
    expect(formatDuration(90)).toBe('1 hr 30 min');
  });
});
