/**
 * Supplier use cases (spec operations.md §3 Supplier, §4 active orders, §5 code, §9 latest 5
 * orders). Suppliers belong to the tenant; a removed one leaves its past orders readable.
 */
import {
  INVENTORY_MESSAGES,
  SUPPLIER_RECENT_ORDERS,
  type Supplier,
  type SupplierCreateParsed,
  type SupplierDetail,
  type SupplierList,
  type SupplierUpdateParsed,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { SQLSTATE, refusing } from '../../db/sql-errors.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import * as repo from './inventory.repository.js';
import { toOrder, toSupplier } from './inventory.mapper.js';
import { listScope } from './inventory.products.js';

const NOT_FOUND = 'Supplier not found.';

function fieldsOf(input: SupplierUpdateParsed): Partial<repo.SupplierInsert> {
  const out: Partial<repo.SupplierInsert> = {};
  if (input.name !== undefined) out.name = input.name;
  if (input.contact_person !== undefined) out.contactPerson = input.contact_person;
  if (input.email !== undefined) out.email = input.email;
  if (input.phone !== undefined) out.phone = input.phone;
  if (input.notes !== undefined) out.notes = input.notes;
  if (input.payment_terms !== undefined) out.paymentTerms = input.payment_terms;
  if (input.tax_id !== undefined) out.taxId = input.tax_id;
  if (input.isActive !== undefined) out.isActive = input.isActive;
  const a = input.address;
  if (a) {
    if (a.street !== undefined) out.street = a.street;
    if (a.city !== undefined) out.city = a.city;
    if (a.state !== undefined) out.state = a.state;
    if (a.postal_code !== undefined) out.postalCode = a.postal_code;
    if (a.country !== undefined) out.country = a.country;
  }
  return out;
}

/** A name another live supplier has answers 409 on the name. */
function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  return refusing(write, {
    [SQLSTATE.uniqueViolation]: () =>
      new AppError('CONFLICT', INVENTORY_MESSAGES.supplierNameTaken, [
        { path: 'name', message: INVENTORY_MESSAGES.supplierNameTaken },
      ]),
  });
}

/** GET suppliers: by name, paged; active orders counted over the locations the reader reaches. */
export function listSuppliers(
  db: Db,
  actor: Actor,
  q: { search?: string; includeInactive: boolean; page: number; pageSize: number },
): Promise<SupplierList> {
  return withTenant(db, actor, async (tx) => {
    const { rows, total } = await repo.listSuppliers(
      tx,
      {
        search: q.search,
        includeInactive: q.includeInactive,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      },
      await listScope(tx, actor, undefined),
    );
    return {
      suppliers: rows.map((r) => toSupplier(r.supplier, r.activeOrderCount)),
      total,
      page: q.page,
      pageSize: q.pageSize,
    };
  });
}

/**
 * GET suppliers/{id}: with its latest 5 orders and its active ones, of the locations the reader
 * reaches (a manager sees their location's orders, not another's: issue #28).
 */
export function getSupplier(db: Db, actor: Actor, id: string): Promise<SupplierDetail> {
  return withTenant(db, actor, async (tx) => {
    const scope = await listScope(tx, actor, undefined);
    const found = await repo.findSupplier(tx, id, scope);
    if (!found) throw new AppError('NOT_FOUND', NOT_FOUND);
    const ids = await repo.supplierOrderIds(tx, id, SUPPLIER_RECENT_ORDERS, scope);
    const orders = new Map(
      (await repo.ordersWithLines(tx, [...new Set([...ids.latest, ...ids.active])])).map((o) => [
        o.order.id,
        toOrder(o),
      ]),
    );
    const pick = (list: string[]) => list.flatMap((orderId) => orders.get(orderId) ?? []);
    return {
      ...toSupplier(found.supplier, found.activeOrderCount),
      latestOrders: pick(ids.latest),
      activeOrders: pick(ids.active),
    };
  });
}

async function supplierById(db: Db, actor: Actor, id: string): Promise<Supplier> {
  return withTenant(db, actor, async (tx) => {
    const found = await repo.findSupplier(tx, id, await listScope(tx, actor, undefined));
    if (!found) throw new AppError('NOT_FOUND', NOT_FOUND);
    return toSupplier(found.supplier, found.activeOrderCount);
  });
}

export async function createSupplier(
  db: Db,
  actor: Actor,
  input: SupplierCreateParsed,
  now: Date,
): Promise<Supplier> {
  const id = await withTenant(db, actor, (tx) =>
    uniqueName(() =>
      repo.insertSupplier(tx, {
        ...fieldsOf(input),
        name: input.name,
        tenantId: actor.tenantId,
        createdAt: now,
        updatedAt: now,
      }),
    ),
  );
  return supplierById(db, actor, id);
}

export async function updateSupplier(
  db: Db,
  actor: Actor,
  id: string,
  input: SupplierUpdateParsed,
  now: Date,
): Promise<Supplier> {
  await withTenant(db, actor, async (tx) => {
    if (!(await repo.findSupplier(tx, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
    await uniqueName(() => repo.updateSupplier(tx, id, fieldsOf(input), now));
  });
  return supplierById(db, actor, id);
}

/** DELETE suppliers/{id}: refused (409) while it has open orders; its products keep no supplier. */
export function deleteSupplier(db: Db, actor: Actor, id: string, now: Date): Promise<void> {
  return withTenant(db, actor, async (tx) => {
    if (!(await repo.findSupplier(tx, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
    if ((await repo.openOrderCount(tx, id)) > 0) {
      throw new AppError('CONFLICT', INVENTORY_MESSAGES.supplierHasOrders);
    }
    await repo.updateSupplier(tx, id, { deletedAt: now, isActive: false }, now);
    await repo.detachSupplier(tx, id, now);
  });
}
