/**
 * Daily revenue (net sales) over the period as an area chart (Mantine charts): a titled figure
 * whose text summary screen readers read.
 */
import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { Card, Title } from '@mantine/core';
import type { Analytics } from '@daybook/contracts';
import { formatCurrency, formatDate } from '../../../lib/format';
import { DAILY_REVENUE_TITLE } from '../lib/analytics-labels';

/** Axis ticks in compact dollars ($12K): full cents do not fit beside the plot. */
const axisDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

export function RevenueChart({ data }: { data: Analytics }) {
  const points = data.daily.map((d) => ({ day: formatDate(d.date), Revenue: d.revenue }));
  const best = data.daily.reduce<Analytics['daily'][number] | null>(
    (top, d) => (top === null || d.revenue > top.revenue ? d : top),
    null,
  );
  const summary =
    `Area chart of revenue on ${points.length} ${points.length === 1 ? 'day' : 'days'}, ` +
    `${formatCurrency(data.totals.totalRevenue.current)} in all` +
    (best ? `; highest on ${formatDate(best.date)} with ${formatCurrency(best.revenue)}.` : '.');
  return (
    <Card withBorder padding="md" component="figure" m={0} aria-labelledby="analytics-revenue-title">
      <Title order={2} size="h4" mb="sm" id="analytics-revenue-title">
        {DAILY_REVENUE_TITLE}
      </Title>
      <div role="img" aria-label={summary}>
        <AreaChart
          h={260}
          data={points}
          dataKey="day"
          curveType="monotone"
          withDots={points.length <= 31}
          valueFormatter={formatCurrency}
          yAxisProps={{ width: 56, tickFormatter: (value: number) => axisDollars.format(value) }}
          series={[{ name: 'Revenue', color: 'teal.6' }]}
        />
      </div>
    </Card>
  );
}
