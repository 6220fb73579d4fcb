/**
 * The performance filters: period presets and custom days, and for managers and owners the
 * role filter (spec operations.md §6 "Performance views have a role filter") and one person.
 */
import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { PERFORMANCE_ROLES, ROLE_LABEL, mapRawRole, type PerformanceRole } from '@daybook/contracts';
import { PERFORMANCE_PERIODS, PERIOD_LABEL, type PerformancePeriod } from '../lib/periods';

export interface FilterState {
  period: PerformancePeriod;
  custom: { from: string; to: string };
  role: PerformanceRole | null;
  staffId: string | null;
}

interface Props {
  value: FilterState;
  onChange: (next: FilterState) => void;
  /** Whether the role and staff filters show (not for employees, who see themselves). */
  withPeople: boolean;
  staffOptions: { value: string; label: string }[];
}

const ROLE_OPTIONS = PERFORMANCE_ROLES.map((r) => {
  const role = mapRawRole(r);
  return { value: r, label: role ? ROLE_LABEL[role] : r };
});

export function PerformanceFilters({ value, onChange, withPeople, staffOptions }: Props) {
  const set = (patch: Partial<FilterState>) => onChange({ ...value, ...patch });
  const setDay = (key: 'from' | 'to', day: string) => day && set({ custom: { ...value.custom, [key]: day } });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SegmentedControl
        aria-label="Period"
        value={value.period}
        onChange={(v) => set({ period: v as PerformancePeriod })}
        data={PERFORMANCE_PERIODS.map((p) => ({ value: p, label: PERIOD_LABEL[p] }))}
      />
      {value.period === 'custom' && (
        <>
          <TextInput
            type="date"
            label="From"
            value={value.custom.from}
            onChange={(e) => setDay('from', e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="To"
            value={value.custom.to}
            onChange={(e) => setDay('to', e.currentTarget.value)}
          />
        </>
      )}
      {withPeople && (
        <>
          <Select
            label="Role"
            placeholder="All roles"
            clearable
            w={160}
            data={ROLE_OPTIONS}
            value={value.role}
            onChange={(v) => set({ role: (v as PerformanceRole | null) ?? null, staffId: null })}
          />
          <Select
            label="Staff member"
            placeholder="All staff"
            clearable
            searchable
            w={200}
            data={staffOptions}
            value={value.staffId}
            onChange={(v) => set({ staffId: v })}
          />
        </>
      )}
    </Group>
  );
}
