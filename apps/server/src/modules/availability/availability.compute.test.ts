/**
 * The pure parts of availability: local days and their offset segments, and the rule itself,
 * against hand-computed answers. Runs the same under any TZ (the suite is run under UTC and
 * Pacific/Auckland).
 */
import { describe, expect, it } from 'vitest';
import { defaultBusinessHours, type BusinessHours } from '@daybook/contracts';
import { wallInstant } from '../../lib/local-dates.js';
import {
  bookedBusy,
  busySegments,
  computeAvailability,
  intersectRanges,
  overlapsAny,
  PROCESSING_GAPS_BOOKABLE,
  type AvailabilityInput,
  type StaffAvailabilityInput,
} from './availability.compute.js';
import {
  candidateStarts,
  firstCandidateFrom,
  labelAt,
  localDay,
  wallRanges,
  type LocalDay,
} from './availability.zone.js';

const NY = 'America/New_York';
const MIN = 60_000;
const at = (iso: string) => Date.parse(iso);
const day = (date: string, zone = NY): LocalDay =>
  localDay(date, zone, (d, time) => wallInstant(d, time, zone));
const labels = (d: LocalDay, instants: number[]) => instants.map((t) => labelAt(d, t));

function hours(open: string, close: string): BusinessHours {
  const h = defaultBusinessHours();
  for (const k of Object.keys(h) as (keyof BusinessHours)[])
    h[k] = { isOpen: true, openTime: open, closeTime: close };
  return h;
}

function person(id: string, start: number, end: number, extra: Partial<StaffAvailabilityInput> = {}) {
  return {
    id,
    weekly: Array.from({ length: 7 }, () => [{ start, end }]),
    overrides: new Map(),
    busy: [],
    ...extra,
  };
}

/** Monday 2026-03-02 in New York (EST, UTC−5): 09:00 local = 14:00Z. */
function input(extra: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    days: [day('2026-03-02')],
    businessHours: hours('09:00', '12:00'),
    staff: [person('a', 9 * 60, 12 * 60)],
    shape: { duration: 60, bufferAfter: 0, processing: null },
    interval: 60,
    earliest: 0,
    lastDate: '2099-12-31',
    ...extra,
  };
}
const starts = (r: { availabilityByStaff: Record<string, { startTime: string }[]> }, id = 'a') =>
  r.availabilityByStaff[id]!.map((s) => s.startTime);

describe('local days', () => {
  it('reads an ordinary day as one segment from local midnight', () => {
    const d = day('2026-03-02');
    expect(d).toMatchObject({
      weekday: 0,
      start: at('2026-03-02T05:00:00Z'),
      end: at('2026-03-03T05:00:00Z'),
    });
    expect(d.segments).toEqual([{ start: d.start, end: d.end, wall: 0 }]);
    expect(labels(d, candidateStarts(d, 360))).toEqual(['00:00', '06:00', '12:00', '18:00']);
    expect(labelAt(d, d.end)).toBe('24:00');
  });

  it('skips the wall times the clocks jump over on a spring-forward day (2026-03-08)', () => {
    const d = day('2026-03-08');
    expect(d.weekday).toBe(6);
    expect(d.end - d.start).toBe(23 * 60 * MIN);
    expect(d.segments.map((s) => [new Date(s.start).toISOString(), s.wall])).toEqual([
      ['2026-03-08T05:00:00.000Z', 0],
      ['2026-03-08T07:00:00.000Z', 180],
    ]);
    const c = candidateStarts(d, 30).slice(0, 6);
    expect(labels(d, c)).toEqual(['00:00', '00:30', '01:00', '01:30', '03:00', '03:30']);
    // 00:00–04:00 on the wall is three real hours.
    expect(wallRanges(d, 0, 240)).toEqual([
      { start: at('2026-03-08T05:00:00Z'), end: at('2026-03-08T08:00:00Z') },
    ]);
    // A range inside the gap holds no time at all.
    expect(wallRanges(d, 130, 170)).toEqual([]);
  });

  it('offers a repeated wall time once, at the instant bookings use (2026-11-01)', () => {
    const d = day('2026-11-01');
    expect(d.end - d.start).toBe(25 * 60 * MIN);
    expect(d.segments.map((s) => [new Date(s.start).toISOString(), s.wall])).toEqual([
      ['2026-11-01T04:00:00.000Z', 0],
      ['2026-11-01T06:00:00.000Z', 60],
    ]);
    const c = candidateStarts(d, 30).slice(0, 8);
    const booked = wallInstant('2026-11-01', '01:30', NY)!.getTime();
    expect(c).toContain(booked);
    expect(labels(d, c)).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '03:00', '03:30']);
    expect(c.every((t, i) => i === 0 || t > c[i - 1]!)).toBe(true);
    // 00:00–04:00 on the wall covers the repeated hour twice: five real hours.
    expect(wallRanges(d, 0, 240)).toEqual([
      { start: at('2026-11-01T04:00:00Z'), end: at('2026-11-01T09:00:00Z') },
    ]);
    // With a resolver that picks the first pass, the first pass is offered instead.
    const early = localDay('2026-11-01', NY, (date, time) => new Date(`${date}T${time}:00-04:00`));
    expect(early.repeatedPick).toBe('earlier');
    expect(
      candidateStarts(early, 60)
        .slice(0, 4)
        .map((t) => new Date(t).toISOString()),
    ).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T08:00:00.000Z',
    ]);
  });

  it('handles a southern-hemisphere change (Pacific/Auckland, 2026-09-27 02:00 → 03:00)', () => {
    const d = day('2026-09-27', 'Pacific/Auckland');
    expect(d.end - d.start).toBe(23 * 60 * MIN);
    expect(labels(d, candidateStarts(d, 60).slice(0, 4))).toEqual(['00:00', '01:00', '03:00', '04:00']);
  });

  it('finds the first candidate start at or after an instant, up to the last date', () => {
    const days = [day('2026-03-02'), day('2026-03-03')];
    // 2026-03-02 10:07 EST: the next 15-minute start is 10:15.
    expect(firstCandidateFrom(days, 15, at('2026-03-02T15:07:00Z'), '2026-03-03')).toBe(
      at('2026-03-02T15:15:00Z'),
    );
    expect(firstCandidateFrom(days, 15, at('2026-03-02T15:15:00Z'), '2026-03-03')).toBe(
      at('2026-03-02T15:15:00Z'),
    );
    // Past the first day: the second day's midnight.
    expect(firstCandidateFrom(days, 60, at('2026-03-03T04:30:00Z'), '2026-03-03')).toBe(
      at('2026-03-03T05:00:00Z'),
    );
    expect(firstCandidateFrom(days, 60, at('2026-03-03T04:30:00Z'), '2026-03-02')).toBeNull();
  });
});

