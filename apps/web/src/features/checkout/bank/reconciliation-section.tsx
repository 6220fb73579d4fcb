/**
 * The Finance page's "Reconciliation" section (issue #31, spec operations.md §1 "Financials"):
 * for a period of business days (the last 7, 30 or 90, or chosen days), the card settlements and
 * cash deposits the location's takings should have brought to the bank, what each was matched
 * to, and the bank's deposit lines no deposit accounts for. A person matches, dismisses with a
 * reason, undoes, or runs the matcher over the period. Shown to the roles that see the bank
 * section (whole-location revenue readers); deciding needs establishment:update.
 */
import { useState, type ReactNode } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ALL_ESTABLISHMENTS,
  CHECKOUT_MESSAGES,
  RECONCILIATION_DEFAULT_DAYS,
  type ExpectedDeposit,
  type Reconciliation as ReconciliationView,
  type ReconciliationLine,
  type ReconciliationStatus,
  type Role,
} from '@daybook/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { LoadError } from '../../../components/load-error';
import { formatCurrency, formatDate } from '../../../lib/format';
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
import {
  KIND_LABEL,
  PERIOD_LABEL,
  RECONCILIATION_PERIODS,
  depositName,
  differenceText,
  lineName,
  periodOf,
  lastDays,
  statusLabel,
  type ReconciliationPeriodChoice,
} from './reconciliation-format';

export const NOTHING_TO_RECONCILE = 'Nothing to reconcile in this period.';
export const IMPORT_HINT =
  'Deposits are matched to the lines of the statements you import in Bank accounts above.';
export const NO_DEPOSITS_TEXT = 'No deposits expected in this period: no card takings or closed drawers.';
export const ALL_DECIDED_TEXT = 'Every expected deposit of this period is matched or dismissed.';
export const NO_LINES_TEXT = 'Every bank deposit of this period is matched to an expected deposit.';

/** Filled dark shades: white text on them passes WCAG AA in both themes. */
const STATUS_COLOR: Record<ReconciliationStatus, string> = {
  matched: 'teal.9',
  unmatched: 'orange.9',
  dismissed: 'gray.7',
};

function StatusBadge({ status, automatic = false }: { status: ReconciliationStatus; automatic?: boolean }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled" style={{ minWidth: 'max-content' }}>
      {statusLabel(status, automatic)}
    </Badge>
  );
}

const amountStyle = { fontVariantNumeric: 'tabular-nums' } as const;

