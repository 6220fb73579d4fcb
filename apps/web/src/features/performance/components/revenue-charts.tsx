/**
 * The performance charts (Mantine charts): revenue per staff member, services and products
 * stacked, and the period's daily revenue. Each has a text summary for screen readers; the
 * table below holds every figure.
 */
import '@mantine/charts/styles.css';
import type { ReactNode } from 'react';
import { BarChart, LineChart } from '@mantine/charts';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { PerformanceDay, PerformanceStaff } from '@daybook/contracts';
import { formatCurrency, formatDate } from '../../../lib/format';
import { dollars } from '../lib/figures';

const shortDay = (date: string) => formatDate(date).replace(/, \d{4}$/, '');

/** Axis ticks in whole or compact dollars ($12K): full cents do not fit beside the plot. */
const axisDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const yAxisProps = { width: 56, tickFormatter: (value: number) => axisDollars.format(value) };

function ChartCard({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <div role="img" aria-label={summary}>
        {children}
      </div>
    </Card>
  );
}

/** Revenue per staff member (stacked services and products) and daily revenue. */
export function RevenueCharts({ staff, daily }: { staff: PerformanceStaff[]; daily: PerformanceDay[] }) {
  const bars = staff.map((p) => ({
    name: p.staffName,
    Services: p.current.serviceRevenueCents / 100,
    Products: p.current.productRevenueCents / 100,
  }));
  const line = daily.map((d) => ({ date: shortDay(d.date), Revenue: d.revenueCents / 100 }));
  const total = daily.reduce((sum, d) => sum + d.revenueCents, 0);
  const best = [...staff].sort((a, b) => b.current.revenueCents - a.current.revenueCents)[0];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <ChartCard
        title="Revenue by staff member"
        summary={
          best
            ? `Bar chart of service and product revenue for ${staff.length} staff; highest ${best.staffName} with ${dollars(best.current.revenueCents)}.`
            : 'No staff to chart.'
        }
      >
        <BarChart
          h={Math.max(260, 60 + staff.length * 28)}
          data={bars}
          dataKey="name"
          type="stacked"
          withLegend
          valueFormatter={formatCurrency}
          // Bars run across, one row per person: every name fits, however many there are.
          orientation="vertical"
          yAxisProps={{ width: 120, interval: 0 }}
          xAxisProps={{ tickFormatter: yAxisProps.tickFormatter }}
          series={[
            { name: 'Services', color: 'teal.6' },
            { name: 'Products', color: 'indigo.6' },
          ]}
        />
      </ChartCard>
      <ChartCard
        title="Daily revenue"
        summary={`Line chart of revenue per day over ${daily.length} days, ${dollars(total)} in all.`}
      >
        {daily.length > 0 ? (
          <LineChart
            h={260}
            data={line}
            dataKey="date"
            curveType="monotone"
            valueFormatter={formatCurrency}
            yAxisProps={yAxisProps}
            series={[{ name: 'Revenue', color: 'teal.6' }]}
          />
        ) : (
          <Text c="dimmed" size="sm">
            No days in this period.
          </Text>
        )}
      </ChartCard>
    </SimpleGrid>
  );
}
