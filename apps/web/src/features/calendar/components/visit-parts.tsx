/**
 * The parts of a multi-service visit in the appointment panel: every appointment of the
 * loaded days that shares the visit id, in time order, the open one marked.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import type { Appointment } from '@daybook/contracts';
import { formatTimeRange } from '../../../lib/format';
import { AppointmentStatusBadge } from '../../../components/appointment-status-badge';

/** The appointments of `visitId` among `appointments`, ordered by date then start. */
export function visitParts(visitId: string, appointments: readonly Appointment[]): Appointment[] {
  return appointments
    .filter((a) => a.visitId === visitId)
    .sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
}

export function VisitParts({
  current,
  appointments,
  onOpen,
}: {
  current: Appointment;
  /** The calendar's loaded appointments. */
  appointments: readonly Appointment[];
  onOpen: (id: string) => void;
}) {
  if (!current.visitId) return null;
  const parts = visitParts(current.visitId, appointments);
  if (parts.length === 0) return null;
  return (
    <Stack gap={4} role="list" aria-label="Services of this visit">
      {parts.map((p, i) => (
        <Group key={p.id} gap="xs" wrap="nowrap" justify="space-between" role="listitem">
          <Text size="sm" fw={p.id === current.id ? 600 : 400} style={{ flex: 1, minWidth: 0 }}>
            {i + 1}. {formatTimeRange(p.startTime, p.endTime)} · {p.serviceName} · {p.staffName}
            {p.roomName ? ` · ${p.roomName}` : ''}
          </Text>
          {p.id === current.id ? (
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              this one
            </Text>
          ) : (
            <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
              <AppointmentStatusBadge status={p.status} />
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => onOpen(p.id)}
                aria-label={`Open ${p.serviceName}`}
              >
                Open
              </Button>
            </Group>
          )}
        </Group>
      ))}
    </Stack>
  );
}
