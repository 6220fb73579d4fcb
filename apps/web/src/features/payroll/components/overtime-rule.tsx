/**
 * The location's overtime rule in one sentence above its pay runs (issue #28 "Overtime"), and
 * for owners (tenant:settings) a form to change it: weekly and optional daily thresholds in
 * hours (sent as minutes) and the multiplier. The server's sentence shows when it refuses.
 */
import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { hasPermission, type OvertimeRule as Rule } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { errorMessage } from '../../../lib/api-client';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useOvertimeRule, useSaveOvertimeRule } from '../api/payroll-api';

const hours = (minutes: number) => `${Number((minutes / 60).toFixed(2))} h`;

/** "Overtime after 40 h a week and 8 h a day, at 1.5 × the hourly rate." */
export function overtimeSentence(rule: Rule): string {
  const daily = rule.dailyThresholdMinutes === null ? '' : ` and ${hours(rule.dailyThresholdMinutes)} a day`;
  return `Overtime after ${hours(rule.weeklyThresholdMinutes)} a week${daily}, at ${rule.multiplier} × the hourly rate.`;
}

function RuleForm({
  rule,
  establishmentId,
  onDone,
}: {
  rule: Rule;
  establishmentId: string;
  onDone: () => void;
}) {
  const save = useSaveOvertimeRule(establishmentId);
  const [weekly, setWeekly] = useState<number | string>(rule.weeklyThresholdMinutes / 60);
  const [daily, setDaily] = useState<number | string>(
    rule.dailyThresholdMinutes === null ? '' : rule.dailyThresholdMinutes / 60,
  );
  const [multiplier, setMultiplier] = useState<number | string>(rule.multiplier);
  const minutes = (h: number | string) => Math.round(Number(h) * 60);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          {
            weeklyThresholdMinutes: minutes(weekly),
            dailyThresholdMinutes: daily === '' ? null : minutes(daily),
            multiplier: Number(multiplier),
          },
          { onSuccess: onDone },
        );
      }}
    >
      <Stack>
        <NumberInput
          label="Weekly overtime after (hours)"
          value={weekly}
          onChange={setWeekly}
          min={0}
          max={168}
        />
        <NumberInput
          label="Daily overtime after (hours)"
          description="Leave empty where the state has no daily rule (California: 8)."
          value={daily}
          onChange={setDaily}
          min={0}
          max={24}
        />
        <NumberInput
          label="Overtime rate (× the hourly rate)"
          value={multiplier}
          onChange={setMultiplier}
          min={1}
          max={3}
          step={0.25}
          decimalScale={2}
        />
        {save.isError && (
          <Alert color="red" role="alert">
            {errorMessage(save.error, 'The overtime rule could not be saved.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function OvertimeRule({ establishmentId }: { establishmentId: string }) {
  const { role } = useWorkspace();
  const rule = useOvertimeRule(establishmentId);
  const [editing, setEditing] = useState(false);
  if (!rule.data) return null;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {overtimeSentence(rule.data)}
      </Text>
      {hasPermission(role, 'tenant:settings') && (
        <Button variant="subtle" size="compact-sm" onClick={() => setEditing(true)}>
          Change overtime rule
        </Button>
      )}
      <AppModal opened={editing} onClose={() => setEditing(false)} title="Overtime rule">
        {editing && (
          <RuleForm rule={rule.data} establishmentId={establishmentId} onDone={() => setEditing(false)} />
        )}
      </AppModal>
    </Group>
  );
}
