/**
 * Step 3 of the client import: the counts for the whole file, its first rows with what will
 * happen to each (import, duplicate, error), the row errors, and whether to skip duplicates and
 * rows with errors. Nothing is saved until Import; then all accepted rows go in one transaction.
 */
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  CLIENT_IMPORT_MESSAGES,
  CLIENT_STATUS_LABEL,
  CLIENT_STATUSES,
  type ClientImportPreview,
  type ClientImportRowError,
} from '@daybook/contracts';
import { formatPhone } from '@daybook/contracts/phone';
import { formatDate } from '../../../../lib/format';
import { IMPORT_FIELD_LABEL } from '../../lib/import-mapping';
import { scrollByKeyboard } from '../../../../lib/scroll-by-keyboard';

const OUTCOME: Record<ClientImportPreview['rows'][number]['outcome'], { label: string; color: string }> = {
  ok: { label: 'Ready', color: 'teal.9' },
  duplicate: { label: 'Duplicate', color: 'orange.9' },
  invalid: { label: 'Error', color: 'red.9' },
};

export interface ImportChoices {
  skipDuplicates: boolean;
  skipInvalid: boolean;
}

/** How many rows an import with `choices` would write. */
export function rowsToImport(preview: ClientImportPreview, choices: ImportChoices): number {
  return preview.validRows + (choices.skipDuplicates ? 0 : preview.duplicateRows);
}

/** 'Status: ' before a row error's message, unless the message already starts with the field. */
function fieldLabel(field: string | null, message: string): string {
  if (!field) return '';
  const labels: Readonly<Record<string, string>> = IMPORT_FIELD_LABEL;
  const label = labels[field] ?? field;
  return message.startsWith(label) ? '' : `${label}: `;
}

function statusLabel(value: string | null): string {
  const status = CLIENT_STATUSES.find((s) => s === value);
  return status ? CLIENT_STATUS_LABEL[status] : '—';
}

export interface ImportPreviewStepProps {
  preview: ClientImportPreview;
  choices: ImportChoices;
  error: string | null;
  busy: boolean;
  onChoices: (choices: ImportChoices) => void;
  onBack: () => void;
  onImport: () => void;
}

export function ImportPreviewStep({
  preview,
  choices,
  error,
  busy,
  onChoices,
  onBack,
  onImport,
}: ImportPreviewStepProps) {
  const count = rowsToImport(preview, choices);
  const blocked = preview.invalidRows > 0 && !choices.skipInvalid;
  const hidden = preview.totalRows - preview.rows.length;
  const errorsByLine = new Map<number, ClientImportRowError[]>();
  for (const e of preview.errors) errorsByLine.set(e.line, [...(errorsByLine.get(e.line) ?? []), e]);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label="Rows" value={preview.totalRows} />
        <Figure label="Ready" value={preview.validRows} color="var(--daybook-text-good)" />
        <Figure label="Duplicates" value={preview.duplicateRows} color="orange.9" />
        <Figure label="With errors" value={preview.invalidRows} color="var(--daybook-text-bad)" />
      </SimpleGrid>

      <ScrollArea.Autosize mah={300} type="auto" {...scrollByKeyboard('Import preview, scrollable')}>
        <Table striped verticalSpacing={6} aria-label="Import preview" stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Birthdate</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Outcome</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((r) => (
              <Table.Tr key={r.line}>
                <Table.Td>{r.line}</Table.Td>
                <Table.Td>{r.name ?? '—'}</Table.Td>
                <Table.Td>{r.email ?? '—'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.phone ? formatPhone(r.phone) : '—'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {r.birthdate ? formatDate(r.birthdate) : '—'}
                </Table.Td>
                <Table.Td>{statusLabel(r.status)}</Table.Td>
                <Table.Td>
                  <Badge
                    color={OUTCOME[r.outcome].color}
                    variant="filled"
                    style={{ minWidth: 'max-content' }}
                  >
                    {OUTCOME[r.outcome].label}
                  </Badge>
                  {r.duplicateOf && (
                    <Text size="xs" c="dimmed">
                      Same as {r.duplicateOf}
                    </Text>
                  )}
                  {/* An invalid row has no values to show; its errors say what is wrong. */}
                  {(errorsByLine.get(r.line) ?? []).map((e, i) => (
                    <Text key={i} size="xs" c="var(--daybook-text-bad)">
                      {fieldLabel(e.field, e.message)}
                      {e.message}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {hidden > 0 && (
        <Text size="xs" c="dimmed">
          The first {preview.rows.length} rows are shown; the counts and errors cover all{' '}
          {preview.totalRows.toLocaleString('en-US')}.
        </Text>
      )}

      {preview.errors.length > 0 && (
        <Alert color="red" title="Rows with errors" role="status">
          <ScrollArea.Autosize mah={140} type="auto" {...scrollByKeyboard('Rows with errors, scrollable')}>
            <List size="sm" spacing={2}>
              {preview.errors.map((e, i) => (
                <List.Item key={`${e.line}-${e.field ?? ''}-${i}`}>
                  Line {e.line}: {fieldLabel(e.field, e.message)}
                  {e.message}
                </List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        </Alert>
      )}

      <Stack gap="xs">
        <Checkbox
          label={`Skip duplicates (${preview.duplicateRows}): rows with the email or phone of an existing client or an earlier row`}
          checked={choices.skipDuplicates}
          disabled={preview.duplicateRows === 0}
          onChange={(e) => onChoices({ ...choices, skipDuplicates: e.currentTarget.checked })}
        />
        <Checkbox
          label={`Skip rows with errors (${preview.invalidRows}) and import the rest`}
          checked={choices.skipInvalid}
          disabled={preview.invalidRows === 0}
          onChange={(e) => onChoices({ ...choices, skipInvalid: e.currentTarget.checked })}
        />
      </Stack>

      {blocked && (
        <Text size="sm" c="var(--daybook-text-bad)">
          {CLIENT_IMPORT_MESSAGES.invalidRows}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert" title="Nothing was imported">
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button onClick={onImport} loading={busy} disabled={blocked || count === 0}>
          Import {count.toLocaleString('en-US')} {count === 1 ? 'client' : 'clients'}
        </Button>
      </Group>
    </Stack>
  );
}

function Figure({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Stack
      gap={0}
      p="xs"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
    >
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" c={color}>
        {value.toLocaleString('en-US')}
      </Text>
    </Stack>
  );
}
