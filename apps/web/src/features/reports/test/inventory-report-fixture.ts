/** Test fixture: an inventory report of three products, one out of stock and two used (contracts InventoryReport). */
import type { InventoryReport } from '@daybook/contracts';

export const INVENTORY_REPORT: InventoryReport = {
  asOf: '2026-11-20T15:00:00.000Z',
  productCount: 3,
  stockValue: 1234.5,
  retailValue: 2000,
  lowStockCount: 2,
  outOfStockCount: 1,
  split: {
    retail: { products: 1, stockValue: 740.7 },
    backbar: { products: 1, stockValue: 493.8 },
    both: { products: 1, stockValue: 0 },
  },
  usage: [
    {
      productId: 'p2',
      name: 'Color cream',
      brand: 'Acme',
      productType: 'backbar',
      unit_of_measure: 'ml',
      quantity: 1400,
      min_stock_level: 50,
      usedLast30Days: 60,
      usageRate: 2,
      daysRemaining: 700,
    },
    {
      productId: 'p3',
      name: 'Comb',
      brand: null,
      productType: 'retail',
      unit_of_measure: 'unit',
      quantity: 4,
      min_stock_level: 5,
      usedLast30Days: 0.5,
      usageRate: 0.017,
      daysRemaining: null,
    },
  ],
  lowStock: [
    {
      productId: 'p1',
      name: 'Shampoo',
      quantity: 0,
      min_stock_level: 5,
      supplier: 'Acme Supply',
      onOrder: 12,
    },
    { productId: 'p3', name: 'Comb', quantity: 4, min_stock_level: 5, supplier: null, onOrder: 0 },
  ],
  spendLast30Days: 48,
};
