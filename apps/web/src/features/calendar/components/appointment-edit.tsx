/**
 * The appointment panel's editor for the front desk and above: notes, memo and room, saved
 * together with one PUT of the fields that changed.
 */
import { useState, type FormEvent } from 'react';
import { Button, Group, Select, Stack, Textarea } from '@mantine/core';
import {
  appointmentUpdateSchema,
  type Appointment,
  type AppointmentUpdate,
  type BookableResource,
} from '@daybook/contracts';
import { fieldErrors } from '../../../lib/form-errors';

/** The PUT body of the fields that differ from `a` (empty text clears to null); empty when nothing changed. */
export function editChanges(
  a: Pick<Appointment, 'notes' | 'memo' | 'room'>,
  values: { notes: string; memo: string; room: string | null },
): AppointmentUpdate {
  const body: AppointmentUpdate = {};
  const notes = values.notes.trim() === '' ? null : values.notes.trim();
  const memo = values.memo.trim() === '' ? null : values.memo.trim();
  if (notes !== a.notes) body.notes = notes;
  if (memo !== a.memo) body.memo = memo;
  if (values.room !== a.room) body.room = values.room;
  return body;
}

export function AppointmentEdit({
  appointment: a,
  rooms,
  saving,
  onSave,
}: {
  appointment: Appointment;
  /** The location's active rooms. */
  rooms: BookableResource[];
  saving: boolean;
  onSave: (body: AppointmentUpdate) => void;
}) {
  const [notes, setNotes] = useState(a.notes ?? '');
  const [memo, setMemo] = useState(a.memo ?? '');
  const [room, setRoom] = useState<string | null>(a.room);
  const [errors, setErrors] = useState<Record<string, string>>({});

  // The room it holds stays choosable even when it has since been deactivated.
  const roomOptions = rooms.map((r) => ({ value: r.id, label: r.name }));
  if (a.room && !rooms.some((r) => r.id === a.room)) {
    roomOptions.unshift({ value: a.room, label: `${a.roomName ?? 'Current room'} (inactive)` });
  }
  const changes = editChanges(a, { notes, memo, room });
  const dirty = Object.keys(changes).length > 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = appointmentUpdateSchema.safeParse(changes);
    const next = parsed.success ? {} : fieldErrors(parsed.error.issues);
    setErrors(next);
    if (Object.keys(next).length === 0 && dirty) onSave(changes);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit appointment">
      <Stack gap="xs">
        {roomOptions.length > 0 && (
          <Select
            label="Room"
            placeholder="No room"
            clearable
            data={roomOptions}
            value={room}
            error={errors.room}
            onChange={setRoom}
          />
        )}
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxLength={2000}
          value={notes}
          error={errors.notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <Textarea
          label="Memo"
          autosize
          minRows={2}
          maxLength={2000}
          value={memo}
          error={errors.memo}
          onChange={(e) => setMemo(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" size="xs" loading={saving} disabled={!dirty}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
