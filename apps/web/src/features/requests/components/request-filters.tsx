/** Status tabs (with counts), type and priority pickers and the "Mine only" switch of the list. */
import { Box, Group, SegmentedControl, Select, Switch } from '@mantine/core';
import {
  REQUEST_PRIORITIES,
  REQUEST_PRIORITY_LABEL,
  REQUEST_STATUSES,
  REQUEST_STATUS_LABEL,
  REQUEST_TYPES,
  REQUEST_TYPE_LABEL,
  type RequestPriority,
  type RequestStatus,
  type RequestType,
} from '@daybook/contracts';
import type { RequestFilters as Filters } from '../api/requests-api';

const TYPE_OPTIONS = REQUEST_TYPES.map((t) => ({ value: t, label: REQUEST_TYPE_LABEL[t] }));
const PRIORITY_OPTIONS = REQUEST_PRIORITIES.map((p) => ({ value: p, label: REQUEST_PRIORITY_LABEL[p] }));

interface Props {
  filters: Filters;
  counts: Record<RequestStatus, number> | undefined;
  /** Offer "Mine only" (managers; the others only ever see theirs). */
  showMine: boolean;
  onChange: (filters: Filters) => void;
}

export function RequestFilters({ filters, counts, showMine, onChange }: Props) {
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change, page: 1 });
  const tab = (label: string, n: number | undefined) => (n === undefined ? label : `${label} (${n})`);
  const all = counts ? REQUEST_STATUSES.reduce((sum, s) => sum + counts[s], 0) : undefined;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Box maw="100%" style={{ overflowX: 'auto' }}>
        <SegmentedControl
          aria-label="Status"
          value={filters.status ?? 'all'}
          onChange={(v) => set({ status: v === 'all' ? undefined : (v as RequestStatus) })}
          data={[
            { value: 'all', label: tab('All', all) },
            ...REQUEST_STATUSES.map((s) => ({ value: s, label: tab(REQUEST_STATUS_LABEL[s], counts?.[s]) })),
          ]}
        />
      </Box>
      <Select
        label="Type"
        placeholder="All types"
        data={TYPE_OPTIONS}
        value={filters.type ?? null}
        clearable
        w={155}
        onChange={(v) => set({ type: (v as RequestType | null) ?? undefined })}
      />
      <Select
        label="Priority"
        placeholder="All priorities"
        data={PRIORITY_OPTIONS}
        value={filters.priority ?? null}
        clearable
        w={155}
        onChange={(v) => set({ priority: (v as RequestPriority | null) ?? undefined })}
      />
      {showMine && (
        <Switch
          label="Mine only"
          checked={filters.mine ?? false}
          onChange={(e) => set({ mine: e.currentTarget.checked || undefined })}
          mb={8}
        />
      )}
    </Group>
  );
}
