/**
 * The booking panel's client field. Typing searches the CRM (debounced, name, phone or email);
 * choosing a result books that client record. Text left as typed books a walk-in by name only,
 * and the line under the field always says which of the two the booking will be. People who
 * may add clients also get a "New client" option: a quick form that adds the client here and
 * selects it, warning when a live client already has the same phone or email.
 */
import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Combobox,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus, IconX } from '@tabler/icons-react';
import { CLIENT_MESSAGES, SEARCH_DEBOUNCE_MS, type ClientDuplicate } from '@daybook/contracts';
import { formatPhone } from '@daybook/contracts/phone';
import { errorMessage } from '../../../lib/api-client';
import {
  CLIENT_SEARCH_MIN_LENGTH,
  useClientSearch,
  type ClientSummary,
  type CreatedClient,
} from '../api/client-search';
import { NewClientForm } from './new-client-form';

/** The client of a booking. */
export interface ClientChoice {
  /** The name booked: the record's, or a walk-in's as typed. */
  clientName: string;
  /** The client record booked, or null for a walk-in booked by name only. */
  record: ClientSummary | null;
}

export const NO_CLIENT: ClientChoice = { clientName: '', record: null };

/** The option value that opens the quick form (client ids are UUIDs, so it cannot clash). */
const NEW_CLIENT = 'new-client';

/** '(212) 555-0123 · ada@example.com', plus the home location when it is not this one. */
export function contactLine(c: ClientSummary, establishmentId: string): string {
  return [
    c.phone ? formatPhone(c.phone) : null,
    c.email,
    c.establishmentId !== establishmentId && c.establishmentName ? c.establishmentName : null,
  ]
    .filter((v): v is string => v !== null)
    .join(' · ');
}

/** Which contact detail a flagged duplicate shares with the client just added. */
function sharedDetail(created: ClientSummary, d: ClientDuplicate): string {
  const phone = created.phone !== null && d.phone === created.phone;
  const email = created.email !== null && d.email === created.email;
  return phone && email ? 'phone and email' : phone ? 'phone' : 'email';
}

const summaryOfDuplicate = (d: ClientDuplicate): ClientSummary => ({ ...d, establishmentName: null });

