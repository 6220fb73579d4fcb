/**
 * Automated messages (issue #32 "Automated messages (flows)"): for the chosen location, the
 * booking confirmation and the two reminders, each with its switch, its hours before the
 * appointment (reminders, 1–168) and its channels, saved together; and the recent sends with
 * their status and, when not sent, the reason.
 */
import { useEffect, useState } from 'react';
import {
  Badge,
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
  type AutomationChannel,
  type AutomationFlowSetting,
  type AutomationSend,
  type AutomationSendFlow,
} from '@daybook/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { LoadError } from '../../../components/load-error';
import { useAutomationSends, useAutomationSettings, useSaveAutomationSettings } from './automations-api';

/** What each flow and notice is called on screen. */
const FLOW_LABEL: Record<AutomationSendFlow, string> = {
  booking_confirmation: 'Booking confirmation',
  reminder_first: 'First reminder',
  reminder_second: 'Second reminder',
  appointment_moved: 'Appointment moved',
  appointment_cancelled: 'Appointment cancelled',
};

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

/** The panel: a location picker (with more than one), its flows' form and its recent sends. */
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
      <FlowsForm key={establishmentId} establishmentId={establishmentId} />
      <RecentSends establishmentId={establishmentId} />
    </Stack>
  );
}

function FlowsForm({ establishmentId }: { establishmentId: string }) {
  const settings = useAutomationSettings(establishmentId);
  const save = useSaveAutomationSettings();
  const [flows, setFlows] = useState<AutomationFlowSetting[] | null>(null);
  useEffect(() => {
    if (settings.data) setFlows(settings.data.flows);
  }, [settings.data]);

  if (settings.error)
    return <LoadError title={M.loadFailed} error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!flows) return <Text c="dimmed">Loading automated messages…</Text>;

  const change = (i: number, part: Partial<AutomationFlowSetting>) =>
    setFlows(flows.map((f, j) => (j === i ? { ...f, ...part } : f)));
  const hoursValid = (f: AutomationFlowSetting) =>
    f.hoursBefore === null ||
    (Number.isInteger(f.hoursBefore) &&
      f.hoursBefore >= AUTOMATION_HOURS_MIN &&
      f.hoursBefore <= AUTOMATION_HOURS_MAX);
  const valid = flows.every((f) => hoursValid(f) && f.channels.length > 0);

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
            <Checkbox.Group
              label="Channels"
              value={f.channels}
              onChange={(v) => change(i, { channels: v as AutomationChannel[] })}
              error={f.channels.length > 0 ? null : M.channels}
            >
              <Group mt={6}>
                {(['email', 'sms'] as const).map((c) => (
                  <Checkbox
                    key={c}
                    value={c}
                    label={CHANNEL_LABEL[c]}
                    aria-label={`${FLOW_LABEL[f.flow]} by ${CHANNEL_LABEL[c]}`}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          </Group>
        </Paper>
      ))}
      <Text size="xs" c="dimmed">
        Texts go out between 08:00 and 21:00 at the location; clients who turned reminders off are skipped.
      </Text>
      <Group>
        <Button
          loading={save.isPending}
          disabled={!valid}
          onClick={() => save.mutate({ establishmentId, flows })}
        >
          Save
        </Button>
      </Group>
    </Stack>
  );
}

const SEND_COLUMNS: DataTableColumn<AutomationSend>[] = [
  {
    accessor: 'createdAt',
    title: 'When',
    render: (r) => new Date(r.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
  },
  { accessor: 'clientName', title: 'Client' },
  { accessor: 'flow', title: 'Message', render: (r) => FLOW_LABEL[r.flow] },
  { accessor: 'channel', title: 'Channel', render: (r) => CHANNEL_LABEL[r.channel] },
  {
    accessor: 'status',
    title: 'Status',
    render: (r) => (
      <Badge color={STATUS_COLOR[r.status]} variant="light">
        {r.status}
      </Badge>
    ),
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
