/**
 * The sales report's filters (issue #31): a period preset or chosen days, and the interval of
 * the series. The days and interval live in the address (lib/sales-periods); choosing a preset
 * writes its days there, so a shared link shows the same days whenever it is opened.
 */
import { useState } from 'react';
import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { SALES_INTERVALS, type SalesInterval } from '@daybook/contracts';
import {
  SALES_INTERVAL_LABEL,
  SALES_PRESETS,
  SALES_PRESET_LABEL,
  isDay,
  presetOf,
  presetRange,
  type SalesFilters,
  type SalesPeriodChoice,
  type SalesPreset,
} from '../lib/sales-periods';

const PERIOD_OPTIONS = [...SALES_PRESETS, 'custom' as const].map((p) => ({
  value: p,
  label: SALES_PRESET_LABEL[p],
}));

export interface SalesFiltersBarProps {
  value: SalesFilters;
  /** Today in the report's zone, 'YYYY-MM-DD': where the presets end. */
  today: string;
  onChange: (patch: Partial<SalesFilters>) => void;
  /** Shows the series' interval control (default); reports without a series leave it out. */
  withInterval?: boolean;
}

/** The period controls of a report, and the interval of its series. */
export function SalesFiltersBar({ value, today, onChange, withInterval = true }: SalesFiltersBarProps) {
  // Chosen days stay "Custom dates" even when they happen to equal a preset's.
  const [customChosen, setCustomChosen] = useState(false);
  const preset = presetOf(value, today);
  const choice: SalesPeriodChoice = customChosen || !preset ? 'custom' : preset;

  const choose = (next: string | null) => {
    if (!next) return;
    if (next === 'custom') {
      setCustomChosen(true);
      return;
    }
    setCustomChosen(false);
    onChange(presetRange(next as SalesPreset, today));
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Period"
        w={180}
        data={PERIOD_OPTIONS}
        value={choice}
        onChange={choose}
        allowDeselect={false}
      />
      {choice === 'custom' && (
        <>
          <TextInput
            type="date"
            label="From"
            value={value.from}
            onChange={(e) => {
              const day = e.currentTarget.value;
              if (isDay(day)) onChange({ from: day });
            }}
          />
          <TextInput
            type="date"
            label="To"
            value={value.to}
            onChange={(e) => {
              const day = e.currentTarget.value;
              if (isDay(day)) onChange({ to: day });
            }}
          />
        </>
      )}
      {withInterval && (
        <SegmentedControl
          aria-label="Interval"
          value={value.interval}
          onChange={(v) => onChange({ interval: v as SalesInterval })}
          data={SALES_INTERVALS.map((i) => ({ value: i, label: SALES_INTERVAL_LABEL[i] }))}
        />
      )}
    </Group>
  );
}
