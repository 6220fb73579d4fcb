/** The list's totals over every match of the filter (server's summary): sales, refunds, net, tips, tax. */
import { Card, SimpleGrid, Text } from '@mantine/core';
import type { TransactionList } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';

const CARDS: { key: keyof TransactionList['summary']; label: string }[] = [
  { key: 'sales', label: 'Sales' },
  { key: 'refunds', label: 'Refunds' },
  { key: 'net', label: 'Net' },
  { key: 'tips', label: 'Tips' },
  { key: 'tax', label: 'Tax' },
];

export function TransactionSummary({ summary }: { summary: TransactionList['summary'] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" role="list" aria-label="Summary">
      {CARDS.map((c) => (
        <Card key={c.key} withBorder padding="sm" role="listitem">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {c.label}
          </Text>
          <Text size="lg" fw={700} data-testid={`summary-${c.key}`}>
            {formatCurrency(summary[c.key])}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
