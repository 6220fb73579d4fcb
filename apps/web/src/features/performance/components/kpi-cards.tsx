/**
 * The KPI cards of a performance report: each figure of the period with its change from the
 * previous period of equal length (arrow and percent, or points for rates), and what it means.
 */
import { Card, Group, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import type { PerformanceFigure, PerformanceFigures } from '@daybook/contracts';
import { FigureDefinition } from '../../../components/figure-definition';
import { change } from '../lib/figures';
import { SCREEN_FIGURE_CELLS, TEAM_FIGURES, figureCell } from '../lib/staff-report-table';

interface Kpi {
  label: string;
  figure: PerformanceFigure;
  format: (n: number | null) => string;
  kind: 'amount' | 'ratio';
}

const KPIS: Kpi[] = TEAM_FIGURES.map((f) => ({
  label: f.label,
  figure: f.figure,
  format: (n) => figureCell(n, f.kind, SCREEN_FIGURE_CELLS),
  kind: f.kind === 'ratio' ? 'ratio' : 'amount',
}));

const TREND = {
  up: { color: 'var(--daybook-text-good)', Icon: IconArrowUpRight, word: 'up' },
  down: { color: 'var(--daybook-text-bad)', Icon: IconArrowDownRight, word: 'down' },
  flat: { color: 'dimmed', Icon: IconMinus, word: 'unchanged' },
} as const;

/** One card per KPI of `current`, compared with `previous`. */
export function KpiCards({
  current,
  previous,
  label,
}: {
  current: PerformanceFigures;
  previous: PerformanceFigures;
  label: string;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} role="list" aria-label={label}>
      {KPIS.map((k) => {
        const now = current[k.figure];
        const delta = change(now, previous[k.figure], k.kind);
        const trend = delta ? TREND[delta.trend] : null;
        return (
          <Card key={k.label} withBorder padding="md" role="listitem" aria-label={k.label}>
            <Group gap={4} justify="space-between" wrap="nowrap">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {k.label}
              </Text>
              <FigureDefinition name={k.label} figure={k.figure} />
            </Group>
            <Text size="xl" fw={700}>
              {k.format(now)}
            </Text>
            {delta && trend ? (
              <Group gap={4} wrap="nowrap" c={trend.color}>
                <trend.Icon size={14} aria-hidden />
                <Text size="xs" fw={600} c={trend.color}>
                  {delta.label}
                  <VisuallyHidden> ({trend.word} vs the previous period)</VisuallyHidden>
                </Text>
              </Group>
            ) : (
              <Text size="xs" c="dimmed">
                No earlier figure
              </Text>
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
