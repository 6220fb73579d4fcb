/**
 * Domain events from the database's change feed: published after commit with the tenant, the
 * changed rows' ids and establishments; nothing for a write that rolled back; one event per
 * statement and tenant, without ids when a statement changed many rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DomainEntity, DomainEvent } from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../test/context.js';
import { withTenant } from '../db/tenant.js';
import { toDomainEvent } from './change-feed.js';

let ctx: TestContext;
let owner: Session;
let manhattan: string;

/** Collects the events about `entities` until stopped. */
function collect(entities: DomainEntity[]) {
  const seen: DomainEvent[] = [];
  const stop = ctx.events.subscribe(entities, (e) => seen.push(e));
  return { seen, stop };
}

/** Waits until `ready()` or 3 s. */
async function until(ready: () => boolean): Promise<void> {
  for (let i = 0; i < 150 && !ready(); i++) await new Promise((r) => setTimeout(r, 20));
}

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signIn('owner@luxe.example');
  manhattan = (await ctx.signIn('manager@luxe.example')).user.establishments[0]!;
});
afterAll(() => ctx.close());

describe('change feed', () => {
  it('reads a payload of migration 0016 and skips one it does not know', () => {
    const payload = { tenantId: 't', entity: 'client', op: 'update', ids: ['a'], establishmentIds: ['e'] };
    expect(toDomainEvent(JSON.stringify(payload))).toEqual({
      type: 'client.updated',
      entity: 'client',
      change: 'updated',
      tenantId: 't',
      ids: ['a'],
      establishmentIds: ['e'],
    });
    expect(toDomainEvent(JSON.stringify({ ...payload, entity: 'spaceship' }))).toBeNull();
    expect(toDomainEvent('not json')).toBeNull();
  });

  it('publishes a created client with its id and establishment after the write commits', async () => {
    expect(ctx.events.isLive).toBe(true);
    const { seen, stop } = collect(['client']);
    const res = await owner.request({
      method: 'POST',
      url: '/api/admin/crm/clients',
      payload: {
        tenantId: owner.user.tenantId,
        establishmentId: manhattan,
        name: 'Feed Client',
        email: 'feed.client@example.com',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    await until(() => seen.length > 0);
    stop();
    expect(seen).toContainEqual({
      type: 'client.created',
      entity: 'client',
      change: 'created',
      tenantId: owner.user.tenantId,
      ids: [id],
      establishmentIds: [manhattan],
    });
  });

  it('publishes nothing for a write that rolled back', async () => {
    const { seen, stop } = collect(['client']);
    await withTenant(ctx.database.db, { tenantId: owner.user.tenantId }, async (tx) => {
      await tx.execute(sql`UPDATE clients SET preferences = 'x' WHERE true`);
      throw new Error('roll back');
    }).catch(() => undefined);
    // A committed write after it: once its event is here, the rolled-back one would be too.
    await withTenant(ctx.database.db, { tenantId: owner.user.tenantId }, (tx) =>
      tx.execute(sql`UPDATE establishments SET phone = phone WHERE id = ${manhattan}`),
    );
    const marker = collect(['establishment']);
    await withTenant(ctx.database.db, { tenantId: owner.user.tenantId }, (tx) =>
      tx.execute(sql`UPDATE establishments SET phone = phone WHERE id = ${manhattan}`),
    );
    await until(() => marker.seen.length > 0);
    marker.stop();
    stop();
    expect(marker.seen.length).toBeGreaterThan(0);
    expect(seen).toEqual([]);
  });

  it('announces a statement over many rows once per tenant, without ids', async () => {
    const { seen, stop } = collect(['client']);
    await withTenant(ctx.database.db, { tenantId: owner.user.tenantId }, (tx) =>
      tx.execute(sql`UPDATE clients SET updated_at = now() WHERE establishment_id = ${manhattan}`),
    );
    await until(() => seen.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    stop();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      type: 'client.updated',
      tenantId: owner.user.tenantId,
      ids: null,
      establishmentIds: [manhattan],
    });
  });
});
