/** The Leads tab of /crm: prospects newest first, searched and filtered by status, paged on the server. */
import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Card, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconUserQuestion } from '@tabler/icons-react';
import {
  CLIENT_MESSAGES,
  CRM_SEARCH_MAX,
  LEAD_STATUSES,
  LEAD_STATUS_LABEL,
  SEARCH_DEBOUNCE_MS,
  type Lead,
  type LeadStatus,
} from '@daybook/contracts';
import { formatPhone } from '@daybook/contracts/phone';
import { listReadState } from '../../../components/data-table/list-read';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatDate } from '../../../lib/format';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useLeadList } from '../api/leads-api';
import { crmAccess } from '../lib/crm-access';
import type { CrmScope } from '../lib/client-list-params';
import { useListPaging } from '../lib/use-list-paging';
import { AddLeadModal } from './add-lead-modal';
import { PAGE_SIZES } from './list-pager';
import { LeadSourceBadge, LeadStatusBadge } from './status-badges';

const STATUS_OPTIONS = LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABEL[s] }));

export function LeadsTab({ scope }: { scope: CrmScope }) {
  const { role } = useWorkspace();
  const canCreate = crmAccess.create(role);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<LeadStatus | null>(null);
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const filters = { search: debouncedSearch, status };
  const { page, pageSize, onPage, onPageSize } = useListPaging(filters);
  const list = useLeadList(scope, filters, { page, pageSize });
  const [adding, setAdding] = useState(false);

  const addButton = canCreate ? (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
      Add lead
    </Button>
  ) : null;
  const filtered = debouncedSearch.trim() !== '' || status !== null;

  const columns: DataTableColumn<Lead>[] = [
    {
      accessor: 'name',
      title: 'Name',
      render: (l) => (
        <Anchor component={Link} to={`/crm/leads/${l.id}`} fw={600}>
          {l.name}
        </Anchor>
      ),
    },
    {
      accessor: 'phone',
      title: 'Phone',
      noWrap: true,
      render: (l) => (l.phone ? formatPhone(l.phone) : '—'),
    },
    { accessor: 'email', title: 'Email', render: (l) => l.email ?? '—' },
    { accessor: 'source', title: 'Source', render: (l) => <LeadSourceBadge source={l.source} /> },
    { accessor: 'status', title: 'Status', render: (l) => <LeadStatusBadge status={l.status} /> },
    { accessor: 'createdAt', title: 'Added', noWrap: true, render: (l) => formatDate(l.createdAt) },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="sm" align="flex-end">
          <TextInput
            label="Search"
            aria-label="Search leads by name, email or phone"
            placeholder="Name, email or phone"
            leftSection={<IconSearch size={16} aria-hidden />}
            w={260}
            maxLength={CRM_SEARCH_MAX}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Select
            label="Status"
            placeholder="Any status"
            w={150}
            data={STATUS_OPTIONS}
            value={status}
            clearable
            onChange={(v) => setStatus(LEAD_STATUSES.find((s) => s === v) ?? null)}
          />
        </Group>
        <Group gap="sm">
          {list.isFetching && !list.isPending && <Loader size="xs" aria-label="Updating leads" />}
          {addButton}
        </Group>
      </Group>
      <DataTable
        label="Leads"
        loadingLabel="Loading leads"
        columns={columns}
        records={list.data?.rows}
        {...listReadState(list, CLIENT_MESSAGES.fetchLeadsFailed, 'Try again')}
        empty={
          <Card withBorder padding="xl">
            <Stack align="center" gap="sm">
              <IconUserQuestion size={40} aria-hidden />
              <Text fw={600}>{filtered ? 'No leads match these filters' : 'No leads yet'}</Text>
              {!filtered && (
                <Text c="dimmed" size="sm">
                  Keep track of people interested in a visit, then convert them to clients.
                </Text>
              )}
              {!filtered && addButton}
            </Stack>
          </Card>
        }
        paging={
          list.data && {
            ...list.data.pagination,
            noun: 'lead',
            onPage,
            pageSizes: { options: PAGE_SIZES, onPageSize },
          }
        }
        minWidth={720}
      />
      {canCreate && <AddLeadModal opened={adding} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
