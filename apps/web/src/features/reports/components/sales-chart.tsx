/**
 * The sales report's chart (issue #31, Mantine charts): net services and retail stacked, one bar
 * per day, week or month. A titled figure whose text summary screen readers read; the table
 * below it holds every number.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Title } from '@mantine/core';
import type { SalesReport } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { periodLabel } from '../lib/sales-format';

/** Axis ticks in compact dollars ($12K): full cents do not fit beside the plot. */
const axisDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

const TITLE = { day: 'Daily sales', week: 'Weekly sales', month: 'Monthly sales' } as const;

/** The bar chart of `report.series`, services and retail stacked. */
export function SalesChart({ report }: { report: SalesReport }) {
  const title = TITLE[report.interval];
  const data = report.series.map((p) => ({
    period: periodLabel(p, report.interval),
    Services: p.services,
    Retail: p.retail,
  }));
  const best = report.series.reduce<SalesReport['series'][number] | null>(
    (top, p) => (top === null || p.net > top.net ? p : top),
    null,
  );
  const summary =
    `Bar chart of services and retail sales in ${data.length} ${data.length === 1 ? 'period' : 'periods'}, ` +
    `${formatCurrency(report.totals.services)} in services and ${formatCurrency(report.totals.retail)} in retail` +
    (best ? `; highest ${periodLabel(best, report.interval)} with ${formatCurrency(best.net)} net.` : '.');
  return (
    <Card withBorder padding="md" component="figure" m={0} aria-labelledby="sales-chart-title">
      <Title order={2} size="h4" mb="sm" id="sales-chart-title">
        {title}
      </Title>
      <div role="img" aria-label={summary}>
        <BarChart
          h={280}
          data={data}
          dataKey="period"
          type="stacked"
          withLegend
          valueFormatter={formatCurrency}
          yAxisProps={{ width: 56, tickFormatter: (value: number) => axisDollars.format(value) }}
          series={[
            { name: 'Services', color: 'teal.6' },
            { name: 'Retail', color: 'indigo.6' },
          ]}
        />
      </div>
    </Card>
  );
}
