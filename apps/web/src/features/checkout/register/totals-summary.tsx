/** The sale's totals preview from computeCartTotals (the server's own function), in dollars. */
import { Group, Stack, Text } from '@mantine/core';
import type { CartTotals } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { toDollars } from './cart';

export interface TotalsSummaryProps {
  totals: CartTotals;
  /** A fraction: 0.08 is 8 %. */
  taxRate: number;
  staffName: (id: string) => string;
}

function Line({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid={`total-${label.split(' ')[0]!.toLowerCase()}`}
      >
        {formatCurrency(toDollars(cents))}
      </Text>
    </Group>
  );
}

const percentLabel = (rate: number) =>
  `${(rate * 100).toLocaleString('en-US', { maximumFractionDigits: 3 })}%`;

export function TotalsSummary({ totals, taxRate, staffName }: TotalsSummaryProps) {
  return (
    <Stack gap={2} aria-label="Totals" role="group">
      <Line label="Subtotal" cents={totals.subtotalCents} />
      {totals.discountCents > 0 && <Line label="Discount" cents={-totals.discountCents} />}
      <Line label={`Tax (${percentLabel(taxRate)})`} cents={totals.taxCents} />
      {totals.tipCents > 0 && <Line label="Tip" cents={totals.tipCents} />}
      {totals.tips.length > 1 &&
        totals.tips.map((t) => (
          <Text key={t.staffId} size="xs" c="dimmed" ta="right">
            {staffName(t.staffId)}: {formatCurrency(toDollars(t.cents))}
          </Text>
        ))}
      <Line label="Total" cents={totals.totalCents} strong />
    </Stack>
  );
}
