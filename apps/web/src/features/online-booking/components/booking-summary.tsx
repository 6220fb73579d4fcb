import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatCurrency } from '../../../lib/format';
import { formatDuration, formatLongDate, formatTime } from '../lib/booking-dates';

/** One line of the summary: what was chosen, and a way back to change it. */
export interface SummaryRow {
  label: string;
  value: ReactNode;
  /** Accessible name of the change button, e.g. 'Change service'. */
  changeLabel: string;
  onChange: () => void;
}

/** The choices made so far, each with a "Change" button that returns to its step. */
export function BookingSummary({ rows }: { rows: SummaryRow[] }) {
  if (rows.length === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Your booking so far">
      <Stack gap={6}>
        {rows.map((r) => (
          <Group key={r.label} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {r.label}:{' '}
              </Text>
              {r.value}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={r.onChange}
              aria-label={r.changeLabel}
              style={{ flexShrink: 0 }}
            >
              Change
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** 'Online Cut · 1 hr · $50.00'. */
export function serviceLine(s: { name: string; duration: number; price: number }): string {
  return `${s.name} · ${formatDuration(s.duration)} · ${formatCurrency(s.price)}`;
}

/** 'Tuesday, Mar 3, 2026 at 10:00 AM'. */
export function whenLine(date: string, startTime: string): string {
  return `${formatLongDate(date)} at ${formatTime(startTime)}`;
}
