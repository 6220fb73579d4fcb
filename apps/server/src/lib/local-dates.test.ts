import { describe, expect, it } from 'vitest';
import {
  addDays,
  localToInstant,
  offsetMinutesAt,
  startOfLocalDay,
  wallDateTime,
  wallTimeReached,
} from './local-dates.js';

const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);

/** The wall time by a fresh Intl reading, to check the remembered offsets against. */
function intlWall(instant: number, timeZone: string): string {
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return f.format(new Date(instant)).replace(',', '');
}

describe('wall clock readings', () => {
  it('agree with Intl at steps of 11 h 19 min over a year, in zones with odd offsets and half-hour DST', () => {
    for (const zone of [NY, 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/Santiago', 'Europe/London']) {
      for (let t = at('2026-01-01T00:00:00Z'); t < at('2027-01-01T00:00:00Z'); t += 7 * 60_000 * 97) {
        const { date, time } = wallDateTime(new Date(t), zone);
        expect(`${date} ${time}`, `${zone} ${new Date(t).toISOString()}`).toBe(intlWall(t, zone));
      }
    }
  });

  it('change offset at the exact minute of a daylight-saving change', () => {
    expect(offsetMinutesAt(at('2026-03-08T06:59:00Z'), NY)).toBe(-300);
    expect(offsetMinutesAt(at('2026-03-08T07:00:00Z'), NY)).toBe(-240);
    expect(offsetMinutesAt(at('2026-11-01T05:59:00Z'), NY)).toBe(-240);
    expect(offsetMinutesAt(at('2026-11-01T06:00:00Z'), NY)).toBe(-300);
  });
});

describe('local date and time to instant', () => {
  it('reads ordinary, skipped and repeated wall times', () => {
    expect(localToInstant('2026-07-01', '09:30', NY)).toBe(at('2026-07-01T13:30:00Z'));
    expect(localToInstant('2026-03-08', '02:30', NY)).toBeNull();
    expect(localToInstant('2026-03-08', '03:00', NY)).toBe(at('2026-03-08T07:00:00Z'));
    // 01:30 happens twice on 2026-11-01: the later pass (EST) is the one.
    expect(localToInstant('2026-11-01', '01:30', NY)).toBe(at('2026-11-01T06:30:00Z'));
    expect(localToInstant('2026-10-04', '02:15', 'Australia/Lord_Howe')).toBeNull();
  });

  it('starts a day at midnight, or where the clocks jump over a skipped midnight', () => {
    expect(startOfLocalDay('2026-03-08', NY)).toBe(at('2026-03-08T05:00:00Z'));
    // Chile springs forward at 24:00 on 2026-09-05: the 6th begins at 01:00 (UTC−3).
    expect(startOfLocalDay('2026-09-06', 'America/Santiago')).toBe(at('2026-09-06T04:00:00Z'));
    expect(
      wallDateTime(new Date(startOfLocalDay('2026-09-06', 'America/Santiago')), 'America/Santiago'),
    ).toEqual({
      date: '2026-09-06',
      time: '01:00',
    });
  });
});

describe('a wall time reached', () => {
  it("is the instant of an ordinary time, where the clocks land past a skipped one, and a repeated one's later pass", () => {
    expect(wallTimeReached('2026-07-01', '09:30', NY)).toBe(at('2026-07-01T13:30:00Z'));
    // 02:00–02:59 never happens on 2026-03-08: everything before 02:30 is everything before 03:00.
    expect(wallTimeReached('2026-03-08', '02:30', NY)).toBe(at('2026-03-08T07:00:00Z'));
    expect(wallTimeReached('2026-11-01', '01:30', NY)).toBe(at('2026-11-01T06:30:00Z'));
    expect(wallTimeReached('2026-07-01', '00:00', NY)).toBe(at('2026-07-01T04:00:00Z'));
    expect(wallTimeReached('2026-07-01', '24:00', NY)).toBe(at('2026-07-02T04:00:00Z'));
    // Chile's 2026-09-05 ends at 24:00, which the clocks skip to 01:00 of the 6th.
    expect(wallTimeReached('2026-09-05', '24:00', 'America/Santiago')).toBe(at('2026-09-06T04:00:00Z'));
  });
});

describe('calendar arithmetic', () => {
  it('adds and takes days across months, leap days and years, whatever the zone', () => {
    expect(addDays('2026-11-26', 6)).toBe('2026-12-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    // The day the clocks change in New York is still one calendar day.
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-26', 0)).toBe('2026-11-26');
  });
});
