/**
 * Reconciliation's figures for the period (issue #31): what the takings should have brought,
 * what is matched, the deposits overdue and still awaited, and the bank lines left over.
 * Skeletons until the first answer.
 */
import type { ReactNode } from 'react';
import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { Reconciliation } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { amountStyle } from './reconciliation-status';

const count = (n: number) => n.toLocaleString('en-US');

export function ReconciliationSummary({ view, busy }: { view: Reconciliation | undefined; busy: boolean }) {
  if (!view)
    return (
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm" role="status" aria-label="Loading the figures">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={64} radius="md" />
        ))}
      </SimpleGrid>
    );
  const figures: { label: string; value: ReactNode }[] = [
    { label: 'Expected', value: formatCurrency(view.summary.expected) },
    { label: 'Matched', value: formatCurrency(view.summary.matched) },
    { label: 'Deposits unmatched', value: count(view.summary.unmatchedDeposits) },
    { label: 'Awaiting bank', value: count(view.summary.awaitingDeposits) },
    { label: 'Bank lines unmatched', value: count(view.summary.unmatchedLines) },
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, md: 5 }}
      spacing="sm"
      role="list"
      aria-label="Reconciliation figures"
      aria-busy={busy}
    >
      {figures.map((f) => (
        <Card key={f.label} withBorder padding="sm" role="listitem">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {f.label}
          </Text>
          <Text size="lg" fw={700} style={amountStyle}>
            {f.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
