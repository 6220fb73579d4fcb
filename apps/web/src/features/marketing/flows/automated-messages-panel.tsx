/**
 * Automated messages (issue #32 "Automated messages (flows)"): for the chosen location, the
 * booking confirmation and the two reminders, each with its switch, its hours before the
 * appointment (reminders, 1–168) and its channels; the client flows (rebook nudge with its
 * weeks and each service's own, birthday, win-back with its days, review request with its
 * hours), saved together; each flow's own words through "Edit message" (message-editor.tsx),
 * saved with the rest at once; the reminders' results (reminder-results.tsx); and the recent
 * sends with their status and, when not sent, the reason.
 */
import { useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import {
  AUTOMATION_HOURS_MAX,
  AUTOMATION_HOURS_MIN,
  AUTOMATION_MESSAGES as M,
  AUTOMATION_WAIT_BOUNDS,
  type AutomationChannel,
  type AutomationClientFlow,
  type AutomationClientFlowSetting,
  type AutomationEditableFlow,
  type AutomationFlowSetting,
  type AutomationSend,
  type AutomationSendFlow,
} from '@daybook/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { LoadError } from '../../../components/load-error';
import { ApiError } from '../../../lib/api-client';
import { TintedBadge } from '../../../components/tinted-badge';
import { useAutomationSends, useAutomationSettings, useSaveAutomationSettings } from './automations-api';
import { MessageEditor, type OwnWords } from './message-editor';
import { ReminderResults } from './reminder-results';

/** What each flow and notice is called on screen. */
const FLOW_LABEL: Record<AutomationSendFlow, string> = {
  booking_confirmation: 'Booking confirmation',
  reminder_first: 'First reminder',
  reminder_second: 'Second reminder',
  appointment_moved: 'Appointment moved',
  appointment_cancelled: 'Appointment cancelled',
  rebook_nudge: 'Rebook nudge',
  birthday: 'Birthday',
  win_back: 'Win-back',
  review_request: 'Review request',
};

const CLIENT_FLOW_HINT: Record<AutomationClientFlow, string> = {
  rebook_nudge:
    'Marketing. Sent this many weeks after a completed service, unless the client has booked again.',
  birthday: "Marketing. Sent at 10:00 on the client's birthday, at their home location.",
  win_back: 'Marketing. Sent this many days after the last visit, unless the client has booked again.',
  review_request: 'Sent this many hours after a completed visit; follows the reminders consent.',
};

const WAIT_LABEL: Record<AutomationClientFlow, string> = {
  rebook_nudge: 'Weeks after',
  birthday: '',
  win_back: 'Days away',
  review_request: 'Hours after',
};

const WAIT_ERROR: Record<AutomationClientFlow, string> = {
  rebook_nudge: M.waitRebook,
  birthday: M.waitBirthday,
  win_back: M.waitWinBack,
  review_request: M.waitReview,
};

const inBounds = (n: number | null, min: number, max: number) =>
  n !== null && Number.isInteger(n) && n >= min && n <= max;

function waitValid(f: AutomationClientFlowSetting): boolean {
  const bounds = AUTOMATION_WAIT_BOUNDS[f.flow];
  return bounds ? inBounds(f.wait, bounds.min, bounds.max) : f.wait === null;
}

const toNumber = (v: string | number) => (typeof v === 'number' ? v : Number(v) || 0);

const FLOW_HINT: Record<AutomationFlowSetting['flow'], string> = {
  booking_confirmation: 'Sent when an appointment is booked; moved and cancelled notices follow it.',
  reminder_first: 'Sent this many hours before the appointment.',
  reminder_second: 'Sent this many hours before the appointment.',
};

const CHANNEL_LABEL: Record<AutomationChannel, string> = { email: 'Email', sms: 'Text' };

const STATUS_COLOR: Record<AutomationSend['status'], string> = {
  sent: 'green',
  skipped: 'gray',
  failed: 'red',
};

export interface AutomatedMessagesPanelProps {
  /** The locations the person manages; the first is chosen at first. */
  establishments: readonly { id: string; name: string }[];
}

/** The panel: a location picker (with more than one), its flows' form, its results and its recent sends. */
export function AutomatedMessagesPanel({ establishments }: AutomatedMessagesPanelProps) {
  const [establishmentId, setEstablishmentId] = useState(establishments[0]?.id ?? '');
  if (!establishmentId) return <Text c="dimmed">No location to set up.</Text>;
  return (
    <Stack gap="lg">
      {establishments.length > 1 && (
        <Select
          label="Location"
          data={establishments.map((e) => ({ value: e.id, label: e.name }))}
          value={establishmentId}
          onChange={(v) => v && setEstablishmentId(v)}
          allowDeselect={false}
          maw={320}
        />
      )}
      <FlowsForm
        key={establishmentId}
        establishmentId={establishmentId}
        locationName={establishments.find((e) => e.id === establishmentId)?.name ?? ''}
      />
      <ReminderResults establishmentId={establishmentId} />
      <RecentSends establishmentId={establishmentId} />
    </Stack>
  );
}

function FlowsForm({ establishmentId, locationName }: { establishmentId: string; locationName: string }) {
  const settings = useAutomationSettings(establishmentId);
  const save = useSaveAutomationSettings();
  const [flows, setFlows] = useState<AutomationFlowSetting[] | null>(null);
  const [clientFlows, setClientFlows] = useState<AutomationClientFlowSetting[] | null>(null);
  const [editing, setEditing] = useState<AutomationEditableFlow | null>(null);
  useEffect(() => {
    if (settings.data) {
      setFlows(settings.data.flows);
      setClientFlows(settings.data.clientFlows);
    }
  }, [settings.data]);

  if (settings.error)
    return <LoadError title={M.loadFailed} error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!flows || !clientFlows || !settings.data) return <Text c="dimmed">Loading automated messages…</Text>;

  const change = (i: number, part: Partial<AutomationFlowSetting>) =>
    setFlows(flows.map((f, j) => (j === i ? { ...f, ...part } : f)));
  const hoursValid = (f: AutomationFlowSetting) =>
    f.hoursBefore === null ||
    (Number.isInteger(f.hoursBefore) &&
      f.hoursBefore >= AUTOMATION_HOURS_MIN &&
      f.hoursBefore <= AUTOMATION_HOURS_MAX);
  const edited = [...flows, ...clientFlows].find((f) => f.flow === editing);
  /** Saves every flow as on screen, with `own` as the edited flow's words; the dialog closes once saved. */
  const saveWords = (own: OwnWords) => {
    const withOwn = <T extends { flow: string }>(f: T): T => (f.flow === editing ? { ...f, ...own } : f);
    save.mutate(
      { establishmentId, flows: flows.map(withOwn), clientFlows: clientFlows.map(withOwn) },
      { onSuccess: () => setEditing(null) },
    );
  };
  const openEditor = (flow: AutomationEditableFlow) => {
    save.reset();
    setEditing(flow);
  };
  const valid =
    flows.every((f) => hoursValid(f) && f.channels.length > 0) &&
    clientFlows.every(
      (f) => waitValid(f) && f.channels.length > 0 && f.serviceWeeks.every((w) => inBounds(w.weeks, 1, 52)),
    );

  return (
    <Stack gap="sm">
      <Title order={3}>Automated messages</Title>
      {flows.map((f, i) => (
        <Paper key={f.flow} withBorder p="md">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={2}>
              <Text fw={600}>{FLOW_LABEL[f.flow]}</Text>
              <Text size="sm" c="dimmed">
                {FLOW_HINT[f.flow]}
              </Text>
            </Stack>
            <Switch
              label={f.enabled ? 'On' : 'Off'}
              aria-label={`${FLOW_LABEL[f.flow]} on`}
              checked={f.enabled}
              onChange={(e) => change(i, { enabled: e.currentTarget.checked })}
            />
          </Group>
          <Group mt="sm" gap="xl" align="flex-start">
            {f.hoursBefore !== null && (
              <NumberInput
                label="Hours before"
                aria-label={`${FLOW_LABEL[f.flow]} hours before`}
                min={AUTOMATION_HOURS_MIN}
                max={AUTOMATION_HOURS_MAX}
                allowDecimal={false}
                value={f.hoursBefore}
                onChange={(v) => change(i, { hoursBefore: typeof v === 'number' ? v : Number(v) || 0 })}
                error={hoursValid(f) ? null : M.hoursBefore}
                w={140}
              />
            )}
            <ChannelChoice
              label={FLOW_LABEL[f.flow]}
              channels={f.channels}
              onChange={(channels) => change(i, { channels })}
            />
          </Group>
          <EditWords label={FLOW_LABEL[f.flow]} own={f} onEdit={() => openEditor(f.flow)} />
        </Paper>
      ))}
      <Title order={4}>Client messages</Title>
      <ClientFlows
        flows={clientFlows}
        services={settings.data.services}
        onChange={setClientFlows}
        onEdit={openEditor}
      />
      <Text size="xs" c="dimmed">
        Texts go out between 08:00 and 21:00 at the location; clients who turned reminders off are skipped,
        and marketing messages go only to clients who opted in, with an unsubscribe link.
      </Text>
      <Group>
        <Button
          loading={save.isPending}
          disabled={!valid}
          onClick={() => save.mutate({ establishmentId, flows, clientFlows })}
        >
          Save
        </Button>
      </Group>
      {editing && edited && (
        <MessageEditor
          flow={editing}
          label={FLOW_LABEL[editing]}
          own={{ subject: edited.subject, body: edited.body }}
          locationName={locationName}
          serviceName={settings.data.services[0]?.name ?? 'Haircut'}
          bookingUrl={`${window.location.origin}/book/${establishmentId}`}
          saving={save.isPending}
          error={
            save.error ? (save.error instanceof ApiError && save.error.serverMessage) || M.saveFailed : null
          }
          onSave={saveWords}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

/** Whether a flow speaks in its own words, and the button that opens its editor. */
function EditWords({ label, own, onEdit }: { label: string; own: OwnWords; onEdit: () => void }) {
  const mine = own.subject !== null || own.body !== null;
  return (
    <Group mt="sm" gap="sm">
      <Button variant="default" size="xs" onClick={onEdit} aria-label={`Edit message: ${label}`}>
        Edit message
      </Button>
      <Text size="sm" c="dimmed">
        {mine ? 'Your own wording' : 'Standard wording'}
      </Text>
    </Group>
  );
}

function ChannelChoice({
  label,
  channels,
  onChange,
}: {
  label: string;
  channels: AutomationChannel[];
  onChange: (channels: AutomationChannel[]) => void;
}) {
  return (
    <Checkbox.Group
      label="Channels"
      value={channels}
      onChange={(v) => onChange(v as AutomationChannel[])}
      error={channels.length > 0 ? null : M.channels}
    >
      <Group mt={6}>
        {(['email', 'sms'] as const).map((c) => (
          <Checkbox
            key={c}
            value={c}
            label={CHANNEL_LABEL[c]}
            aria-label={`${label} by ${CHANNEL_LABEL[c]}`}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/** The client flows' cards; the rebook nudge lists each service with its own weeks (empty: the flow's). */
function ClientFlows({
  flows,
  services,
  onChange,
  onEdit,
}: {
  flows: AutomationClientFlowSetting[];
  services: readonly { id: string; name: string }[];
  onChange: (flows: AutomationClientFlowSetting[]) => void;
  onEdit: (flow: AutomationClientFlowSetting['flow']) => void;
}) {
  const change = (i: number, part: Partial<AutomationClientFlowSetting>) =>
    onChange(flows.map((f, j) => (j === i ? { ...f, ...part } : f)));
  const setServiceWeeks = (i: number, serviceId: string, weeks: number | null) => {
    const others = flows[i]!.serviceWeeks.filter((w) => w.serviceId !== serviceId);
    change(i, { serviceWeeks: weeks === null ? others : [...others, { serviceId, weeks }] });
  };
  return (
    <>
      {flows.map((f, i) => {
        const label = FLOW_LABEL[f.flow];
        const bounds = AUTOMATION_WAIT_BOUNDS[f.flow];
        return (
          <Paper key={f.flow} withBorder p="md">
            <Group justify="space-between" align="flex-start" wrap="wrap">
              <Stack gap={2}>
                <Text fw={600}>{label}</Text>
                <Text size="sm" c="dimmed">
                  {CLIENT_FLOW_HINT[f.flow]}
                </Text>
              </Stack>
              <Switch
                label={f.enabled ? 'On' : 'Off'}
                aria-label={`${label} on`}
                checked={f.enabled}
                onChange={(e) => change(i, { enabled: e.currentTarget.checked })}
              />
            </Group>
            <Group mt="sm" gap="xl" align="flex-start">
              {bounds && (
                <NumberInput
                  label={WAIT_LABEL[f.flow]}
                  aria-label={`${label} ${WAIT_LABEL[f.flow].toLowerCase()}`}
                  min={bounds.min}
                  max={bounds.max}
                  allowDecimal={false}
                  value={f.wait ?? ''}
                  onChange={(v) => change(i, { wait: toNumber(v) })}
                  error={waitValid(f) ? null : WAIT_ERROR[f.flow]}
                  w={140}
                />
              )}
              <ChannelChoice
                label={label}
                channels={f.channels}
                onChange={(channels) => change(i, { channels })}
              />
            </Group>
            {f.flow === 'rebook_nudge' && services.length > 0 && (
              <Stack gap={4} mt="sm">
                <Text size="sm" fw={500}>
                  Weeks per service (empty: {f.wait ?? '—'} weeks)
                </Text>
                {services.map((s) => {
                  const own = f.serviceWeeks.find((w) => w.serviceId === s.id);
                  return (
                    <Group key={s.id} gap="sm">
                      <Text size="sm" w={220} truncate>
                        {s.name}
                      </Text>
                      <NumberInput
                        aria-label={`${s.name} rebook weeks`}
                        placeholder={String(f.wait ?? '')}
                        min={1}
                        max={52}
                        allowDecimal={false}
                        value={own?.weeks ?? ''}
                        onChange={(v) => setServiceWeeks(i, s.id, v === '' ? null : toNumber(v))}
                        error={own && !inBounds(own.weeks, 1, 52) ? M.serviceWeeks : null}
                        w={100}
                        size="xs"
                      />
                    </Group>
                  );
                })}
              </Stack>
            )}
            <EditWords label={label} own={f} onEdit={() => onEdit(f.flow)} />
          </Paper>
        );
      })}
    </>
  );
}

const SEND_COLUMNS: DataTableColumn<AutomationSend>[] = [
  {
    accessor: 'createdAt',
    title: 'When',
    render: (r) => new Date(r.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
  },
  { accessor: 'clientName', title: 'Client' },
  {
    accessor: 'appointmentStartsAt',
    title: 'About',
    render: (r) =>
      r.appointmentStartsAt
        ? new Date(r.appointmentStartsAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
        : '',
  },
  { accessor: 'flow', title: 'Message', render: (r) => FLOW_LABEL[r.flow] },
  { accessor: 'channel', title: 'Channel', render: (r) => CHANNEL_LABEL[r.channel] },
  {
    accessor: 'status',
    title: 'Status',
    render: (r) => <TintedBadge color={STATUS_COLOR[r.status]}>{r.status}</TintedBadge>,
  },
  { accessor: 'reason', title: 'Reason', render: (r) => r.reason ?? '' },
];

function RecentSends({ establishmentId }: { establishmentId: string }) {
  const [page, setPage] = useState(1);
  const sends = useAutomationSends(establishmentId, page);
  return (
    <Stack gap="sm">
      <Title order={3}>Recent sends</Title>
      <DataTable
        label="Recent sends"
        columns={SEND_COLUMNS}
        records={sends.data?.sends}
        loadingLabel="Loading recent sends"
        error={
          sends.error
            ? { title: M.sendsFailed, error: sends.error, onRetry: () => void sends.refetch() }
            : null
        }
        empty={<Text c="dimmed">Nothing sent yet.</Text>}
        busy={sends.isPlaceholderData}
        paging={
          sends.data && {
            page: sends.data.page,
            pageSize: sends.data.pageSize,
            total: sends.data.total,
            noun: 'message',
            onPage: setPage,
          }
        }
      />
    </Stack>
  );
}
