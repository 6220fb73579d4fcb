/**
 * Dismisses an expected deposit or a bank line with a reason (issue #31), so that it no longer
 * counts as unmatched: a deposit that never reached the bank, an owner's transfer that is not
 * takings. The reason is required (RECONCILIATION_MESSAGES.reason); the server's sentence shows
 * in the dialog when it refuses.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  RECONCILIATION_MESSAGES,
  TEXT_MAX,
  type ExpectedDeposit,
  type ReconciliationLine,
} from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useDismiss } from './reconciliation-api';
import { KIND_LABEL } from './reconciliation-format';

/** What is dismissed: one expected deposit or one bank line. */
export type DismissTarget =
  { kind: 'deposit'; deposit: ExpectedDeposit } | { kind: 'line'; line: ReconciliationLine };

export interface DismissModalProps {
  establishmentId: string;
  /** null: the dialog is closed. */
  target: DismissTarget | null;
  onClose: () => void;
}

/** The "Dismiss" dialog; closes and toasts on success. */
export function DismissModal({ establishmentId, target, onClose }: DismissModalProps) {
  return (
    <AppModal
      opened={target !== null}
      onClose={onClose}
      title={target?.kind === 'line' ? 'Dismiss bank line' : 'Dismiss deposit'}
      size="md"
    >
      {target && (
        <DismissForm
          key={target.kind === 'line' ? target.line.id : target.deposit.key}
          establishmentId={establishmentId}
          target={target}
          onDone={onClose}
        />
      )}
    </AppModal>
  );
}

/** The target in the dialog's words: what it is, its day and its amount. */
function targetText(target: DismissTarget): string {
  if (target.kind === 'deposit') {
    const d = target.deposit;
    return `${KIND_LABEL[d.kind]} of ${formatDate(d.businessDay)}, ${formatCurrency(d.amount)}.`;
  }
  const l = target.line;
  return `${l.description}, posted ${formatDate(l.postedOn)} to ${l.accountName}, ${formatCurrency(l.amount)}.`;
}

function DismissForm({
  establishmentId,
  target,
  onDone,
}: {
  establishmentId: string;
  target: DismissTarget;
  onDone: () => void;
}) {
  const dismiss = useDismiss(establishmentId);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setReasonError(null);
    const text = reason.trim();
    if (!text) return setReasonError(RECONCILIATION_MESSAGES.reason);
    const body =
      target.kind === 'deposit'
        ? { depositKey: target.deposit.key, reason: text }
        : { bankLineId: target.line.id, reason: text };
    dismiss.mutate(body, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: target.kind === 'deposit' ? 'Deposit dismissed' : 'Bank line dismissed',
          message: text,
        });
        onDone();
      },
      onError: (e) => {
        const field = e instanceof ApiError ? e.details.find((d) => d.path === 'reason')?.message : undefined;
        if (field) setReasonError(field);
        else setError(errorMessage(e, 'It could not be dismissed.'));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{targetText(target)}</Text>
        <Text size="sm" c="dimmed">
          A dismissed {target.kind === 'deposit' ? 'deposit' : 'line'} no longer counts as unmatched. Undo
          brings it back.
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="Reason"
          description={
            target.kind === 'deposit'
              ? 'For example: the batch was voided, never paid in.'
              : 'For example: an owner’s transfer, not takings.'
          }
          required
          data-autofocus
          maxLength={TEXT_MAX.line}
          value={reason}
          error={reasonError}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setReasonError(null);
          }}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={dismiss.isPending}>
            Dismiss
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
