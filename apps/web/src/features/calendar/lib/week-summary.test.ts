import { describe, expect, it } from 'vitest';
import type { Appointment } from '@daybook/contracts';
import { formatBookedTime, speakBookedTime, summarizeWeek } from './week-summary';

const staff = [
  { id: 's1', title: 'Emma Chen', color: '#1c7ed6' },
  { id: 's2', title: 'Bianca Rossi', color: '#d6336c' },
];

const appt = (staffId: string, date: string, startTime: string, endTime: string, status = 'booked') =>
  ({ id: `${staffId}-${date}-${startTime}`, staffId, date, startTime, endTime, status }) as Appointment;

describe('summarizeWeek', () => {
  it('counts appointments and booked minutes per staff member and day, with totals', () => {
    const s = summarizeWeek(
      [
        appt('s1', '2026-11-29', '09:00', '10:30'),
        appt('s1', '2026-11-29', '11:00', '11:30'),
        appt('s2', '2026-12-01', '09:00', '10:00'),
        appt('s1', '2026-12-05', '17:00', '18:00'),
      ],
      '2026-11-29',
      staff,
    );
    expect(s.days).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(s.rows.map((r) => r.staff.title)).toEqual(['Emma Chen', 'Bianca Rossi']);
    expect(s.rows[0]!.days[0]).toEqual({ count: 2, minutes: 120 });
    expect(s.rows[0]!.days[6]).toEqual({ count: 1, minutes: 60 });
    expect(s.rows[0]!.week).toEqual({ count: 3, minutes: 180 });
    expect(s.rows[1]!.days[2]).toEqual({ count: 1, minutes: 60 });
    expect(s.dayTotals.map((d) => d.count)).toEqual([2, 0, 1, 0, 0, 0, 1]);
    expect(s.week).toEqual({ count: 4, minutes: 240 });
  });

  it('leaves out cancelled and no-show visits, filtered staff and other weeks', () => {
    const s = summarizeWeek(
      [
        appt('s1', '2026-11-30', '09:00', '10:00', 'cancelled'),
        appt('s1', '2026-11-30', '10:00', '11:00', 'no_show'),
        appt('s3', '2026-11-30', '09:00', '10:00'),
        appt('s1', '2026-12-06', '09:00', '10:00'),
      ],
      '2026-11-29',
      staff,
    );
    expect(s.week).toEqual({ count: 0, minutes: 0 });
  });
});

describe('booked time labels', () => {
  it('reads short in the cell and in words for a screen reader', () => {
    expect(formatBookedTime(330)).toBe('5h 30m');
    expect(formatBookedTime(45)).toBe('45m');
    expect(formatBookedTime(120)).toBe('2h');
    expect(speakBookedTime(330)).toBe('5 hours 30 minutes');
    expect(speakBookedTime(60)).toBe('1 hour');
    expect(speakBookedTime(1)).toBe('1 minute');
  });
});
