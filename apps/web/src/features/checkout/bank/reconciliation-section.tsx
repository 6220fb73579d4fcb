/**
 * The Finance page's "Reconciliation" section (issue #31, spec operations.md §1 "Financials"):
 * for a period of business days (the last 7, 30 or 90, or chosen days), the card settlements and
 * cash deposits the location's takings should have brought to the bank, what each was matched
 * to, and the bank's deposit lines no deposit accounts for. A person matches, dismisses with a
 * reason, undoes, or runs the matcher over the period. Shown to the roles that see the bank
 * section (whole-location revenue readers); deciding needs establishment:update.
 */
import { useState } from 'react';
import { Button, Card, Group, SegmentedControl, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ALL_ESTABLISHMENTS,
  CHECKOUT_MESSAGES,
  RECONCILIATION_DEFAULT_DAYS,
  type ExpectedDeposit,
  type Role,
} from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { formatDate } from '../../../lib/format';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { bankAccess } from './bank-accounts';
import { DismissModal, type DismissTarget } from './dismiss-modal';
import { MatchDepositModal } from './match-deposit-modal';
import {
  useAutoMatch,
  useReconciliation,
  useUndoDecision,
  type ReconciliationPeriod,
} from './reconciliation-api';
import { DepositsTable } from './reconciliation-deposits-table';
import {
  PERIOD_LABEL,
  RECONCILIATION_PERIODS,
  periodOf,
  lastDays,
  type ReconciliationPeriodChoice,
} from './reconciliation-format';
import { LinesTable } from './reconciliation-lines-table';
import { ReconciliationSummary } from './reconciliation-summary';

export const NOTHING_TO_RECONCILE = 'Nothing to reconcile in this period.';
export const IMPORT_HINT =
  'Deposits are matched to the lines of the statements you import in Bank accounts above.';

/** The section for the selected location; nothing for roles that do not read the bank. */
export function ReconciliationSection() {
  const { role, selectedId, selected } = useWorkspace();
  if (!bankAccess.read(role) || !selectedId || selectedId === ALL_ESTABLISHMENTS || !selected) return null;
  return (
    <Reconciliation
      key={selected.id}
      role={role}
      establishmentId={selected.id}
      establishmentName={selected.name}
      timeZone={selected.timeZone}
    />
  );
}

export interface ReconciliationProps {
  role: Role;
  establishmentId: string;
  establishmentName: string;
  /** The location's IANA zone: its business days and today. */
  timeZone: string;
}

