/**
 * One team figure on the dashboard (issue #15 "Dashboards"): today's value against yesterday
 * and the last 7 days' against the 7 before, from the shared figures read (api/figures-api.ts).
 * A figure that grows through the day (takings, no-shows) is read so far and compared with the
 * previous period by the same time: against the whole of yesterday every morning would read as
 * a fall, and the last 7 days (today in part) against 7 whole days as a smaller one.
 */
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { PERFORMANCE_MESSAGES, type PerformanceComparison, type PerformanceFigure } from '@daybook/contracts';
import { FigureDefinition } from '../../../../components/figure-definition';
import { WidgetCard } from '../../components/widget-card';
import { useDashboardFigures } from '../../api/figures-api';
import { change } from '../../lib/figures';
import { TrendText } from './trend-text';

/** What a figure widget shows and how. */
export interface Figure {
  title: string;
  /** Which of the performance figures it shows (and whose definition it offers). */
  figure: PerformanceFigure;
  format: (n: number | null) => string;
  /** Amounts and counts change by a relative percent, rates by points. */
  kind: 'amount' | 'ratio';
  lowerIsBetter?: boolean;
  /** Grows as the day goes, so today compares with yesterday by the same time. */
  growsThroughDay?: boolean;
}

/** `totals`' current value, with its change from the previous period. */
function Period({
  label,
  against,
  figure,
  totals,
}: {
  label: string;
  against: string;
  figure: Figure;
  totals: PerformanceComparison | undefined;
}) {
  if (!totals) return null;
  const now = totals.current[figure.figure];
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {figure.format(now)}
      </Text>
      <TrendText
        change={change(now, totals.previous[figure.figure], figure.kind)}
        against={against}
        lowerIsBetter={figure.lowerIsBetter}
      />
    </Stack>
  );
}

/** The widget of `figure` for the selected location (or every location). */
export function FigureCard({ figure }: { figure: Figure }) {
  const soFar = figure.growsThroughDay === true;
  const { hasScope, query, today, week } = useDashboardFigures(soFar);
  return (
    <WidgetCard
      title={figure.title}
      action={<FigureDefinition name={figure.title} figure={figure.figure} />}
      query={hasScope ? query : undefined}
      errorTitle={PERFORMANCE_MESSAGES.loadFailed}
      empty={hasScope ? false : 'Choose a location to see its figures.'}
    >
      <SimpleGrid cols={2} spacing="sm">
        <Period
          label="Today"
          against={soFar ? 'this time yesterday' : 'yesterday'}
          figure={figure}
          totals={today}
        />
        <Period
          label="Last 7 days"
          against={soFar ? 'the 7 days to this time last week' : 'the prior 7 days'}
          figure={figure}
          totals={week}
        />
      </SimpleGrid>
    </WidgetCard>
  );
}
