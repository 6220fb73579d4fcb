/**
 * The Campaigns tab (issue #32 "Campaigns"): the campaigns newest first, each with its channel,
 * status, segment, time (in its location's zone) and key results; New campaign opens the
 * editor, a draft opens in it, a scheduled, sending or sent one opens its results.
 */
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { CAMPAIGN_MESSAGES as M, type Campaign } from '@daybook/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { LoadError } from '../../../components/load-error';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { CampaignEditor } from './campaign-editor';
import {
  CHANNEL_LABEL,
  campaignWhen,
  formatInstant,
  percentOf,
  type CampaignLocation,
} from './campaign-format';
import { CampaignStatusBadge } from './campaign-status-badge';
import { CampaignResults } from './campaign-results';
import { useCampaign, useCampaigns } from './campaigns-api';

/** The tab as the /marketing page shows it: the signed-in person's locations. */
export function CampaignsTab() {
  const { establishments } = useWorkspace();
  return <CampaignsView locations={establishments} />;
}

type Open = { kind: 'new' } | { kind: 'campaign'; id: string } | null;

export function CampaignsView({ locations }: { locations: readonly CampaignLocation[] }) {
  const [open, setOpen] = useState<Open>(null);
  const [page, setPage] = useState(1);
  const zoneOf = (c: Campaign) => locations.find((l) => l.id === c.establishmentId)?.timeZone;

  if (open?.kind === 'new')
    return (
      <CampaignEditor
        locations={locations}
        onDone={(started) => setOpen(started ? { kind: 'campaign', id: started.id } : null)}
      />
    );
  if (open?.kind === 'campaign')
    return <OpenCampaign id={open.id} locations={locations} onOpen={setOpen} zoneOf={zoneOf} />;
  return <CampaignList page={page} onPage={setPage} onOpen={setOpen} zoneOf={zoneOf} />;
}

function OpenCampaign({
  id,
  locations,
  onOpen,
  zoneOf,
}: {
  id: string;
  locations: readonly CampaignLocation[];
  onOpen: (open: Open) => void;
  zoneOf: (c: Campaign) => string | undefined;
}) {
  const campaign = useCampaign(id);
  if (campaign.isError)
    return <LoadError title={M.loadFailed} error={campaign.error} onRetry={() => void campaign.refetch()} />;
  if (!campaign.data)
    return (
      <Text size="sm" role="status">
        Loading the campaign…
      </Text>
    );
  const c = campaign.data;
  if (c.status === 'draft')
    return (
      <CampaignEditor
        key={`${c.id}-${c.updatedAt}`}
        campaign={c}
        locations={locations}
        onDone={(started) => onOpen(started ? { kind: 'campaign', id: started.id } : null)}
      />
    );
  return <CampaignResults campaign={c} timeZone={zoneOf(c)} onBack={() => onOpen(null)} />;
}

function CampaignList({
  page,
  onPage,
  onOpen,
  zoneOf,
}: {
  page: number;
  onPage: (page: number) => void;
  onOpen: (open: Open) => void;
  zoneOf: (c: Campaign) => string | undefined;
}) {
  const campaigns = useCampaigns(page);
  const columns: DataTableColumn<Campaign>[] = [
    {
      accessor: 'name',
      title: 'Campaign',
      render: (c) => (
        <Anchor
          component="button"
          type="button"
          fw={600}
          ta="left"
          onClick={() => onOpen({ kind: 'campaign', id: c.id })}
        >
          {c.name}
        </Anchor>
      ),
    },
    { accessor: 'channel', title: 'Channel', render: (c) => CHANNEL_LABEL[c.channel] },
    {
      accessor: 'status',
      title: 'Status',
      noWrap: true,
      render: (c) => <CampaignStatusBadge status={c.status} />,
    },
    { accessor: 'segmentName', title: 'Segment', render: (c) => c.segmentName ?? '—' },
    {
      accessor: 'scheduledAt',
      title: 'When',
      render: (c) => {
        const when = campaignWhen(c);
        return when ? `${when.label} ${formatInstant(when.iso, zoneOf(c))}` : '—';
      },
    },
    {
      accessor: 'results.sent',
      title: 'Sent',
      textAlign: 'right',
      render: (c) => c.results.sent.toLocaleString('en-US'),
    },
    {
      accessor: 'results.opened',
      title: 'Opened',
      textAlign: 'right',
      render: (c) =>
        c.results.opened === null ? 'not tracked' : percentOf(c.results.opened, c.results.sent),
    },
    {
      accessor: 'results.clicked',
      title: 'Clicked',
      textAlign: 'right',
      render: (c) => percentOf(c.results.clicked, c.results.sent),
    },
    {
      accessor: 'results.bookings',
      title: 'Bookings',
      textAlign: 'right',
      render: (c) => c.results.bookings.toLocaleString('en-US'),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          Emails and texts to a saved segment; times are in each campaign’s location’s time zone.
        </Text>
        <Button onClick={() => onOpen({ kind: 'new' })}>New campaign</Button>
      </Group>
      <DataTable
        label="Campaigns"
        columns={columns}
        records={campaigns.data?.campaigns}
        loadingLabel="Loading campaigns"
        error={
          campaigns.error
            ? { title: M.loadFailed, error: campaigns.error, onRetry: () => void campaigns.refetch() }
            : null
        }
        empty={
          <Alert color="gray" role="status" title="No campaigns yet">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                Write an email or a text to one of your segments, then send it now or later.
              </Text>
              <Button size="xs" onClick={() => onOpen({ kind: 'new' })}>
                New campaign
              </Button>
            </Stack>
          </Alert>
        }
        busy={campaigns.isPlaceholderData}
        minWidth={900}
        paging={
          campaigns.data && {
            page: campaigns.data.page,
            pageSize: campaigns.data.pageSize,
            total: campaigns.data.total,
            noun: 'campaign',
            onPage,
          }
        }
      />
    </Stack>
  );
}
