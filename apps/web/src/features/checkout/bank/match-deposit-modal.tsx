/**
 * Matches an expected deposit to one of the bank's unmatched deposit lines by hand (issue #31):
 * the lines of the deposit's amount posted inside its window (expectedFrom–expectedTo) come first
 * and are marked so, then the other lines posted in the window (a settlement short of a card fee),
 * nearest amount first; a person picks one and may add a note (a card fee, a late posting).
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

/** Whether `line` posted inside the deposit's window (expectedFrom–expectedTo). */
function inWindow(deposit: ExpectedDeposit, line: ReconciliationLine): boolean {
  return line.postedOn >= deposit.expectedFrom && line.postedOn <= deposit.expectedTo;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * How well `line` fits the deposit: 'likely' (its amount, posted in its window: what the matcher
 * looks for), 'window' (posted in its window, another amount: a fee taken off), or null.
 */
export type LineFit = 'likely' | 'window' | null;

export function lineFit(deposit: ExpectedDeposit, line: ReconciliationLine): LineFit {
  if (!inWindow(deposit, line)) return null;
  return cents(line.amount) === cents(deposit.amount) ? 'likely' : 'window';
}

const FIT_RANK: Record<NonNullable<LineFit>, number> = { likely: 2, window: 1 };

/**
 * The unmatched lines to choose from: likely ones first, then the others posted in the window,
 * then the rest; within each, the nearest amount first, then by posted day.
 */
export function candidateLines(
  deposit: ExpectedDeposit,
  lines: readonly ReconciliationLine[],
): { line: ReconciliationLine; fit: LineFit }[] {
  const rank = (fit: LineFit) => (fit ? FIT_RANK[fit] : 0);
  const gap = (l: ReconciliationLine) => Math.abs(cents(l.amount) - cents(deposit.amount));
  return lines
    .filter((l) => l.status === 'unmatched')
    .map((line) => ({ line, fit: lineFit(deposit, line) }))
    .sort(
      (a, b) =>
        rank(b.fit) - rank(a.fit) ||
        gap(a.line) - gap(b.line) ||
        a.line.postedOn.localeCompare(b.line.postedOn),
    );
}

const FIT_LABEL: Record<NonNullable<LineFit>, string> = {
  likely: 'Same amount, in the window',
  window: 'In the window',
};

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
    candidates.filter((c) => c.fit === 'likely').length === 1 ? (candidates[0]?.line.id ?? null) : null,
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
            description="Lines of the same amount posted in the deposit's window come first, then the others posted in it."
            value={lineId}
            onChange={(v) => {
              setLineId(v);
              setError(null);
            }}
          >
            <ScrollArea.Autosize mah={320} type="auto" mt="xs">
              <Stack gap="xs" pr="sm">
                {candidates.map(({ line, fit }) => {
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
                          {fit && (
                            <Badge
                              color={fit === 'likely' ? 'teal.9' : 'gray.7'}
                              variant="filled"
                              size="sm"
                              style={{ width: 'fit-content' }}
                            >
                              {FIT_LABEL[fit]}
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
          description="For example: the card processor’s fee."
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