function DuplicatesWarning({
  created,
  duplicates,
  onUse,
  onKeep,
}: {
  created: ClientSummary;
  duplicates: ClientDuplicate[];
  onUse: (d: ClientDuplicate) => void;
  onKeep: () => void;
}) {
  return (
    <Alert color="yellow" title="Possible duplicate" role="status">
      <Stack gap={6}>
        {duplicates.map((d) => (
          <Text size="sm" key={d.id}>
            <span id={`duplicate-${d.id}`}>
              A client with this {sharedDetail(created, d)} already exists: <strong>{d.name}</strong>
            </span>{' '}
            —{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              aria-describedby={`duplicate-${d.id}`}
              onClick={() => onUse(d)}
            >
              use them instead
            </Anchor>
          </Text>
        ))}
        <Text size="xs" c="dimmed">
          {created.name} was added and is selected. If it is the same person, merge the two records in the
          CRM.
        </Text>
        <Group>
          <Button size="compact-xs" variant="default" onClick={onKeep}>
            Keep {created.name}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

export function ClientPicker({
  tenantId,
  establishmentId,
  canCreate,
  value,
  onChange,
  error,
}: {
  tenantId: string;
  /** The booking's establishment: a new client's home. */
  establishmentId: string;
  /** Whether the person may add clients (client:create); otherwise search only. */
  canCreate: boolean;
  value: ClientChoice;
  onChange: (next: ClientChoice) => void;
  error?: string;
}) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const typed = value.record ? '' : value.clientName.trim();
  const [term] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = useClientSearch(establishmentId, term);
  const [creating, setCreating] = useState(false);
  const [flagged, setFlagged] = useState<CreatedClient | null>(null);

  const longEnough = typed.length >= CLIENT_SEARCH_MIN_LENGTH;
  const settled = longEnough && term === typed && !search.isFetching;
  const results = longEnough ? (search.data ?? []) : [];

  const choose = (record: ClientSummary) => {
    onChange({ clientName: record.name, record });
    combobox.closeDropdown();
  };

  const submitOption = (id: string) => {
    if (id === NEW_CLIENT) {
      setCreating(true);
      combobox.closeDropdown();
      return;
    }
    const found = results.find((c) => c.id === id);
    if (found) {
      setFlagged(null);
      setCreating(false);
      choose(found);
    }
  };

  const created = (answer: CreatedClient) => {
    setCreating(false);
    setFlagged(answer.duplicates.length > 0 ? answer : null);
    choose(answer.client);
  };

  const status = !longEnough
    ? typed.length > 0
      ? `Type at least ${CLIENT_SEARCH_MIN_LENGTH} characters to search clients.`
      : 'Search clients by name, phone or email.'
    : search.isError
      ? `${CLIENT_MESSAGES.fetchClientsFailed}: ${errorMessage(search.error, CLIENT_MESSAGES.fetchClientsFailed)}`
      : !settled
        ? 'Searching…'
        : results.length === 0
          ? `No client matches “${typed}”.`
          : null;

  const recordContact = value.record ? contactLine(value.record, establishmentId) : '';
  const description = value.record
    ? `Client record${recordContact ? `: ${recordContact}` : ''}`
    : creating
      ? 'Save the new client below to book them with a client record.'
      : value.clientName.trim()
        ? 'Walk-in: booked by name only, without a client record.'
        : 'Search by name, phone or email, or type a walk-in’s name.';

  return (
    <Stack gap="xs">
      <Combobox store={combobox} onOptionSubmit={submitOption}>
        <Combobox.Target withExpandedAttribute>
          <TextInput
            label="Client"
            required
            maxLength={120}
            placeholder="Name, phone or email"
            autoComplete="off"
            value={value.clientName}
            error={error}
            description={description}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            onChange={(e) => {
              onChange({ clientName: e.currentTarget.value, record: null });
              setFlagged(null);
              combobox.openDropdown();
              combobox.resetSelectedOption();
            }}
            onFocus={() => combobox.openDropdown()}
            onClick={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            rightSectionPointerEvents="all"
            rightSection={
              longEnough && search.isFetching ? (
                <Loader size="xs" aria-label="Searching clients" />
              ) : value.clientName ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label="Clear client"
                  onClick={() => {
                    onChange({ clientName: '', record: null });
                    setFlagged(null);
                  }}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              ) : null
            }
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={value.record !== null || (typed.length === 0 && !canCreate)}>
          {status && (
            <Text size="sm" c="dimmed" px="xs" py={6} role="status">
              {status}
            </Text>
          )}
          <Combobox.Options aria-label="Clients" mah={300} style={{ overflowY: 'auto' }}>
            {results.map((c) => (
              <Combobox.Option value={c.id} key={c.id}>
                <Text size="sm" fw={500}>
                  {c.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {contactLine(c, establishmentId) || 'No phone or email'}
                </Text>
              </Combobox.Option>
            ))}
            {canCreate && (
              <Combobox.Option value={NEW_CLIENT}>
                <Group gap={6} wrap="nowrap">
                  <IconUserPlus size={16} aria-hidden />
                  <Text size="sm">{typed ? `New client “${typed}”…` : 'New client…'}</Text>
                </Group>
              </Combobox.Option>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {creating && (
        <NewClientForm
          tenantId={tenantId}
          establishmentId={establishmentId}
          initialName={value.clientName.trim()}
          onCreated={created}
          onCancel={() => setCreating(false)}
        />
      )}
      {flagged && value.record?.id === flagged.client.id && (
        <DuplicatesWarning
          created={flagged.client}
          duplicates={flagged.duplicates}
          onUse={(d) => {
            setFlagged(null);
            choose(summaryOfDuplicate(d));
          }}
          onKeep={() => setFlagged(null)}
        />
      )}
    </Stack>
  );
}
