/** A discount as typed at the register: dollars or percent off (issue #13). */
import { Group, NumberInput, SegmentedControl } from '@mantine/core';
import type { DiscountDraft } from './cart';

export interface DiscountFieldProps {
  /** The visible label, e.g. 'Discount'. */
  label: string;
  /** The name assistive technology reads, e.g. 'Discount, Haircut' (default: label). */
  accessibleName?: string;
  value: DiscountDraft | null;
  onChange: (next: DiscountDraft | null) => void;
}

export function DiscountField({ label, accessibleName = label, value, onChange }: DiscountFieldProps) {
  const type = value?.type ?? 'fixed';
  return (
    <Group gap={4} wrap="nowrap" align="flex-end">
      <SegmentedControl
        size="xs"
        aria-label={`${accessibleName} type`}
        value={type}
        data={[
          { value: 'fixed', label: '$' },
          { value: 'percent', label: '%' },
        ]}
        onChange={(t) => onChange({ type: t as DiscountDraft['type'], value: value?.value ?? 0 })}
      />
      <NumberInput
        size="xs"
        w={96}
        label={label}
        // The field is narrow; 'Order discount' stays on one line beside the $/% switch.
        styles={{ label: { whiteSpace: 'nowrap' } }}
        aria-label={accessibleName}
        min={0}
        max={type === 'percent' ? 100 : undefined}
        decimalScale={2}
        allowNegative={false}
        prefix={type === 'fixed' ? '$' : undefined}
        suffix={type === 'percent' ? '%' : undefined}
        value={value && value.value > 0 ? value.value : ''}
        onChange={(v) => {
          const n = typeof v === 'number' ? v : Number.parseFloat(v);
          onChange({ type, value: Number.isFinite(n) && n > 0 ? n : 0 });
        }}
      />
    </Group>
  );
}
