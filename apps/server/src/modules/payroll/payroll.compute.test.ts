/**
 * One person's pay line (payroll.compute.ts), hand-computed: the overtime premium by pay type
 * and the per-person exempt flag (issue #28 "Overtime"). Pure; integer cents.
 */
import { describe, expect, it } from 'vitest';
import { computeLine, type PersonPeriodInput } from './payroll.compute.js';

/** Two weeks of 40 h plus 2 h overtime, at the usual 1.5 ×, nothing sold or tipped. */
function person(over: Partial<PersonPeriodInput>): PersonPeriodInput {
  return {
    userId: 'u1',
    name: 'Marcus Lee',
    payType: 'Salary',
    rateCents: 5_200_000,
    overtimeExempt: false,
    periodsPerYear: 26,
    salaryHere: true,
    regularMinutes: 4800,
    overtimeMinutes: 120,
    multiplier: 1.5,
    adjustment: { minutes: 0, cents: 0 },
    rates: { servicePercent: 0, productPercent: 0, overrides: {}, tiers: null },
    items: [],
    tips: [],
    refunds: [],
    ...over,
  };
}

describe('overtime by pay type and exempt flag (issue #28)', () => {
  it('pays a salaried person who is not exempt 2 h × ($52,000 ÷ 2080 = $25/h) × 1.5 on top of the salary', () => {
    const line = computeLine(person({}));
    expect(line).toMatchObject({
      minutes: 4920,
      overtimeMinutes: 120,
      overtimeCents: 7_500, // 2 h × 2,500 c × 1.5
      salaryCents: 200_000, // 5,200,000 ÷ 26
      hourlyCents: 0,
      grossCents: 207_500,
    });
  });

  it('pays an exempt salaried person the salary alone, whatever the hours', () => {
    expect(computeLine(person({ overtimeExempt: true }))).toMatchObject({
      minutes: 4920,
      overtimeMinutes: 0,
      overtimeCents: 0,
      salaryCents: 200_000,
      grossCents: 200_000,
    });
  });

  it('pays an exempt hourly person every hour at the regular rate, no premium', () => {
    const hourly = { payType: 'Hourly' as const, rateCents: 2_000 };
    expect(computeLine(person({ ...hourly, overtimeExempt: true }))).toMatchObject({
      overtimeMinutes: 0,
      overtimeCents: 0,
      hourlyCents: 164_000, // 82 h × 2,000 c
      grossCents: 164_000,
    });
    expect(computeLine(person({ ...hourly }))).toMatchObject({
      overtimeMinutes: 120,
      overtimeCents: 6_000, // 2 h × 2,000 c × 1.5
      hourlyCents: 160_000,
      grossCents: 166_000,
    });
  });

  it('keeps paying commission staff for all their hours alike, flag or not', () => {
    const commission = { payType: 'Commission' as const, rateCents: 1_500 };
    for (const overtimeExempt of [true, false]) {
      expect(computeLine(person({ ...commission, overtimeExempt }))).toMatchObject({
        overtimeMinutes: 0,
        overtimeCents: 0,
        guaranteeCents: 123_000, // 82 h × 1,500 c
      });
    }
  });
});
