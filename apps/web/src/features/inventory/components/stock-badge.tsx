/**
 * The stock state of a product: 'Out of stock' (red) at zero, 'Low stock' (orange) at or under
 * its minimum. Filled dark shades so the white text passes WCAG AA contrast.
 */
import { Badge } from '@mantine/core';
import type { OrderStatus, Product } from '@daybook/contracts';
import { ORDER_STATUS_LABEL } from '../lib/inventory-labels';

const NO_TRUNCATION = { minWidth: 'max-content' } as const;

export function StockBadge({ product }: { product: Pick<Product, 'quantity' | 'lowStock' | 'status'> }) {
  if (product.status === 'out-of-stock' || product.quantity <= 0) {
    return (
      <Badge component="span" color="red.9" variant="filled" style={NO_TRUNCATION}>
        Out of stock
      </Badge>
    );
  }
  if (product.lowStock) {
    return (
      <Badge component="span" color="orange.9" variant="filled" style={NO_TRUNCATION}>
        Low stock
      </Badge>
    );
  }
  return (
    <Badge component="span" color="teal.9" variant="filled" style={NO_TRUNCATION}>
      In stock
    </Badge>
  );
}

const ORDER_STATUS_COLOR: Record<OrderStatus, string> = {
  pending: 'gray.7',
  approved: 'blue.9',
  shipped: 'indigo.9',
  partially_received: 'orange.9',
  received: 'teal.9',
  cancelled: 'red.9',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge component="span" color={ORDER_STATUS_COLOR[status]} variant="filled" style={NO_TRUNCATION}>
      {ORDER_STATUS_LABEL[status]}
    </Badge>
  );
}
