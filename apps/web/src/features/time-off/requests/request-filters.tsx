/** Filters of the managers' list: status, type and person. */
import { Group, Select } from '@mantine/core';
import {
  TIME_OFF_STATUSES,
  TIME_OFF_STATUS_LABEL,
  TIME_OFF_TYPES,
  TIME_OFF_TYPE_LABEL,
  type TimeOffStatus,
  type TimeOffType,
} from '@daybook/contracts';
import type { TimeOffFilters } from '../api/time-off-api';

const STATUS_OPTIONS = TIME_OFF_STATUSES.map((s) => ({ value: s, label: TIME_OFF_STATUS_LABEL[s] }));
const TYPE_OPTIONS = TIME_OFF_TYPES.map((t) => ({ value: t, label: TIME_OFF_TYPE_LABEL[t] }));

export function RequestFilters({
  filters,
  people,
  onChange,
}: {
  filters: TimeOffFilters;
  people: { value: string; label: string }[] | null;
  onChange: (next: TimeOffFilters) => void;
}) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Status"
        placeholder="Every status"
        data={STATUS_OPTIONS}
        value={filters.status ?? null}
        onChange={(v) => onChange({ ...filters, status: (v as TimeOffStatus | null) ?? undefined })}
        clearable
        w={160}
      />
      <Select
        label="Type"
        placeholder="Every type"
        data={TYPE_OPTIONS}
        value={filters.type ?? null}
        onChange={(v) => onChange({ ...filters, type: (v as TimeOffType | null) ?? undefined })}
        clearable
        w={160}
      />
      {people && (
        <Select
          label="Employee"
          placeholder="Everyone"
          data={people}
          value={filters.employeeId ?? null}
          onChange={(v) => onChange({ ...filters, employeeId: v ?? undefined })}
          clearable
          searchable
          w={220}
        />
      )}
    </Group>
  );
}
