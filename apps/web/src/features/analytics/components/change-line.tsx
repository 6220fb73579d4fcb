/**
 * A metric's change against the previous period (issue #31): arrow, colour (good or bad for the
 * business, grey when neither) and text, with words for screen readers; '—' when there is
 * nothing to compare with.
 */
import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { formatChange, trendOf, type Trend } from '../lib/analytics-format';

/** Whether a rise is good news, bad news or neither. */
export type Better = 'up' | 'down' | 'neither';

const ICON = { up: IconArrowUpRight, down: IconArrowDownRight, flat: IconMinus } as const;
const WORD = { up: 'up', down: 'down', flat: 'unchanged' } as const;

function colorOf(trend: Trend, better: Better): string {
  if (trend === 'flat' || better === 'neither') return 'dimmed';
  return trend === better ? 'var(--daybook-text-good)' : 'var(--daybook-text-bad)';
}

/** `change` (percent, or points with unit ' pts'); null shows '—'. */
export function ChangeLine({
  change,
  better,
  unit = '%',
}: {
  change: number | null;
  better: Better;
  unit?: '%' | ' pts';
}) {
  if (change === null)
    return (
      <Text size="xs" fw={600} c="dimmed">
        —<VisuallyHidden> (nothing in the previous period to compare with)</VisuallyHidden>
      </Text>
    );
  const trend = trendOf(change);
  const Icon = ICON[trend];
  const color = colorOf(trend, better);
  return (
    <Group gap={4} wrap="nowrap" c={color}>
      <Icon size={14} aria-hidden />
      <Text size="xs" fw={600} c={color}>
        {formatChange(change, unit)}
        <VisuallyHidden> ({WORD[trend]} against the previous period)</VisuallyHidden>
      </Text>
    </Group>
  );
}
