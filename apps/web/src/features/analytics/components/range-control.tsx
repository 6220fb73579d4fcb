/**
 * The analytics range control (spec operations.md §2): 7d, 30d, 90d or custom days; custom
 * shows two date fields whose days go into the address as they are typed.
 */
import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { ANALYTICS_RANGES, type AnalyticsRange } from '@daybook/contracts';
import { RANGE_LABEL, type AnalyticsPeriod } from '../lib/analytics-range';

export function RangeControl({
  value,
  onChange,
}: {
  value: AnalyticsPeriod;
  onChange: (next: AnalyticsPeriod) => void;
}) {
  return (
    <Group gap="sm" align="flex-end">
      <SegmentedControl
        aria-label="Date range"
        value={value.range}
        data={ANALYTICS_RANGES.map((r) => ({ value: r, label: RANGE_LABEL[r] }))}
        onChange={(range) => onChange({ ...value, range: range as AnalyticsRange })}
      />
      {value.range === 'custom' && (
        <Group gap="sm" wrap="nowrap">
          <TextInput
            type="date"
            label="From"
            value={value.from}
            onChange={(e) => onChange({ ...value, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="To"
            value={value.to}
            onChange={(e) => onChange({ ...value, to: e.currentTarget.value })}
          />
        </Group>
      )}
    </Group>
  );
}
