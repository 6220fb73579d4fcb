/**
 * The retail/backbar split (spec operations.md §3 retailBackbarSplit) as a donut: cost of stock
 * sold as retail against stock used as backbar in the period, a titled figure with a text summary.
 */
import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { ANALYTICS_MESSAGES, type AnalyticsSplit } from '@daybook/contracts';
import { FigureDefinition } from '../../../components/figure-definition';
import { formatCurrency } from '../../../lib/format';
import { formatPercent } from '../lib/analytics-format';

export function SplitChart({ split }: { split: AnalyticsSplit }) {
  const summary =
    split.current === null
      ? ANALYTICS_MESSAGES.noSplit
      : `Donut chart: retail ${formatPercent(split.current)} (${formatCurrency(split.retailCost)} at cost), ` +
        `backbar ${formatPercent(100 - split.current)} (${formatCurrency(split.backbarCost)} at cost).`;
  return (
    <Card withBorder padding="md" component="figure" m={0} aria-labelledby="analytics-split-title">
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Title order={2} size="h4" id="analytics-split-title">
          Retail and backbar
        </Title>
        <FigureDefinition name="Retail and backbar" figure="retailBackbarSplit" />
      </Group>
      {split.current === null ? (
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
      ) : (
        <Stack align="center" gap="xs">
          <div role="img" aria-label={summary}>
            <DonutChart
              size={160}
              thickness={28}
              valueFormatter={formatCurrency}
              data={[
                { name: 'Retail', value: split.retailCost, color: 'indigo.6' },
                { name: 'Backbar', value: split.backbarCost, color: 'orange.6' },
              ]}
            />
          </div>
          <Text size="sm">
            Retail {formatPercent(split.current)} · Backbar {formatPercent(100 - split.current)}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
