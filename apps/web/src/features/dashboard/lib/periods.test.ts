/** Dashboard periods: today in the location's zone and the 7 days ending today. */
import { describe, expect, it } from 'vitest';
import { dashboardPeriods } from './periods';

describe('dashboardPeriods', () => {
  it("reads today in the location's zone and the 7 days ending today", () => {
    // Monday 2026-11-30 03:00 UTC is still Sunday evening in Chicago.
    const instant = new Date('2026-11-30T03:00:00Z');
    expect(dashboardPeriods('America/Chicago', instant)).toEqual({
      today: { from: '2026-11-29', to: '2026-11-29' },
      week: { from: '2026-11-23', to: '2026-11-29' },
    });
    expect(dashboardPeriods('UTC', instant)).toEqual({
      today: { from: '2026-11-30', to: '2026-11-30' },
      week: { from: '2026-11-24', to: '2026-11-30' },
    });
  });
});
