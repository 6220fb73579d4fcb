/**
 * The clients report of one location or all (issue #31, `/reports?type=clients`) over local days
 * `from`–`to`: new, returning and lapsed clients against the previous period, as cards and a
 * chart, and retention by first-visit month as a table; downloadable as CSV. The new, returning and
 * lapsed counts and the retention table's cells each open the clients behind them (FigureClientsModal). A skeleton while it
 * first loads, a plain sentence when nobody came, the server's sentence with Retry when it fails.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useState } from 'react';
import { Anchor, Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconUserOff } from '@tabler/icons-react';
import {
  CLIENTS_FIGURES,
  type ClientsFigures,
  type ClientsListFigure,
  type ClientsReport,
  type DefinedFigure,
} from '@daybook/contracts';
import { FigureDefinition } from '../../../components/figure-definition';
import { CLIENTS_REPORT_FAILED, useClientsReport, type FigureSelection } from '../api/clients-report-api';
import { SCREEN_CELLS } from '../../../lib/report-table';
import { formatDayRange } from '../lib/sales-format';
import { ReportFigureCards, type ReportFigure } from './clients-report-cards';
import { FigureClientsModal } from './figure-clients-modal';
import { ReportShell } from './report-shell';
import {
  CLIENT_FIGURE_LABEL,
  RETENTION_TITLE,
  clientsReportCsv,
  clientsReportTable,
  retentionTable,
} from './clients-report-tables';
import { SalesTableCard } from './sales-table';

export interface ClientsReportViewProps {
  /** A location's id or ALL_ESTABLISHMENTS. */
  establishmentId: string;
  /** First and last local day of the period, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  /** The location's name, for the PDF's subtitle; null (the default) for every location. */
  locationName?: string | null;
}

const BETTER: Record<keyof ClientsFigures, ReportFigure['better']> = {
  clients: 'up',
  newClients: 'up',
  returningClients: 'up',
  lapsedClients: 'down',
};

/** The figures whose clients can be listed, by their definition's name. */
const LISTED = new Map<DefinedFigure, Exclude<ClientsListFigure, 'cohort' | 'retained'>>([
  [CLIENTS_FIGURES.newClients, 'new'],
  [CLIENTS_FIGURES.returningClients, 'returning'],
  [CLIENTS_FIGURES.lapsedClients, 'lapsed'],
]);

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

export function ClientsReportView({
  establishmentId,
  from,
  to,
  locationName = null,
}: ClientsReportViewProps) {
  const query = useClientsReport(establishmentId, from, to);
  const [opened, setOpened] = useState<FigureSelection | null>(null);
  return (
    <ReportShell
      query={query}
      failedTitle={CLIENTS_REPORT_FAILED}
      loadingLabel="Loading the clients report"
      loadingCards={4}
      period={formatDayRange(from, to)}
      comparison={(data) =>
        `; compared with ${formatDayRange(data.previousFrom, data.previousTo)}. Lapsed: no visit in ${data.lapsedDays} days.`
      }
      csv={clientsReportCsv}
      csvName="clients-report"
      table={(data, meta) => clientsReportTable(data, meta, SCREEN_CELLS)}
      locationName={locationName}
      isEmpty={(data) => !hasClients(data)}
      empty={{
        icon: <IconUserOff size={40} aria-hidden />,
        title: 'No client visits in this period',
        text: (data) =>
          `No client completed a visit from ${formatDayRange(data.from, data.to)}, nor in the year before it. Choose another period.`,
      }}
    >
      {(data) => {
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
          <>
            <ReportFigureCards
              figures={figures}
              label="Client figures"
              renderValue={(f, text) => {
                const listed = LISTED.get(f.figure);
                return listed ? (
                  <Anchor
                    component="button"
                    type="button"
                    inherit
                    onClick={() => setOpened({ figure: listed })}
                  >
                    {text}
                    <VisuallyHidden>: clients</VisuallyHidden>
                  </Anchor>
                ) : (
                  text
                );
              }}
            />
            <FigureClientsModal
              establishmentId={establishmentId}
              from={from}
              to={to}
              selection={opened}
              onClose={() => setOpened(null)}
            />
            <ClientsChart report={data} />
            <Group gap={4}>
              <Text size="sm" c="dimmed">
                Each row follows the clients whose first visit was that month: the share back in each month
                after.
              </Text>
              <FigureDefinition name={RETENTION_TITLE} figure="retention" />
            </Group>
            <SalesTableCard
              table={retentionTable(data)}
              idOf={(c) => c.month}
              renderCell={(key, c, text) => {
                // 'clients': the cohort itself; 'm1'…'m12': those back that many months after.
                const after = key === 'clients' ? 0 : /^m\d+$/.test(key) ? Number(key.slice(1)) : null;
                const count = after === 0 ? c.clients : after === null ? 0 : (c.returned[after - 1] ?? 0);
                if (after === null || count === 0) return text;
                const selection: FigureSelection =
                  after === 0
                    ? { figure: 'cohort', cohort: c.month }
                    : { figure: 'retained', cohort: c.month, after };
                return (
                  <Anchor component="button" type="button" inherit onClick={() => setOpened(selection)}>
                    {text}
                    <VisuallyHidden>: clients</VisuallyHidden>
                  </Anchor>
                );
              }}
              empty="No first visits in these months."
              minWidth={960}
            />
          </>
        );
      }}
    </ReportShell>
  );
}
