/**
 * Planner statistics (issue #28 "All locations means all locations"): startup analyzes the
 * tables never analyzed, and a CSV import of clients or products analyzes the tables it filled,
 * so that neither PGlite nor a server plans from a table it knows nothing about. Each case first
 * takes a table's statistics away as a database made before the fix had them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CLIENT_IMPORT_ENDPOINTS, PRODUCT_CSV_ENDPOINTS } from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../test/context.js';
import { queryRows } from './client.js';
import { analyzeStaleTables } from './statistics.js';

let ctx: TestContext;
let manager: Session;
let manhattan: string;

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Takes `table`'s statistics away, as if it had never been analyzed (needs a superuser). */
async function forget(table: string): Promise<void> {
  await ctx.database.db.execute(sql`DELETE FROM pg_statistic WHERE starelid = ${table}::regclass`);
  await ctx.database.db.execute(sql`UPDATE pg_class SET reltuples = -1 WHERE oid = ${table}::regclass`);
}

/** The planner's row count of `table`: -1 when it was never analyzed. */
async function plannedRows(table: string): Promise<number> {
  const [row] = await queryRows<{ reltuples: number }>(
    ctx.database.db,
    sql`SELECT reltuples::float8 AS reltuples FROM pg_class WHERE oid = ${table}::regclass`,
  );
  return Number(row?.reltuples);
}

beforeAll(async () => {
  ctx = await createTestContext();
  manager = await ctx.signIn('manager@luxe.example');
  [manhattan] = manager.user.establishments as [string];
});
afterAll(() => ctx.close());

describe('planner statistics', () => {
  it('at startup analyzes the tables never analyzed, and not those analyzed since', async () => {
    await forget('establishments');
    expect(await plannedRows('establishments')).toBe(-1);
    expect(await analyzeStaleTables(ctx.database.db)).toContain('establishments');
    expect(await plannedRows('establishments')).toBeGreaterThan(0);
    expect(await analyzeStaleTables(ctx.database.db)).not.toContain('establishments');
  });

  it('analyzes the clients a CSV import filled', async () => {
    await forget('clients');
    const res = await manager.request({
      method: 'POST',
      url: CLIENT_IMPORT_ENDPOINTS.commit.path,
      payload: {
        establishmentId: manhattan,
        contentBase64: b64('Name,Email\nStat One,stat.one@stats-test.example\n'),
        mapping: { Name: 'name', Email: 'email' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await plannedRows('clients')).toBeGreaterThan(0);
  });

  it('analyzes the products a CSV import filled', async () => {
    await forget('inventory_products');
    const res = await manager.request({
      method: 'POST',
      url: PRODUCT_CSV_ENDPOINTS.commit.path,
      payload: {
        establishmentId: manhattan,
        fileName: 'products.csv',
        contentBase64: b64('Name,SKU,Price,Quantity\nStat Serum,STAT-1,12,3\n'),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await plannedRows('inventory_products')).toBeGreaterThan(0);
  });
});
