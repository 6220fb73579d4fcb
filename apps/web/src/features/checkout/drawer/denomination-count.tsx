/**
 * A count of cash by US denomination (issue #28): one whole-number field per bill and coin,
 * $100 down to 1¢, as the drawer is opened and closed. Counts are keyed by the denomination in
 * cents ({ "2000": 3 } is three $20 bills); the server recomputes the total from them.
 */
import { NumberInput, SimpleGrid } from '@mantine/core';
import { DRAWER_DENOMINATIONS } from '@daybook/contracts';

/** '$100', '$1', '25¢'. */
export function denominationLabel(cents: number): string {
  return cents >= 100 ? `$${cents / 100}` : `${cents}¢`;
}

/** The count without its zero entries, as it is sent and stored. */
export function nonZeroCounts(counts: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
}

export interface DenominationCountProps {
  counts: Readonly<Record<string, number>>;
  onChange: (counts: Record<string, number>) => void;
}

export function DenominationCount({ counts, onChange }: DenominationCountProps) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 5 }} spacing="xs">
      {DRAWER_DENOMINATIONS.map((d) => (
        <NumberInput
          key={d}
          size="xs"
          label={denominationLabel(d)}
          aria-label={`Count of ${denominationLabel(d)}`}
          min={0}
          max={100_000}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          value={counts[String(d)] ?? ''}
          onChange={(v) =>
            onChange({ ...counts, [String(d)]: typeof v === 'number' ? v : Number.parseInt(v, 10) || 0 })
          }
        />
      ))}
    </SimpleGrid>
  );
}
