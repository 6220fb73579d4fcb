/**
 * Retail vs backbar: the stock value at cost of each product type as sections of one bar, with a
 * legend giving each share, value and product count. With nothing on hand to value, it says so
 * and names the spec's planning default (60 / 40) instead of drawing an empty bar.
 */
import { Card, ColorSwatch, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { DEFAULT_RETAIL_BACKBAR_SPLIT, type InventoryReport } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { formatShare } from './clients-report-cards';
import { formatNumber } from './report-format';

const PARTS = [
  { key: 'retail', label: 'Retail', color: 'blue.8' },
  { key: 'backbar', label: 'Backbar', color: 'grape.8' },
  { key: 'both', label: 'Retail and backbar', color: 'teal.8' },
] as const;

export function StockSplit({ split }: { split: InventoryReport['split'] }) {
  const total = PARTS.reduce((sum, p) => sum + split[p.key].stockValue, 0);
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        Retail vs backbar
      </Title>
      {total > 0 ? (
        <Stack gap="sm">
          <Progress.Root size="xl" aria-hidden>
            {PARTS.map((p) =>
              split[p.key].stockValue > 0 ? (
                <Progress.Section
                  key={p.key}
                  value={(split[p.key].stockValue / total) * 100}
                  color={p.color}
                />
              ) : null,
            )}
          </Progress.Root>
          <Group gap="xl" wrap="wrap" role="list" aria-label="Stock value at cost by product type">
            {PARTS.map((p) => (
              <Group key={p.key} gap="xs" wrap="nowrap" role="listitem">
                <ColorSwatch color={`var(--mantine-color-${p.color.replace('.', '-')})`} size={14} />
                <Text size="sm">
                  <b>{p.label}</b> {formatShare(split[p.key].stockValue / total, 0)} ·{' '}
                  {formatCurrency(split[p.key].stockValue)} · {formatNumber(split[p.key].products)}{' '}
                  {split[p.key].products === 1 ? 'product' : 'products'}
                </Text>
              </Group>
            ))}
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Nothing on hand to value yet. Until there is, plan on the usual split of{' '}
          {DEFAULT_RETAIL_BACKBAR_SPLIT.retail}% retail and {DEFAULT_RETAIL_BACKBAR_SPLIT.backbar}% backbar.
        </Text>
      )}
    </Card>
  );
}
