import { describe, expect, it } from 'vitest';
import { WEEKDAYS, toMinuteOfDay } from '@daybook/contracts';
import { DEMO_TENANTS } from '../../seed/demo-data.js';
import { teamWeek } from './staff.demo.js';

describe('demo team weeks (full seed)', () => {
  it('keeps every weekly shift inside the business hours, five days at most', () => {
    for (const place of DEMO_TENANTS.flatMap((t) => t.establishments)) {
      const business = place.businessHours!;
      // Every team member's k: the teams have fewer than 20 people.
      for (let k = 0; k < 20; k++) {
        const week = teamWeek(business, k);
        expect(WEEKDAYS.filter((d) => week[d].length > 0).length).toBeLessThanOrEqual(5);
        for (const day of WEEKDAYS) {
          for (const shift of week[day]) {
            expect(business[day].isOpen).toBe(true);
            expect(toMinuteOfDay(shift.start)).toBeGreaterThanOrEqual(toMinuteOfDay(business[day].openTime));
            expect(toMinuteOfDay(shift.end)).toBeLessThanOrEqual(toMinuteOfDay(business[day].closeTime));
            expect(toMinuteOfDay(shift.end) - toMinuteOfDay(shift.start)).toBeLessThanOrEqual(9 * 60);
          }
        }
      }
    }
  });
});
