/**
 * The Clients tab of /crm: search (debounced 300 ms, spec §9), filters and the order (a column
 * header; kept in the address) run on the server, one page at a time (50 rows at first load,
 * spec §9), with add, import and export by role.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconPlus, IconUpload, IconUsers } from '@tabler/icons-react';
import { ALL_ESTABLISHMENTS, CLIENT_MESSAGES, SEARCH_DEBOUNCE_MS } from '@daybook/contracts';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useClientList } from '../api/clients-api';
import { useClientExport } from '../api/client-import-api';
import { useStylists } from '../api/stylists';
import { crmAccess } from '../lib/crm-access';
import {
  EMPTY_CLIENT_FILTERS,
  clientFiltersProblem,
  hasClientFilters,
  type ClientFilters,
  type CrmScope,
} from '../lib/client-list-params';
import { nextClientSort, readClientSort, writeClientSort } from '../lib/client-sort';
import { useListPaging } from '../lib/use-list-paging';
import { AddClientModal } from './add-client-modal';
import { ClientFiltersBar } from './client-filters';
import { ClientsTable } from './clients-table';
import { ImportClientsModal } from './import/import-clients-modal';
import { ListPager } from './list-pager';
import { LoadError } from './load-error';

/** The clients of `scope` (one location, or ALL_ESTABLISHMENTS). */
export function ClientsTab({ scope }: { scope: CrmScope }) {
  const { role, tenant, establishments } = useWorkspace();
  const canCreate = crmAccess.create(role);
  const everywhere = scope.establishmentId === ALL_ESTABLISHMENTS;
  const [params, setParams] = useSearchParams();
  const sort = readClientSort(params);

  const [filters, setFilters] = useState<ClientFilters>(EMPTY_CLIENT_FILTERS);
  const [debouncedSearch] = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const effective: ClientFilters = { ...filters, search: debouncedSearch };
  const rangeError = clientFiltersProblem(filters);

  // A new order starts again at page 1, as new filters do.
  const { page, pageSize, onPage, onPageSize } = useListPaging({ ...effective, ...sort });
  const list = useClientList(scope, effective, sort, { page, pageSize }, rangeError === null);
  const stylistIds = everywhere ? establishments.map((e) => e.id) : [scope.establishmentId];
  const { stylists } = useStylists(tenant.id, stylistIds);
  const exportCsv = useClientExport();

  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);

  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
      Add client
    </Button>
  );
  const importButton = (
    <Button
      variant="default"
      leftSection={<IconUpload size={16} aria-hidden />}
      onClick={() => setImporting(true)}
    >
      Import CSV
    </Button>
  );

  let content;
  if (list.isPending && rangeError) {
    content = <Text c="dimmed">Fix the last-visit dates to see clients.</Text>;
  } else if (list.isPending) {
    content = (
      <Stack gap="sm" role="status" aria-label="Loading clients">
        <Skeleton height={36} radius="sm" />
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} height={44} radius="sm" />
        ))}
      </Stack>
    );
  } else if (list.isError) {
    content = (
      <LoadError
        title={CLIENT_MESSAGES.fetchClientsFailed}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (list.data.pagination.total === 0 && !hasClientFilters(effective)) {
    content = (
      <Card withBorder padding="xl">
        <Stack align="center" gap="sm">
          <IconUsers size={40} aria-hidden />
          <Text fw={600}>No clients yet</Text>
          <Text c="dimmed" size="sm" ta="center">
            {canCreate
              ? 'Add your first client, or bring your list over from another system as a CSV file.'
              : 'Clients you serve appear here.'}
          </Text>
          {canCreate && (
            <Group>
              {addButton}
              {importButton}
            </Group>
          )}
        </Stack>
      </Card>
    );
  } else if (list.data.pagination.total === 0) {
    content = (
      <Card withBorder padding="lg">
        <Stack align="center" gap="xs">
          <Text ta="center" c="dimmed">
            No clients match these filters.
          </Text>
          <Button variant="subtle" onClick={() => setFilters(EMPTY_CLIENT_FILTERS)}>
            Clear filters
          </Button>
        </Stack>
      </Card>
    );
  } else {
    content = (
      <Stack gap="sm" aria-busy={list.isPlaceholderData}>
        <ClientsTable
          clients={list.data.rows}
          showLocation={everywhere}
          sort={sort}
          onSort={(column) =>
            setParams(writeClientSort(params, nextClientSort(sort, column)), { replace: true })
          }
        />
        <ListPager pagination={list.data.pagination} noun="clients" onPage={onPage} onPageSize={onPageSize} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <ClientFiltersBar
          filters={filters}
          stylists={stylists}
          rangeError={rangeError}
          onChange={setFilters}
        />
        <Group gap="sm" ml="auto">
          {list.isFetching && !list.isPending && <Loader size="xs" aria-label="Updating clients" />}
          {canCreate && (
            <>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={exportCsv.isPending}
                disabled={rangeError !== null}
                onClick={() => exportCsv.mutate({ scope, filters: effective })}
              >
                Export CSV
              </Button>
              {importButton}
              {addButton}
            </>
          )}
        </Group>
      </Group>
      {content}
      {canCreate && (
        <>
          <AddClientModal opened={adding} onClose={() => setAdding(false)} />
          <ImportClientsModal opened={importing} onClose={() => setImporting(false)} />
        </>
      )}
    </Stack>
  );
}
