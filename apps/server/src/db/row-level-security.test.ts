import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/context.js';
import { withTenant } from './tenant.js';
import { queryRows } from './client.js';
import { establishments, users } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Row = Record<string, unknown>;
const rows = (query: SQL) => queryRows<Row>(ctx.database.db, query);

describe('row-level security', () => {
  it('forces a tenant policy on every table that has a tenant_id column', async () => {
    const tables = await rows(sql`
      SELECT c.relname AS table, c.relrowsecurity AS enabled, c.relforcerowsecurity AS forced,
        (SELECT count(*)::int FROM pg_policy p WHERE p.polrelid = c.oid
           AND pg_get_expr(p.polqual, p.polrelid) LIKE '%app_tenant_id()%') AS tenant_policies
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN information_schema.columns col ON col.table_schema = n.nspname AND col.table_name = c.relname
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND col.column_name = 'tenant_id'`);
    expect(tables.length).toBeGreaterThanOrEqual(5);
    const missing = tables.filter((t) => !t.enabled || !t.forced || Number(t.tenant_policies) < 1);
    expect(missing.map((t) => t.table)).toEqual([]);
  });

  it('gives a new tenant table forced security and change announcements in one call', async () => {
    const seen = await ctx.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`CREATE TABLE widgets (id uuid PRIMARY KEY, tenant_id uuid NOT NULL)`);
        await tx.execute(sql`SELECT app_tenant_table('widgets', 'product')`);
        const [table] = await queryRows<Row>(
          tx,
          sql`SELECT relrowsecurity AS enabled, relforcerowsecurity AS forced,
                (SELECT count(*)::int FROM pg_policy WHERE polrelid = 'widgets'::regclass) AS policies,
                (SELECT count(*)::int FROM pg_trigger WHERE tgrelid = 'widgets'::regclass) AS triggers
              FROM pg_class WHERE relname = 'widgets'`,
        );
        throw new Seen(table ?? {});
      })
      .catch((err: unknown) => (err instanceof Seen ? err.row : Promise.reject(err)));
    expect(seen).toMatchObject({ enabled: true, forced: true, policies: 1, triggers: 3 });
  });

  it('runs the app as a role that is neither superuser, owner nor BYPASSRLS', async () => {
    const [role] = await rows(sql`SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = 'daybook_app'`);
    expect(role).toMatchObject({ rolsuper: false, rolbypassrls: false });
    const owned = await rows(
      sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tableowner = 'daybook_app'`,
    );
    expect(owned).toEqual([]);
  });

  it('shows nothing of any tenant table when no tenant is set', async () => {
    const counts = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL ROLE daybook_app`);
      const u = await queryRows<Row>(tx, sql`SELECT count(*)::int AS n FROM users`);
      const e = await queryRows<Row>(tx, sql`SELECT count(*)::int AS n FROM establishments`);
      return [u[0], e[0]];
    });
    expect(counts.map((c) => Number(c?.n))).toEqual([0, 0]);
  });

  it('shows one tenant only, even to a query without a tenant filter', async () => {
    const luxe = await ctx.signIn('owner@luxe.example');
    const seen = await withTenant(ctx.database.db, { tenantId: luxe.user.tenantId }, async (tx) => ({
      users: await tx.select({ tenantId: users.tenantId }).from(users),
      establishments: await tx.select({ tenantId: establishments.tenantId }).from(establishments),
    }));
    expect(seen.users.length).toBe(5);
    expect(seen.establishments.length).toBe(3);
    expect(new Set([...seen.users, ...seen.establishments].map((r) => r.tenantId))).toEqual(
      new Set([luxe.user.tenantId]),
    );
  });

  it('refuses to write a row into another tenant', async () => {
    const luxe = await ctx.signIn('owner@luxe.example');
    const north = await ctx.signIn('owner@northside.example');
    const attempt = withTenant(ctx.database.db, { tenantId: luxe.user.tenantId }, (tx) =>
      tx.insert(establishments).values({
        tenantId: north.user.tenantId,
        name: 'Smuggled',
        timeZone: 'UTC',
        businessHours: {} as never,
        settings: {} as never,
      }),
    );
    await expect(attempt).rejects.toThrow();
  });
});

/** Carries a row out of a transaction that must roll back. */
class Seen extends Error {
  constructor(readonly row: Row) {
    super('rolled back on purpose');
  }
}
