/**
 * The six analytics metrics (spec operations.md §3) as cards: each value with its one definition
 * (FigureDefinition, ANALYTICS_FIGURES) and its change against the previous period.
 */
import type { ReactNode } from 'react';
import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import {
  ANALYTICS_FIGURES,
  ANALYTICS_MESSAGES,
  type AnalyticsFigure,
  type AnalyticsFigures,
} from '@daybook/contracts';
import { FigureDefinition } from '../../../components/figure-definition';
import { formatCurrency } from '../../../lib/format';
import { formatPercent, formatUnits } from '../lib/analytics-format';
import { METRIC_LABEL } from '../lib/analytics-labels';
import { ChangeLine } from './change-line';

function MetricCard({
  figure,
  value,
  detail,
  change,
}: {
  figure: AnalyticsFigure;
  value: string;
  detail?: string;
  change: ReactNode;
}) {
  const label = METRIC_LABEL[figure];
  return (
    <Card withBorder padding="md" role="listitem" aria-label={label}>
      <Group gap={4} justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        <FigureDefinition name={label} figure={ANALYTICS_FIGURES[figure]} />
      </Group>
      <Text size="xl" fw={700} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
      {change}
    </Card>
  );
}

/** The cards of `totals`. */
export function MetricCards({ totals }: { totals: AnalyticsFigures }) {
  const split = totals.retailBackbarSplit;
  const top = totals.topSellingProduct;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} role="list" aria-label="Analytics metrics">
      <MetricCard
        figure="totalRevenue"
        value={formatCurrency(totals.totalRevenue.current)}
        change={<ChangeLine change={totals.totalRevenue.change} better="up" />}
      />
      <MetricCard
        figure="averageOrderValue"
        value={formatCurrency(totals.averageOrderValue.current)}
        change={<ChangeLine change={totals.averageOrderValue.change} better="up" />}
      />
      <MetricCard
        figure="totalPurchaseOrders"
        value={formatUnits(totals.totalPurchaseOrders.current)}
        change={<ChangeLine change={totals.totalPurchaseOrders.change} better="neither" />}
      />
      <MetricCard
        figure="inventorySpend"
        value={formatCurrency(totals.inventorySpend.current)}
        change={<ChangeLine change={totals.inventorySpend.change} better="neither" />}
      />
      <MetricCard
        figure="retailBackbarSplit"
        value={
          split.current === null
            ? '—'
            : `${formatPercent(split.current)} / ${formatPercent(100 - split.current)}`
        }
        detail={
          split.current === null
            ? ANALYTICS_MESSAGES.noSplit
            : 'Retail / backbar, at cost; change in retail share'
        }
        change={<ChangeLine change={split.change} better="neither" unit=" pts" />}
      />
      <MetricCard
        figure="topSellingProduct"
        value={top ? top.name : '—'}
        detail={
          top
            ? `${formatUnits(top.units)} sold, ${formatCurrency(top.net)} net`
            : ANALYTICS_MESSAGES.noProduct
        }
        change={<ChangeLine change={top ? top.change : null} better="up" />}
      />
    </SimpleGrid>
  );
}
