/** The report's headline figures: stock value at cost and at retail, counts, and 30-day spend. */
import { Card, SimpleGrid, Text } from '@mantine/core';
import type { InventoryReport } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { formatNumber } from './report-format';

export function StatCards({ report }: { report: InventoryReport }) {
  const stats = [
    { label: 'Stock value at cost', value: formatCurrency(report.stockValue) },
    { label: 'Retail value', value: formatCurrency(report.retailValue) },
    { label: 'Products', value: formatNumber(report.productCount) },
    { label: 'Low stock', value: formatNumber(report.lowStockCount) },
    { label: 'Out of stock', value: formatNumber(report.outOfStockCount) },
    { label: 'Spent on stock, last 30 days', value: formatCurrency(report.spendLast30Days) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 3, xl: 6 }} role="list" aria-label="Inventory figures">
      {stats.map((s) => (
        <Card key={s.label} withBorder padding="md" role="listitem">
          <Text size="sm" c="dimmed">
            {s.label}
          </Text>
          <Text fz="xl" fw={700} mt={4}>
            {s.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
