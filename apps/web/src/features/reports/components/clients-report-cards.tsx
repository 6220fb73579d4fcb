/**
 * Figure cards of the sales, clients and appointments reports (issue #31): each figure of the
 * period with its one definition (FigureDefinition) and its change against the previous period of
 * the same length — a percent for money, counts and days, percentage points for rates — in colour
 * (good or bad for the business) and in words for screen readers; '—' when there is nothing to
 * compare. And their skeleton while a report first loads.
 */
import type { ReactNode } from 'react';
import type { SimpleGridProps } from '@mantine/core';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { LOCALE, type DefinedFigure } from '@daybook/contracts';
import { FigureDefinition } from '../../../components/figure-definition';
import { formatCurrency } from '../../../lib/format';
import { formatCount, salesChange, type Trend } from '../lib/sales-format';

/** One card: dollars, a count, a 0–1 rate or a number of days, with its value in the previous period. */
export interface ReportFigure {
  label: string;
  figure: DefinedFigure;
  kind: 'money' | 'count' | 'rate' | 'days';
  /** Null: nothing to measure (no appointments). */
  now: number | null;
  previous: number | null;
  /** Whether a rise is good news (clients), bad news (no-shows) or neither (lead time, tax). */
  better: 'up' | 'down' | 'neither';
}

/**
 * A 0–1 share as a percent, to one decimal unless `digits` says otherwise, so that columns line
 * up: '12.5%', '50.0%' (digits 0: '60%'); '—' for null.
 */
export function formatShare(value: number | null, digits = 1): string {
  if (value === null) return '—';
  return `${(value * 100).toLocaleString(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits })}%`;
}

/** Days: '1.5 days', '1 day'; '—' for null. */
export function formatDays(value: number | null): string {
  if (value === null) return '—';
  return `${value.toLocaleString(LOCALE, { maximumFractionDigits: 1 })} ${value === 1 ? 'day' : 'days'}`;
}

function shown(f: ReportFigure): string {
  if (f.kind === 'rate') return formatShare(f.now);
  if (f.kind === 'days') return formatDays(f.now);
  if (f.now === null) return '—';
  return f.kind === 'money' ? formatCurrency(f.now) : formatCount(f.now);
}

/** The change of `f` against the previous period; null when either side has nothing. */
export function figureChange(f: ReportFigure): { trend: Trend; label: string } | null {
  if (f.now === null || f.previous === null) return null;
  if (f.kind !== 'rate') return salesChange(f.now, f.previous);
  const points = Math.round((f.now - f.previous) * 1000) / 10;
  const trend: Trend = points > 0 ? 'up' : points < 0 ? 'down' : 'flat';
  const sign = trend === 'up' ? '+' : trend === 'down' ? '−' : '';
  return { trend, label: `${sign}${Math.abs(points).toFixed(1)} pts` };
}

const ICON = { up: IconArrowUpRight, down: IconArrowDownRight, flat: IconMinus } as const;
const WORD = { up: 'up', down: 'down', flat: 'unchanged' } as const;

function trendColor(trend: Trend, better: ReportFigure['better']): string {
  if (trend === 'flat' || better === 'neither') return 'dimmed';
  return trend === better ? 'var(--daybook-text-good)' : 'var(--daybook-text-bad)';
}

/**
 * The cards of `figures`, a list named `label` ('Client figures'), `cols` a row (4 from sm up);
 * `renderValue` draws a figure's value (a button to the rows behind it) where given, its text otherwise.
 */
export function ReportFigureCards({
  figures,
  label,
  cols = { base: 2, sm: 4 },
  renderValue,
}: {
  figures: ReportFigure[];
  label: string;
  cols?: SimpleGridProps['cols'];
  renderValue?: (f: ReportFigure, text: string) => ReactNode;
}) {
  return (
    <SimpleGrid cols={cols} role="list" aria-label={label}>
      {figures.map((f) => {
        const delta = figureChange(f);
        const Icon = delta ? ICON[delta.trend] : null;
        const color = delta ? trendColor(delta.trend, f.better) : 'dimmed';
        return (
          <Card key={f.figure} withBorder padding="md" role="listitem" aria-label={f.label}>
            <Group gap={4} justify="space-between" wrap="nowrap">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {f.label}
              </Text>
              <FigureDefinition name={f.label} figure={f.figure} />
            </Group>
            <Text size="xl" fw={700}>
              {renderValue ? renderValue(f, shown(f)) : shown(f)}
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

/** A report's place while it first loads, announced as `label` ('Loading the clients report'). */
export function ReportFiguresSkeleton({ label, cards }: { label: string; cards: number }) {
  return (
    <Stack gap="lg" role="status" aria-label={label}>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {Array.from({ length: cards }, (_, i) => (
          <Card key={i} withBorder padding="md">
            <Skeleton height={12} width="60%" mb="sm" />
            <Skeleton height={24} width="80%" mb="xs" />
            <Skeleton height={10} width="40%" />
          </Card>
        ))}
      </SimpleGrid>
      <Skeleton height={300} radius="md" />
      <Skeleton height={240} radius="md" />
    </Stack>
  );
}
