/**
 * The inventory report of one location or all (spec operations.md "Reports", issue #12): the
 * headline figures, retail vs backbar, what is running low and how long stock lasts. A skeleton
 * while it loads, "No products yet" with a way to add them, an error with Retry.
 */
import { Link } from 'react-router';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconBox } from '@tabler/icons-react';
import { formatDate } from '../../../lib/format';
import { INVENTORY_REPORT_FAILED, useInventoryReport } from '../api/inventory-report-api';
import { LoadError } from '../../../components/load-error';
import { ReportSkeleton } from './report-skeleton';
import { RunningLowTable } from './running-low-table';
import { StatCards } from './stat-cards';
import { StockSplit } from './stock-split';
import { UsageTable } from './usage-table';

export function InventoryReportView({ establishmentId }: { establishmentId: string }) {
  const report = useInventoryReport(establishmentId);
  if (report.isPending) return <ReportSkeleton />;
  if (report.isError)
    return (
      <LoadError title={INVENTORY_REPORT_FAILED} error={report.error} onRetry={() => void report.refetch()} />
    );
  const data = report.data;
  if (data.productCount === 0)
    return (
      <Card withBorder padding="xl">
        <Stack align="center" gap="sm">
          <IconBox size={40} aria-hidden />
          <Title order={2} size="h4">
            No products yet
          </Title>
          <Text c="dimmed" size="sm" ta="center" maw={480}>
            The inventory report adds up the products of your stock. Add products to see their value, what
            runs low and how long it lasts.
          </Text>
          <Button component={Link} to="/inventory" variant="light">
            Go to Inventory
          </Button>
        </Stack>
      </Card>
    );
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        As of {formatDate(data.asOf)}. Values at cost unless marked retail.
      </Text>
      <StatCards report={data} />
      <StockSplit split={data.split} />
      <RunningLowTable rows={data.lowStock} total={data.lowStockCount} />
      <UsageTable rows={data.usage} />
    </Stack>
  );
}
