/**
 * The appointment panel: the client (a link to their CRM page when the booking is for a client
 * record), details (room, processing window, the other services of its visit),
 * status with history, the status changes the role may make (cancelling and marking a no-show
 * ask first, with an optional reason), and for the front desk and above editing notes, memo and
 * room, and deleting the appointment.
 */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  ColorSwatch,
  Divider,
  Drawer,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  Timeline,
} from '@mantine/core';
import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_STATUS_REASON_LABEL,
  APPOINTMENT_STATUS_REASONS,
  APPOINTMENT_STATUS_TITLE,
  type Appointment,
  type AppointmentStatus,
  type AppointmentStatusReason,
  type AppointmentUpdate,
  type BookableResource,
  type Role,
} from '@daybook/contracts';
import { errorMessage } from '../../../lib/api-client';
import { formatCurrency, formatDate, formatShortRange, formatTimeRange } from '../../../lib/format';
import { canCheckOut } from '../../../lib/visit-checkout';
import { useAppointment } from '../api/calendar-api';
import {
  canDeleteAppointments,
  canManageAppointments,
  isSold,
  statusActions,
  type StatusAction,
} from '../lib/calendar-events';
import { toDateString, toTimeString, wallClockNow } from '../lib/wall-clock';
import { AppointmentEdit } from './appointment-edit';
import { ClientCard } from './client-card';
import { AppointmentStatusBadge } from '../../../components/appointment-status-badge';
import { VisitParts } from './visit-parts';

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

const REASON_OPTIONS = APPOINTMENT_STATUS_REASONS.map((r) => ({
  value: r,
  label: APPOINTMENT_STATUS_REASON_LABEL[r],
}));

/** The confirmation's words for each status that asks first (cancelled, no-show); its title names it. */
const CONFIRM_TEXT: Partial<Record<AppointmentStatus, { title: string; outcome: string; yes: string }>> = {
  cancelled: {
    title: 'Cancel this appointment?',
    outcome: 'cancelled',
    yes: 'Yes, cancel it',
  },
  no_show: {
    title: 'Mark this client as a no-show?',
    outcome: 'marked as a no-show',
    yes: 'Yes, mark no-show',
  },
};

const formatInstant = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** 'Processing 10:30–11:15 AM — staff free', or null without a window. */
export function processingLabel(
  a: Pick<Appointment, 'processingStartTime' | 'processingEndTime'>,
): string | null {
  if (a.processingStartTime === null || a.processingEndTime === null) return null;
  return `Processing ${formatShortRange(a.processingStartTime, a.processingEndTime)} — staff free`;
}

