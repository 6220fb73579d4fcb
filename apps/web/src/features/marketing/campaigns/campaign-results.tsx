/**
 * A campaign past its draft (issue #32 "Campaigns"): a scheduled one with its send time and
 * Unschedule; a sending, sent or cancelled one with its results as stat cards (rates of the
 * sent), the progress while it sends (read again every few seconds), Cancel sending, and its
 * recipients by status.
 */
import { useState } from 'react';
import { Button, Group, Paper, Progress, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  CAMPAIGN_ATTRIBUTION_DAYS,
  CAMPAIGN_MESSAGES as M,
  CAMPAIGN_RECIPIENT_STATUSES,
  type Campaign,
  type CampaignRecipient,
  type CampaignRecipientStatus,
} from '@daybook/contracts';
import { AppModal } from '../../../components/app-modal';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import {
  CHANNEL_LABEL,
  RECIPIENT_STATUS_LABEL,
  campaignWhen,
  formatInstant,
  percentOf,
} from './campaign-format';
import { CampaignStatusBadge } from './campaign-status-badge';
import { useCampaignRecipients, useCancelCampaign, useUnscheduleCampaign } from './campaigns-api';

export interface CampaignResultsProps {
  campaign: Campaign;
  /** The campaign's location's zone, for its times. */
  timeZone: string | undefined;
  onBack: () => void;
}

export function CampaignResults({ campaign: c, timeZone, onBack }: CampaignResultsProps) {
  const unschedule = useUnscheduleCampaign();
  const cancel = useCancelCampaign();
  const [cancelling, setCancelling] = useState(false);
  const when = campaignWhen(c);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="campaign-results-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={3} id="campaign-results-title">
              {c.name}
            </Title>
            <Group gap="xs">
              <CampaignStatusBadge status={c.status} />
              <Text size="sm" c="dimmed">
                {CHANNEL_LABEL[c.channel]} to {c.segmentName ?? 'a deleted segment'}
                {when && ` · ${when.label} ${formatInstant(when.iso, timeZone)}`}
              </Text>
            </Group>
          </Stack>
          <Group gap="sm">
            {c.status === 'scheduled' && (
              <Button
                variant="default"
                loading={unschedule.isPending}
                onClick={() => unschedule.mutate(c.id)}
              >
                Unschedule
              </Button>
            )}
            {c.status === 'sending' && (
              <Button color="red" variant="light" onClick={() => setCancelling(true)}>
                Cancel sending
              </Button>
            )}
            <Button variant="default" onClick={onBack}>
              Back to campaigns
            </Button>
          </Group>
        </Group>
        {c.status === 'scheduled' ? (
          <Text size="sm">
            It goes out at that time to the segment’s clients who agreed to marketing by{' '}
            {CHANNEL_LABEL[c.channel].toLowerCase()}. Unschedule it to change it.
          </Text>
        ) : (
          <>
            {c.status === 'sending' && <SendingProgress campaign={c} />}
            <StatCards campaign={c} />
            <Recipients campaign={c} timeZone={timeZone} />
          </>
        )}
      </Stack>
      <AppModal opened={cancelling} onClose={() => setCancelling(false)} title="Cancel sending?">
        <Stack gap="md">
          <Text size="sm">
            Clients not yet sent “{c.name}” will get nothing. Those already sent it keep it.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCancelling(false)}>
              Keep sending
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(c.id, { onSettled: () => setCancelling(false) })}
            >
              Cancel sending
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Paper>
  );
}

function SendingProgress({ campaign: { results: r } }: { campaign: Campaign }) {
  const done = r.recipients - r.queued;
  const value = r.recipients > 0 ? Math.round((done / r.recipients) * 100) : 0;
  const label = `Sending: ${done.toLocaleString('en-US')} of ${r.recipients.toLocaleString('en-US')} done`;
  return (
    <Stack gap={4}>
      <Text size="sm" aria-hidden>
        {label}
      </Text>
      <Progress.Root>
        <Progress.Section value={value} animated aria-label={label} />
      </Progress.Root>
    </Stack>
  );
}

