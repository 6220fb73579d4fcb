/**
 * 'Import CSV': choose a file → map its columns (the server's guesses pre-filled) → preview
 * every row's outcome → import the accepted rows in one transaction, with a result toast.
 */
import { useState } from 'react';
import { Stepper } from '@mantine/core';
import {
  CLIENT_MESSAGES,
  CLIENT_IMPORT_MAX_BYTES,
  CLIENT_IMPORT_MESSAGES,
  type ClientImportMapping,
  type ClientImportPreview,
} from '@daybook/contracts';
import { errorMessage } from '../../../../lib/api-client';
import { AppModal } from '../../../../components/app-modal';
import { useWorkspace } from '../../../../lib/workspace/workspace-context';
import { fileToBase64 } from '../../../../lib/csv-files';
import { useClientImport } from '../../api/client-import-api';
import { completeMapping } from '../../lib/import-mapping';
import { newRecordLocation } from '../../lib/location-choice';
import { ImportFileStep } from './import-file-step';
import { ImportMappingStep } from './import-mapping-step';
import { ImportPreviewStep, type ImportChoices } from './import-preview-step';

export function ImportClientsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Import clients from CSV" size="xl">
      <ImportWizard onDone={onClose} />
    </AppModal>
  );
}

/** A file read and checked by the server, with the mapping being worked on. */
interface Upload {
  contentBase64: string;
  preview: ClientImportPreview;
  mapping: ClientImportMapping;
  /** The server's word on the mapping it last saw (or a refusal of it), else null. */
  problem: string | null;
}

function ImportWizard({ onDone }: { onDone: () => void }) {
  const { selected, establishments } = useWorkspace();
  const location = newRecordLocation(selected, establishments);
  const { preview, commit } = useClientImport();

  const [step, setStep] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [establishmentId, setEstablishmentId] = useState(location.establishmentId);
  const [fileError, setFileError] = useState<string | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [choices, setChoices] = useState<ImportChoices>({ skipDuplicates: true, skipInvalid: false });

  async function readFile() {
    if (!file || !establishmentId) return;
    // Said here rather than after uploading megabytes the server would refuse.
    const sizeProblem =
      file.size > CLIENT_IMPORT_MAX_BYTES
        ? CLIENT_IMPORT_MESSAGES.tooLarge
        : file.size === 0
          ? CLIENT_IMPORT_MESSAGES.empty
          : null;
    setFileError(sizeProblem);
    if (sizeProblem) return;
    const contentBase64 = await fileToBase64(file);
    preview.mutate(
      { establishmentId, contentBase64 },
      {
        onSuccess: (p) => {
          setUpload({
            contentBase64,
            preview: p,
            mapping: completeMapping(p.headers, p.mapping),
            problem: p.mappingProblem,
          });
          setStep(1);
        },
        onError: (error) => setFileError(errorMessage(error, CLIENT_MESSAGES.previewFailed)),
      },
    );
  }

  function checkRows(current: Upload) {
    if (!establishmentId) return;
    preview.mutate(
      { establishmentId, contentBase64: current.contentBase64, mapping: current.mapping },
      {
        onSuccess: (p) => {
          setUpload({ ...current, preview: p, problem: p.mappingProblem });
          if (!p.mappingProblem) setStep(2);
        },
        onError: (error) =>
          setUpload({ ...current, problem: errorMessage(error, CLIENT_MESSAGES.previewFailed) }),
      },
    );
  }

  function runImport(current: Upload) {
    if (!establishmentId) return;
    commit.mutate(
      {
        establishmentId,
        contentBase64: current.contentBase64,
        mapping: current.mapping,
        duplicates: choices.skipDuplicates ? 'skip' : 'create',
        skipInvalid: choices.skipInvalid,
      },
      { onSuccess: onDone },
    );
  }

  return (
    <>
      <Stepper active={step} size="sm" mb="lg" allowNextStepsSelect={false}>
        <Stepper.Step label="Choose file" />
        <Stepper.Step label="Map columns" />
        <Stepper.Step label="Preview and import" />
      </Stepper>
      {step === 0 || !upload ? (
        <ImportFileStep
          file={file}
          establishmentId={establishmentId}
          locationChoices={location.choices}
          error={fileError}
          busy={preview.isPending}
          onFile={(f) => {
            setFile(f);
            setFileError(null);
          }}
          onLocation={setEstablishmentId}
          onCancel={onDone}
          onNext={() => void readFile()}
        />
      ) : step === 1 ? (
        <ImportMappingStep
          headers={upload.preview.headers}
          mapping={upload.mapping}
          serverProblem={upload.problem}
          busy={preview.isPending}
          onChange={(mapping) => setUpload({ ...upload, mapping, problem: null })}
          onBack={() => setStep(0)}
          onNext={() => checkRows(upload)}
        />
      ) : (
        <ImportPreviewStep
          preview={upload.preview}
          choices={choices}
          error={commit.error ? errorMessage(commit.error, CLIENT_MESSAGES.importFailed) : null}
          busy={commit.isPending}
          onChoices={(c) => {
            commit.reset();
            setChoices(c);
          }}
          onBack={() => {
            commit.reset();
            setStep(1);
          }}
          onImport={() => runImport(upload)}
        />
      )}
    </>
  );
}
