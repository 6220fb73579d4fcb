/**
 * Backbar (issue #12): the products a service consumes, and their usage posted when one of its
 * appointments is completed, inside the appointment's own transaction. Usage never blocks the
 * appointment: it takes what is on hand at most (the count will show the gap), and it is posted
 * once per appointment.
 */
import { INVENTORY_MESSAGES, type ServiceProduct, type ServiceProductsUpdate } from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { reaches, type Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { serviceById } from '../services/index.js';
import * as repo from './inventory.repository.js';
import { postMovements, type MovementContext } from './inventory.stock.js';

async function reachableService(tx: Tx, actor: Actor, serviceId: string) {
  const service = await serviceById(tx, serviceId);
  if (!service || !reaches(actor, service.establishmentId))
    throw new AppError('NOT_FOUND', 'Service not found.');
  return service;
}

async function serviceProductsOf(tx: Tx, serviceId: string): Promise<ServiceProduct[]> {
  return (await repo.serviceProducts(tx, serviceId)).map((r) => ({
    product_id: r.productId,
    product_name: r.name,
    unit_of_measure: r.unitOfMeasure,
    quantity: r.quantity,
    onHand: r.onHand,
  }));
}

/** GET services/{id}/products. */
export function listServiceProducts(db: Db, actor: Actor, serviceId: string): Promise<ServiceProduct[]> {
  return withTenant(db, actor, async (tx) => {
    await reachableService(tx, actor, serviceId);
    return serviceProductsOf(tx, serviceId);
  });
}

/** PUT services/{id}/products: backbar (or both) products of the service's location only (400). */
export function saveServiceProducts(
  db: Db,
  actor: Actor,
  serviceId: string,
  input: ServiceProductsUpdate,
): Promise<ServiceProduct[]> {
  return withTenant(db, actor, async (tx) => {
    const service = await reachableService(tx, actor, serviceId);
    for (const [index, item] of input.items.entries()) {
      const product = await repo.findProduct(tx, item.product_id);
      if (!product || product.establishmentId !== service.establishmentId) {
        throw invalid(`items.${index}.product_id`, INVENTORY_MESSAGES.productUnknown);
      }
      if (product.productType === 'retail')
        throw invalid(`items.${index}.product_id`, INVENTORY_MESSAGES.notBackbar);
    }
    await repo.replaceServiceProducts(
      tx,
      actor.tenantId,
      serviceId,
      input.items.map((i) => ({ productId: i.product_id, quantity: i.quantity })),
    );
    return serviceProductsOf(tx, serviceId);
  });
}

/**
 * Posts the usage of a completed appointment's service inside the caller's transaction: one
 * 'usage' movement per product the service consumes, at most what is on hand. Nothing when the
 * service consumes nothing or the usage was already posted.
 */
export async function postServiceUsage(
  tx: Tx,
  ctx: MovementContext,
  appointment: { id: string; serviceId: string | null },
): Promise<void> {
  if (!appointment.serviceId || (await repo.usagePosted(tx, appointment.id))) return;
  const used = await repo.serviceProducts(tx, appointment.serviceId);
  if (used.length === 0) return;
  await postMovements(
    tx,
    ctx,
    used.map((u) => ({
      productId: u.productId,
      kind: 'usage' as const,
      quantity: -u.quantity,
      atMostOnHand: true,
      sourceType: 'appointment',
      sourceId: appointment.id,
      sourceLabel: 'Appointment',
    })),
  );
}