/** A deposit as a table row (the table keys its rows by `id`). */
type DepositRow = ExpectedDeposit & { id: string };

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

  const depositColumns: DataTableColumn<DepositRow>[] = [
    {
      accessor: 'businessDay',
      title: 'Business day',
      noWrap: true,
      render: (d) => formatDate(d.businessDay),
    },
    { accessor: 'kind', title: 'Kind', noWrap: true, render: (d) => KIND_LABEL[d.kind] },
    { accessor: 'payments', title: 'Payments', textAlign: 'right' },
    {
      accessor: 'amount',
      title: 'Amount',
      textAlign: 'right',
      noWrap: true,
      render: (d) => <span style={amountStyle}>{formatCurrency(d.amount)}</span>,
    },
    {
      accessor: 'status',
      title: 'Status',
      noWrap: true,
      render: (d) => <StatusBadge status={d.status} automatic={d.automatic} />,
    },
    {
      accessor: 'bankLine',
      title: 'Bank line',
      render: (d) => <DepositOutcome deposit={d} />,
    },
    ...(canWrite
      ? [
          {
            accessor: 'key',
            title: 'Actions',
            textAlign: 'right',
            render: (d) => {
              const decisionId = d.decisionId;
              return (
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {d.status === 'unmatched' ? (
                    <>
                      <Button
                        size="compact-sm"
                        variant="light"
                        aria-label={`Match ${depositName(d)}`}
                        onClick={() => setMatching(d)}
                      >
                        Match…
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="default"
                        aria-label={`Dismiss ${depositName(d)}`}
                        onClick={() => setDismissing({ kind: 'deposit', deposit: d })}
                      >
                        Dismiss…
                      </Button>
                    </>
                  ) : (
                    decisionId && (
                      <UndoButton
                        name={`Undo ${d.status === 'matched' ? 'match' : 'dismissal'} of ${depositName(d)}`}
                        busy={undo.isPending && undo.variables === decisionId}
                        onClick={() =>
                          undoDecision(
                            decisionId,
                            `${KIND_LABEL[d.kind]} of ${formatDate(d.businessDay)} is unmatched again.`,
                          )
                        }
                      />
                    )
                  )}
                </Group>
              );
            },
          } satisfies DataTableColumn<DepositRow>,
        ]
      : []),
  ];

  const lineColumns: DataTableColumn<ReconciliationLine>[] = [
    { accessor: 'postedOn', title: 'Posted', noWrap: true, render: (l) => formatDate(l.postedOn) },
    { accessor: 'accountName', title: 'Account', noWrap: true },
    { accessor: 'description', title: 'Description' },
    {
      accessor: 'amount',
      title: 'Amount',
      textAlign: 'right',
      noWrap: true,
      render: (l) => <span style={amountStyle}>{formatCurrency(l.amount)}</span>,
    },
    {
      accessor: 'status',
      title: 'Status',
      render: (l) => (
        <Stack gap={2} align="flex-start">
          <StatusBadge status={l.status} />
          {l.note && (
            <Text size="xs" c="dimmed">
              {l.note}
            </Text>
          )}
        </Stack>
      ),
    },
    ...(canWrite
      ? [
          {
            accessor: 'id',
            title: 'Actions',
            textAlign: 'right',
            render: (l) => {
              const decisionId = l.decisionId;
              return (
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {l.status === 'unmatched' ? (
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={`Dismiss ${lineName(l)}`}
                      onClick={() => setDismissing({ kind: 'line', line: l })}
                    >
                      Dismiss…
                    </Button>
                  ) : (
                    decisionId && (
                      <UndoButton
                        name={`Undo dismissal of ${lineName(l)}`}
                        busy={undo.isPending && undo.variables === decisionId}
                        onClick={() => undoDecision(decisionId, `${l.description} is unmatched again.`)}
                      />
                    )
                  )}
                </Group>
              );
            },
          } satisfies DataTableColumn<ReconciliationLine>,
        ]
      : []),
  ];

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
            disabled={!valid || !data || data.summary.unmatchedDeposits === 0}
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
            <Summary view={data} busy={view.isPlaceholderData} />
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
                <DataTable
                  label="Expected deposits"
                  columns={depositColumns}
                  records={data?.deposits
                    .filter((d) => !onlyUnmatched || d.status === 'unmatched')
                    .map((d) => ({ ...d, id: d.key }))}
                  loadingLabel="Loading the expected deposits"
                  busy={view.isPlaceholderData}
                  empty={
                    <Text c="dimmed" size="sm">
                      {onlyUnmatched ? ALL_DECIDED_TEXT : NO_DEPOSITS_TEXT}
                    </Text>
                  }
                  minWidth={canWrite ? 1100 : 920}
                />
                <Title order={3} size="h4" mt="sm">
                  Bank deposits not matched
                </Title>
                <DataTable
                  label="Bank deposits not matched"
                  columns={lineColumns}
                  records={data?.lines}
                  loadingLabel="Loading the bank deposits"
                  busy={view.isPlaceholderData}
                  empty={
                    <Text c="dimmed" size="sm">
                      {NO_LINES_TEXT}
                    </Text>
                  }
                  minWidth={canWrite ? 820 : 680}
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

function UndoButton({ name, busy, onClick }: { name: string; busy: boolean; onClick: () => void }) {
  return (
    <Button size="compact-sm" variant="default" aria-label={name} loading={busy} onClick={onClick}>
      Undo
    </Button>
  );
}

/** The matched line (day, amount, description, any difference, note), a dismissal's reason, or when the bank should post it. */
function DepositOutcome({ deposit }: { deposit: ExpectedDeposit }) {
  const line = deposit.bankLine;
  if (line) {
    const difference = differenceText(deposit.amount, line.amount);
    return (
      <Stack gap={0} style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">
          {formatDate(line.postedOn)} · <span style={amountStyle}>{formatCurrency(line.amount)}</span>
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {line.description}
        </Text>
        {difference && (
          <Text size="xs" fw={600} c="var(--daybook-text-bad)">
            {difference}
          </Text>
        )}
        {deposit.note && (
          <Text size="xs" c="dimmed">
            {deposit.note}
          </Text>
        )}
      </Stack>
    );
  }
  if (deposit.note)
    return (
      <Text size="xs" c="dimmed">
        {deposit.note}
      </Text>
    );
  return (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      Expected {formatDate(deposit.expectedFrom)} – {formatDate(deposit.expectedTo)}
    </Text>
  );
}

/** The four figures of the period; skeletons until the first answer. */
function Summary({ view, busy }: { view: ReconciliationView | undefined; busy: boolean }) {
  if (!view)
    return (
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" role="status" aria-label="Loading the figures">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={64} radius="md" />
        ))}
      </SimpleGrid>
    );
  const figures: { label: string; value: ReactNode }[] = [
    { label: 'Expected', value: formatCurrency(view.summary.expected) },
    { label: 'Matched', value: formatCurrency(view.summary.matched) },
    { label: 'Deposits unmatched', value: view.summary.unmatchedDeposits.toLocaleString('en-US') },
    { label: 'Bank lines unmatched', value: view.summary.unmatchedLines.toLocaleString('en-US') },
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, md: 4 }}
      spacing="sm"
      role="list"
      aria-label="Reconciliation figures"
      aria-busy={busy}
    >
      {figures.map((f) => (
        <Card key={f.label} withBorder padding="sm" role="listitem">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {f.label}
          </Text>
          <Text size="lg" fw={700} style={amountStyle}>
            {f.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
