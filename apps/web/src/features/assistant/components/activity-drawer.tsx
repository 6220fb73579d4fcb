/**
 * The owners' audit trail (issue #33: every call is stored and owners can read it): each tool
 * call of the tenant's assistant, newest first, 50 a page — when, who asked, which tool, how it
 * went and who approved it.
 */
import { useState } from 'react';
import { Drawer, Text } from '@mantine/core';
import { LOCALE, type AssistantAuditEntry } from '@daybook/contracts';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ASSISTANT_TEXTS, useAssistantAudit } from '../api/assistant-api';
import { ToolCallStatusBadge } from './tool-call-status-badge';

/** When a call was made, in the browser's zone: 'Nov 30, 2026, 9:05 AM'. */
const WHEN = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

/** The Activity drawer; reads only while open. */
export function ActivityDrawer({
  opened,
  onClose,
  toolLabels,
}: {
  opened: boolean;
  onClose: () => void;
  toolLabels: ReadonlyMap<string, string>;
}) {
  const [page, setPage] = useState(1);
  const audit = useAssistantAudit(page, opened);
  const columns: DataTableColumn<AssistantAuditEntry>[] = [
    { accessor: 'at', title: 'Time', render: (e) => WHEN.format(new Date(e.at)) },
    { accessor: 'person', title: 'Person', render: (e) => e.person.name },
    { accessor: 'name', title: 'Tool', render: (e) => toolLabels.get(e.name) ?? e.name },
    { accessor: 'status', title: 'Status', render: (e) => <ToolCallStatusBadge status={e.status} /> },
    {
      accessor: 'approvedBy',
      title: 'Approved by',
      render: (e) => (e.approvedBy ? e.approvedBy.name : '—'),
    },
  ];
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Activity"
      position="right"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close activity' }}
    >
      <DataTable
        label="Dawn AI activity"
        columns={columns}
        records={audit.data?.entries}
        loadingLabel="Loading activity"
        busy={audit.isPlaceholderData}
        error={
          audit.isError
            ? { title: ASSISTANT_TEXTS.auditFailed, error: audit.error, onRetry: () => void audit.refetch() }
            : null
        }
        empty={<Text size="sm">Dawn has not run any tool yet.</Text>}
        paging={
          audit.data && {
            page: audit.data.page,
            pageSize: audit.data.pageSize,
            total: audit.data.total,
            noun: 'tool call',
            onPage: setPage,
          }
        }
      />
    </Drawer>
  );
}
