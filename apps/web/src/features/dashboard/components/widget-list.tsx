/**
 * The list a small dashboard widget shows (issue #15 "Dashboards"): a named list of named
 * rows, so a screen reader announces "Ava Walker, 12 min late" before the row's details.
 */
import type { ReactNode } from 'react';
import { Group, Stack } from '@mantine/core';

/** A named list of rows, without bullets. */
export function WidgetList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

/** One row: the details at the left, an action (a button or link) at the right. */
export function WidgetListItem({
  label,
  action,
  children,
}: {
  label: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Group component="li" aria-label={label} justify="space-between" wrap="nowrap" gap="xs" align="center">
      <Stack gap={0} style={{ minWidth: 0 }}>
        {children}
      </Stack>
      {action}
    </Group>
  );
}
