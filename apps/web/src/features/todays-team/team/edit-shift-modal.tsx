/**
 * A manager's correction of a shift (issue #14): check-in and check-out as the location's wall
 * times, and the required reason. The server keeps the original punches and logs the edit.
 */
import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { TIME_CLOCK_MESSAGES as M, type Shift } from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useEditShift } from '../api/team-api';
import { fromWallInput, toWallInput } from './zone-time';

export interface EditShiftModalProps {
  establishmentId: string;
  timeZone: string;
  shift: Shift | null;
  onClose: () => void;
}

export function EditShiftModal({ establishmentId, timeZone, shift, onClose }: EditShiftModalProps) {
  return (
    <AppModal
      opened={shift !== null}
      onClose={onClose}
      title={shift ? `Edit shift: ${shift.userName}` : 'Edit shift'}
    >
      {shift && (
        <EditShiftForm
          key={shift.id}
          establishmentId={establishmentId}
          timeZone={timeZone}
          shift={shift}
          onDone={onClose}
        />
      )}
    </AppModal>
  );
}

function EditShiftForm({
  establishmentId,
  timeZone,
  shift,
  onDone,
}: {
  establishmentId: string;
  timeZone: string;
  shift: Shift;
  onDone: () => void;
}) {
  const edit = useEditShift(establishmentId);
  const [clockIn, setClockIn] = useState(toWallInput(shift.clockInAt, timeZone));
  const [clockOut, setClockOut] = useState(shift.clockOutAt ? toWallInput(shift.clockOutAt, timeZone) : '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clockInAt = fromWallInput(clockIn, timeZone);
    const clockOutAt = fromWallInput(clockOut, timeZone);
    const next: Record<string, string> = {};
    if (!clockInAt) next.clockInAt = M.instant;
    if (!clockOutAt) next.clockOutAt = M.instant;
    else if (clockInAt && Date.parse(clockOutAt) <= Date.parse(clockInAt)) next.clockOutAt = M.outBeforeIn;
    if (reason.trim() === '') next.reason = M.reasonRequired;
    setErrors(next);
    if (Object.keys(next).length > 0 || !clockInAt || !clockOutAt) return;
    edit.mutate(
      { id: shift.id, body: { clockInAt, clockOutAt, reason } },
      {
        onSuccess: onDone,
        onError: (error) => {
          const fields = error instanceof ApiError ? error.details : [];
          setErrors(
            fields.length > 0
              ? Object.fromEntries(fields.map((f) => [f.path, f.message]))
              : { form: errorMessage(error, 'Failed to save the shift') },
          );
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Times are in the location&apos;s time zone ({timeZone}). The original punches are kept.
        </Text>
        <TextInput
          type="datetime-local"
          label="Check-in"
          value={clockIn}
          onChange={(e) => setClockIn(e.currentTarget.value)}
          error={errors.clockInAt}
          required
        />
        <TextInput
          type="datetime-local"
          label="Check-out"
          value={clockOut}
          onChange={(e) => setClockOut(e.currentTarget.value)}
          error={errors.clockOutAt}
          required
        />
        <Textarea
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={errors.reason}
          maxLength={200}
          required
          autosize
          minRows={2}
        />
        {errors.form && (
          <Text c="red" size="sm" role="alert">
            {errors.form}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={edit.isPending}>
            Save shift
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
