/**
 * Late corrections on a pay run (issue #28 "a late correction goes to the next run as an
 * adjustment, shown on both"): on a finalised run, the corrections of its period made since,
 * each with the run that pays it; on any run, the corrections of earlier periods it pays. A
 * period link opens that run.
 */
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { PAYROLL_MESSAGES, type PayAdjustment, type PayRun } from '@daybook/contracts';
import { formatCurrency, formatDate } from '../../../lib/format';
import { hoursOf } from './payroll-access';

const signedHours = (minutes: number) => `${minutes < 0 ? '−' : '+'}${hoursOf(Math.abs(minutes))} h`;

function PeriodLink({ start, end, onPick }: { start: string; end: string; onPick: (start: string) => void }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => onPick(start)}>
      {formatDate(start)} – {formatDate(end)}
    </Anchor>
  );
}

function Change({ a }: { a: PayAdjustment }) {
  const overtime = a.overtimeMinutes !== 0 ? ` (${signedHours(a.overtimeMinutes)} overtime)` : '';
  return (
    <>
      <Text span fw={600} size="sm">
        {a.name}
      </Text>
      <Text span size="sm">
        : {signedHours(a.minutes)}
        {overtime}, {formatCurrency(a.amount)}. “{a.reason}”.{' '}
      </Text>
    </>
  );
}

export function PayRunAdjustments({ run, onPick }: { run: PayRun; onPick: (periodStart: string) => void }) {
  if (run.laterAdjustments.length === 0 && run.adjustments.length === 0) return null;
  return (
    <Stack gap="sm">
      {run.laterAdjustments.length > 0 && (
        <Alert
          color="orange"
          title={PAYROLL_MESSAGES.adjustedLater}
          aria-label={PAYROLL_MESSAGES.adjustedLater}
        >
          <Text size="sm" mb="xs">
            Shifts of this period were corrected after it was finalised. This run stays as paid; the
            differences are paid in a later run.
          </Text>
          <List size="sm" spacing={4}>
            {run.laterAdjustments.map((a) => (
              <List.Item key={a.id}>
                <Change a={a} />
                {a.appliedRunId && a.appliedPeriodStart && a.appliedPeriodEnd ? (
                  <Text span size="sm">
                    Paid in the pay run of{' '}
                    <PeriodLink start={a.appliedPeriodStart} end={a.appliedPeriodEnd} onPick={onPick} />.
                  </Text>
                ) : (
                  <Text span size="sm" c="dimmed">
                    {PAYROLL_MESSAGES.adjustmentWaiting}.
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {run.adjustments.length > 0 && (
        <Stack gap={4} aria-label="Late corrections paid in this run">
          <Text fw={600} size="sm">
            Late corrections paid in this run
          </Text>
          <List size="sm" spacing={4}>
            {run.adjustments.map((a) => (
              <List.Item key={a.id}>
                <Change a={a} />
                <Text span size="sm">
                  Corrects <PeriodLink start={a.sourcePeriodStart} end={a.sourcePeriodEnd} onPick={onPick} />.
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
