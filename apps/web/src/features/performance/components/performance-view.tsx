/**
 * The performance screen's body for one location or all of them: filters, KPI cards with the
 * change from the previous period, the charts and the sortable staff table. Employees get
 * their own figures only (the server answers nothing else to them), without the people filters.
 * Managers and owners download the team's figures and the staff table as CSV or PDF, or print
 * them (issue #31 "Staff performance"; the reports page's print layout leaves the filters and
 * buttons off paper).
 */
import { useState, type ReactNode } from 'react';
import { Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { PERFORMANCE_MESSAGES } from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { ReportDownloads } from '../../../components/report-action-button';
import { TableSkeleton } from '../../../components/table-skeleton';
import { saveCsv } from '../../../lib/csv-files';
import { formatDate } from '../../../lib/format';
import { pdfName, savePdf } from '../../../lib/pdf-files';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { usePerformance } from '../api/performance-api';
import { periodRange, todayIn } from '../lib/periods';
import {
  SCREEN_FIGURE_CELLS,
  staffCsvName,
  staffReportCsv,
  staffReportTable,
} from '../lib/staff-report-table';
import { KpiCards } from './kpi-cards';
import { PerformanceFilters, type FilterState } from './performance-filters';
import { RevenueCharts } from './revenue-charts';
import { StaffTable } from './staff-table';

interface Props {
  /** A location's id, or 'all'. */
  establishmentId: string;
  timeZone: string;
  /** True for an employee: their own figures alone. */
  own: boolean;
}

const range = (from: string, to: string) =>
  from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;

export function PerformanceView({ establishmentId, timeZone, own }: Props) {
  const today = todayIn(timeZone);
  const [filters, setFilters] = useState<FilterState>({
    period: 'month',
    custom: { from: `${today.slice(0, 8)}01`, to: today },
    role: null,
    staffId: null,
  });
  const { from, to } = periodRange(filters.period, timeZone, filters.custom);
  const valid = from <= to;
  const base = { establishmentId, from, to, role: filters.role ?? undefined };
  const report = usePerformance({ ...base, staffId: filters.staffId ?? undefined }, valid);
  // The staff filter's choices: everyone the role filter lists (the same answer when no one is picked).
  const everyone = usePerformance(base, valid && !own);
  const staffOptions = (everyone.data?.staff ?? []).map((p) => ({ value: p.staffId, label: p.staffName }));
  // The files' location: the chosen one's name, or none for every location ('all').
  const { establishments } = useWorkspace();
  const locationName = establishments.find((e) => e.id === establishmentId)?.name ?? null;
  const data = report.data;

  const download = () => {
    if (data) saveCsv(staffReportCsv(data), staffCsvName(locationName, data.from, data.to));
  };
  const downloadPdf = async () => {
    if (data)
      await savePdf(
        staffReportTable(data, { locationName, generatedAt: new Date() }, SCREEN_FIGURE_CELLS),
        pdfName(staffCsvName(locationName, data.from, data.to)),
      );
  };

  let content: ReactNode;
  if (!valid)
    content = (
      <Text c="var(--daybook-text-bad)" size="sm" role="alert">
        {PERFORMANCE_MESSAGES.range}
      </Text>
    );
  else if (report.isPending)
    content = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} role="status" aria-label="Loading performance">
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={i} height={92} radius="md" />
          ))}
        </SimpleGrid>
        <TableSkeleton label="Loading staff performance" />
      </Stack>
    );
  else if (report.isError)
    content = (
      <LoadError
        title={PERFORMANCE_MESSAGES.loadFailed}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    );
  else if (report.data.staff.length === 0)
    content = (
      <Text c="dimmed" size="sm">
        {PERFORMANCE_MESSAGES.empty}
      </Text>
    );
  else {
    const data = report.data;
    content = (
      <Stack gap="lg" aria-busy={report.isPlaceholderData}>
        <Text size="sm" c="dimmed">
          Compared with {range(data.previousFrom, data.previousTo)}. Rebooked: another visit booked within{' '}
          {data.rebookDays} days.
        </Text>
        <KpiCards
          current={data.totals.current}
          previous={data.totals.previous}
          label={own ? 'Your figures' : 'Team figures'}
        />
        {data.totals.current.tickets === 0 && (
          <Text c="dimmed" size="sm">
            {PERFORMANCE_MESSAGES.noData}
          </Text>
        )}
        <RevenueCharts staff={data.staff} daily={data.daily} />
        {!own && <StaffTable staff={data.staff} />}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <div className="sales-report-no-print">
        <PerformanceFilters
          value={filters}
          onChange={setFilters}
          withPeople={!own}
          staffOptions={staffOptions}
        />
      </div>
      <Group justify="space-between" align="flex-end" gap="sm">
        {valid && (
          <Text size="sm" fw={600} aria-live="polite">
            {range(from, to)}
          </Text>
        )}
        {!own && (
          <div className="sales-report-no-print">
            <ReportDownloads
              ready={valid && Boolean(data) && !report.isPlaceholderData}
              onDownload={download}
              onDownloadPdf={downloadPdf}
            />
          </div>
        )}
      </Group>
      {content}
    </Stack>
  );
}
