/**
 * The KPI cards of a performance report: each figure of the period with its change from the
 * previous period of equal length (arrow and percent, or points for rates).
 */
import { Card, Group, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { LOCALE, type PerformanceFigures } from '@daybook/contracts';
import { change, dollars, percent } from '../lib/figures';

interface Kpi {
  label: string;
  value: (f: PerformanceFigures) => number | null;
  format: (n: number | null) => string;
  kind: 'amount' | 'ratio';
}

const count = (n: number | null) => (n ?? 0).toLocaleString(LOCALE);
const money = (n: number | null) => dollars(n ?? 0);

const KPIS: Kpi[] = [
  { label: 'Revenue', value: (f) => f.revenueCents, format: money, kind: 'amount' },
  { label: 'Service revenue', value: (f) => f.serviceRevenueCents, format: money, kind: 'amount' },
  { label: 'Product revenue', value: (f) => f.productRevenueCents, format: money, kind: 'amount' },
  { label: 'Average ticket', value: (f) => f.averageTicketCents, format: money, kind: 'amount' },
  { label: 'Tips', value: (f) => f.tipsCents, format: money, kind: 'amount' },
  { label: 'Appointments', value: (f) => f.appointments, format: count, kind: 'amount' },
  { label: 'Utilisation', value: (f) => f.utilisation, format: percent, kind: 'ratio' },
  { label: 'Rebooking rate', value: (f) => f.rebookingRate, format: percent, kind: 'ratio' },
  { label: 'New clients', value: (f) => f.newClients, format: count, kind: 'amount' },
  { label: 'Returning clients', value: (f) => f.returningClients, format: count, kind: 'amount' },
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
        const now = k.value(current);
        const delta = change(now, k.value(previous), k.kind);
        const trend = delta ? TREND[delta.trend] : null;
        return (
          <Card key={k.label} withBorder padding="md" role="listitem" aria-label={k.label}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {k.label}
            </Text>
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
