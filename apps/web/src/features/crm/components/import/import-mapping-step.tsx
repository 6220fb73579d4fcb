/**
 * Step 2 of the client import: a select per column of the file naming the client field it fills
 * ("Don't import" to leave it out). The server's guesses arrive pre-filled; what would stop the
 * import (no name, no contact, a field twice) is said before the preview is asked for.
 */
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ClientImportMapping } from '@daybook/contracts';
import {
  IMPORT_FIELD_OPTIONS,
  SKIP_COLUMN,
  clashingHeaders,
  mappingProblem,
  setColumnField,
} from '../../lib/import-mapping';

export interface ImportMappingStepProps {
  headers: readonly string[];
  mapping: ClientImportMapping;
  /** A problem the server reported with the last mapping it saw, or null. */
  serverProblem: string | null;
  busy: boolean;
  onChange: (mapping: ClientImportMapping) => void;
  onBack: () => void;
  onNext: () => void;
}

export function ImportMappingStep({
  headers,
  mapping,
  serverProblem,
  busy,
  onChange,
  onBack,
  onNext,
}: ImportMappingStepProps) {
  const problem = mappingProblem(headers, mapping);
  const clashing = clashingHeaders(headers, mapping);
  const shown = problem ?? serverProblem;
  return (
    <Stack gap="md">
      <Text size="sm">
        Choose the client field each column of your file fills. We guessed from the column names; check them
        before the preview.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {headers.map((h) => (
          <Select
            key={h}
            label={h}
            aria-label={`Field for column ${h}`}
            data={IMPORT_FIELD_OPTIONS}
            value={mapping[h] ?? SKIP_COLUMN}
            allowDeselect={false}
            error={clashing.has(h) ? 'Another column fills this field too.' : undefined}
            onChange={(v) => onChange(setColumnField(mapping, h, v ?? SKIP_COLUMN))}
          />
        ))}
      </SimpleGrid>
      {shown && (
        <Alert color="orange" role="alert" title="The columns need attention">
          {shown}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button onClick={onNext} loading={busy} disabled={problem !== null}>
          Preview import
        </Button>
      </Group>
    </Stack>
  );
}
