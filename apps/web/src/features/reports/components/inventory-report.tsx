/**
 * The inventory report of one location or all (spec operations.md "Reports", issue #12): the
 * headline figures, retail vs backbar, what is running low and how long stock lasts; downloadable
 * as CSV and PDF, and printable (issue #31). A skeleton while it loads, "No products yet" with a
 * way to add them, an error with Retry.
 */
import './sales-report-print.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBox } from '@tabler/icons-react';
import { ReportDownloads } from '../../../components/report-action-button';
import { saveCsv } from '../../../lib/csv-files';
import { formatDate } from '../../../lib/format';
import { pdfName, savePdf } from '../../../lib/pdf-files';
import { INVENTORY_REPORT_FAILED, useInventoryReport } from '../api/inventory-report-api';
import { LoadError } from '../../../components/load-error';
import {
  INVENTORY_SCREEN_CELLS,
  inventoryCsvName,
  inventoryReportCsv,
  inventoryReportTable,
} from '../lib/inventory-tables';
import { ReportSkeleton } from './report-skeleton';
import { RunningLowTable } from './running-low-table';
import { StatCards } from './stat-cards';
import { StockSplit } from './stock-split';
import { UsageTable } from './usage-table';

export interface InventoryReportViewProps {
  /** A location's id or ALL_ESTABLISHMENTS. */
  establishmentId: string;
  /** The location's name, for the files' name and the PDF's subtitle; null (the default) for every location. */
  locationName?: string | null;
}

export function InventoryReportView({ establishmentId, locationName = null }: InventoryReportViewProps) {
  const report = useInventoryReport(establishmentId);
  const data = report.data;

  const download = () => {
    if (data) saveCsv(inventoryReportCsv(data), inventoryCsvName(locationName, data.asOf));
  };
  const downloadPdf = async () => {
    if (data)
      await savePdf(
        inventoryReportTable(data, { locationName, generatedAt: new Date() }, INVENTORY_SCREEN_CELLS),
        pdfName(inventoryCsvName(locationName, data.asOf)),
      );
  };

  let body: ReactNode;
  if (report.isPending) body = <ReportSkeleton />;
  else if (report.isError)
    body = (
      <LoadError title={INVENTORY_REPORT_FAILED} error={report.error} onRetry={() => void report.refetch()} />
    );
  else if (report.data.productCount === 0)
    body = (
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
  else
    body = (
      <>
        <StatCards report={report.data} />
        <StockSplit split={report.data.split} />
        <RunningLowTable rows={report.data.lowStock} total={report.data.lowStockCount} />
        <UsageTable rows={report.data.usage} />
      </>
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed">
          {data && data.productCount > 0
            ? `As of ${formatDate(data.asOf)}. Values at cost unless marked retail.`
            : ''}
        </Text>
        {/* The buttons stay off paper (sales-report-print.css); the as-of line prints. */}
        <div className="sales-report-no-print">
          <ReportDownloads
            ready={report.isSuccess && report.data.productCount > 0}
            onDownload={download}
            onDownloadPdf={downloadPdf}
          />
        </div>
      </Group>
      {body}
    </Stack>
  );
}
