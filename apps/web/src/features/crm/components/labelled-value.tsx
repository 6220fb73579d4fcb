/** A small uppercase label over its value: one detail of a client's profile or a lead. */
import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** `label` over `children`; `gap` (Mantine spacing) parts them, none by default. */
export function LabelledValue({
  label,
  gap = 0,
  children,
}: {
  label: string;
  gap?: number;
  children: ReactNode;
}) {
  return (
    <Stack gap={gap}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
