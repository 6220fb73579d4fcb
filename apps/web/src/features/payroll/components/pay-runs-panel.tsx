/**
 * A location's pay runs (issue #14): pick a period, draft its run, review the lines, recompute
 * while draft, finalise (owners, after a confirmation), export CSV; the history below.
 */
import { useState } from 'react';
import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { PAYROLL_MESSAGES, type PayRunLine, type PayrollPeriod } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { LoadError } from '../../../components/load-error';
import { TableSkeleton } from '../../../components/table-skeleton';
import { formatDate } from '../../../lib/format';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import {
  useDraftRun,
  useExportRun,
  useFinaliseRun,
  usePeriods,
  useRecomputeRun,
  useRun,
} from '../api/payroll-api';
import { LineDetailModal } from './line-detail-modal';
import { OvertimeRule } from './overtime-rule';
import { PayRunAdjustments } from './pay-run-adjustments';
import { PayRunTable } from './pay-run-table';
import { payrollAccess } from './payroll-access';
import { PayRunStatusBadge } from './pay-run-status-badge';
import { RunHistory } from './run-history';

const periodLabel = (p: Pick<PayrollPeriod, 'start' | 'end'>) =>
  `${formatDate(p.start)} – ${formatDate(p.end)}`;

export function PayRunsPanel({ establishmentId }: { establishmentId: string }) {
  const { role } = useWorkspace();
  const periods = usePeriods(establishmentId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [line, setLine] = useState<PayRunLine | null>(null);
  const [confirming, setConfirming] = useState(false);
  const period = periods.data?.find((p) => p.start === chosen) ?? periods.data?.[0] ?? null;
  const run = useRun(establishmentId, period?.runId ?? null);
  const draft = useDraftRun(establishmentId);
  const recompute = useRecomputeRun(establishmentId);
  const finalise = useFinaliseRun(establishmentId);
  const exportCsv = useExportRun();

  if (periods.isPending) return <TableSkeleton label="Loading pay periods" />;
  if (periods.isError)
    return (
      <LoadError
        title={PAYROLL_MESSAGES.loadFailed}
        error={periods.error}
        onRetry={() => void periods.refetch()}
      />
    );

  const current = run.data;
  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Pay period"
          value={period?.start ?? null}
          onChange={setChosen}
          allowDeselect={false}
          data={periods.data.map((p) => ({
            value: p.start,
            label: `${periodLabel(p)}${p.current ? ' (current)' : ''}${p.status ? ` · ${p.status}` : ''}`,
          }))}
          w={360}
          maw="100%"
        />
        {period && !period.runId && payrollAccess.draft(role) && (
          <Button
            loading={draft.isPending}
            onClick={() =>
              draft.mutate({ establishmentId, periodStart: period.start, periodEnd: period.end })
            }
          >
            {PAYROLL_MESSAGES.draft}
          </Button>
        )}
        {current?.status === 'draft' && payrollAccess.recompute(role) && (
          <Button
            variant="default"
            loading={recompute.isPending}
            onClick={() => recompute.mutate(current.id)}
          >
            {PAYROLL_MESSAGES.recompute}
          </Button>
        )}
        {current?.status === 'draft' && payrollAccess.finalise(role) && (
          <Button color="teal.9" onClick={() => setConfirming(true)}>
            {PAYROLL_MESSAGES.finalise}
          </Button>
        )}
        {current && payrollAccess.draft(role) && (
          <Button
            variant="default"
            loading={exportCsv.isPending}
            onClick={() => exportCsv.mutate(current.id)}
          >
            {PAYROLL_MESSAGES.exportCsv}
          </Button>
        )}
      </Group>
      <OvertimeRule establishmentId={establishmentId} />
      {period && !period.runId && (
        <Text c="dimmed" size="sm">
          No pay run for {periodLabel(period)} yet.
        </Text>
      )}
      {period?.runId &&
        (run.isPending ? (
          <TableSkeleton label="Loading pay run" />
        ) : run.isError ? (
          <LoadError
            title={PAYROLL_MESSAGES.loadFailed}
            error={run.error}
            onRetry={() => void run.refetch()}
          />
        ) : (
          <Stack gap="xs">
            <Group gap="xs">
              <PayRunStatusBadge status={run.data.status} />
              {run.data.laterAdjustments.length > 0 && (
                <Badge color="orange" variant="light" c="var(--mantine-color-text)">
                  {PAYROLL_MESSAGES.adjustedLater}
                </Badge>
              )}
              <Text size="sm" c="dimmed">
                {run.data.finalisedAt
                  ? `Finalised ${formatDate(run.data.finalisedAt)}${run.data.finalisedByName ? ` by ${run.data.finalisedByName}` : ''}`
                  : `Computed ${formatDate(run.data.updatedAt)}`}
              </Text>
            </Group>
            <PayRunTable run={run.data} onOpen={setLine} />
            <PayRunAdjustments run={run.data} onPick={setChosen} />
            <LineDetailModal
              establishmentId={establishmentId}
              runId={run.data.id}
              line={line}
              onClose={() => setLine(null)}
            />
          </Stack>
        ))}
      <AppModal opened={confirming} onClose={() => setConfirming(false)} title="Finalise pay run">
        <Stack>
          <Text size="sm">{PAYROLL_MESSAGES.finaliseConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              color="teal.9"
              loading={finalise.isPending}
              onClick={() =>
                current && finalise.mutate(current.id, { onSettled: () => setConfirming(false) })
              }
            >
              Finalise pay run
            </Button>
          </Group>
        </Stack>
      </AppModal>
      <RunHistory establishmentId={establishmentId} onPick={setChosen} />
    </Stack>
  );
}
