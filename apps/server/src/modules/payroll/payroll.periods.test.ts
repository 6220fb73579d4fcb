import { describe, expect, it } from 'vitest';
import { isPeriod, periodOf, recentPeriods } from './payroll.periods.js';

describe('pay periods', () => {
  it('runs weekly and bi-weekly periods from the anchor, before and after it', () => {
    expect(periodOf('bi-weekly', '2026-01-05', '2026-03-15')).toEqual({
      start: '2026-03-02',
      end: '2026-03-15',
    });
    expect(periodOf('bi-weekly', '2026-01-05', '2026-01-04')).toEqual({
      start: '2025-12-22',
      end: '2026-01-04',
    });
    expect(periodOf('weekly', '2026-01-05', '2026-01-12')).toEqual({
      start: '2026-01-12',
      end: '2026-01-18',
    });
  });

  it('splits months semi-monthly at the 15th and takes whole months monthly', () => {
    expect(periodOf('semi-monthly', '2026-01-05', '2026-02-20')).toEqual({
      start: '2026-02-16',
      end: '2026-02-28',
    });
    expect(periodOf('semi-monthly', '2026-01-05', '2026-02-15')).toEqual({
      start: '2026-02-01',
      end: '2026-02-15',
    });
    expect(periodOf('monthly', '2026-01-05', '2024-02-10')).toEqual({
      start: '2024-02-01',
      end: '2024-02-29',
    });
  });

  it('lists recent periods newest first and knows a period when it sees one', () => {
    expect(recentPeriods('monthly', '2026-01-05', '2026-03-10', 3).map((p) => p.start)).toEqual([
      '2026-03-01',
      '2026-02-01',
      '2026-01-01',
    ]);
    expect(isPeriod('bi-weekly', '2026-01-05', '2026-03-02', '2026-03-15')).toBe(true);
    expect(isPeriod('bi-weekly', '2026-01-05', '2026-03-03', '2026-03-16')).toBe(false);
  });
});
