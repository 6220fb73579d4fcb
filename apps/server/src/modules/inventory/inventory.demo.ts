/**
 * Demo inventory with a year of history (issue #12), written in bulk: the ledger is simulated
 * week by week in memory (sales and backbar usage, purchase orders when stock reaches its
 * minimum, received a few days later) and stored as it would have been posted, so each
 * product's movements sum to its quantity. The last weeks' orders are still open, which
 * leaves a few products under their minimum, as in a real salon.
 */
import { randomUUID } from 'node:crypto';
import { faker } from '@faker-js/faker';
import type { DemoHook } from '../../core/demo.js';
import type { Tx } from '../../db/client.js';
import { servicesAt } from '../services/index.js';
import { DEMO_SUPPLIERS, SERVICE_USES, demoCatalogue } from './inventory.demo-catalogue.js';
import { lineTotalCents } from './inventory.mapper.js';
import * as repo from './inventory.repository.js';
import {
  inventoryOrderLines,
  inventoryOrderNumbers,
  inventoryOrders,
  inventoryStockMovements,
  inventorySuppliers,
} from './inventory.schema.js';
import { roundQuantity } from './inventory.stock.js';

export interface DemoSupplier {
  name: string;
  contactPerson: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  paymentTerms: string;
}

export interface DemoProduct {
  name: string;
  brand: string;
  category: string;
  sku: string;
  productType: 'retail' | 'backbar' | 'both';
  unit: string;
  priceCents: number;
  costCents: number;
  minStock: number;
  /** Units sold or used per week, on average. */
  weeklyUse: number;
  /** Index into the suppliers. */
  supplier: number;
}

interface DemoInventoryPlan {
  tenantId: string;
  suppliers: DemoSupplier[];
  /** Per location: the products it stocks; `history` simulates the year for them. */
  locations: { establishmentId: string; products: DemoProduct[]; history: boolean }[];
  createdBy: string | null;
  now: Date;
  /** Deterministic randomness in [0, 1). */
  random: () => number;
}

const DAY = 86_400_000;
const WEEKS = 52;
/** Weeks before now whose orders are still open. */
const OPEN_WEEKS = 2;

const isoDate = (at: Date) => at.toISOString().slice(0, 10);

/** Stores suppliers, products, orders and the ledger of `plan`; answers the product count. */
async function addDemoInventory(tx: Tx, plan: DemoInventoryPlan): Promise<number> {
  const { tenantId, random } = plan;
  const supplierIds = (
    await tx
      .insert(inventorySuppliers)
      .values(
        plan.suppliers.map((s) => ({
          tenantId,
          name: s.name,
          contactPerson: s.contactPerson,
          email: s.email,
          phone: s.phone,
          city: s.city,
          state: s.state,
          country: 'United States',
          paymentTerms: s.paymentTerms,
        })),
      )
      .returning({ id: inventorySuppliers.id })
  ).map((r) => r.id);

  const start = new Date(plan.now.getTime() - WEEKS * 7 * DAY);
  const movements: repo.MovementInsert[] = [];
  const orders: (typeof inventoryOrders.$inferInsert)[] = [];
  const lines: (typeof inventoryOrderLines.$inferInsert)[] = [];
  let orderNumber = 1000;
  let products = 0;

  for (const location of plan.locations) {
    const rows = [];
    for (const p of location.products) {
      rows.push(
        await repo.insertProduct(tx, {
          tenantId,
          establishmentId: location.establishmentId,
          name: p.name,
          brand: p.brand,
          category: p.category,
          sku: p.sku,
          barcode: `0${p.sku.replace(/\D/g, '').padStart(11, '7')}`.slice(0, 12),
          priceCents: p.priceCents,
          costCents: p.costCents,
          minStockLevel: p.minStock,
          supplierId: supplierIds[p.supplier] ?? null,
          productType: p.productType,
          unitOfMeasure: p.unit,
          location: p.productType === 'retail' ? 'Retail shelf' : 'Colour bar',
          createdAt: start,
          updatedAt: plan.now,
        }),
      );
    }
    products += rows.length;
    const stock = rows.map((row, i) => ({ row, plan: location.products[i]!, quantity: 0 }));
    const post = (
      s: (typeof stock)[number],
      kind: repo.MovementInsert['kind'],
      delta: number,
      at: Date,
      extra = {},
    ) => {
      s.quantity = roundQuantity(s.quantity + delta);
      movements.push({
        tenantId,
        establishmentId: location.establishmentId,
        productId: s.row.id,
        kind,
        quantity: delta,
        quantityAfter: s.quantity,
        createdBy: plan.createdBy,
        createdAt: at,
        ...extra,
      });
    };
    for (const s of stock) {
      post(s, 'adjustment', s.plan.minStock * 3 + Math.round(random() * 6), start, {
        reason: 'opening stock',
      });
    }
    if (location.history) {
      for (let week = 1; week <= WEEKS; week++) {
        const day = new Date(start.getTime() + week * 7 * DAY);
        for (const s of stock) {
          const used = Math.min(s.quantity, Math.round(s.plan.weeklyUse * (0.5 + random())));
          if (used > 0) post(s, s.plan.productType === 'backbar' ? 'usage' : 'sale', -used, day);
        }
        const open = week > WEEKS - OPEN_WEEKS;
        // A manager orders ahead of a week's use; the open last week catches only what is low.
        const ahead = (s: (typeof stock)[number]) => (open ? 0 : s.plan.weeklyUse);
        const low = stock.filter((s) => s.quantity <= s.plan.minStock + ahead(s) && s.row.supplierId);
        const bySupplier = new Map<string, typeof low>();
        for (const s of low)
          bySupplier.set(s.row.supplierId!, [...(bySupplier.get(s.row.supplierId!) ?? []), s]);
        for (const [supplierId, items] of bySupplier) {
          // An open order already covers these products: do not order them again.
          if (open && random() < 0.5) continue;
          orderNumber += 1;
          const id = randomUUID();
          const arrives = new Date(day.getTime() + 3 * DAY);
          const status = open ? (['pending', 'approved', 'shipped'] as const)[week % 3]! : 'received';
          let subtotal = 0;
          items.forEach((s, position) => {
            const quantity = s.plan.minStock * 4;
            subtotal += lineTotalCents(quantity, s.plan.costCents);
            lines.push({
              tenantId,
              orderId: id,
              productId: s.row.id,
              position,
              quantity,
              receivedQuantity: open ? 0 : quantity,
              unitCostCents: s.plan.costCents,
            });
            if (!open) {
              post(s, 'receipt', quantity, arrives, {
                unitCostCents: s.plan.costCents,
                sourceType: 'order',
                sourceId: id,
                sourceLabel: `PO-${orderNumber}`,
              });
            }
          });
          const shipping = subtotal > 50_000 ? 0 : 1_500;
          orders.push({
            id,
            tenantId,
            establishmentId: location.establishmentId,
            orderNumber,
            supplierId,
            status,
            orderDate: isoDate(day),
            expectedDeliveryDate: isoDate(arrives),
            actualDeliveryDate: open ? null : isoDate(arrives),
            subtotalCents: subtotal,
            taxCents: 0,
            shippingCents: shipping,
            totalCents: subtotal + shipping,
            notes: null,
            createdBy: plan.createdBy,
            createdAt: day,
            updatedAt: open ? day : arrives,
          });
        }
      }
    }
    await repo.setStock(
      tx,
      stock.map((s) => ({ id: s.row.id, quantity: s.quantity, costCents: s.plan.costCents })),
      plan.now,
    );
  }

  movements.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
  for (let i = 0; i < movements.length; i += 1000) {
    await tx.insert(inventoryStockMovements).values(movements.slice(i, i + 1000));
  }
  for (let i = 0; i < orders.length; i += 500)
    await tx.insert(inventoryOrders).values(orders.slice(i, i + 500));
  for (let i = 0; i < lines.length; i += 1000)
    await tx.insert(inventoryOrderLines).values(lines.slice(i, i + 1000));
  if (orderNumber > 1000)
    await tx.insert(inventoryOrderNumbers).values({ tenantId, lastNumber: orderNumber });
  return products;
}

