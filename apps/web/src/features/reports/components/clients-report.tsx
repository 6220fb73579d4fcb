/**
 * The clients report of one location or all (issue #31, `/reports?type=clients`) over local days
 * `from`–`to`: new, returning and lapsed clients against the previous period, as cards and a
 * chart, and retention by first-visit month as a table; downloadable as CSV. A skeleton while it
 * first loads, a plain sentence when nobody came, the server's sentence with Retry when it fails.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconUserOff } from '@tabler/icons-react';
import { CLIENTS_FIGURES, type ClientsFigures, type ClientsReport } from '@daybook/contracts';
import { FigureDefinition } from '../../../components/figure-definition';
import { LoadError } from '../../../components/load-error';
import { CLIENTS_REPORT_FAILED, useClientsReport } from '../api/clients-report-api';
import { saveCsv } from '../lib/sales-csv';
import { formatDayRange } from '../lib/sales-format';
import { ReportFigureCards, ReportFiguresSkeleton, type ReportFigure } from './clients-report-cards';
import {
  CLIENT_FIGURE_LABEL,
  RETENTION_TITLE,
  clientsReportCsv,
  retentionTable,
} from './clients-report-tables';
import { SalesTableCard } from './sales-table';

export interface ClientsReportViewProps {
  /** A location's id or ALL_ESTABLISHMENTS. */
  establishmentId: string;
  /** First and last local day of the period, 'YYYY-MM-DD'. */
  from: string;
  to: string;
}

const BETTER: Record<keyof ClientsFigures, ReportFigure['better']> = {
  clients: 'up',
  newClients: 'up',
  returningClients: 'up',
  lapsedClients: 'down',
};

/** True when anything at all was counted: a visit, a lapse or a cohort. */
function hasClients(r: ClientsReport): boolean {
  return (
    Object.values(r.totals).some((v) => v !== 0) ||
    Object.values(r.previous).some((v) => v !== 0) ||
    r.cohorts.some((c) => c.clients !== 0)
  );
}

/** The four figures of this period against the previous one, as grouped bars. */
function ClientsChart({ report }: { report: ClientsReport }) {
  const keys = Object.keys(CLIENT_FIGURE_LABEL) as (keyof ClientsFigures)[];
  const data = keys.map((k) => ({
    figure: CLIENT_FIGURE_LABEL[k],
    'This period': report.totals[k],
    'Previous period': report.previous[k],
  }));
  const summary =
    `Bar chart of clients this period against the previous: ` +
    keys.map((k) => `${CLIENT_FIGURE_LABEL[k]} ${report.totals[k]} (was ${report.previous[k]})`).join(', ') +
    '.';
  return (
    <Card withBorder padding="md" component="figure" m={0} aria-labelledby="clients-chart-title">
      <Title order={2} size="h4" mb="sm" id="clients-chart-title">
        Clients against the previous period
      </Title>
      <div role="img" aria-label={summary}>
        <BarChart
          h={260}
          data={data}
          dataKey="figure"
          withLegend
          series={[
            { name: 'This period', color: 'teal.6' },
            { name: 'Previous period', color: 'gray.5' },
          ]}
        />
      </div>
    </Card>
  );
}

export function ClientsReportView({ establishmentId, from, to }: ClientsReportViewProps) {
  const query = useClientsReport(establishmentId, from, to);
  const data = query.data;

  const download = () => {
    if (data) saveCsv(clientsReportCsv(data), `clients-report-${data.from}-to-${data.to}.csv`);
  };

  const body = () => {
    if (query.isError)
      return (
        <LoadError title={CLIENTS_REPORT_FAILED} error={query.error} onRetry={() => void query.refetch()} />
      );
    if (!data) return <ReportFiguresSkeleton label="Loading the clients report" cards={4} />;
    if (!hasClients(data))
      return (
        <Card withBorder padding="xl">
          <Stack align="center" gap="sm">
            <IconUserOff size={40} aria-hidden />
            <Title order={2} size="h4">
              No client visits in this period
            </Title>
            <Text c="dimmed" size="sm" ta="center" maw={480}>
              No client completed a visit from {formatDayRange(data.from, data.to)}, nor in the year before
              it. Choose another period.
            </Text>
          </Stack>
        </Card>
      );
    const figures: ReportFigure[] = (Object.keys(CLIENT_FIGURE_LABEL) as (keyof ClientsFigures)[]).map(
      (k) => ({
        label: CLIENT_FIGURE_LABEL[k],
        figure: CLIENTS_FIGURES[k],
        kind: 'count',
        now: data.totals[k],
        previous: data.previous[k],
        better: BETTER[k],
      }),
    );
    return (
      <Stack gap="lg" aria-busy={query.isPlaceholderData}>
        <ReportFigureCards figures={figures} label="Client figures" />
        <ClientsChart report={data} />
        <Group gap={4}>
          <Text size="sm" c="dimmed">
            Each row follows the clients whose first visit was that month: the share back in each month after.
          </Text>
          <FigureDefinition name={RETENTION_TITLE} figure="retention" />
        </Group>
        <SalesTableCard
          table={retentionTable(data)}
          idOf={(c) => c.month}
          empty="No first visits in these months."
          minWidth={960}
        />
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {formatDayRange(from, to)}
          {data && !query.isPlaceholderData
            ? `; compared with ${formatDayRange(data.previousFrom, data.previousTo)}. Lapsed: no visit in ${data.lapsedDays} days.`
            : '.'}
        </Text>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={download}
          disabled={!data || query.isPlaceholderData}
        >
          Download CSV
        </Button>
      </Group>
      {body()}
    </Stack>
  );
}
