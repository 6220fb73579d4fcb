import { describe, expect, it } from 'vitest';
import { WEEKDAYS, toMinuteOfDay } from '@daybook/contracts';
import { DEMO_TENANTS } from './demo-data.js';
import { demoTeamFor, teamUser, teamWeek } from './demo-team.js';

describe('demo teams (full seed)', () => {
  it('gives Luxe Manhattan 10 bookable people with the light seed’s Marcus and Emma, about 25 in all', () => {
    const luxe = demoTeamFor('Luxe Salon Group');
    const northside = demoTeamFor('Northside Barbers');
    expect(luxe.filter((m) => m.establishment === 0).length + 2).toBe(10);
    // + Marcus, Emma and Nate, who work the floor in the light seed already.
    expect(luxe.length + northside.length + 3).toBe(25);
  });

  it('makes unique employee logins named after the person', () => {
    const emails = DEMO_TENANTS.flatMap((t) => demoTeamFor(t.name).map((m, k) => teamUser(t.name, m, k)));
    expect(new Set(emails.map((u) => u.email)).size).toBe(emails.length);
    expect(emails[0]).toMatchObject({ email: 'sofia.martinez@luxe.example', role: 'employee' });
  });

  it('keeps every weekly shift inside the business hours, five days at most', () => {
    for (const tenant of DEMO_TENANTS) {
      for (const [k, member] of demoTeamFor(tenant.name).entries()) {
        const business = tenant.establishments[member.establishment]!.businessHours!;
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
