/**
 * The sales report's figure cards (issue #31): each figure of the period with its one definition
 * (FigureDefinition) and its change against the previous period of the same length, in colour
 * (good or bad for the business) and in words for screen readers; '—' when the previous was 0.
 */
import { Card, Group, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { SALES_FIGURES, type SalesFigure, type SalesFigures } from '@daybook/contracts';
import { FigureDefinition } from '../../../components/figure-definition';
import { formatCurrency } from '../../../lib/format';
import { formatCount, salesChange } from '../lib/sales-format';

interface SalesCard {
  figure: SalesFigure;
  label: string;
  /** Whether a rise is good news (net sales), bad news (refunds) or neither (tax). */
  better: 'up' | 'down' | 'neither';
}

const CARDS: SalesCard[] = [
  { figure: 'net', label: 'Net sales', better: 'up' },
  { figure: 'gross', label: 'Gross sales', better: 'up' },
  { figure: 'discounts', label: 'Discounts', better: 'down' },
  { figure: 'refunds', label: 'Refunds', better: 'down' },
  { figure: 'tips', label: 'Tips', better: 'up' },
  { figure: 'tax', label: 'Tax', better: 'neither' },
  { figure: 'tickets', label: 'Tickets', better: 'up' },
  { figure: 'averageTicket', label: 'Average ticket', better: 'up' },
  { figure: 'collected', label: 'Collected', better: 'up' },
];

const ICON = { up: IconArrowUpRight, down: IconArrowDownRight, flat: IconMinus } as const;
const WORD = { up: 'up', down: 'down', flat: 'unchanged' } as const;

function trendColor(trend: 'up' | 'down' | 'flat', better: SalesCard['better']): string {
  if (trend === 'flat' || better === 'neither') return 'dimmed';
  return trend === better ? 'var(--daybook-text-good)' : 'var(--daybook-text-bad)';
}

/** One card per figure of `totals`, compared with `previous` (the period before, same length). */
export function SalesFigureCards({ totals, previous }: { totals: SalesFigures; previous: SalesFigures }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} role="list" aria-label="Sales figures">
      {CARDS.map((c) => {
        const now = totals[c.figure];
        const delta = salesChange(now, previous[c.figure]);
        const Icon = delta ? ICON[delta.trend] : null;
        const color = delta ? trendColor(delta.trend, c.better) : 'dimmed';
        return (
          <Card key={c.figure} withBorder padding="md" role="listitem" aria-label={c.label}>
            <Group gap={4} justify="space-between" wrap="nowrap">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {c.label}
              </Text>
              <FigureDefinition name={c.label} figure={SALES_FIGURES[c.figure]} />
            </Group>
            <Text size="xl" fw={700}>
              {c.figure === 'tickets' ? formatCount(now) : formatCurrency(now)}
            </Text>
            <Group gap={4} wrap="nowrap" c={color}>
              {Icon && <Icon size={14} aria-hidden />}
              <Text size="xs" fw={600} c={color}>
                {delta ? delta.label : '—'}
                <VisuallyHidden>
                  {delta
                    ? ` (${WORD[delta.trend]} against the previous period)`
                    : ' (nothing in the previous period to compare with)'}
                </VisuallyHidden>
              </Text>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
