/**
 * What approving leave does with each booked appointment inside it (issue #28): move it to
 * another date and time, reassign it to a free staff member who performs the service, or cancel
 * it and email the client. Approval waits until each has a complete choice.
 */
import { Group, Paper, Select, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { StaffMember, TimeOffClash, TimeOffClashAction, TimeOffResolution } from '@daybook/contracts';
import { useFreeStaff } from '../api/time-off-api';

/** One clash's choice as the form holds it (fields may still be empty). */
export interface ClashChoice {
  action: TimeOffClashAction | null;
  date: string;
  startTime: string;
  staffId: string | null;
}

export const EMPTY_CHOICE: ClashChoice = { action: null, date: '', startTime: '', staffId: null };

const ACTIONS = [
  { value: 'move', label: 'Move' },
  { value: 'reassign', label: 'Reassign' },
  { value: 'cancel', label: 'Cancel and notify' },
];

/** The clash's start in the location's zone: 'YYYY-MM-DD' and 'HH:MM'. */
export function localStart(startsAt: string, timeZone: string): { date: string; startTime: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(startsAt))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, startTime: `${parts.hour}:${parts.minute}` };
}

/** The body's resolutions when every clash has a complete choice; null otherwise. */
export function toResolutions(
  clashes: readonly TimeOffClash[],
  choices: Readonly<Record<string, ClashChoice>>,
): TimeOffResolution[] | null {
  const out: TimeOffResolution[] = [];
  for (const c of clashes) {
    const choice = choices[c.appointmentId] ?? EMPTY_CHOICE;
    const appointmentId = c.appointmentId;
    if (choice.action === 'cancel') out.push({ appointmentId, action: 'cancel' });
    else if (choice.action === 'reassign' && choice.staffId)
      out.push({ appointmentId, action: 'reassign', staffId: choice.staffId });
    else if (choice.action === 'move' && choice.date && choice.startTime)
      out.push({ appointmentId, action: 'move', date: choice.date, startTime: choice.startTime });
    else return null;
  }
  return out;
}

function ClashRow({
  establishmentId,
  clash,
  label,
  timeZone,
  staff,
  choice,
  onChange,
}: {
  establishmentId: string;
  clash: TimeOffClash;
  label: string;
  timeZone: string;
  staff: readonly StaffMember[];
  choice: ClashChoice;
  onChange: (next: ClashChoice) => void;
}) {
  const start = localStart(clash.startsAt, timeZone);
  const free = useFreeStaff(
    establishmentId,
    choice.action === 'reassign' ? { ...start, serviceId: clash.serviceId } : null,
  );
  const freeOptions = (free.data ?? [])
    .filter((id) => id !== clash.staffId)
    .map((id) => ({ value: id, label: staff.find((p) => p.id === id)?.name ?? 'Staff member' }));
  return (
    <Paper withBorder p="sm" role="group" aria-label={label}>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <SegmentedControl
          aria-label={`What to do with ${label}`}
          size="xs"
          fullWidth
          data={ACTIONS}
          value={choice.action ?? ''}
          onChange={(v) => onChange({ ...choice, action: v as TimeOffClashAction })}
        />
        {choice.action === 'move' && (
          <Group grow gap="xs">
            <TextInput
              type="date"
              label="New date"
              size="xs"
              value={choice.date}
              onChange={(e) => onChange({ ...choice, date: e.currentTarget.value })}
            />
            <TextInput
              type="time"
              label="New time"
              size="xs"
              step={300}
              value={choice.startTime}
              onChange={(e) => onChange({ ...choice, startTime: e.currentTarget.value })}
            />
          </Group>
        )}
        {choice.action === 'reassign' && (
          <Select
            label="Reassign to"
            size="xs"
            placeholder={free.isPending ? 'Finding who is free…' : 'Choose a staff member'}
            data={freeOptions}
            value={choice.staffId}
            onChange={(v) => onChange({ ...choice, staffId: v })}
            nothingFoundMessage="Nobody who performs this service is free then."
            error={
              free.isSuccess && freeOptions.length === 0
                ? 'Nobody who performs this service is free then; move or cancel it instead.'
                : undefined
            }
          />
        )}
        {choice.action === 'cancel' && (
          <Text size="xs" c="dimmed">
            The appointment is cancelled and the client is emailed when they have an address.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** A choice per clash; `describe` words each appointment (its time, service and client). */
export function ClashChoices({
  establishmentId,
  clashes,
  timeZone,
  staff,
  choices,
  describe,
  onChange,
}: {
  establishmentId: string;
  clashes: readonly TimeOffClash[];
  timeZone: string;
  staff: readonly StaffMember[];
  choices: Readonly<Record<string, ClashChoice>>;
  describe: (clash: TimeOffClash) => string;
  onChange: (next: Record<string, ClashChoice>) => void;
}) {
  return (
    <Stack gap="xs" aria-label="Clashing appointments">
      {clashes.map((c) => (
        <ClashRow
          key={c.appointmentId}
          establishmentId={establishmentId}
          clash={c}
          label={describe(c)}
          timeZone={timeZone}
          staff={staff}
          choice={choices[c.appointmentId] ?? EMPTY_CHOICE}
          onChange={(next) => onChange({ ...choices, [c.appointmentId]: next })}
        />
      ))}
    </Stack>
  );
}
