/**
 * The sale's client (issue #13): search the CRM by name, phone or email, or add a client quickly
 * with a name and a phone or an email. A sale may also have no client (a walk-in).
 */
import { useState } from 'react';
import {
  Button,
  CloseButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client';
import { useClientSearch, type SaleClient } from '../api/register-api';
import { QuickClientForm } from './quick-client-form';
import { formatPhone } from '@daybook/contracts/phone';

export interface ClientSectionProps {
  tenantId: string;
  establishmentId: string;
  client: { id: string; name: string } | null;
  onChange: (client: SaleClient | null) => void;
}

export function ClientSection({ tenantId, establishmentId, client, onChange }: ClientSectionProps) {
  const [term, setTerm] = useState('');
  const [adding, setAdding] = useState(false);
  const [debounced] = useDebouncedValue(term.trim(), 250);
  const search = useClientSearch(establishmentId, debounced);

  if (client) {
    return (
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">
          Client: <strong>{client.name}</strong>
        </Text>
        <CloseButton aria-label="Remove client" onClick={() => onChange(null)} />
      </Group>
    );
  }
  if (adding) {
    return (
      <QuickClientForm
        tenantId={tenantId}
        establishmentId={establishmentId}
        initialName={term}
        onCreated={(c) => {
          setAdding(false);
          setTerm('');
          onChange(c);
        }}
        onCancel={() => setAdding(false)}
      />
    );
  }
  const results = debounced.length >= 2 ? (search.data ?? []) : [];
  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          size="sm"
          label="Client"
          placeholder="Search by name, phone or email"
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value)}
          rightSection={search.isFetching ? <Loader size="xs" aria-label="Searching clients" /> : null}
        />
        <Button
          variant="light"
          size="sm"
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
        >
          New client
        </Button>
      </Group>
      {search.isError && (
        <Text size="xs" c="var(--daybook-text-bad)">
          {errorMessage(search.error, 'Failed to search clients')}
        </Text>
      )}
      {debounced.length >= 2 && search.isSuccess && results.length === 0 && (
        <Text size="xs" c="dimmed">
          No client matches. Add one with New client.
        </Text>
      )}
      {results.length > 0 && (
        <Paper withBorder p={4}>
          <Stack
            gap={2}
            component="ul"
            aria-label="Matching clients"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {results.map((c) => (
              <li key={c.id}>
                <UnstyledButton
                  p={6}
                  w="100%"
                  onClick={() => {
                    setTerm('');
                    onChange(c);
                  }}
                >
                  <Text size="sm">{c.name}</Text>
                  <Text size="xs" c="dimmed">
                    {[c.phone && formatPhone(c.phone), c.email].filter(Boolean).join(' · ') ||
                      'No contact details'}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
