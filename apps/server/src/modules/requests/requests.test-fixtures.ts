/** Shared setup of the request tests: calls, paths and counts of rows and notifications. */
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { REQUEST_ENDPOINTS as E, endpointPath, type InternalRequest } from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Session, TestContext } from '../../../test/context.js';
import { call, ok, type Method, type Payload } from '../../../test/http.js';

export { ok, type Payload };

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
  assignees: (id: string) => endpointPath(E.assignees, { id }),
  one: (id: string) => endpointPath(E.get, { id }),
};

export const raise = (session: Session, body: Payload) =>
  ok<InternalRequest>(session, 'POST', E.create.path, body, 201);

export const change = (session: Session, id: string, body: Payload) =>
  ok<InternalRequest>(session, 'PATCH', paths.one(id), body);

/** Rows of the tenant's internal requests. */
export async function countRequests(ctx: TestContext, tenantId: string): Promise<number> {
  return withTenant(ctx.database.db, { tenantId }, async (tx) => {
    const [row] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM internal_requests`);
    return Number(row!.n);
  });
}

/** Notifications of `userId` whose title starts with `prefix`. */
export async function told(
  ctx: TestContext,
  tenantId: string,
  userId: string,
  prefix: string,
): Promise<number> {
  return withTenant(ctx.database.db, { tenantId }, async (tx) => {
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId} AND title LIKE ${prefix + '%'}`,
    );
    return Number(row!.n);
  });
}

/** An active person of the establishment who is not `except`, else null. */
export async function personAt(
  ctx: TestContext,
  tenantId: string,
  establishmentId: string,
  except: string[],
) {
  return withTenant(ctx.database.db, { tenantId }, async (tx) => {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`SELECT u.id FROM user_establishments ue JOIN users u ON u.id = ue.user_id
          WHERE ue.establishment_id = ${establishmentId} AND u.is_active ORDER BY u.id`,
    );
    return rows.map((r) => r.id).find((id) => !except.includes(id)) ?? null;
  });
}
