/**
 * Merge a duplicate into this client: find the other record (flagged duplicates first, or by
 * search), then confirm. The duplicate's appointments and notes move here, this record's empty
 * fields take its values, and it leaves the lists. Managers and above.
 */
import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_DEBOUNCE_MS, type ClientDuplicate } from '@daybook/contracts';
import { formatPhone } from '@daybook/contracts/phone';
import { AppModal } from '../../../../components/app-modal';
import { useClientList } from '../../api/clients-api';
import { EMPTY_CLIENT_FILTERS, type CrmScope } from '../../lib/client-list-params';
import { DEFAULT_CLIENT_SORT } from '../../lib/client-sort';

/** Candidates found by search: a page of ten is plenty to pick from. */
const SEARCH_PAGE = { page: 1, pageSize: 10 };

export interface MergeClientModalProps {
  opened: boolean;
  /** The record that stays. */
  client: { id: string; name: string };
  /** Clients the server flagged as sharing an email or phone. */
  flagged: readonly ClientDuplicate[];
  scope: CrmScope;
  merging: boolean;
  onMerge: (duplicateId: string) => void;
  onClose: () => void;
}

interface Candidate {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
}

function describe(c: Candidate): string {
  return [c.name, c.email, c.phone ? formatPhone(c.phone) : null].filter((v) => v).join(' · ');
}

export function MergeClientModal({
  opened,
  client,
  flagged,
  scope,
  merging,
  onMerge,
  onClose,
}: MergeClientModalProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<Candidate | null>(null);
  const [confirming, setConfirming] = useState(false);
  const found = useClientList(
    scope,
    { ...EMPTY_CLIENT_FILTERS, search: debounced },
    DEFAULT_CLIENT_SORT,
    SEARCH_PAGE,
    debounced.length >= 2,
  );

  const candidates: Candidate[] = (debounced.length >= 2 ? (found.data?.rows ?? []) : flagged).filter(
    (c) => c.id !== client.id,
  );

  const close = () => {
    setSearch('');
    setChosen(null);
    setConfirming(false);
    onClose();
  };

  return (
    <AppModal opened={opened} onClose={close} title={`Merge a duplicate into ${client.name}`} size="lg">
      {confirming && chosen ? (
        <Stack>
          <Text>
            Merge <strong>{chosen.name}</strong> into <strong>{client.name}</strong>?
          </Text>
          <Text size="sm">
            {chosen.name}’s appointments and notes move to {client.name}; fields {client.name} leaves empty
            take {chosen.name}’s values; {chosen.name} is then removed from the client list. This cannot be
            undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={merging}>
              Back
            </Button>
            <Button color="orange" loading={merging} onClick={() => onMerge(chosen.id)}>
              Merge clients
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <TextInput
            label="Find the duplicate"
            placeholder="Name, email or phone"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          {debounced.length < 2 && flagged.length > 0 && (
            <Text size="sm" c="dimmed">
              These clients share {client.name}’s email or phone:
            </Text>
          )}
          {found.isError && <Alert color="red">The search failed. Try again.</Alert>}
          {candidates.length > 0 ? (
            <Radio.Group
              aria-label="Duplicate to merge"
              value={chosen?.id ?? null}
              onChange={(id) => setChosen(candidates.find((c) => c.id === id) ?? null)}
            >
              <Stack gap="xs">
                {candidates.map((c) => (
                  <Radio key={c.id} value={c.id} label={describe(c)} />
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            <Text size="sm" c="dimmed">
              {debounced.length >= 2
                ? found.isFetching
                  ? 'Searching…'
                  : 'No other client matches.'
                : 'Type at least two characters to search.'}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button disabled={!chosen} onClick={() => setConfirming(true)}>
              Continue
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
