/** One line of the register's cart (issue #13): staff, quantity, price, line discount, remove. */
import { ActionIcon, Group, NumberInput, Paper, Select, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { LINE_QUANTITY_MAX } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import type { CartLine } from './cart';
import { DiscountField } from './discount-field';

export interface CartLineRowProps {
  line: CartLine;
  /** The line's total after its discounts (and its share of the order discount), dollars. */
  net: number | null;
  staffOptions: { value: string; label: string }[];
  onChange: (next: CartLine) => void;
  onRemove: () => void;
}

export function CartLineRow({ line, net, staffOptions, onChange, onRemove }: CartLineRowProps) {
  return (
    <Paper withBorder p="xs" component="li" aria-label={line.name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {line.name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatCurrency(line.price)} each{line.kind === 'product' ? ' · product' : ''}
              {line.taxable ? ' · taxed' : ''}
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap">
            {net !== null && (
              <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatCurrency(net)}
              </Text>
            )}
            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${line.name}`} onClick={onRemove}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            size="xs"
            w={170}
            label="Staff"
            aria-label={`Staff, ${line.name}`}
            placeholder="No staff"
            data={staffOptions}
            value={line.staffId}
            clearable
            searchable
            onChange={(staffId) => onChange({ ...line, staffId })}
          />
          <NumberInput
            size="xs"
            w={72}
            label="Qty"
            aria-label={`Quantity, ${line.name}`}
            min={1}
            max={LINE_QUANTITY_MAX}
            allowDecimal={false}
            allowNegative={false}
            value={line.quantity}
            onChange={(v) => {
              const n = typeof v === 'number' ? v : Number.parseInt(v, 10);
              onChange({
                ...line,
                quantity: Number.isFinite(n) ? Math.min(Math.max(n, 1), LINE_QUANTITY_MAX) : 1,
              });
            }}
          />
          <DiscountField
            label="Discount"
            accessibleName={`Discount, ${line.name}`}
            value={line.discount}
            onChange={(discount) => onChange({ ...line, discount })}
          />
        </Group>
      </Stack>
    </Paper>
  );
}
