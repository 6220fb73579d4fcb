/**
 * The KPI cards of a performance report: each figure of the period with its change from the
 * previous period of equal length (arrow and percent, or points for rates), and what it means.
 */
import { Card, Group, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { LOCALE, type PerformanceFigure, type PerformanceFigures } from '@daybook/contracts';
import { FigureDefinition } from '../../../components/figure-definition';
import { change, dollars, percent } from '../lib/figures';

interface Kpi {
  label: string;
  figure: PerformanceFigure;
  format: (n: number | null) => string;
  kind: 'amount' | 'ratio';
}

const count = (n: number | null) => (n ?? 0).toLocaleString(LOCALE);
const money = (n: number | null) => dollars(n ?? 0);

const KPIS: Kpi[] = [
  { label: 'Revenue', figure: 'revenueCents', format: money, kind: 'amount' },
  { label: 'Service revenue', figure: 'serviceRevenueCents', format: money, kind: 'amount' },
  { label: 'Product revenue', figure: 'productRevenueCents', format: money, kind: 'amount' },
  { label: 'Average ticket', figure: 'averageTicketCents', format: money, kind: 'amount' },
  { label: 'Tips', figure: 'tipsCents', format: money, kind: 'amount' },
  { label: 'Appointments', figure: 'appointments', format: count, kind: 'amount' },
  { label: 'Utilisation', figure: 'utilisation', format: percent, kind: 'ratio' },
  { label: 'Rebooking rate', figure: 'rebookingRate', format: percent, kind: 'ratio' },
  { label: 'New clients', figure: 'newClients', format: count, kind: 'amount' },
  { label: 'Returning clients', figure: 'returningClients', format: count, kind: 'amount' },
];

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
