/**
 * Tip (issue #13): quick 15 / 18 / 20 % suggestions, or a custom amount, and how it is shared:
 * evenly, by each staff member's share of the services, or by hand. The suggestions are of the
 * services after discounts unless the location counts products too, and every amount shows as
 * money, "$23.40" (issue #28).
 */
import { Button, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TipSplit } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { toDollars } from './cart';

/** Quick tip percentages of the suggestion base. */
export const TIP_PERCENTS = [15, 18, 20] as const;

export interface TipSectionProps {
  /** The base of a suggested tip: the services (or every line) after discounts, before tax, cents. */
  baseCents: number;
  /** Whether the base leaves products out, as the location's settings say. */
  servicesOnly: boolean;
  tip: number;
  split: TipSplit;
  manual: Record<string, number>;
  /** The staff on the cart who can receive a tip, id and name. */
  staff: { id: string; name: string }[];
  onTip: (dollars: number) => void;
  onSplit: (split: TipSplit) => void;
  onManual: (manual: Record<string, number>) => void;
}

const num = (v: string | number) => (typeof v === 'number' ? v : Number.parseFloat(v) || 0);

export function TipSection({
  baseCents,
  servicesOnly,
  tip,
  split,
  manual,
  staff,
  onTip,
  onSplit,
  onManual,
}: TipSectionProps) {
  const quick = (percent: number) => toDollars(Math.round((baseCents * percent) / 100));
  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NumberInput
          size="sm"
          w={120}
          label="Tip"
          prefix="$"
          min={0}
          decimalScale={2}
          fixedDecimalScale
          thousandSeparator=","
          allowNegative={false}
          value={tip || ''}
          onChange={(v) => onTip(num(v))}
        />
        {TIP_PERCENTS.map((p) => (
          <Button
            key={p}
            size="sm"
            variant={tip > 0 && tip === quick(p) ? 'filled' : 'default'}
            aria-label={`Tip ${p}%, ${formatCurrency(quick(p))}`}
            onClick={() => onTip(quick(p))}
            disabled={baseCents <= 0}
          >
            {p}% · {formatCurrency(quick(p))}
          </Button>
        ))}
        <Button size="sm" variant="subtle" onClick={() => onTip(0)} disabled={tip === 0}>
          No tip
        </Button>
      </Group>
      <Text size="xs" c="dimmed" data-testid="tip-base">
        Suggested tips are of {formatCurrency(toDollars(baseCents))}
        {servicesOnly ? ' in services' : ''}.
      </Text>
      {tip > 0 && staff.length > 1 && (
        <SegmentedControl
          size="xs"
          aria-label="Tip split"
          value={split}
          onChange={(v) => onSplit(v as TipSplit)}
          data={[
            { value: 'even', label: 'Even' },
            { value: 'service_share', label: 'By service' },
            { value: 'manual', label: 'By hand' },
          ]}
        />
      )}
      {tip > 0 && split === 'manual' && staff.length > 1 && (
        <Group gap="xs" wrap="wrap">
          {staff.map((s) => (
            <NumberInput
              key={s.id}
              size="xs"
              w={140}
              label={`Tip for ${s.name}`}
              prefix="$"
              min={0}
              decimalScale={2}
              fixedDecimalScale
              allowNegative={false}
              value={manual[s.id] ?? ''}
              onChange={(v) => onManual({ ...manual, [s.id]: num(v) })}
            />
          ))}
        </Group>
      )}
      {tip > 0 && staff.length === 0 && (
        <Text size="xs" c="var(--daybook-action-orange)">
          Choose the staff on a line to receive the tip.
        </Text>
      )}
    </Stack>
  );
}
