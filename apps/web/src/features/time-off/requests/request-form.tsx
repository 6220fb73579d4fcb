/**
 * The 'Request time off' form: a date range (both days included), a type and notes. An end
 * before the start is refused here as on the server; the server also refuses dates without
 * scheduled hours and overlaps with another request, and its reason shows in a toast.
 */
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { Button, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import {
  TIME_OFF_MESSAGES as M,
  TIME_OFF_TYPES,
  TIME_OFF_TYPE_LABEL,
  type TimeOffType,
} from '@daybook/contracts';
import { useSubmitTimeOff } from '../api/time-off-api';

const TYPE_OPTIONS = TIME_OFF_TYPES.map((t) => ({ value: t, label: TIME_OFF_TYPE_LABEL[t] }));

interface Errors {
  start?: string;
  end?: string;
}

/** Field errors of the form; empty when it may be sent. */
export function validateRange(start: string, end: string): Errors {
  const errors: Errors = {};
  if (!start) errors.start = 'Choose the first day off.';
  if (!end) errors.end = 'Choose the last day off.';
  if (start && end && end < start) errors.end = M.endBeforeStart;
  return errors;
}

export function RequestForm({
  establishmentId,
  opened,
  onClose,
}: {
  establishmentId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [type, setType] = useState<TimeOffType>('vacation');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = useSubmitTimeOff(establishmentId);

  const send = () => {
    const found = validateRange(start, end);
    setErrors(found);
    if (found.start || found.end) return;
    submit.mutate(
      { start_date: start, end_date: end, type, notes: notes.trim() || undefined },
      {
        onSuccess: () => {
          setStart('');
          setEnd('');
          setNotes('');
          onClose();
        },
      },
    );
  };

  return (
    <AppModal opened={opened} onClose={onClose} title="Request time off">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label="First day"
              required
              value={start}
              error={errors.start}
              onChange={(e) => setStart(e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label="Last day"
              required
              value={end}
              min={start || undefined}
              error={errors.end}
              onChange={(e) => setEnd(e.currentTarget.value)}
            />
          </Group>
          <Select
            label="Type"
            data={TYPE_OPTIONS}
            value={type}
            allowDeselect={false}
            onChange={(v) => v && setType(v as TimeOffType)}
          />
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            maxLength={2000}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={submit.isPending}>
              Submit request
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
