/**
 * A dollar amount filter that commits on blur or Enter, so typing '12.5' does not fetch four
 * times. Emptied, it commits undefined: no bound on that side.
 */
import { useEffect, useState } from 'react';
import { NumberInput } from '@mantine/core';

interface Props {
  label: string;
  value: number | undefined;
  error?: string;
  onCommit: (value: number | undefined) => void;
}

export function AmountInput({ label, value, error, onCommit }: Props) {
  const [draft, setDraft] = useState<string | number>(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const commit = () => {
    const n = typeof draft === 'number' ? draft : Number(draft);
    if (draft === '') {
      if (value !== undefined) onCommit(undefined);
    } else if (!Number.isFinite(n)) setDraft(value ?? '');
    else if (n !== value) onCommit(Math.round(n * 100) / 100);
  };
  return (
    <NumberInput
      label={label}
      prefix="$"
      min={0}
      placeholder="Any"
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
