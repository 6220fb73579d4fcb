/** The ticket filters: status, priority, staff (any of several) and a local date range. */
import { Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { CHECKOUT_MESSAGES, type TicketPriority, type TicketStatus } from '@daybook/contracts';
import type { TicketFilters } from '../api/tickets-api';

interface Props {
  filters: TicketFilters;
  staff: { value: string; label: string }[];
  onChange: (patch: Partial<TicketFilters>) => void;
}

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'paid', label: 'Paid' },
  { value: 'voided', label: 'Voided' },
];
const PRIORITY_OPTIONS = [
  { value: 'low', label: 'Low' },
  { value: 'normal', label: 'Normal' },
  { value: 'high', label: 'High' },
];

export function TicketFiltersBar({ filters, staff, onChange }: Props) {
  const badRange = filters.startDate && filters.endDate && filters.endDate < filters.startDate;
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <Select
        label="Status"
        placeholder="Any"
        data={STATUS_OPTIONS}
        value={filters.status ?? null}
        onChange={(v) => onChange({ status: (v as TicketStatus | null) ?? undefined })}
        clearable
        w={140}
      />
      <Select
        label="Priority"
        placeholder="Any"
        data={PRIORITY_OPTIONS}
        value={filters.priority ?? null}
        onChange={(v) => onChange({ priority: (v as TicketPriority | null) ?? undefined })}
        clearable
        w={140}
      />
      <MultiSelect
        label="Staff"
        placeholder={filters.staffIds.length === 0 ? 'Everyone' : undefined}
        data={staff}
        value={filters.staffIds}
        onChange={(staffIds) => onChange({ staffIds })}
        clearable
        searchable
        w={260}
      />
      <TextInput
        type="date"
        label="From"
        value={filters.startDate ?? ''}
        onChange={(e) => onChange({ startDate: e.currentTarget.value || undefined })}
      />
      <TextInput
        type="date"
        label="To"
        value={filters.endDate ?? ''}
        error={badRange ? CHECKOUT_MESSAGES.dateOrder : undefined}
        onChange={(e) => onChange({ endDate: e.currentTarget.value || undefined })}
      />
    </Group>
  );
}