describe('range helpers', () => {
  it('finds overlaps and intersections of sorted ranges', () => {
    const busy = [
      { start: 10, end: 20 },
      { start: 30, end: 40 },
    ];
    expect(overlapsAny(busy, { start: 20, end: 30 })).toBe(false);
    expect(overlapsAny(busy, { start: 19, end: 21 })).toBe(true);
    expect(overlapsAny(busy, { start: 0, end: 10 })).toBe(false);
    expect(overlapsAny(busy, { start: 39, end: 50 })).toBe(true);
    expect(overlapsAny([], { start: 0, end: 10 })).toBe(false);
    expect(intersectRanges(busy, [{ start: 15, end: 35 }])).toEqual([
      { start: 15, end: 20 },
      { start: 30, end: 35 },
    ]);
  });

  it('frees a new booking’s processing window now that gaps are bookable, and keeps it whole when not', () => {
    const shape = { duration: 120, bufferAfter: 15, processing: { start: 30, duration: 45 } };
    expect(PROCESSING_GAPS_BOOKABLE).toBe(true);
    expect(busySegments(0, shape)).toEqual([
      { start: 0, end: 30 * MIN },
      { start: 75 * MIN, end: 135 * MIN },
    ]);
    expect(busySegments(0, shape, false)).toEqual([{ start: 0, end: 135 * MIN }]);
    expect(busySegments(0, { ...shape, processing: null })).toEqual([{ start: 0, end: 135 * MIN }]);
  });

  it('keeps an existing appointment busy outside its stored window, buffer included', () => {
    const booked = {
      start: 0,
      end: 120 * MIN,
      processing: { start: 30 * MIN, end: 75 * MIN },
      bufferAfter: 15,
    };
    expect(bookedBusy(booked)).toEqual([
      { start: 0, end: 30 * MIN },
      { start: 75 * MIN, end: 135 * MIN },
    ]);
    expect(bookedBusy(booked, false)).toEqual([{ start: 0, end: 135 * MIN }]);
    expect(bookedBusy({ ...booked, processing: null })).toEqual([{ start: 0, end: 135 * MIN }]);
  });
});