function DeleteConfirm({
  appointment: a,
  deleting,
  onConfirm,
  onKeep,
}: {
  appointment: Appointment;
  deleting: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  return (
    <Alert color="red" role="alertdialog" title="Delete this appointment?">
      <Stack gap="xs">
        <Text size="sm">
          {a.clientName}&rsquo;s {a.serviceName} is removed with its history
          {a.visitId ? '; the other services of the visit stay booked' : ''}. This cannot be undone. To keep a
          record, cancel it instead.
        </Text>
        <Group gap="xs">
          <Button size="xs" color="red" loading={deleting} onClick={onConfirm}>
            Yes, delete it
          </Button>
          <Button size="xs" variant="default" onClick={onKeep}>
            Keep it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

export function AppointmentDrawer({
  establishmentId,
  timeZone,
  appointmentId,
  fallback,
  dayAppointments,
  rooms,
  staffColor,
  role,
  userId,
  pendingStatus,
  saving,
  deleting,
  onClose,
  onOpen,
  onStatus,
  onSave,
  onDelete,
}: {
  establishmentId: string;
  timeZone: string;
  appointmentId: string | null;
  /** The list's copy, shown while the full record (with history) loads. */
  fallback: Appointment | null;
  /** The calendar's loaded appointments: where the other services of a visit are found. */
  dayAppointments: readonly Appointment[];
  /** The location's active rooms. */
  rooms: BookableResource[];
  staffColor: string | null;
  role: Role;
  userId: string;
  pendingStatus: AppointmentStatus | null;
  saving: boolean;
  deleting: boolean;
  onClose: () => void;
  /** Shows another appointment (a part of the same visit) in the panel. */
  onOpen: (id: string) => void;
  /** `reason`: why it was cancelled or a no-show (null: none given, and for other statuses). */
  onStatus: (status: AppointmentStatus, reason: AppointmentStatusReason | null) => Promise<unknown>;
  onSave: (body: AppointmentUpdate) => Promise<unknown>;
  onDelete: (a: Appointment) => Promise<unknown>;
}) {
  const item = useAppointment(establishmentId, appointmentId);
  // The full record once it is this appointment's (not the previous one's while switching).
  const a = item.data?.id === appointmentId ? item.data : fallback;
  const [confirming, setConfirming] = useState<StatusAction | null>(null);
  const [reason, setReason] = useState<AppointmentStatusReason | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const clock = wallClockNow(timeZone);
  const now = { date: toDateString(clock), time: toTimeString(clock) };
  const actions = a ? statusActions(a, { role, isOwn: a.staffId === userId, now }) : [];
  const waiting = actions.filter((x) => x.notYet !== null);
  const canEdit = canManageAppointments(role);
  const canDelete = canDeleteAppointments(role);
  const processing = a ? processingLabel(a) : null;
  const words = confirming ? CONFIRM_TEXT[confirming.status] : undefined;

  const run = (action: StatusAction) => {
    if (action.confirm && confirming?.status !== action.status) {
      setConfirming(action);
      setReason(null);
      return;
    }
    setConfirming(null);
    void onStatus(action.status, action.confirm ? reason : null)
      .then(() => item.refetch())
      .catch(() => undefined);
  };

  const close = () => {
    setConfirming(null);
    setConfirmDelete(false);
    onClose();
  };

  return (
    <Drawer.Root opened={appointmentId !== null} onClose={close} position="right" size="md">
      <Drawer.Overlay />
      <Drawer.Content className="daybook-appointment-panel">
        <Drawer.Header {...({ component: 'div' } as object)}>
          <Drawer.Title fw={600}>Appointment</Drawer.Title>
          <Drawer.CloseButton aria-label="Close appointment panel" />
        </Drawer.Header>
        <Drawer.Body>
          {!a ? (
            item.isError ? (
              <Alert color="red" role="alert" title={APPOINTMENT_MESSAGES.fetchFailed}>
                {errorMessage(item.error, APPOINTMENT_MESSAGES.fetchFailed)}
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
                {a.clientId ? (
                  <Anchor
                    component={Link}
                    to={`/crm/clients/${a.clientId}`}
                    fw={700}
                    size="lg"
                    title="Open the client's page"
                  >
                    {a.clientName}
                  </Anchor>
                ) : (
                  <Text fw={700} size="lg">
                    {a.clientName}
                  </Text>
                )}
                <AppointmentStatusBadge status={a.status} />
              </Group>
              <ClientCard appointment={a} />
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
                  {processing && (
                    <Text size="sm" c="teal.8" data-testid="processing-window">
                      {processing}
                    </Text>
                  )}
                </Row>
                {a.statusReason && (
                  <Row label="Reason">
                    <Text size="sm">{APPOINTMENT_STATUS_REASON_LABEL[a.statusReason]}</Text>
                  </Row>
                )}
                <Row label="Room">
                  <Text size="sm">{a.roomName ?? '—'}</Text>
                </Row>
                <Row label="Price">
                  <Group gap={6}>
                    <Text size="sm">{formatCurrency(a.price)}</Text>
                    {a.paid && (
                      <Badge color="teal.9" variant="filled">
                        Paid
                      </Badge>
                    )}
                  </Group>
                </Row>
                {(a.isRequest || a.isPrebook) && (
                  <Row label="Flags">
                    <Group gap={6}>
                      {a.isRequest && <Badge variant="outline">Requested</Badge>}
                      {a.isPrebook && <Badge variant="outline">Prebooked</Badge>}
                    </Group>
                  </Row>
                )}
                {!canEdit && (
                  <>
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
                  </>
                )}
              </Stack>

              {a.visitId && (
                <>
                  <Divider label="Visit" labelPosition="left" />
                  <VisitParts current={a} appointments={dayAppointments} onOpen={onOpen} />
                </>
              )}

              {canCheckOut(a, role) && (
                <Button component={Link} to={`/register?appointment=${a.id}`} color="teal.9">
                  Checkout
                </Button>
              )}

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
                        disabled={
                          action.notYet !== null ||
                          (pendingStatus !== null && pendingStatus !== action.status)
                        }
                        onClick={() => run(action)}
                      >
                        {action.label}
                      </Button>
                    ))}
                  </Group>
                  {waiting.length > 0 && (
                    <Stack gap={2} data-testid="status-not-yet">
                      {waiting.map((x) => (
                        <Text key={x.status} size="xs" c="dimmed">
                          {x.label}: {x.notYet}
                        </Text>
                      ))}
                    </Stack>
                  )}
                  {confirming && words && (
                    <Alert color="red" role="alertdialog" title={words.title}>
                      <Stack gap="xs">
                        <Text size="sm">
                          {a.clientName}&rsquo;s {a.serviceName} will be {words.outcome} and the time freed.
                          This cannot be undone.
                        </Text>
                        <Select
                          label="Reason (optional)"
                          placeholder="No reason given"
                          size="xs"
                          clearable
                          data={REASON_OPTIONS}
                          value={reason}
                          onChange={(v) => setReason(APPOINTMENT_STATUS_REASONS.find((r) => r === v) ?? null)}
                        />
                        <Group gap="xs">
                          <Button size="xs" color="red" onClick={() => run(confirming)}>
                            {words.yes}
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

              {canEdit && (
                <>
                  <Divider label="Details" labelPosition="left" />
                  <AppointmentEdit
                    key={`${a.id}-${a.updatedAt}`}
                    appointment={a}
                    rooms={rooms}
                    saving={saving}
                    onSave={(body) => void onSave(body).catch(() => undefined)}
                  />
                </>
              )}

              <Divider label="History" labelPosition="left" />
              {a.statusHistory ? (
                <Timeline active={a.statusHistory.length - 1} bulletSize={14} lineWidth={2}>
                  {a.statusHistory.map((h, i) => (
                    <Timeline.Item key={`${h.at}-${i}`} title={APPOINTMENT_STATUS_TITLE[h.status]}>
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

              {canDelete && (
                <>
                  <Divider />
                  {isSold(a) ? (
                    <Text size="xs" c="dimmed" data-testid="sold-no-delete">
                      {APPOINTMENT_MESSAGES.paidNoDelete}
                    </Text>
                  ) : confirmDelete ? (
                    <DeleteConfirm
                      appointment={a}
                      deleting={deleting}
                      onKeep={() => setConfirmDelete(false)}
                      onConfirm={() =>
                        void onDelete(a)
                          .then(close)
                          .catch(() => undefined)
                      }
                    />
                  ) : (
                    <Group>
                      <Button size="xs" color="red" variant="subtle" onClick={() => setConfirmDelete(true)}>
                        Delete appointment
                      </Button>
                    </Group>
                  )}
                </>
              )}
            </Stack>
          )}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
