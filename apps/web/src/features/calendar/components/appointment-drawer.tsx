/** The appointment panel: details, status with history, and the status changes the role may make. */
import { useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  ColorSwatch,
  Divider,
  Drawer,
  Group,
  Skeleton,
  Stack,
  Text,
  Timeline,
} from '@mantine/core';
import {
  APPOINTMENT_STATUS_LABEL,
  type Appointment,
  type AppointmentStatus,
  type Role,
} from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { formatCurrency, formatDate } from '../../../lib/format';
import { APPOINTMENT_TEXTS, useAppointment } from '../api/calendar-api';
import { formatTimeRange, statusActions, type StatusAction } from '../lib/calendar-events';

export const STATUS_COLOR: Record<AppointmentStatus, string> = {
  booked: 'blue',
  confirmed: 'indigo',
  checked_in: 'teal',
  in_service: 'grape',
  completed: 'green',
  cancelled: 'gray',
  no_show: 'orange',
};

export function StatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light">
      {APPOINTMENT_STATUS_LABEL[status]}
    </Badge>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={80} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <div style={{ minWidth: 0 }}>{children}</div>
    </Group>
  );
}

const formatInstant = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export function AppointmentDrawer({
  establishmentId,
  timeZone,
  appointmentId,
  fallback,
  staffColor,
  role,
  userId,
  pendingStatus,
  onClose,
  onStatus,
}: {
  establishmentId: string;
  timeZone: string;
  appointmentId: string | null;
  /** The list's copy, shown while the full record (with history) loads. */
  fallback: Appointment | null;
  staffColor: string | null;
  role: Role;
  userId: string;
  pendingStatus: AppointmentStatus | null;
  onClose: () => void;
  onStatus: (status: AppointmentStatus) => Promise<unknown>;
}) {
  const item = useAppointment(establishmentId, appointmentId);
  const a = item.data ?? fallback;
  const [confirming, setConfirming] = useState<StatusAction | null>(null);
  const actions = a ? statusActions(a.status, { role, isOwn: a.staffId === userId }) : [];

  const run = (action: StatusAction) => {
    if (action.confirm && confirming?.status !== action.status) {
      setConfirming(action);
      return;
    }
    setConfirming(null);
    void onStatus(action.status)
      .then(() => item.refetch())
      .catch(() => undefined);
  };

  return (
    <Drawer.Root
      opened={appointmentId !== null}
      onClose={() => {
        setConfirming(null);
        onClose();
      }}
      position="right"
      size="md"
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header {...({ component: 'div' } as object)}>
          <Drawer.Title fw={600}>Appointment</Drawer.Title>
          <Drawer.CloseButton aria-label="Close appointment panel" />
        </Drawer.Header>
        <Drawer.Body>
          {!a ? (
            item.isError ? (
              <Alert color="red" role="alert" title={APPOINTMENT_TEXTS.fetchFailed}>
                {errorMessage(item.error, APPOINTMENT_TEXTS.fetchFailed)}
              </Alert>
            ) : (
              <Stack role="status" aria-label="Loading appointment">
                <Skeleton height={24} />
                <Skeleton height={120} />
              </Stack>
            )
          ) : (
            <Stack gap="md">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700} size="lg">
                  {a.clientName}
                </Text>
                <StatusBadge status={a.status} />
              </Group>
              <Stack gap={6}>
                <Row label="Service">
                  <Text size="sm">{a.serviceName}</Text>
                </Row>
                <Row label="Staff">
                  <Group gap={6} wrap="nowrap">
                    {staffColor && <ColorSwatch color={staffColor} size={12} />}
                    <Text size="sm">{a.staffName}</Text>
                  </Group>
                </Row>
                <Row label="When">
                  <Text size="sm">
                    {formatDate(a.date)}, {formatTimeRange(a.startTime, a.endTime)} ({a.duration} min)
                  </Text>
                </Row>
                <Row label="Price">
                  <Text size="sm">{formatCurrency(a.price)}</Text>
                </Row>
                {(a.isRequest || a.isPrebook) && (
                  <Row label="Flags">
                    <Group gap={6}>
                      {a.isRequest && <Badge variant="outline">Requested</Badge>}
                      {a.isPrebook && <Badge variant="outline">Prebooked</Badge>}
                    </Group>
                  </Row>
                )}
                <Row label="Notes">
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {a.notes ?? '—'}
                  </Text>
                </Row>
                <Row label="Memo">
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {a.memo ?? '—'}
                  </Text>
                </Row>
              </Stack>

              {actions.length > 0 && (
                <>
                  <Divider label="Change status" labelPosition="left" />
                  <Group gap="xs">
                    {actions.map((action) => (
                      <Button
                        key={action.status}
                        size="xs"
                        color={action.color}
                        variant={action.confirm ? 'outline' : 'light'}
                        loading={pendingStatus === action.status}
                        disabled={pendingStatus !== null && pendingStatus !== action.status}
                        onClick={() => run(action)}
                      >
                        {action.label}
                      </Button>
                    ))}
                  </Group>
                  {confirming && (
                    <Alert
                      color="red"
                      role="alertdialog"
                      aria-label="Confirm cancellation"
                      title="Cancel this appointment?"
                    >
                      <Stack gap="xs">
                        <Text size="sm">
                          {a.clientName}&rsquo;s {a.serviceName} will be cancelled and the time freed. This
                          cannot be undone.
                        </Text>
                        <Group gap="xs">
                          <Button size="xs" color="red" onClick={() => run(confirming)}>
                            Yes, cancel it
                          </Button>
                          <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                            Keep it
                          </Button>
                        </Group>
                      </Stack>
                    </Alert>
                  )}
                </>
              )}

              <Divider label="History" labelPosition="left" />
              {a.statusHistory ? (
                <Timeline active={a.statusHistory.length - 1} bulletSize={14} lineWidth={2}>
                  {a.statusHistory.map((h, i) => (
                    <Timeline.Item key={`${h.at}-${i}`} title={APPOINTMENT_STATUS_LABEL[h.status]}>
                      <Text size="xs" c="dimmed">
                        {formatInstant(h.at, timeZone)}
                        {h.byName ? ` · ${h.byName}` : ''}
                      </Text>
                    </Timeline.Item>
                  ))}
                </Timeline>
              ) : (
                <Skeleton height={40} />
              )}
            </Stack>
          )}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
