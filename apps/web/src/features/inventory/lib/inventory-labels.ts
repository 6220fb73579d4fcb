/** Display names and colours of inventory values (product types, order statuses, ledger kinds). */
import type { AdjustmentReason, OrderStatus, ProductType, StockMovementKind } from '@daybook/contracts';

export const PRODUCT_TYPE_LABEL: Record<ProductType, string> = {
  retail: 'Retail',
  backbar: 'Backbar',
  both: 'Retail and backbar',
};

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  shipped: 'Shipped',
  partially_received: 'Partially received',
  received: 'Received',
  cancelled: 'Cancelled',
};

export const MOVEMENT_KIND_LABEL: Record<StockMovementKind, string> = {
  receipt: 'Receipt',
  sale: 'Sale',
  return: 'Return',
  usage: 'Usage',
  adjustment: 'Adjustment',
  count: 'Count',
  transfer_out: 'Transfer out',
  transfer_in: 'Transfer in',
};

export const REASON_LABEL: Record<AdjustmentReason, string> = {
  damaged: 'Damaged',
  expired: 'Expired',
  lost: 'Lost',
  theft: 'Theft',
  found: 'Found',
  internal_use: 'Internal use',
  other: 'Other',
};

/** A quantity as en-US, up to 3 decimals. */
export function formatQuantity(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 3 });
}

/** A signed change: '+12', '−3'. */
export function formatChange(value: number): string {
  return value > 0 ? `+${formatQuantity(value)}` : `−${formatQuantity(Math.abs(value))}`;
}

/** Rounds dollars to cents (for previews of what the server will compute). */
export function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