describe('computeAvailability', () => {
  it('offers every start whose whole duration fits the hours, with the union by start', () => {
    const r = computeAvailability(
      input({ staff: [person('a', 9 * 60, 12 * 60), person('b', 10 * 60, 11 * 60)] }),
    );
    expect(starts(r)).toEqual(['09:00', '10:00', '11:00']);
    expect(starts(r, 'b')).toEqual(['10:00']);
    expect(r.availability).toEqual([
      { date: '2026-03-02', startTime: '09:00', endTime: '10:00', staffIds: ['a'], available: true },
      { date: '2026-03-02', startTime: '10:00', endTime: '11:00', staffIds: ['a', 'b'], available: true },
      { date: '2026-03-02', startTime: '11:00', endTime: '12:00', staffIds: ['a'], available: true },
    ]);
    expect(r.availabilityByStaff.a![0]).toEqual({
      date: '2026-03-02',
      startTime: '09:00',
      endTime: '10:00',
      available: true,
    });
  });

  it('clips staff hours to business hours, and joins split shifts that touch', () => {
    const split = person('a', 0, 0, {
      weekly: Array.from({ length: 7 }, () => [
        { start: 8 * 60, end: 10 * 60 + 30 },
        { start: 10 * 60 + 30, end: 14 * 60 },
      ]),
    });
    const r = computeAvailability(input({ staff: [split], interval: 30 }));
    expect(starts(r)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
  });

  it('keeps the buffer after the new booking and after existing ones free', () => {
    const existing = { start: at('2026-03-02T15:00:00Z'), end: at('2026-03-02T15:30:00Z') + 15 * MIN }; // 10:00–10:30 + 15
    const r = computeAvailability(
      input({
        staff: [person('a', 9 * 60, 12 * 60, { busy: [existing] })],
        shape: { duration: 30, bufferAfter: 15, processing: null },
        interval: 15,
      }),
    );
    // 09:15 + 30 + 15 = 10:00 touches; 09:30 would run its buffer into 10:00. 10:45 is free again.
    expect(starts(r)).toEqual(['09:00', '09:15', '10:45', '11:00', '11:15', '11:30']);
  });

  it('uses a date override instead of the weekly hours, and a day off leaves nothing', () => {
    const off = person('a', 9 * 60, 12 * 60, { overrides: new Map([['2026-03-02', []]]) });
    const other = person('b', 9 * 60, 12 * 60, {
      overrides: new Map([['2026-03-02', [{ start: 11 * 60, end: 17 * 60 }]]]),
    });
    const r = computeAvailability(input({ staff: [off, other] }));
    expect(r.availabilityByStaff).toEqual({ a: [], b: [expect.objectContaining({ startTime: '11:00' })] });
  });

  it('applies the minimum advance as an instant and the maximum advance as a last date', () => {
    const days = [day('2026-03-02'), day('2026-03-03'), day('2026-03-04')];
    const r = computeAvailability(
      input({ days, earliest: at('2026-03-02T15:01:00Z'), lastDate: '2026-03-03', interval: 60 }),
    );
    expect(r.availabilityByStaff.a!.map((s) => `${s.date} ${s.startTime}`)).toEqual([
      '2026-03-02 11:00',
      '2026-03-03 09:00',
      '2026-03-03 10:00',
      '2026-03-03 11:00',
    ]);
  });

  it('books around other work inside the new booking’s processing window only when gaps are bookable', () => {
    // Existing work 10:30–11:00 fits inside the processing window (30–90 min) of 09:30 and 10:00 starts.
    const busy = [{ start: at('2026-03-02T15:30:00Z'), end: at('2026-03-02T16:00:00Z') }];
    const base = input({
      staff: [person('a', 9 * 60, 13 * 60, { busy })],
      businessHours: hours('09:00', '13:00'),
      shape: { duration: 120, bufferAfter: 0, processing: { start: 30, duration: 60 } },
      interval: 30,
    });
    expect(starts(computeAvailability(base))).toEqual(['09:30', '10:00', '11:00']);
    expect(starts(computeAvailability({ ...base, gapsBookable: false }))).toEqual(['11:00']);
  });

  it('lists the hours across a spring-forward night in real time', () => {
    const r = computeAvailability(
      input({
        days: [day('2026-03-08')],
        businessHours: hours('00:00', '04:00'),
        staff: [person('a', 0, 240)],
        interval: 30,
      }),
    );
    expect(r.availabilityByStaff.a!.map((s) => `${s.startTime}-${s.endTime}`)).toEqual([
      '00:00-01:00',
      '00:30-01:30',
      '01:00-03:00',
      '01:30-03:30',
      '03:00-04:00',
    ]);
  });

  // Its speed is measured by `npm run bench:booking` (availability over 14 days), not here.
  it('computes 10 staff over 14 days, each with one busy hour a day', () => {
    const days = Array.from({ length: 14 }, (_, i) => day(`2026-03-${String(i + 2).padStart(2, '0')}`));
    const staff = Array.from({ length: 10 }, (_, i) =>
      person(`s${i}`, 9 * 60, 19 * 60, {
        busy: days.map((d) => ({ start: d.start + (10 + i) * 60 * MIN, end: d.start + (11 + i) * 60 * MIN })),
      }),
    );
    const r = computeAvailability(
      input({ days, staff, businessHours: hours('08:00', '20:00'), interval: 15 }),
    );
    expect(r.availability.length).toBeGreaterThan(14 * 30);
    // On the first day (before the clocks change on 03-08), each person loses the start of their
    // busy hour and keeps the one right after it.
    for (const [i, p] of staff.entries()) {
      const starts = (r.availabilityByStaff[p.id] ?? []).filter((s) => s.date === '2026-03-02');
      expect(starts.some((s) => s.startTime === `${10 + i}:00`)).toBe(false);
      expect(starts.some((s) => s.startTime === `${11 + i}:00`)).toBe(i + 11 < 19);
    }
  });
});
