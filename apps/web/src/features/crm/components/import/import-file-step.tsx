/** Step 1 of the client import: the CSV file and, for someone in several locations, where the clients go. */
import { Alert, Button, FileInput, Group, List, Select, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { CLIENT_IMPORT_MAX_ROWS, type Establishment } from '@daybook/contracts';

export interface ImportFileStepProps {
  file: File | null;
  establishmentId: string | null;
  /** Locations to choose from; empty when the import goes to the selected one. */
  locationChoices: readonly Establishment[];
  error: string | null;
  busy: boolean;
  onFile: (file: File | null) => void;
  onLocation: (establishmentId: string | null) => void;
  onCancel: () => void;
  onNext: () => void;
}

export function ImportFileStep({
  file,
  establishmentId,
  locationChoices,
  error,
  busy,
  onFile,
  onLocation,
  onCancel,
  onNext,
}: ImportFileStepProps) {
  return (
    <Stack gap="md">
      <Text size="sm">Bring your client list over from another salon system:</Text>
      <List size="sm" spacing={2}>
        <List.Item>Export your clients there as a CSV file (UTF-8) with a header row.</List.Item>
        <List.Item>
          Each row needs a name and an email or phone; up to {CLIENT_IMPORT_MAX_ROWS.toLocaleString('en-US')}{' '}
          rows.
        </List.Item>
        <List.Item>You will match the columns and see every row checked before anything is saved.</List.Item>
      </List>
      {locationChoices.length > 0 && (
        <Select
          label="Import into"
          required
          placeholder="Choose a location"
          data={locationChoices.map((e) => ({ value: e.id, label: e.name }))}
          value={establishmentId}
          onChange={onLocation}
        />
      )}
      <FileInput
        label="CSV file"
        required
        placeholder="Choose a .csv file"
        accept=".csv,text/csv"
        leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        clearable
        value={file}
        onChange={onFile}
      />
      {error && (
        <Alert color="red" role="alert" title="The file could not be used">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onNext} loading={busy} disabled={!file || !establishmentId}>
          Next: map columns
        </Button>
      </Group>
    </Stack>
  );
}
