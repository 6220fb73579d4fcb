import { describe, expect, it } from 'vitest';
import {
  SALES_PRESETS,
  presetOf,
  presetRange,
  readSalesFilters,
  salesFiltersProblem,
  todayIn,
} from './sales-periods';

const TODAY = '2026-03-15';

describe('sales report periods', () => {
  it('ends every preset today but last month, which is the whole month before', () => {
    expect(presetRange('last7', TODAY)).toEqual({ from: '2026-03-09', to: TODAY });
    expect(presetRange('last30', TODAY)).toEqual({ from: '2026-02-14', to: TODAY });
    expect(presetRange('last90', TODAY)).toEqual({ from: '2025-12-16', to: TODAY });
    expect(presetRange('thisMonth', TODAY)).toEqual({ from: '2026-03-01', to: TODAY });
    expect(presetRange('lastMonth', TODAY)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('thisYear', TODAY)).toEqual({ from: '2026-01-01', to: TODAY });
    for (const p of SALES_PRESETS) expect(presetOf(presetRange(p, TODAY), TODAY)).toBe(p);
    expect(presetOf({ from: '2026-03-02', to: '2026-03-05' }, TODAY)).toBeNull();
  });

  it('reads the address, falling back to the last 30 days by day', () => {
    expect(
      readSalesFilters(new URLSearchParams('from=2026-01-01&to=2026-01-31&interval=week'), TODAY),
    ).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      interval: 'week',
    });
    expect(
      readSalesFilters(new URLSearchParams('from=2026-02-30&to=2026-03-01&interval=year'), TODAY),
    ).toEqual({
      from: '2026-02-14',
      to: TODAY,
      interval: 'day',
    });
  });

  it("says what the server would refuse, in the contract's words", () => {
    expect(salesFiltersProblem({ from: '2026-03-02', to: '2026-03-01', interval: 'day' })).toBe(
      'from must not be after to.',
    );
    expect(salesFiltersProblem({ from: '2025-01-01', to: '2026-01-02', interval: 'day' })).toBe(
      'A report covers at most 366 days.',
    );
    expect(salesFiltersProblem({ from: '2025-01-01', to: '2026-01-01', interval: 'month' })).toBeNull();
  });

  it("takes today in the location's zone", () => {
    const instant = new Date('2026-03-16T03:00:00Z');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-03-15');
    expect(todayIn('Europe/Paris', instant)).toBe('2026-03-16');
  });
});