/** What a demo service consumes: products found by SKU at the service's location. */
interface DemoServiceUse {
  serviceId: string;
  establishmentId: string;
  uses: { sku: string; quantity: number }[];
}

/** Links demo services to the backbar products they consume (the products must exist). */
async function linkDemoServiceProducts(tx: Tx, tenantId: string, links: DemoServiceUse[]): Promise<void> {
  for (const link of links) {
    const items = [];
    for (const use of link.uses) {
      const product = await repo.findTwin(tx, link.establishmentId, use.sku, use.sku);
      if (product) items.push({ productId: product.id, quantity: use.quantity });
    }
    await repo.replaceServiceProducts(tx, tenantId, link.serviceId, items);
  }
}

const INVENTORY_SEED = 1212;

/**
 * The inventory module's demo step (full seed only; issue #12, #30): the tenant's suppliers and
 * stock, the full catalogue with a year of history at the first location and a retail shelf at
 * the others, received by the manager (else the owner); then what the first location's colour,
 * nail and facial services consume.
 */
export const inventoryDemo: DemoHook = async ({ tx, tenantId, now, history, made }) => {
  if (!history) return;
  const owner = made.accounts.find((u) => u.role === 'owner')?.id ?? null;
  const createdBy = made.accounts.find((u) => u.role === 'manager')?.id ?? owner;
  faker.seed(INVENTORY_SEED);
  const random = () => faker.number.float({ min: 0, max: 1 });
  const catalogue = demoCatalogue(random);
  const shelf = catalogue.filter((p) => p.productType !== 'backbar').slice(0, 40);
  await addDemoInventory(tx, {
    tenantId,
    suppliers: DEMO_SUPPLIERS,
    locations: made.places.map((place, i) => ({
      establishmentId: place.id,
      products: i === 0 ? catalogue : shelf,
      history: i === 0,
    })),
    createdBy,
    now,
    random,
  });
  const first = made.places[0]?.id;
  if (!first) return;
  const services = await servicesAt(tx, first, false);
  await linkDemoServiceProducts(
    tx,
    tenantId,
    services.flatMap((service) => {
      const uses = SERVICE_USES[service.name];
      return uses ? [{ serviceId: service.id, establishmentId: first, uses }] : [];
    }),
  );
};
