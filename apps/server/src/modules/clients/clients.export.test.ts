/**
 * The client export's reader (CRM import/export, issue #16): batch after batch by keyset, it
 * reads exactly the clients one batch would, in the list's name order, even where a batch ends
 * between names that sort alike ('Lea', 'Léa', 'LEA').
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_ESTABLISHMENTS,
  CLIENT_EXPORT_COLUMNS,
  CRM_ENDPOINTS,
  SERVICE_ENDPOINTS,
  clientListQuerySchema,
  endpointPath,
  type Client,
  type Service,
} from '@daybook/contracts';
import { actorOf, createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { appointments } from '../../db/schema.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { refreshClients } from './client-figures.repository.js';
import { clientExportReader, type ExportRecord } from './clients.export.js';

let ctx: TestContext;
let owner: Session;
let actor: Actor;
/** Luxe Salon Manhattan, in New York's zone. */
let manhattan: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signIn('owner@luxe.example');
  actor = actorOf(owner);
  manhattan = owner.user.establishments[0]!;
  for (const name of ['Luna Batchtie', 'Léa Batchtie', 'LEA Batchtie', 'Élodie Batchtie', 'Lea Batchtie']) {
    const res = await owner.request({
      method: 'POST',
      url: CRM_ENDPOINTS.createClient.path,
      payload: { tenantId: actor.tenantId, establishmentId: manhattan, name },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => ctx.close());

/** The cell of `column` in an export record. */
const cell = (record: ExportRecord, column: (typeof CLIENT_EXPORT_COLUMNS)[number]) =>
  record[CLIENT_EXPORT_COLUMNS.indexOf(column)];

/** Every client the export reads with `query`, `size` at a time, and how many reads it took. */
async function readAll(query: Record<string, string>, size: number) {
  const parsed = clientListQuerySchema.parse({ establishmentId: ALL_ESTABLISHMENTS, ...query });
  const db = ctx.database.db;
  const reader = await withTenant(db, actor, (tx) => clientExportReader(tx, actor, parsed));
  const records: ExportRecord[] = [];
  let reads = 0;
  for (;;) {
    const batch = await withTenant(db, actor, (tx) => reader.next(tx, size));
    reads += 1;
    records.push(...batch);
    if (batch.length < size) return { names: records.map((r) => cell(r, 'Name')), records, reads };
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

  it('reads the birthdate, the last visit as a local date, and the figures the list shows', async () => {
    const created = await owner.request({
      method: 'POST',
      url: CRM_ENDPOINTS.createClient.path,
      payload: {
        tenantId: actor.tenantId,
        establishmentId: manhattan,
        name: 'Ada Exportdate',
        birthdate: '1990-04-23',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const client = created.json().data as Client;
    const service = (
      (
        await owner.request({
          url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId: actor.tenantId }),
        })
      ).json().data as Service[]
    )[0]!;
    // 02:30 UTC on 2 March is the evening of 1 March in New York.
    const startsAt = new Date('2026-03-02T02:30:00Z');
    // Written straight to the table, as a bulk history load is: no event, so the stored figures
    // are refreshed as the demo's load has them refreshed.
    await withTenant(ctx.database.db, actor, async (tx) => {
      await tx.insert(appointments).values({
        tenantId: actor.tenantId,
        establishmentId: manhattan,
        staffId: owner.user.id,
        serviceId: service.id,
        serviceName: service.name,
        clientId: client.id,
        clientName: client.name,
        status: 'completed',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
        priceCents: 8_500,
      });
      await refreshClients(tx, [client.id]);
    });
    const [exported] = (await readAll({ search: 'Exportdate' }, 10)).records;
    const res = await owner.request({
      url: `${CRM_ENDPOINTS.listClients.path}?establishmentId=${ALL_ESTABLISHMENTS}&search=Exportdate`,
    });
    const [listed] = (res.json() as { data: Client[] }).data;
    expect(listed).toMatchObject({
      birthdate: '1990-04-23',
      lastVisit: '2026-03-01',
      visitCount: 1,
      lifetimeSpend: 85,
    });
    expect({
      birthdate: cell(exported!, 'Birthdate'),
      lastVisit: cell(exported!, 'Last Visit'),
      visitCount: cell(exported!, 'Visit Count'),
      lifetimeSpend: cell(exported!, 'Lifetime Spend'),
      loyaltyPoints: cell(exported!, 'Loyalty Points'),
    }).toEqual({
      birthdate: listed!.birthdate,
      lastVisit: listed!.lastVisit,
      visitCount: String(listed!.visitCount),
      lifetimeSpend: listed!.lifetimeSpend.toFixed(2),
      loyaltyPoints: String(listed!.loyaltyPoints),
    });
  });
});
