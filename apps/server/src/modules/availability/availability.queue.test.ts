/** The queue rule alone (issue #15): earliest opening, requested staff, holds of those ahead, ties. */
import { describe, expect, it } from 'vitest';
import { assignQueue, minutesUntil, type ServiceOpenings } from './availability.queue.js';

const M = 60_000;
const at = (minute: number) => minute * M;
const openings = (startsByStaff: Record<string, number[]>, holdMinutes: number): ServiceOpenings => ({
  staffOrder: Object.keys(startsByStaff),
  startsByStaff: new Map(Object.entries(startsByStaff)),
  holdMinutes,
});

describe('assignQueue', () => {
  it('gives each visit the earliest opening the ones ahead leave, ties to the first in calendar order', () => {
    const cut = openings({ a: [at(0), at(30), at(60), at(90)], b: [at(0), at(60)] }, 30);
    const result = assignQueue(
      [
        { id: '1', serviceId: 'cut', requestedStaffId: null },
        { id: '2', serviceId: 'cut', requestedStaffId: null },
        { id: '3', serviceId: 'cut', requestedStaffId: null },
        { id: '4', serviceId: 'cut', requestedStaffId: 'b' },
      ],
      new Map([['cut', cut]]),
    );
    expect(result.get('1')).toEqual({ start: at(0), staffId: 'a' });
    expect(result.get('2')).toEqual({ start: at(0), staffId: 'b' });
    expect(result.get('3')).toEqual({ start: at(30), staffId: 'a' });
    expect(result.get('4')).toEqual({ start: at(60), staffId: 'b' });
  });

  it('holds a staff member for the whole service of the visit ahead, across services', () => {
    const long = openings({ a: [at(0), at(15), at(30), at(45), at(60), at(75)] }, 60);
    const short = openings({ a: [at(0), at(15), at(30), at(45), at(60), at(75)] }, 15);
    const result = assignQueue(
      [
        { id: 'x', serviceId: 'long', requestedStaffId: null },
        { id: 'y', serviceId: 'short', requestedStaffId: null },
      ],
      new Map([
        ['long', long],
        ['short', short],
      ]),
    );
    expect(result.get('y')).toEqual({ start: at(60), staffId: 'a' });
  });

  it('answers null when nobody suitable has an opening', () => {
    const result = assignQueue(
      [
        { id: '1', serviceId: 'cut', requestedStaffId: 'c' },
        { id: '2', serviceId: 'unknown', requestedStaffId: null },
      ],
      new Map([['cut', openings({ a: [at(0)] }, 30)]]),
    );
    expect(result.get('1')).toBeNull();
    expect(result.get('2')).toBeNull();
  });

  it('counts whole minutes up, never below zero', () => {
    expect(minutesUntil(at(10) + 1, at(20))).toBe(10);
    expect(minutesUntil(at(10) + 30_000, at(20))).toBe(10);
    expect(minutesUntil(at(30), at(20))).toBe(0);
  });
});
