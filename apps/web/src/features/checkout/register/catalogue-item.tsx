/** One service or product of the register's catalogue: a button that adds it to the cart. */
import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatCurrency } from '../../../lib/format';

export interface CatalogueItemProps {
  name: string;
  detail: string;
  /** Dollars. */
  price: number;
  onAdd: () => void;
}

export function CatalogueItem({ name, detail, price, onAdd }: CatalogueItemProps) {
  return (
    <UnstyledButton
      onClick={onAdd}
      aria-label={`Add ${name}, ${formatCurrency(price)}`}
      p="xs"
      w="100%"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        border: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconPlus size={16} aria-hidden />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {detail}
            </Text>
          </div>
        </Group>
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCurrency(price)}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
