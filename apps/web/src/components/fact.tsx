/**
 * One fact of a record's details (a product, supplier, purchase order, transaction): a small
 * dimmed label over its value. The value is a block, so it may hold badges and links.
 */
import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}
