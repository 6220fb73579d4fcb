/** Database rows → inventory wire shapes (spec operations.md §3). Money: integer cents → dollars. */
import {
  USAGE_WINDOW_DAYS,
  isLowStock,
  productStatus,
  supplierCode,
  type InventoryOrder,
  type Product,
  type StockMovement,
  type Supplier,
} from '@daybook/contracts';
import { toDollars } from '../../lib/money.js';
import type { MovementRow, OrderWithLines, ProductView, SupplierRow } from './inventory.repository.js';

/** Units per day over the usage window, 3 decimals. */
export function usageRate(usedInWindow: number): number {
  return Math.max(0, Math.round((usedInWindow / USAGE_WINDOW_DAYS) * 1000) / 1000);
}

/** Whole days the stock lasts at `rate`; null when nothing is used. */
export function daysRemaining(quantity: number, rate: number): number | null {
  return rate > 0 ? Math.floor(quantity / rate) : null;
}

export function toProduct(row: ProductView): Product {
  const rate = usageRate(row.usedInWindow);
  return {
    id: row.id,
    establishmentId: row.establishmentId,
    name: row.name,
    brand: row.brand,
    category: row.category,
    sku: row.sku,
    barcode: row.barcode,
    price: toDollars(row.priceCents),
    cost_price: toDollars(row.costCents),
    taxable: row.taxable,
    quantity: row.quantity,
    min_stock_level: row.minStockLevel,
    supplier_id: row.supplierId,
    supplier: row.supplierName,
    productType: row.productType,
    status: productStatus(row.quantity),
    lowStock: isLowStock(row.quantity, row.minStockLevel),
    description: row.description,
    location: row.location,
    unit_of_measure: row.unitOfMeasure,
    currentWeight: row.currentWeight,
    originalWeight: row.originalWeight,
    usageRate: rate,
    daysRemaining: daysRemaining(row.quantity, rate),
    lastOrdered: row.lastOrdered,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toSupplier(row: SupplierRow, activeOrderCount: number): Supplier {
  return {
    id: row.id,
    name: row.name,
    code: supplierCode(row.name),
    contact_person: row.contactPerson,
    email: row.email,
    phone: row.phone,
    address: {
      street: row.street,
      city: row.city,
      state: row.state,
      postal_code: row.postalCode,
      country: row.country,
    },
    notes: row.notes,
    payment_terms: row.paymentTerms,
    tax_id: row.taxId,
    status: row.isActive ? 'active' : 'inactive',
    isActive: row.isActive,
    activeOrderCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** 'PO-1004'. */
export function orderLabel(orderNumber: number): string {
  return `PO-${orderNumber}`;
}

export function toOrder(row: OrderWithLines): InventoryOrder {
  const { order } = row;
  return {
    id: order.id,
    order_number: orderLabel(order.orderNumber),
    establishmentId: order.establishmentId,
    supplier_id: order.supplierId,
    supplier_name: row.supplierName,
    order_date: order.orderDate,
    expected_delivery_date: order.expectedDeliveryDate,
    actual_delivery_date: order.actualDeliveryDate,
    status: order.status,
    items: row.lines.map(({ line, productName, sku, unitOfMeasure }) => ({
      id: line.id,
      product_id: line.productId,
      product_name: productName,
      sku,
      unit_of_measure: unitOfMeasure,
      quantity: line.quantity,
      received_quantity: line.receivedQuantity,
      unit_cost: toDollars(line.unitCostCents),
      total: toDollars(lineTotalCents(line.quantity, line.unitCostCents)),
    })),
    subtotal: toDollars(order.subtotalCents),
    tax: toDollars(order.taxCents),
    shipping: toDollars(order.shippingCents),
    total: toDollars(order.totalCents),
    notes: order.notes,
    created_by: row.createdByName,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}

/** quantity × unit cost in cents, rounded to the cent (a line of 2.5 units at $3.33). */
export function lineTotalCents(quantity: number, unitCostCents: number): number {
  return Math.round(quantity * unitCostCents);
}

export function toMovement(row: MovementRow, createdByName: string | null): StockMovement {
  return {
    id: row.id,
    productId: row.productId,
    kind: row.kind,
    quantity: row.quantity,
    quantityAfter: row.quantityAfter,
    unitCost: row.unitCostCents === null ? null : toDollars(row.unitCostCents),
    reason: row.reason,
    expected: row.expected,
    counted: row.counted,
    sourceType: row.sourceType,
    sourceId: row.sourceId,
    sourceLabel: row.sourceLabel,
    createdBy: createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}
