import { describe, expect, it } from 'vitest';
import { DEMO_TENANTS } from './demo-data.js';
import { demoTeamFor, teamUser } from './demo-team.js';

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
});
