/**
 * /requests for one location (issue #15): the list with status tabs and filters, "New request",
 * and the detail drawer where managers assign and everyone involved responds, resolves or
 * closes. Employees and the front desk see what they raised or were assigned.
 */
import { useState } from 'react';
import { Button, Card, Stack, Text } from '@mantine/core';
import { REQUEST_MESSAGES as M, type InternalRequest, type Role } from '@daybook/contracts';
import { ListFooter } from '../../components/list-footer';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { TableSkeleton } from '../../components/table-skeleton';
import { REQUEST_PAGE, useRequests, type RequestFilters as Filters } from './api/requests-api';
import { RequestDrawer } from './components/request-drawer';
import { RequestFilters } from './components/request-filters';
import { RequestForm } from './components/request-form';
import { RequestsList } from './components/requests-list';
import { requestsAccess } from './requests-access';

interface Props {
  establishmentId: string;
  establishmentName: string;
  role: Role;
  userId: string;
}

export function RequestsView({ establishmentId, establishmentName, role, userId }: Props) {
  const manager = requestsAccess.manage(role);
  const [filters, setFilters] = useState<Filters>({ page: 1 });
  const [formOpen, setFormOpen] = useState(false);
  const [selected, setSelected] = useState<InternalRequest | null>(null);
  const list = useRequests(establishmentId, filters);
  const filtered = Boolean(filters.status || filters.type || filters.priority || filters.mine);

  return (
    <>
      <PageHeader
        title="Requests"
        description={
          manager
            ? `Internal requests of ${establishmentName}: supplies, schedule changes, maintenance and client issues.`
            : `Requests you raised or were assigned at ${establishmentName}.`
        }
        actions={
          requestsAccess.create(role) && <Button onClick={() => setFormOpen(true)}>New request</Button>
        }
      />
      <Card withBorder component="section" aria-label="Request list">
        <Stack gap="md">
          <RequestFilters
            filters={filters}
            counts={list.data?.counts}
            showMine={manager}
            onChange={setFilters}
          />
          {list.isPending ? (
            <TableSkeleton label="Loading requests" />
          ) : list.isError ? (
            <LoadError title={M.fetchFailed} error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.requests.length === 0 ? (
            <Text c="dimmed" role="status" py="lg" ta="center">
              {filtered
                ? 'No requests match these filters.'
                : 'No requests yet. Raise one with “New request”.'}
            </Text>
          ) : (
            <>
              <RequestsList requests={list.data.requests} onOpen={setSelected} />
              <ListFooter
                total={list.data.total}
                noun="request"
                page={filters.page}
                pageSize={REQUEST_PAGE}
                onPage={(page) => setFilters({ ...filters, page })}
              />
            </>
          )}
        </Stack>
      </Card>
      <RequestForm establishmentId={establishmentId} opened={formOpen} onClose={() => setFormOpen(false)} />
      <RequestDrawer
        establishmentId={establishmentId}
        selected={selected}
        role={role}
        userId={userId}
        onClose={() => setSelected(null)}
      />
    </>
  );
}
