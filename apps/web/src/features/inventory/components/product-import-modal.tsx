/**
 * 'Import CSV' of the products tab (issue #12): choose a location and a CSV file → the server
 * checks every row (ready, duplicate, or its errors) → import the ready rows in one
 * transaction, optionally skipping the rows with errors, with an 'Imported N products' toast.
 */
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  FileInput,
  Group,
  List,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import {
  ALL_ESTABLISHMENTS,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MESSAGES,
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MAX_ROWS,
  type Establishment,
  type ProductImportPreview,
  type ProductImportRowStatus,
} from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { errorMessage } from '../../../lib/api-client';
import { fileToBase64 } from '../../../lib/csv-files';
import { useProductImport } from '../api/product-csv-api';
import { scrollByKeyboard } from '../../../lib/scroll-by-keyboard';

/** Filled dark shades so the white text passes WCAG AA contrast (as the stock badge). */
/** Filled dark shades so the white text passes WCAG AA contrast (as the stock badge). */
const STATUS_BADGE: Record<ProductImportRowStatus, { color: string; label: string }> = {
  ready: { color: 'teal.9', label: 'Ready' },
  duplicate: { color: 'orange.9', label: 'Duplicate' },
  error: { color: 'red.9', label: 'Error' },
};

export function ProductImportModal({
  opened,
  onClose,
  establishmentId,
  locations,
}: {
  opened: boolean;
  onClose: () => void;
  /** The location shown, or ALL_ESTABLISHMENTS (then one is chosen here). */
  establishmentId: string;
  locations: readonly Establishment[];
}) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Import products from CSV" size="xl">
      {opened && <ImportForm establishmentId={establishmentId} locations={locations} onDone={onClose} />}
    </AppModal>
  );
}

function ImportForm({
  establishmentId: shown,
  locations,
  onDone,
}: {
  establishmentId: string;
  locations: readonly Establishment[];
  onDone: () => void;
}) {
  const { preview, commit } = useProductImport();
  const single = shown !== ALL_ESTABLISHMENTS;
  const [establishmentId, setEstablishmentId] = useState<string | null>(
    single ? shown : locations.length === 1 ? (locations[0]?.id ?? null) : null,
  );
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [upload, setUpload] = useState<{ contentBase64: string; preview: ProductImportPreview } | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);

  async function check(nextFile: File | null, location: string | null) {
    setUpload(null);
    setFileError(null);
    if (!nextFile || !location) return;
    // Said here rather than after uploading megabytes the server would refuse.
    if (nextFile.size === 0) return setFileError(PRODUCT_CSV_MESSAGES.empty);
    if (nextFile.size > PRODUCT_IMPORT_MAX_BYTES) return setFileError(PRODUCT_CSV_MESSAGES.tooLarge);
    const contentBase64 = await fileToBase64(nextFile);
    preview.mutate(
      { establishmentId: location, fileName: nextFile.name.slice(0, 255), contentBase64 },
      {
        onSuccess: (p) => setUpload({ contentBase64, preview: p }),
        onError: (error) => setFileError(errorMessage(error, PRODUCT_CSV_MESSAGES.previewFailed)),
      },
    );
  }

  const p = upload?.preview;
  const blocked = !p || p.readyRows === 0 || (p.errorRows > 0 && !skipInvalid);
  const importLabel = p
    ? `Import ${p.readyRows.toLocaleString('en-US')} ${p.readyRows === 1 ? 'product' : 'products'}`
    : 'Import products';

  return (
    <Stack gap="md">
      <List size="sm" spacing={2}>
        <List.Item>
          A CSV file (UTF-8) with a header row; up to {PRODUCT_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.
        </List.Item>
        <List.Item>
          Columns read: {PRODUCT_CSV_COLUMNS.join(', ')}. Only Name is required; a supplier must already
          exist.
        </List.Item>
        <List.Item>
          Rows whose SKU or barcode is already at the location are left out as duplicates.
        </List.Item>
      </List>
      {!single && (
        <Select
          label="Import into"
          required
          placeholder="Choose a location"
          data={locations.map((e) => ({ value: e.id, label: e.name }))}
          value={establishmentId}
          onChange={(v) => {
            setEstablishmentId(v);
            void check(file, v);
          }}
        />
      )}
      <FileInput
        label="CSV file"
        required
        placeholder="Choose a .csv file"
        accept=".csv,text/csv"
        leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear file' }}
        value={file}
        onChange={(f) => {
          setFile(f);
          void check(f, establishmentId);
        }}
        error={fileError}
        disabled={preview.isPending || commit.isPending}
      />
      {preview.isPending && (
        <Text size="sm" c="dimmed" aria-live="polite">
          Checking the file…
        </Text>
      )}
      {p && (
        <Stack gap="sm">
          <Text size="sm" aria-live="polite">
            {p.totalRows.toLocaleString('en-US')} {p.totalRows === 1 ? 'row' : 'rows'}:{' '}
            <b>{p.readyRows} ready</b>, {p.duplicateRows} {p.duplicateRows === 1 ? 'duplicate' : 'duplicates'}
            , {p.errorRows} with errors.
          </Text>
          {p.ignoredColumns.length > 0 && (
            <Text size="xs" c="dimmed">
              Columns not read: {p.ignoredColumns.join(', ')}.
            </Text>
          )}
          <Table.ScrollContainer
            minWidth={640}
            mah={360}
            scrollAreaProps={scrollByKeyboard('Import preview, scrollable')}
          >
            <Table striped verticalSpacing="xs" aria-label="Import preview" stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Line</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>SKU</Table.Th>
                  <Table.Th ta="right">Price</Table.Th>
                  <Table.Th ta="right">Quantity</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Problems</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.rows.map((r) => (
                  <Table.Tr key={r.line}>
                    <Table.Td>{r.line}</Table.Td>
                    <Table.Td>{r.name ?? '—'}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.sku ?? '—'}</Table.Td>
                    <Table.Td ta="right">{r.price ?? '—'}</Table.Td>
                    <Table.Td ta="right">{r.quantity ?? '—'}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_BADGE[r.status].color} variant="filled">
                        {STATUS_BADGE[r.status].label}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {r.errors.length === 0 ? (
                        '—'
                      ) : (
                        <Stack gap={2}>
                          {r.errors.map((e, i) => (
                            <Text
                              key={i}
                              size="xs"
                              c={r.status === 'error' ? 'var(--daybook-text-bad)' : 'dimmed'}
                            >
                              {e.field ? `${e.field}: ` : ''}
                              {e.message}
                            </Text>
                          ))}
                        </Stack>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {p.errorRows > 0 && (
            <>
              {!skipInvalid && (
                <Alert color="yellow" variant="light">
                  {PRODUCT_CSV_MESSAGES.invalidRows}
                </Alert>
              )}
              <Checkbox
                label="Skip rows with errors"
                checked={skipInvalid}
                onChange={(e) => setSkipInvalid(e.currentTarget.checked)}
              />
            </>
          )}
        </Stack>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button
          disabled={blocked || !establishmentId}
          loading={commit.isPending}
          onClick={() => {
            if (!upload || !establishmentId || !file) return;
            commit.mutate(
              {
                establishmentId,
                fileName: file.name.slice(0, 255),
                contentBase64: upload.contentBase64,
                skipInvalid,
              },
              { onSuccess: onDone },
            );
          }}
        >
          {importLabel}
        </Button>
      </Group>
    </Stack>
  );
}
