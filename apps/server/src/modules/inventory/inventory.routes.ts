/** HTTP surface of inventory (spec operations.md §7 "Inventory", issue #12), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import { INVENTORY_ENDPOINTS as E } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/actor.js';
import { dataRoute, route } from '../../http/route.js';
import * as backbar from './inventory.backbar.js';
import * as counts from './inventory.counts.js';
import * as orders from './inventory.orders.js';
import * as products from './inventory.products.js';
import * as suppliers from './inventory.suppliers.js';

export function inventoryRoutes(db: Db, now: () => Date) {
  return async (app: FastifyInstance) => {
    const extras = { tags: ['inventory'] };

    dataRoute(app, E.products, (req, actor) => products.listProducts(db, actor, req.query, now()), extras);
    dataRoute(app, E.product, (req, actor) => products.getProduct(db, actor, req.params.id, now()), extras);
    dataRoute(
      app,
      E.createProduct,
      (req, actor) => products.createProduct(db, actor, req.body, now()),
      extras,
    );
    dataRoute(
      app,
      E.updateProduct,
      (req, actor) => products.updateProduct(db, actor, req.params.id, req.body, now()),
      extras,
    );
    route(
      app,
      E.deleteProduct,
      async (req) => {
        await products.deleteProduct(db, requireActor(req.actor), req.params.id, now());
        return { success: true as const, message: 'Product deleted' };
      },
      extras,
    );
    dataRoute(
      app,
      E.movements,
      (req, actor) => products.listMovements(db, actor, req.params.id, req.query),
      extras,
    );
    dataRoute(
      app,
      E.adjust,
      (req, actor) => products.adjustStock(db, actor, req.params.id, req.body, now()),
      extras,
    );
    dataRoute(
      app,
      E.transfer,
      (req, actor) => counts.transferStock(db, actor, req.params.id, req.body, now()),
      extras,
    );
    dataRoute(app, E.count, (req, actor) => counts.recordCount(db, actor, req.body, now()), extras);

    dataRoute(app, E.suppliers, (req, actor) => suppliers.listSuppliers(db, actor, req.query), extras);
    dataRoute(app, E.supplier, (req, actor) => suppliers.getSupplier(db, actor, req.params.id), extras);
    dataRoute(
      app,
      E.createSupplier,
      (req, actor) => suppliers.createSupplier(db, actor, req.body, now()),
      extras,
    );
    dataRoute(
      app,
      E.updateSupplier,
      (req, actor) => suppliers.updateSupplier(db, actor, req.params.id, req.body, now()),
      extras,
    );
    route(
      app,
      E.deleteSupplier,
      async (req) => {
        await suppliers.deleteSupplier(db, requireActor(req.actor), req.params.id, now());
        return { success: true as const, message: 'Supplier deleted' };
      },
      extras,
    );

    dataRoute(app, E.orders, (req, actor) => orders.listOrders(db, actor, req.query), extras);
    dataRoute(app, E.order, (req, actor) => orders.getOrder(db, actor, req.params.id), extras);
    dataRoute(app, E.createOrder, (req, actor) => orders.createOrder(db, actor, req.body, now()), extras);
    dataRoute(
      app,
      E.updateOrder,
      (req, actor) => orders.updateOrder(db, actor, req.params.id, req.body, now()),
      extras,
    );
    dataRoute(
      app,
      E.approveOrder,
      (req, actor) => orders.transitionOrder(db, actor, req.params.id, 'approve', now()),
      extras,
    );
    dataRoute(
      app,
      E.shipOrder,
      (req, actor) => orders.transitionOrder(db, actor, req.params.id, 'ship', now()),
      extras,
    );
    dataRoute(
      app,
      E.cancelOrder,
      (req, actor) => orders.transitionOrder(db, actor, req.params.id, 'cancel', now()),
      extras,
    );
    dataRoute(
      app,
      E.receiveOrder,
      (req, actor) => orders.receiveOrder(db, actor, req.params.id, req.body, now()),
      extras,
    );
    dataRoute(
      app,
      E.serviceProducts,
      (req, actor) => backbar.listServiceProducts(db, actor, req.params.id),
      extras,
    );
    dataRoute(
      app,
      E.saveServiceProducts,
      (req, actor) => backbar.saveServiceProducts(db, actor, req.params.id, req.body),
      extras,
    );
    dataRoute(
      app,
      E.reorder,
      (req, actor) => orders.draftReorders(db, actor, req.body.establishmentId, now()),
      extras,
    );
  };
}
