/**
 * Matches an expected deposit to one of the bank's unmatched deposit lines by hand (issue #31):
 * the lines of the deposit's amount posted inside its window (expectedFrom–expectedTo) come first
 * and are marked as likely; a person picks one and may add a note (a card fee, a late posting).
 * A refusal (409: already decided meanwhile) shows the server's sentence in the dialog.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Group, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TEXT_MAX, type ExpectedDeposit, type ReconciliationLine } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { errorMessage } from '../../../lib/api-client';
import { formatCurrency, formatDate } from '../../../lib/format';
import { useMatchDeposit } from './reconciliation-api';
import { KIND_LABEL, differenceText } from './reconciliation-format';

/** Whether `line` is what the matcher looks for: the deposit's amount, posted in its window. */
export function isLikelyLine(deposit: ExpectedDeposit, line: ReconciliationLine): boolean {
  return (
    Math.round(line.amount * 100) === Math.round(deposit.amount * 100) &&
    line.postedOn >= deposit.expectedFrom &&
    line.postedOn <= deposit.expectedTo
  );
}

/** The unmatched lines, likely ones first, each group by posted day then description. */
export function candidateLines(
  deposit: ExpectedDeposit,
  lines: readonly ReconciliationLine[],
): { line: ReconciliationLine; likely: boolean }[] {
  return lines
    .filter((l) => l.status === 'unmatched')
    .map((line) => ({ line, likely: isLikelyLine(deposit, line) }))
    .sort(
      (a, b) =>
        Number(b.likely) - Number(a.likely) ||
        a.line.postedOn.localeCompare(b.line.postedOn) ||
        a.line.description.localeCompare(b.line.description),
    );
}

export interface MatchDepositModalProps {
  establishmentId: string;
  /** The deposit to match; null: the dialog is closed. */
  deposit: ExpectedDeposit | null;
  /** The period's left-over bank lines (only the unmatched are offered). */
  lines: readonly ReconciliationLine[];
  onClose: () => void;
}

/** The "Match deposit" dialog; closes and toasts on success. */
export function MatchDepositModal({ establishmentId, deposit, lines, onClose }: MatchDepositModalProps) {
  return (
    <AppModal opened={deposit !== null} onClose={onClose} title="Match deposit" size="lg">
      {deposit && (
        <MatchForm
          key={deposit.key}
          establishmentId={establishmentId}
          deposit={deposit}
          lines={lines}
          onDone={onClose}
        />
      )}
    </AppModal>
  );
}

function MatchForm({
  establishmentId,
  deposit,
  lines,
  onDone,
}: {
  establishmentId: string;
  deposit: ExpectedDeposit;
  lines: readonly ReconciliationLine[];
  onDone: () => void;
}) {
  const match = useMatchDeposit(establishmentId);
  const candidates = candidateLines(deposit, lines);
  const [lineId, setLineId] = useState<string | null>(
    candidates.filter((c) => c.likely).length === 1 ? (candidates[0]?.line.id ?? null) : null,
  );
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const chosen = candidates.find((c) => c.line.id === lineId)?.line;
    if (!chosen) return setError('Choose the bank line that paid this deposit in.');
    match.mutate(
      { depositKey: deposit.key, bankLineId: chosen.id, ...(note.trim() && { note: note.trim() }) },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: 'Deposit matched',
            message: `${KIND_LABEL[deposit.kind]} of ${formatDate(deposit.businessDay)} matched to ${chosen.description}.`,
          });
          onDone();
        },
        onError: (e) => setError(errorMessage(e, 'The deposit could not be matched.')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {KIND_LABEL[deposit.kind]} of {formatDate(deposit.businessDay)}:{' '}
          <Text span fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatCurrency(deposit.amount)}
          </Text>
          , expected in the bank from {formatDate(deposit.expectedFrom)} to {formatDate(deposit.expectedTo)}.
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {candidates.length === 0 ? (
          <Text size="sm" c="dimmed">
            No unmatched bank deposit in this period. Import a statement that covers{' '}
            {formatDate(deposit.expectedFrom)} to {formatDate(deposit.expectedTo)}.
          </Text>
        ) : (
          <Radio.Group
            label="Bank line"
            description="Lines of the same amount posted in the deposit's window come first."
            value={lineId}
            onChange={(v) => {
              setLineId(v);
              setError(null);
            }}
          >
            <ScrollArea.Autosize mah={320} type="auto" mt="xs">
              <Stack gap="xs" pr="sm">
                {candidates.map(({ line, likely }) => {
                  const difference = differenceText(deposit.amount, line.amount);
                  return (
                    <Radio.Card key={line.id} value={line.id} radius="sm" p="sm" withBorder>
                      <Group wrap="nowrap" align="flex-start" gap="sm">
                        <Radio.Indicator aria-hidden />
                        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                          <Group justify="space-between" gap="xs" wrap="nowrap">
                            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                              {line.description}
                            </Text>
                            <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                              {formatCurrency(line.amount)}
                            </Text>
                          </Group>
                          <Text size="xs" c="dimmed">
                            {formatDate(line.postedOn)} · {line.accountName}
                            {difference && ` · ${difference}`}
                          </Text>
                          {likely && (
                            <Badge color="teal.9" variant="filled" size="sm" style={{ width: 'fit-content' }}>
                              Same amount, in the window
                            </Badge>
                          )}
                        </Stack>
                      </Group>
                    </Radio.Card>
                  );
                })}
              </Stack>
            </ScrollArea.Autosize>
          </Radio.Group>
        )}
        <TextInput
          label="Note (optional)"
          placeholder="Card processor fee of $0.90"
          maxLength={TEXT_MAX.line}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={match.isPending} disabled={candidates.length === 0}>
            Match
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
