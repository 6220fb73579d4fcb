/** Shared setup of the time-off tests: sessions, calls, and dates the demo schedule works on. */
import { expect } from 'vitest';
import { TIME_OFF_ENDPOINTS as E, endpointPath, type TimeOffRequest } from '@daybook/contracts';
import { withTenant } from '../../db/tenant.js';
import { addDays, todayIn } from '../../lib/local-dates.js';
import type { Session, TestContext } from '../../../test/context.js';
import { call, ok, type Method, type Payload } from '../../../test/http.js';

export { call, ok, type Payload };
import { scheduledMinutes } from './time-off.hours.js';

export type Role = 'owner' | 'manager' | 'frontdesk' | 'employee' | 'north';
export type ErrorReply = { message: string; details?: { path: string; message: string }[] };

export async function refused(
  session: Session,
  method: Method,
  url: string,
  payload: Payload | undefined,
  status: number,
) {
  const res = await call(session, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as ErrorReply;
}

export const paths = {
  list: (id: string, query = '') => endpointPath(E.list, { id }) + query,
  balances: (id: string) => endpointPath(E.balances, { id }),
  ledger: (id: string) => endpointPath(E.ledger, { id }),
  one: (id: string) => endpointPath(E.update, { id }),
  decide: (id: string) => endpointPath(E.decide, { id }),
  review: (id: string) => endpointPath(E.review, { id }),
};

export const submit = (session: Session, body: Payload) =>
  ok<TimeOffRequest>(session, 'POST', E.create.path, body, 201);

export const grant = (session: Session, employeeId: string, hours: number, type = 'vacation') =>
  ok(session, 'POST', E.adjust.path, { employee_id: employeeId, type, kind: 'grant', hours }, 201);

/**
 * Upcoming local dates (from tomorrow, `days` ahead) split by whether `userId` is scheduled at
 * the establishment, with the minutes of each working one.
 */
export async function scheduleAhead(
  ctx: TestContext,
  tenantId: string,
  establishmentId: string,
  timeZone: string,
  userId: string,
  days: number,
): Promise<{ working: { date: string; minutes: number }[]; off: string[] }> {
  const today = todayIn(timeZone, ctx.clock.now);
  const working: { date: string; minutes: number }[] = [];
  const off: string[] = [];
  await withTenant(ctx.database.db, { tenantId }, async (tx) => {
    for (let i = 1; i <= days; i++) {
      const date = addDays(today, i);
      const minutes = await scheduledMinutes(tx, establishmentId, userId, date, date);
      if (minutes > 0) working.push({ date, minutes });
      else off.push(date);
    }
  });
  return { working, off };
}
