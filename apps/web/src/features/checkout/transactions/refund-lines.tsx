/**
 * The refund form's choice of what comes back: a checkbox per line of the sale with something
 * left to refund (its staff member and what is left), units for an item sold by more than one,
 * and each staff member's tip.
 */
import { Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { formatCurrency } from '../../../lib/format';
import type { RefundChoice, RefundLineOption } from './refund-choice';

interface Props {
  options: readonly RefundLineOption[];
  choice: RefundChoice;
  onChange: (choice: RefundChoice) => void;
}

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
}

export function RefundLines({ options, choice, onChange }: Props) {
  const toggle = (o: RefundLineOption, on: boolean) => {
    if (o.kind === 'tip')
      onChange({ ...choice, tips: on ? [...choice.tips, o.id] : choice.tips.filter((id) => id !== o.id) });
    else
      onChange({
        ...choice,
        items: on ? { ...choice.items, [o.id]: o.soldQuantity } : without(choice.items, o.id),
      });
  };
  return (
    <Stack gap="xs" role="group" aria-labelledby="refund-lines-label">
      <Text size="sm" fw={500} id="refund-lines-label">
        What is returned
      </Text>
      <Text size="xs" c="dimmed">
        Choose the items and tips the client gets back; the amount follows them. With none chosen, the amount
        is shared over the whole sale.
      </Text>
      {options.map((o) => {
        const checked = o.kind === 'tip' ? choice.tips.includes(o.id) : o.id in choice.items;
        const label = `${o.name}${o.staffName ? ` · ${o.staffName}` : ''}`;
        return (
          <Group key={o.id} gap="sm" wrap="nowrap" align="center">
            <Checkbox
              label={`${label}: ${formatCurrency(o.leftCents / 100)} left`}
              checked={checked}
              onChange={(e) => toggle(o, e.currentTarget.checked)}
            />
            {o.kind === 'item' && o.soldQuantity > 1 && checked && (
              <NumberInput
                aria-label={`Units of ${o.name} returned`}
                min={1}
                max={o.soldQuantity}
                allowDecimal={false}
                clampBehavior="strict"
                w={90}
                value={choice.items[o.id]}
                onChange={(v) =>
                  onChange({ ...choice, items: { ...choice.items, [o.id]: typeof v === 'number' ? v : 1 } })
                }
              />
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
