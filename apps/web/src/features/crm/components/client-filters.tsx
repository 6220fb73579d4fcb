/** The client list's search box and filters: status, last visit range, preferred stylist. */
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { CLIENT_STATUSES, CLIENT_STATUS_LABEL, CRM_SEARCH_MAX, type StaffMember } from '@daybook/contracts';
import { EMPTY_CLIENT_FILTERS, hasClientFilters, type ClientFilters } from '../lib/client-list-params';

const STATUS_OPTIONS = CLIENT_STATUSES.map((s) => ({ value: s, label: CLIENT_STATUS_LABEL[s] }));

export interface ClientFiltersBarProps {
  filters: ClientFilters;
  stylists: readonly StaffMember[];
  /** The date range's problem (end before start), shown under its end. */
  rangeError: string | null;
  onChange: (next: ClientFilters) => void;
}

export function ClientFiltersBar({ filters, stylists, rangeError, onChange }: ClientFiltersBarProps) {
  const set = <K extends keyof ClientFilters>(key: K, value: ClientFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        aria-label="Search clients by name, email or phone"
        placeholder="Name, email or phone"
        leftSection={<IconSearch size={16} aria-hidden />}
        w={260}
        maxLength={CRM_SEARCH_MAX}
        value={filters.search}
        onChange={(e) => set('search', e.currentTarget.value)}
      />
      <Select
        label="Status"
        placeholder="Any status"
        w={140}
        data={STATUS_OPTIONS}
        value={filters.status}
        clearable
        onChange={(v) => set('status', CLIENT_STATUSES.find((s) => s === v) ?? null)}
      />
      <TextInput
        label="Last visit from"
        type="date"
        w={160}
        value={filters.lastVisitFrom}
        onChange={(e) => set('lastVisitFrom', e.currentTarget.value)}
      />
      <TextInput
        label="Last visit to"
        type="date"
        w={160}
        value={filters.lastVisitTo}
        error={rangeError}
        onChange={(e) => set('lastVisitTo', e.currentTarget.value)}
      />
      <Select
        label="Preferred stylist"
        placeholder="Anyone"
        w={200}
        data={stylists.map((s) => ({ value: s.id, label: s.name }))}
        value={filters.preferredStylistId}
        searchable
        clearable
        nothingFoundMessage="No stylist by that name"
        onChange={(v) => set('preferredStylistId', v)}
      />
      {hasClientFilters(filters) && (
        <Button
          variant="subtle"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={() => onChange(EMPTY_CLIENT_FILTERS)}
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}
