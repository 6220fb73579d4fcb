/**
 * A figure's change from the previous period (issue #15 "Dashboards"): an arrow, the signed
 * percent or points and what it is compared with, in green when it is good news and red when
 * bad, so the colour repeats the text rather than carrying the meaning alone.
 */
import { Text } from '@mantine/core';
import type { Change } from '../../lib/figures';

const ARROW = { up: '▲', down: '▼', flat: '▬' } as const;

/**
 * `change` against `against` ('yesterday', 'the prior 7 days'); `lowerIsBetter` for figures such as
 * no-shows, where a rise is bad news.
 */
export function TrendText({
  change,
  against,
  lowerIsBetter = false,
}: {
  change: Change | null;
  against: string;
  lowerIsBetter?: boolean;
}) {
  if (!change)
    return (
      <Text size="xs" c="dimmed">
        No figure for {against}
      </Text>
    );
  const good = lowerIsBetter ? 'down' : 'up';
  const color =
    change.trend === 'flat'
      ? 'dimmed'
      : change.trend === good
        ? 'var(--daybook-text-good)'
        : 'var(--daybook-text-bad)';
  return (
    <Text size="xs" fw={600} c={color}>
      <span aria-hidden>{ARROW[change.trend]} </span>
      {change.label === 'new' ? `up from none vs ${against}` : `${change.label} vs ${against}`}
    </Text>
  );
}