interface Stat {
  label: string;
  value: number | null;
  /** The rate shown under it, of the sent; none for the totals. */
  rate?: boolean;
  hint?: string;
}

function StatCards({ campaign: { results: r, channel } }: { campaign: Campaign }) {
  const stats: Stat[] = [
    { label: 'Recipients', value: r.recipients },
    { label: 'Sent', value: r.sent },
    { label: 'Delivered', value: r.delivered, rate: true },
    { label: 'Bounced', value: r.bounced, rate: true },
    {
      label: 'Opened',
      value: r.opened,
      rate: true,
      hint: channel === 'sms' ? 'Texts report no opens.' : undefined,
    },
    { label: 'Clicked', value: r.clicked, rate: true },
    { label: 'Unsubscribed', value: r.unsubscribed, rate: true },
    {
      label: `Bookings within ${CAMPAIGN_ATTRIBUTION_DAYS} days`,
      value: r.bookings,
      rate: true,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="list" aria-label="Campaign results">
      {stats.map((s) => {
        const shown = s.value === null ? 'not tracked' : s.value.toLocaleString('en-US');
        const rate = s.rate && s.value !== null ? percentOf(s.value, r.sent) : null;
        return (
          <Paper
            key={s.label}
            withBorder
            p="sm"
            role="listitem"
            aria-label={`${s.label}: ${shown}${rate && rate !== '—' ? `, ${rate} of sent` : ''}`}
            title={s.hint}
          >
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} aria-hidden>
              {s.label}
            </Text>
            <Text
              size={s.value === null ? 'md' : 'xl'}
              fw={700}
              aria-hidden
              c={s.value === null ? 'dimmed' : undefined}
            >
              {shown}
            </Text>
            {rate && (
              <Text size="xs" c="dimmed" aria-hidden>
                {rate} of sent
              </Text>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

function Recipients({ campaign: c, timeZone }: { campaign: Campaign; timeZone: string | undefined }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<CampaignRecipientStatus | undefined>(undefined);
  const recipients = useCampaignRecipients(c.id, page, status, c.status === 'sending');
  const when = (iso: string | null) => (iso ? formatInstant(iso, timeZone) : '');
  const columns: DataTableColumn<CampaignRecipient>[] = [
    { accessor: 'clientName', title: 'Client' },
    { accessor: 'to', title: c.channel === 'email' ? 'Email' : 'Mobile' },
    {
      accessor: 'status',
      title: 'Status',
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{RECIPIENT_STATUS_LABEL[r.status]}</Text>
          {r.reason && (
            <Text size="xs" c="dimmed">
              {r.reason}
            </Text>
          )}
        </Stack>
      ),
    },
    { accessor: 'sentAt', title: 'Sent', render: (r) => when(r.sentAt) },
    ...(c.channel === 'email'
      ? [{ accessor: 'openedAt', title: 'Opened', render: (r: CampaignRecipient) => when(r.openedAt) }]
      : []),
    { accessor: 'clickedAt', title: 'Clicked', render: (r) => when(r.clickedAt) },
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={4}>Recipients</Title>
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={CAMPAIGN_RECIPIENT_STATUSES.map((s) => ({ value: s, label: RECIPIENT_STATUS_LABEL[s] }))}
          value={status ?? null}
          onChange={(v) => {
            setStatus((v as CampaignRecipientStatus | null) ?? undefined);
            setPage(1);
          }}
          w={180}
        />
      </Group>
      <DataTable
        label="Campaign recipients"
        columns={columns}
        records={recipients.data?.recipients}
        loadingLabel="Loading recipients"
        error={
          recipients.error
            ? { title: M.loadFailed, error: recipients.error, onRetry: () => void recipients.refetch() }
            : null
        }
        empty={<Text c="dimmed">No recipients{status ? ' with this status' : ''}.</Text>}
        busy={recipients.isPlaceholderData}
        minWidth={640}
        paging={
          recipients.data && {
            page: recipients.data.page,
            pageSize: recipients.data.pageSize,
            total: recipients.data.total,
            noun: 'recipient',
            onPage: setPage,
          }
        }
      />
    </Stack>
  );
}
