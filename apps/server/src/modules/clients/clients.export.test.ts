/**
 * The client export's reader (CRM import/export, issue #16): batch after batch by keyset, it
 * reads exactly the clients one batch would, in the list's name order, even where a batch ends
 * between names that sort alike ('Lea', 'Léa', 'LEA').
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ESTABLISHMENTS, CRM_ENDPOINTS, clientListQuerySchema } from '@daybook/contracts';
import { actorOf, createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../http/actor.js';
import { clientExportReader } from './clients.export.js';

let ctx: TestContext;
let owner: Session;
let actor: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signIn('owner@luxe.example');
  actor = actorOf(owner);
  for (const name of ['Luna Batchtie', 'Léa Batchtie', 'LEA Batchtie', 'Élodie Batchtie', 'Lea Batchtie']) {
    const res = await owner.request({
      method: 'POST',
      url: CRM_ENDPOINTS.createClient.path,
      payload: { tenantId: actor.tenantId, establishmentId: owner.user.establishments[0], name },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => ctx.close());

/** Every client the export reads with `query`, `size` at a time, and how many reads it took. */
async function readAll(query: Record<string, string>, size: number) {
  const parsed = clientListQuerySchema.parse({ establishmentId: ALL_ESTABLISHMENTS, ...query });
  const db = ctx.database.db;
  const reader = await withTenant(db, actor, (tx) => clientExportReader(tx, actor, parsed));
  const names: string[] = [];
  let reads = 0;
  for (;;) {
    const batch = await withTenant(db, actor, (tx) => reader.next(tx, size));
    reads += 1;
    names.push(...batch.map((c) => c.name));
    if (batch.length < size) return { names, reads };
  }
}

describe('client export reader', () => {
  it('reads names that sort alike across batch ends, in the order people read them', async () => {
    const { names, reads } = await readAll({ search: 'Batchtie' }, 2);
    expect(reads).toBe(3);
    expect(names.slice(0, 1)).toEqual(['Élodie Batchtie']);
    expect(names.slice(1, 4).sort()).toEqual(['LEA Batchtie', 'Lea Batchtie', 'Léa Batchtie']);
    expect(names[4]).toBe('Luna Batchtie');
    expect(names).toEqual((await readAll({ search: 'Batchtie' }, 100)).names);
  });

  it('reads every client of the tenant once, in small batches as in one', async () => {
    const whole = await readAll({}, 100_000);
    const res = await owner.request({
      url: `${CRM_ENDPOINTS.listClients.path}?establishmentId=${ALL_ESTABLISHMENTS}&pageSize=1`,
    });
    expect(whole.names).toHaveLength(res.json().pagination.total);
    const batched = await readAll({}, Math.ceil(whole.names.length / 4));
    expect(batched.reads).toBeGreaterThanOrEqual(4);
    expect(batched.names).toEqual(whole.names);
  });
});
