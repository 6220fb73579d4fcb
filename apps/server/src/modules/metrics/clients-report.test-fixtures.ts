/**
 * The world the clients and appointments reports' tests read (issue #31 "Each metric against
 * hand-computed fixtures"): appointments written straight to the appointments module's table
 * over a year of two locations — New York's Manhattan and Chicago — for nine clients and two
 * walk-ins, each line saying what it stands for. The tests count June 2027 from it by hand.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  CRM_ENDPOINTS,
  SERVICE_ENDPOINTS,
  endpointPath,
  type ReportPeriodQuery,
  type Service,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { withTenant } from '../../db/tenant.js';

/** The period the tests count, and the one before it is 2027-05-02 – 2027-05-31. */
export const JUNE = { from: '2027-06-01', to: '2027-06-30' } as const;
const CLIENTS = ['ann', 'ben', 'cara', 'dan', 'eve', 'fay', 'gus', 'hal', 'ivy'] as const;

export interface ReportWorld {
  ctx: TestContext;
  s: Record<'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
  manhattan: string;
  chicago: string;
}

interface Visit {
  who: (typeof CLIENTS)[number] | null;
  where?: 'manhattan' | 'chicago';
  /** The start, an instant. */
  at: string;
  /** When it was booked, an instant. */
  booked: string;
  status?: 'booked' | 'completed' | 'cancelled' | 'no_show';
  service?: 'womens' | 'mens';
}

/** A fresh database with the demo tenants and the appointments below, everyone signed in on July 1, 2027. */
export async function openReportWorld(): Promise<ReportWorld> {
  const ctx = await createTestContext();
  const s = {} as ReportWorld['s'];
  const client = {} as Record<(typeof CLIENTS)[number], string>;
  ctx.clock.now = new Date('2027-07-01T16:00:00Z');
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  const tenantId = s.owner.user.tenantId;
  const [manhattan] = s.frontdesk.user.establishments as [string];
  const chicago = s.owner.user.establishments.find((e) => e !== manhattan)!;
  const catalogue = async (establishmentId: string) =>
    (
      await s.owner.request({ url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId, tenantId }) })
    ).json().data as Service[];
  const here = await catalogue(manhattan);
  const services = {
    womens: here.find((x) => x.name === "Women's Haircut")!,
    mens: here.find((x) => x.name === "Men's Haircut")!,
  };
  const there = (await catalogue(chicago))[0]!;
  for (const key of CLIENTS) {
    const res = await s.frontdesk.request({
      method: 'POST',
      url: CRM_ENDPOINTS.createClient.path,
      payload: { tenantId, establishmentId: manhattan, name: `Report ${key}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    client[key] = res.json().data.id;
  }
  // Manhattan is New York (EDT: UTC−4 in summer, EST: UTC−5 in winter); Chicago is an hour behind.
  const visits: Visit[] = [
    // Ann: first visit in January (cohort 2027-01), back in June: returning; lapsed as of May 31.
    { who: 'ann', at: '2027-01-10T15:00:00Z', booked: '2027-01-01T15:00:00Z' },
    { who: 'ann', at: '2027-06-05T14:00:00Z', booked: '2027-05-20T14:00:00Z' },
    // Ben: new in June (twice); his July visit is after the period.
    { who: 'ben', at: '2027-06-10T18:00:00Z', booked: '2027-06-10T13:00:00Z' },
    { who: 'ben', at: '2027-06-20T14:00:00Z', booked: '2027-06-18T14:00:00Z' },
    { who: 'ben', at: '2027-07-15T14:00:00Z', booked: '2027-06-20T15:00:00Z' },
    // Cara: cohort 2027-02, back in March and on May 2 (the previous period's first day).
    { who: 'cara', at: '2027-02-14T15:00:00Z', booked: '2027-02-01T15:00:00Z' },
    { who: 'cara', at: '2027-03-20T14:00:00Z', booked: '2027-03-01T15:00:00Z' },
    { who: 'cara', at: '2027-05-02T14:00:00Z', booked: '2027-04-30T14:00:00Z' },
    // Dan: one visit in December 2026, lapsed ever since.
    { who: 'dan', at: '2026-12-01T15:00:00Z', booked: '2026-11-20T15:00:00Z' },
    // Eve: only ever at Chicago, new in June.
    { who: 'eve', where: 'chicago', at: '2027-06-12T15:00:00Z', booked: '2027-06-01T15:00:00Z' },
    // Fay: a no-show, and a cancellation entered the day after its start (lead time 0, not −1).
    { who: 'fay', at: '2027-06-15T14:00:00Z', booked: '2027-06-05T14:00:00Z', status: 'no_show' },
    { who: 'fay', at: '2027-06-16T14:00:00Z', booked: '2027-06-17T14:00:00Z', status: 'cancelled' },
    // Gus: first at Chicago in March, then at Manhattan in June: returning, not Manhattan's cohort.
    { who: 'gus', where: 'chicago', at: '2027-03-01T16:00:00Z', booked: '2027-02-20T16:00:00Z' },
    { who: 'gus', at: '2027-06-22T14:00:00Z', booked: '2027-06-15T14:00:00Z', service: 'mens' },
    // Hal: 23:30 on April 1 in New York (April 2 in UTC): 90 days before June 30 begin on April 2.
    { who: 'hal', at: '2027-04-02T03:30:00Z', booked: '2027-03-25T14:00:00Z' },
    // Ivy: 10:00 on April 2 in New York: inside the 90 days, not lapsed.
    { who: 'ivy', at: '2027-04-02T14:00:00Z', booked: '2027-03-25T15:00:00Z' },
    // A walk-in booked by name only: an appointment, not a client.
    { who: null, at: '2027-06-18T15:00:00Z', booked: '2027-06-18T13:00:00Z' },
    // 23:30 on June 30 in New York (July 1 in UTC), booked the evening before: in the period.
    { who: null, at: '2027-07-01T03:30:00Z', booked: '2027-06-29T22:00:00Z', status: 'booked' },
    // The previous period: a cancellation booked 9 days ahead.
    { who: 'fay', at: '2027-05-10T14:00:00Z', booked: '2027-05-01T14:00:00Z', status: 'cancelled' },
  ];
  await withTenant(ctx.database.db, { tenantId }, async (tx) => {
    for (const v of visits) {
      const atChicago = v.where === 'chicago';
      const service = atChicago ? there : services[v.service ?? 'womens'];
      const starts = new Date(v.at);
      await tx.execute(sql`INSERT INTO appointments (tenant_id, establishment_id, staff_id, service_id,
          client_id, client_name, service_name, starts_at, ends_at, status, price_cents, created_at, updated_at)
        VALUES (${tenantId}, ${atChicago ? chicago : manhattan}, ${atChicago ? s.owner.user.id : s.employee.user.id},
          ${service.id}, ${v.who ? client[v.who] : null}, ${v.who ?? 'Walk-in'}, ${service.name}, ${starts},
          ${new Date(starts.getTime() + 3_600_000)}, ${v.status ?? 'completed'}, 5000, ${new Date(v.booked)},
          ${new Date(v.booked)})`);
    }
  });
  return { ctx, s, manhattan, chicago };
}

/** GET `path` with `query` as `session`: the answer's data (200 expected). */
export async function reportOf<T>(session: Session, path: string, query: ReportPeriodQuery): Promise<T> {
  const res = await session.request({
    url: `${path}?${new URLSearchParams(query as Record<string, string>).toString()}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
