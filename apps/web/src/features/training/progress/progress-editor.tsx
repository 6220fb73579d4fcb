/** Sets one person's status and percent in one module (issue #14); the server stamps completion. */
import { useState } from 'react';
import { Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import {
  TRAINING_PROGRESS_STATUSES,
  trainingProgressUpdateSchema,
  type TrainingProgressStatus,
} from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { fieldErrors } from '../../../lib/form-errors';
import { useSetProgress } from '../api/training-api';
import { PROGRESS_LABELS } from '../training-display';

export interface ProgressTarget {
  employeeId: string;
  employeeName: string;
  moduleId: string;
  moduleTitle: string;
  status: TrainingProgressStatus;
  percent: number;
}

export function ProgressEditor({
  establishmentId,
  target,
  onClose,
}: {
  establishmentId: string;
  target: ProgressTarget;
  onClose: () => void;
}) {
  const save = useSetProgress(establishmentId);
  const [status, setStatus] = useState<TrainingProgressStatus>(target.status);
  const [percent, setPercent] = useState(target.percent);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shownPercent = status === 'completed' ? 100 : status === 'not_started' ? 0 : percent;

  const submit = () => {
    const body = { employeeId: target.employeeId, moduleId: target.moduleId, status, percent: shownPercent };
    const parsed = trainingProgressUpdateSchema.safeParse(body);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
    if (parsed.success) save.mutate(body, { onSuccess: onClose });
  };

  return (
    <AppModal opened onClose={onClose} title={`Progress: ${target.moduleTitle}`} size="sm">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {target.employeeName}
        </Text>
        <Select
          label="Status"
          allowDeselect={false}
          data={TRAINING_PROGRESS_STATUSES.map((s) => ({ value: s, label: PROGRESS_LABELS[s] }))}
          value={status}
          error={errors.status}
          onChange={(v) => v && setStatus(v as TrainingProgressStatus)}
        />
        <NumberInput
          label="Percent complete"
          min={0}
          max={100}
          step={10}
          suffix="%"
          allowDecimal={false}
          allowNegative={false}
          disabled={status !== 'in_progress'}
          value={shownPercent}
          error={errors.percent}
          onChange={(v) => setPercent(typeof v === 'number' ? v : Number.parseInt(v, 10) || 0)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            Save progress
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