/** A location's reconciliation with its period control, figures, two tables and dialogs. */
export function Reconciliation({ role, establishmentId, establishmentName, timeZone }: ReconciliationProps) {
  const canWrite = bankAccess.write(role);
  const [choice, setChoice] = useState<ReconciliationPeriodChoice>(`${RECONCILIATION_DEFAULT_DAYS}`);
  const [custom, setCustom] = useState<ReconciliationPeriod>(() =>
    lastDays(RECONCILIATION_DEFAULT_DAYS, timeZone),
  );
  const period = periodOf(choice, timeZone, custom);
  const valid = period.from <= period.to;
  const view = useReconciliation(establishmentId, period, valid);
  const undo = useUndoDecision(establishmentId);
  const autoMatch = useAutoMatch(establishmentId);
  const [matching, setMatching] = useState<ExpectedDeposit | null>(null);
  const [dismissing, setDismissing] = useState<DismissTarget | null>(null);
  const [onlyUnmatched, setOnlyUnmatched] = useState(false);

  const undoDecision = (decisionId: string, what: string) =>
    undo.mutate(decisionId, {
      onSuccess: () => notifications.show({ color: 'green', title: 'Undone', message: what }),
    });

  const runMatcher = () =>
    autoMatch.mutate(period, {
      onSuccess: ({ matched }) =>
        notifications.show({
          color: 'green',
          title: 'Matched automatically',
          message:
            matched === 0
              ? 'No deposit had a bank line of its amount in its window.'
              : `Matched ${matched} ${matched === 1 ? 'deposit' : 'deposits'} to bank lines.`,
        }),
    });

  const data = valid ? view.data : undefined;
  const error =
    valid && view.isError
      ? { title: 'Failed to load the reconciliation', error: view.error, onRetry: () => void view.refetch() }
      : null;

  const undoing = undo.isPending ? (undo.variables ?? null) : null;

  const nothing = data && data.deposits.length === 0 && data.lines.length === 0;

  return (
    <Stack gap="sm" component="section" aria-labelledby="reconciliation-title" mt="xl">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="reconciliation-title">
          Reconciliation
        </Title>
        {canWrite && (
          <Button
            variant="light"
            onClick={runMatcher}
            loading={autoMatch.isPending}
            disabled={!valid || !data || data.summary.unmatchedDeposits + data.summary.awaitingDeposits === 0}
          >
            Match automatically
          </Button>
        )}
      </Group>
      <Text c="dimmed" size="sm">
        The card settlements and cash deposits {establishmentName}&apos;s takings should bring to the bank,
        matched to the bank&apos;s deposit lines.
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Reconciliation period"
          value={choice}
          onChange={(v) => {
            // Chosen days start from the days on screen.
            if (v === 'custom') setCustom(period);
            setChoice(v as ReconciliationPeriodChoice);
          }}
          data={RECONCILIATION_PERIODS.map((p) => ({ value: p, label: PERIOD_LABEL[p] }))}
        />
        {choice === 'custom' && (
          <>
            <TextInput
              type="date"
              label="From"
              value={custom.from}
              onChange={(e) => {
                const day = e.currentTarget.value;
                if (day) setCustom((c) => ({ ...c, from: day }));
              }}
            />
            <TextInput
              type="date"
              label="To"
              value={custom.to}
              onChange={(e) => {
                const day = e.currentTarget.value;
                if (day) setCustom((c) => ({ ...c, to: day }));
              }}
            />
          </>
        )}
      </Group>
      {valid ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          Business days {formatDate(period.from)} – {formatDate(period.to)}
        </Text>
      ) : (
        <Text c="var(--daybook-text-bad)" size="sm" role="alert">
          {CHECKOUT_MESSAGES.dateOrder}
        </Text>
      )}
      {error ? (
        <LoadError {...error} />
      ) : (
        valid && (
          <>
            <ReconciliationSummary view={data} busy={view.isPlaceholderData} />
            {nothing ? (
              <Card withBorder padding="lg">
                <Text fw={600}>{NOTHING_TO_RECONCILE}</Text>
                <Text size="sm" c="dimmed">
                  {IMPORT_HINT}
                </Text>
              </Card>
            ) : (
              <>
                <Group justify="space-between" align="flex-end" gap="sm" mt="sm">
                  <Title order={3} size="h4">
                    Expected deposits
                  </Title>
                  <Switch
                    label="Only unmatched"
                    checked={onlyUnmatched}
                    onChange={(e) => setOnlyUnmatched(e.currentTarget.checked)}
                  />
                </Group>
                <DepositsTable
                  deposits={data?.deposits}
                  onlyUndecided={onlyUnmatched}
                  busy={view.isPlaceholderData}
                  actions={
                    canWrite
                      ? {
                          onMatch: setMatching,
                          onDismiss: (deposit) => setDismissing({ kind: 'deposit', deposit }),
                          onUndo: undoDecision,
                          undoing,
                        }
                      : null
                  }
                />
                <Title order={3} size="h4" mt="sm">
                  Bank deposits not matched
                </Title>
                <LinesTable
                  lines={data?.lines}
                  busy={view.isPlaceholderData}
                  actions={
                    canWrite
                      ? {
                          onDismiss: (line) => setDismissing({ kind: 'line', line }),
                          onUndo: undoDecision,
                          undoing,
                        }
                      : null
                  }
                />
              </>
            )}
          </>
        )
      )}
      <MatchDepositModal
        establishmentId={establishmentId}
        deposit={matching}
        lines={data?.lines ?? []}
        onClose={() => setMatching(null)}
      />
      <DismissModal
        establishmentId={establishmentId}
        target={dismissing}
        onClose={() => setDismissing(null)}
      />
    </Stack>
  );
}
