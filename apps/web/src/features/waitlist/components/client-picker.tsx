/**
 * Finds a client of the business by name, email or phone (the CRM's search); choosing one fills
 * the add form's contact fields and links the entry to the client.
 */
import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Client } from '@daybook/contracts';
import { useClientSearch } from '../api/waitlist-api';
import { formatPhone } from '@daybook/contracts/phone';

export function ClientPicker({
  establishmentId,
  onPick,
}: {
  establishmentId: string;
  onPick: (client: Client | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const found = useClientSearch(establishmentId, debounced);
  const clients = found.data ?? [];
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      label="Find a client"
      description="Or type the details below for someone new."
      placeholder="Name, email or phone"
      searchable
      clearable
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={debounced.trim().length >= 2 && !found.isFetching ? 'No client found' : undefined}
      data={clients.map((c) => ({
        value: c.id,
        label: [c.name, c.phone ? formatPhone(c.phone) : c.email].filter(Boolean).join(' · '),
      }))}
      value={value}
      onChange={(id) => {
        setValue(id);
        onPick(clients.find((c) => c.id === id) ?? null);
      }}
    />
  );
}
