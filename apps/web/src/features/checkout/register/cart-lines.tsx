/** The cart's lines, or what to do when it is empty. */
import { Stack, Text } from '@mantine/core';
import type { CartTotals } from '@daybook/contracts';
import { toDollars, type CartLine } from './cart';
import { CartLineRow } from './cart-line-row';

export interface CartLinesProps {
  lines: CartLine[];
  totals: CartTotals | null;
  staffOptions: { value: string; label: string }[];
  onChange: (lines: CartLine[]) => void;
}

export function CartLines({ lines, totals, staffOptions, onChange }: CartLinesProps) {
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md" ta="center">
        The cart is empty. Add a service or a product from the left, or scan a barcode.
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Cart">
      {lines.map((line, i) => {
        const t = totals?.lines[i];
        return (
          <CartLineRow
            key={line.key}
            line={line}
            net={t ? toDollars(t.grossCents - t.lineDiscountCents) : null}
            staffOptions={staffOptions}
            onChange={(next) => onChange(lines.map((l) => (l.key === line.key ? next : l)))}
            onRemove={() => onChange(lines.filter((l) => l.key !== line.key))}
          />
        );
      })}
    </Stack>
  );
}
