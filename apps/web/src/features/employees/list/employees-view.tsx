/**
 * The employees of a location or of every location (spec operations.md §2 HR "list employees
 * per establishment"; issue #14): search, status filter, the table, the record drawer, add
 * (invite), edit and terminate. Loading, empty and error states; a slow list fails with the
 * spec's 'Request timeout - failed to load employees' after 30 s, after 3 attempts.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Button, Card, Group, Loader, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { EMPLOYEE_MESSAGES, type Employee } from '@daybook/contracts';
import { LoadError } from '../../../components/load-error';
import { TableSkeleton } from '../../../components/table-skeleton';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useEmployees, type EmployeeScope } from '../api/employees-api';
import { employeesAccess } from '../employees-access';
import { EmployeeFormModal } from '../forms/employee-form-modal';
import { TerminateModal } from '../forms/terminate-modal';
import { EmployeeDrawer } from './employee-drawer';
import { EmployeesTable } from './employees-table';
import { ManagersSetPaySwitch } from './managers-set-pay-switch';

type StatusFilter = 'active' | 'terminated' | 'all';

export function EmployeesView({ scope }: { scope: EmployeeScope }) {
  const { role, establishments, selected, user } = useWorkspace();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('active');
  const list = useEmployees(scope, status !== 'active');
  const [openId, setOpenId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Employee | 'new' | null>(null);
  const [terminating, setTerminating] = useState<Employee | null>(null);
  const showPay = employeesAccess.seesPay(role);

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (list.data ?? []).filter(
      (e) =>
        (status === 'all' || e.status === status) &&
        (needle === '' ||
          `${e.firstName} ${e.lastName} ${e.email} ${e.jobTitle ?? ''} ${e.role}`
            .toLowerCase()
            .includes(needle)),
    );
  }, [list.data, search, status]);
  const open = (list.data ?? []).find((e) => e.id === openId) ?? null;

  let content: ReactNode;
  if (list.isPending) content = <TableSkeleton label="Loading employees" />;
  else if (list.isError)
    content = (
      <LoadError
        title={
          list.error instanceof Error && list.error.message === EMPLOYEE_MESSAGES.loadTimeout
            ? EMPLOYEE_MESSAGES.loadTimeout
            : EMPLOYEE_MESSAGES.loadFailed
        }
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  else if (shown.length === 0)
    content = (
      <Card withBorder padding="xl">
        <Stack align="center" gap="xs">
          <IconUsersGroup size={40} aria-hidden />
          <Text fw={600}>No employees</Text>
          <Text c="dimmed" size="sm" ta="center">
            {list.data.length === 0 ? 'Nobody works here yet.' : 'No employee matches the search and filter.'}
          </Text>
        </Stack>
      </Card>
    );
  else content = <EmployeesTable employees={shown} showPay={showPay} onOpen={(e) => setOpenId(e.id)} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Name, email or title"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <SegmentedControl
            aria-label="Status"
            value={status}
            onChange={(v) => setStatus(v as StatusFilter)}
            data={[
              { value: 'active', label: 'Active' },
              { value: 'terminated', label: 'Terminated' },
              { value: 'all', label: 'All' },
            ]}
          />
          {list.isFetching && !list.isPending && <Loader size="xs" aria-label="Updating employees" />}
        </Group>
        <Group align="center" wrap="wrap">
          {employeesAccess.setPayRule(role) && <ManagersSetPaySwitch />}
          {employeesAccess.add(role) && <Button onClick={() => setEditing('new')}>Add employee</Button>}
        </Group>
      </Group>
      {content}
      <EmployeeDrawer
        employee={open}
        showPay={showPay}
        canSeeChanges={employeesAccess.seesPayChanges(role)}
        canEdit={employeesAccess.edit(role)}
        canTerminate={employeesAccess.terminate(role)}
        onClose={() => setOpenId(null)}
        onEdit={(e) => setEditing(e)}
        onTerminate={(e) => setTerminating(e)}
      />
      {editing !== null && (
        <EmployeeFormModal
          opened
          employee={editing === 'new' ? null : editing}
          locations={establishments.map((e) => ({ value: e.id, label: e.name }))}
          defaultEstablishmentId={selected?.id ?? establishments[0]?.id ?? null}
          canAddManager={employeesAccess.addManager(role)}
          ownRecord={editing !== 'new' && editing.id === user.id}
          onClose={() => setEditing(null)}
        />
      )}
      {terminating && <TerminateModal employee={terminating} onClose={() => setTerminating(null)} />}
    </Stack>
  );
}
