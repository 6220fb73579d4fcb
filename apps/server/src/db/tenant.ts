/**
 * Transaction scopes. Every query of the app runs inside one of these:
 * - withTenant: as daybook_app with app.tenant_id set, so row-level security shows one tenant;
 * - withAuth: as daybook_auth, for the few steps that come before a tenant is known
 *   (sign-in by email, session lookup, password reset, sign-up), limited to the auth tables.
 * SET LOCAL keeps both settings inside the transaction, so a pooled connection never leaks them.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from './client.js';

/** The part of an actor that scopes the database. */
export interface TenantScope {
  tenantId: string;
}

/** Runs `work` in one transaction as the app role, seeing only `scope.tenantId`'s rows. */
export async function withTenant<T>(db: Db, scope: TenantScope, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await enterTenant(tx, scope.tenantId);
    return work(tx);
  });
}

/** Runs `work` in one transaction as the auth role (auth tables only, across tenants). */
export async function withAuth<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL ROLE daybook_auth`);
    return work(tx);
  });
}

/** Switches an open transaction to the app role for `tenantId` (sign-up, after the tenant exists). */
export async function enterTenant(tx: Tx, tenantId: string): Promise<void> {
  // One round trip: set_config('role', …, true) is SET LOCAL ROLE.
  await tx.execute(
    sql`SELECT set_config('role', 'daybook_app', true), set_config('app.tenant_id', ${tenantId}, true)`,
  );
}

/**
 * Runs `work` for every tenant, one transaction each as that tenant (a recurring sweep's shape:
 * row-level security holds inside each). Answers the sum of what the runs answer.
 */
export async function forEachTenant(db: Db, work: (tx: Tx) => Promise<number>): Promise<number> {
  const tenants = await withAuth(db, (tx) => queryRows<{ id: string }>(tx, sql`SELECT id FROM tenants`));
  let total = 0;
  for (const { id: tenantId } of tenants) total += await withTenant(db, { tenantId }, work);
  return total;
}
