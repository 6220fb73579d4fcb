/** A dollar amount filter that commits on blur or Enter, so typing '12.5' does not fetch four times. */
import { useEffect, useState } from 'react';
import { NumberInput } from '@mantine/core';
import { CHECKOUT_AMOUNT_MAX } from '@daybook/contracts';

interface Props {
  label: string;
  value: number;
  error?: string;
  onCommit: (value: number) => void;
}

export function AmountInput({ label, value, error, onCommit }: Props) {
  const [draft, setDraft] = useState<string | number>(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    const n = typeof draft === 'number' ? draft : Number(draft);
    if (draft === '' || !Number.isFinite(n)) setDraft(value);
    else if (n !== value) onCommit(Math.round(n * 100) / 100);
  };
  return (
    <NumberInput
      label={label}
      prefix="$"
      min={0}
      max={CHECKOUT_AMOUNT_MAX}
      decimalScale={2}
      thousandSeparator=","
      hideControls
      w={120}
      value={draft}
      error={error}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}
