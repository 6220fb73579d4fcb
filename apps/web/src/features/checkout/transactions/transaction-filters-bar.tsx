/**
 * The transaction filters: local date range (default today), cashier, status, amount range
 * (default 0 – 10000 dollars) and a search of number, customer or item; each change is written
 * into the address by the caller.
 */
import { useEffect, useState } from 'react';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { CHECKOUT_MESSAGES, SEARCH_DEBOUNCE_MS, type TransactionStatus } from '@daybook/contracts';
import type { TransactionFilters } from '../api/transactions-api';
import { AmountInput } from './amount-input';
import { amountsInOrder } from './transaction-url-state';

interface Props {
  filters: TransactionFilters;
  cashiers: { value: string; label: string }[];
  onChange: (patch: Partial<TransactionFilters>) => void;
}

const STATUS_OPTIONS = [
  { value: 'completed', label: 'Completed' },
  { value: 'refunded', label: 'Refunded' },
];

export function TransactionFiltersBar({ filters, cashiers, onChange }: Props) {
  const [search, setSearch] = useState(filters.search);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== filters.search) onChange({ search: debounced });
    // Only a settled search writes the address; the address does not echo back into the box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <TextInput
        type="date"
        label="From"
        value={filters.start}
        max={filters.end}
        onChange={(e) => e.currentTarget.value && onChange({ start: e.currentTarget.value })}
      />
      <TextInput
        type="date"
        label="To"
        value={filters.end}
        min={filters.start}
        error={filters.end < filters.start ? CHECKOUT_MESSAGES.dateOrder : undefined}
        onChange={(e) => e.currentTarget.value && onChange({ end: e.currentTarget.value })}
      />
      <Select
        label="Cashier"
        placeholder="Everyone"
        data={cashiers}
        value={filters.cashier ?? null}
        onChange={(v) => onChange({ cashier: v ?? undefined })}
        clearable
        searchable
        w={180}
      />
      <Select
        label="Status"
        placeholder="Any"
        data={STATUS_OPTIONS}
        value={filters.status ?? null}
        onChange={(v) => onChange({ status: (v as TransactionStatus | null) ?? undefined })}
        clearable
        w={150}
      />
      <AmountInput label="Min amount" value={filters.min} onCommit={(min) => onChange({ min })} />
      <AmountInput
        label="Max amount"
        value={filters.max}
        error={amountsInOrder(filters) ? undefined : CHECKOUT_MESSAGES.amountOrder}
        onCommit={(max) => onChange({ max })}
      />
      <TextInput
        label="Search"
        placeholder="Number, customer or item"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        w={{ base: '100%', xs: 240 }}
      />
    </Group>
  );
}
