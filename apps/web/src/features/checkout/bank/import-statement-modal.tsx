/**
 * Imports a bank statement (OFX, QFX or CSV) into one account (issue #31): the file is read in
 * the browser as base64 and sent whole; the server stores each line once, so a file imported
 * twice adds nothing. A file the server cannot read is a 400 whose sentence shows here.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BANK_STATEMENT_MAX_BYTES, type BankAccount } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { errorMessage } from '../../../lib/api-client';
import { useImportStatement } from './bank-api';

/** The file's bytes in base64, without the data URL's 'data:…;base64,' prefix. */
export function readFileAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** The toast's sentence: 'Imported 5 new lines of 5 (0 already there).' */
export function importSummary(linesAdded: number, linesRead: number): string {
  return `Imported ${linesAdded} new lines of ${linesRead} (${linesRead - linesAdded} already there).`;
}

export interface ImportStatementModalProps {
  establishmentId: string;
  /** The account to import into; null: the dialog is closed. */
  account: BankAccount | null;
  onClose: () => void;
}

/** The "Import statement" dialog of one account. */
export function ImportStatementModal({ establishmentId, account, onClose }: ImportStatementModalProps) {
  return (
    <AppModal
      opened={account !== null}
      onClose={onClose}
      title={account ? `Import statement: ${account.name}` : 'Import statement'}
      size="sm"
    >
      {account && (
        <ImportForm key={account.id} establishmentId={establishmentId} account={account} onDone={onClose} />
      )}
    </AppModal>
  );
}

function ImportForm({
  establishmentId,
  account,
  onDone,
}: {
  establishmentId: string;
  account: BankAccount;
  onDone: () => void;
}) {
  const importing = useImportStatement(establishmentId, account.id);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!file) return setError('Choose the statement file your bank exported.');
    if (file.size > BANK_STATEMENT_MAX_BYTES)
      return setError(
        `The file is larger than ${BANK_STATEMENT_MAX_BYTES / 1024 / 1024} MB. Export a shorter period from the bank.`,
      );
    let content: string;
    setReading(true);
    try {
      content = await readFileAsBase64(file);
    } catch (e) {
      setReading(false);
      return setError(errorMessage(e, 'The file could not be read.'));
    }
    setReading(false);
    importing.mutate(
      { fileName: file.name, content },
      {
        onSuccess: (result) => {
          notifications.show({
            color: 'green',
            title: 'Statement imported',
            message: importSummary(result.linesAdded, result.linesRead),
          });
          onDone();
        },
        onError: (e) => setError(errorMessage(e, 'The statement could not be imported.')),
      },
    );
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Export the statement from your bank&apos;s website as OFX, QFX or CSV. Lines already imported are
          skipped.
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <FileInput
          label="Statement file"
          placeholder="Choose a .ofx, .qfx or .csv file"
          accept=".ofx,.qfx,.csv"
          required
          clearable
          value={file}
          onChange={(f) => {
            setFile(f);
            setError(null);
          }}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={reading || importing.isPending}>
            Import
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
