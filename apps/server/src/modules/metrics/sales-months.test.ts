/** Whole months inside runs of days (sales-months.ts): what the month roll-up writes and reads. */
import { describe, expect, it } from 'vitest';
import { monthEnd, monthsCompleted, wholeMonths } from './sales-months.js';

describe('months of the month roll-up', () => {
  it('ends each month on its last day, February of a leap year included', () => {
    expect([monthEnd('2027-02-01'), monthEnd('2028-02-01'), monthEnd('2027-12-01')]).toEqual([
      '2027-02-28',
      '2028-02-29',
      '2027-12-31',
    ]);
  });

  it('finds the whole months inside a period, or none', () => {
    expect(wholeMonths('2027-02-01', '2027-03-20')).toEqual({ from: '2027-02-01', to: '2027-02-01' });
    expect(wholeMonths('2027-01-15', '2027-04-30')).toEqual({ from: '2027-02-01', to: '2027-04-01' });
    expect(wholeMonths('2027-02-02', '2027-03-30')).toBeNull();
    expect(wholeMonths('2026-12-01', '2027-11-30')).toEqual({ from: '2026-12-01', to: '2027-11-01' });
  });

  it('adds up again only the months a roll-up leaves whole', () => {
    expect(monthsCompleted('2027-02-10', '2027-03-21', '2027-03-21')).toEqual({
      from: '2027-02-01',
      to: '2027-02-01',
    });
    expect(monthsCompleted('2027-03-31', '2027-03-31', '2027-03-31')).toEqual({
      from: '2027-03-01',
      to: '2027-03-01',
    });
    // A day rolled again inside the month not yet over changes no month.
    expect(monthsCompleted('2027-03-14', '2027-03-14', '2027-03-21')).toBeNull();
    expect(monthsCompleted('2027-02-14', '2027-02-14', '2027-03-21')).toEqual({
      from: '2027-02-01',
      to: '2027-02-01',
    });
  });
});
