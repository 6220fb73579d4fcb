/**
 * The segment builder (issue #32): a name and the filter's fields, with the count and the first
 * clients it holds now, read again 300 ms after the last change (nothing is saved until Save).
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Segment } from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useSaveSegment, useSegmentPreview, useUpdateSegment, type FilterOptions } from '../api/segments-api';
import { EMPTY_DRAFT, draftToFilter, filterToDraft, type SegmentDraft } from '../segment-draft';

/** How long the preview waits after the last keystroke. */
export const PREVIEW_DEBOUNCE_MS = 300;

const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: new Date(2000, i, 1).toLocaleDateString('en-US', { month: 'long' }),
}));

const CONSENT = [
  { value: 'email', label: 'Opted in to marketing email' },
  { value: 'sms', label: 'Opted in to marketing texts' },
];

const asCount = (v: number | string): number | '' => (typeof v === 'number' ? v : '');

export function SegmentBuilder({
  segment,
  options,
  establishments,
  onDone,
}: {
  /** The segment being edited; a new one when absent. */
  segment?: Segment;
  options: FilterOptions;
  establishments: { id: string; name: string }[];
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<SegmentDraft>(() =>
    segment ? filterToDraft(segment.name, segment.filter) : EMPTY_DRAFT,
  );
  const set = <K extends keyof SegmentDraft>(key: K, value: SegmentDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const filter = draftToFilter(draft);
  const [debounced] = useDebouncedValue(filter, PREVIEW_DEBOUNCE_MS);
  const preview = useSegmentPreview(debounced);
  const create = useSaveSegment();
  const update = useUpdateSegment();
  const saving = create.isPending || update.isPending;

  const save = () => {
    const body = { name: draft.name.trim(), filter };
    const done = { onSuccess: onDone };
    if (segment) update.mutate({ id: segment.id, body }, done);
    else create.mutate(body, done);
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="segment-builder-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="segment-builder-title">
          {segment ? `Edit “${segment.name}”` : 'New segment'}
        </Title>
        <TextInput
          label="Segment name"
          required
          maxLength={120}
          value={draft.name}
          onChange={(e) => set('name', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label="Last visit after"
            description="The day after which the latest visit fell"
            value={draft.lastVisitAfter}
            onChange={(e) => set('lastVisitAfter', e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="Last visit before"
            description="Clients not seen since this day"
            value={draft.lastVisitBefore}
            onChange={(e) => set('lastVisitBefore', e.currentTarget.value)}
          />
          <NumberInput
            label="Visits at least"
            min={0}
            allowDecimal={false}
            value={draft.visitsMin}
            onChange={(v) => set('visitsMin', asCount(v))}
          />
          <NumberInput
            label="Visits at most"
            min={0}
            allowDecimal={false}
            value={draft.visitsMax}
            onChange={(v) => set('visitsMax', asCount(v))}
          />
          <NumberInput
            label="Spend at least (USD)"
            prefix="$"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            value={draft.spendMin}
            onChange={(v) => set('spendMin', asCount(v))}
          />
          <NumberInput
            label="Spend at most (USD)"
            prefix="$"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            value={draft.spendMax}
            onChange={(v) => set('spendMax', asCount(v))}
          />
          <MultiSelect
            label="Had any of these services"
            data={options.services}
            searchable
            clearable
            value={draft.serviceIds}
            onChange={(v) => set('serviceIds', v)}
          />
          <MultiSelect
            label="Had a service in any of these categories"
            data={options.categories}
            searchable
            clearable
            value={draft.categories}
            onChange={(v) => set('categories', v)}
          />
          <MultiSelect
            label="Seen by any of"
            data={options.staff}
            searchable
            clearable
            value={draft.staffIds}
            onChange={(v) => set('staffIds', v)}
          />
          <MultiSelect
            label="Visited any of these locations"
            data={establishments.map((e) => ({ value: e.id, label: e.name }))}
            clearable
            value={draft.establishmentIds}
            onChange={(v) => set('establishmentIds', v)}
          />
          <Select
            label="Birthday month"
            placeholder="Any month"
            data={MONTHS}
            clearable
            value={draft.birthdayMonth}
            onChange={(v) => set('birthdayMonth', v)}
          />
          <NumberInput
            label="No-shows at least"
            min={1}
            allowDecimal={false}
            value={draft.noShowsMin}
            onChange={(v) => set('noShowsMin', asCount(v))}
          />
          <Select
            label="Marketing consent"
            placeholder="Anyone (no consent check)"
            description="A campaign only ever sends to clients who opted in"
            data={CONSENT}
            clearable
            value={draft.consent}
            onChange={(v) => set('consent', v === 'email' || v === 'sms' ? v : null)}
          />
        </SimpleGrid>
        <SegmentPreviewPanel preview={preview} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={save} loading={saving} disabled={!draft.name.trim()}>
            Save segment
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function SegmentPreviewPanel({ preview }: { preview: ReturnType<typeof useSegmentPreview> }) {
  const data = preview.data;
  return (
    <Stack gap="xs" aria-live="polite" aria-busy={preview.isFetching}>
      {preview.isError ? (
        <Alert color="red" role="alert" title="This filter cannot be counted">
          {errorMessage(preview.error, 'Check the filter’s fields.')}
        </Alert>
      ) : !data ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">Counting clients…</Text>
        </Group>
      ) : (
        <>
          <Group gap="xs">
            <Text fw={600} data-testid="segment-count">
              {data.count === 1 ? '1 client matches' : `${data.count.toLocaleString('en-US')} clients match`}
            </Text>
            {preview.isFetching && <Loader size="xs" aria-label="Updating the count" />}
          </Group>
          {data.clients.length > 0 && (
            <Table striped aria-label="First matching clients">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Client</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Last visit</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.clients.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{c.name}</Table.Td>
                    <Table.Td>{c.email ?? '—'}</Table.Td>
                    <Table.Td>{c.lastVisitAt ? formatDate(c.lastVisitAt) : 'Never'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
    </Stack>
  );
}
