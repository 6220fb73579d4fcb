/**
 * /reports (spec operations.md "Reports"; the sidebar's Reports → Inventory Reports links
 * /reports?type=inventory): the report type in the address; Inventory is the only one built, so
 * no type shows it too, and any other type says it is not available yet.
 */
import { useSearchParams } from 'react-router';
import { Alert, SegmentedControl, Stack } from '@mantine/core';
import { ALL_ESTABLISHMENTS, REPORT_TYPES, hasPermission, type ReportType } from '@daybook/contracts';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { InventoryReportView } from '../components/inventory-report';

const REPORT_LABEL: Record<ReportType, string> = { inventory: 'Inventory' };

export function ReportsPage() {
  const { role, selectedId, selected } = useWorkspace();
  const [params, setParams] = useSearchParams();
  const asked = params.get('type');
  const type: ReportType | null =
    asked === null
      ? 'inventory'
      : (REPORT_TYPES as readonly string[]).includes(asked)
        ? (asked as ReportType)
        : null;

  if (!hasPermission(role, 'inventory:read')) return <RoleCannotView title="Reports" what="reports" />;
  if (!selectedId) {
    return (
      <LocationPrompt
        title="Reports"
        description="How stock and the business are doing."
        reason="Reports cover a location, or all of them."
        subject="Reports"
      />
    );
  }
  const where = selected && selectedId !== ALL_ESTABLISHMENTS ? selected.name : 'all locations';

  return (
    <>
      <PageHeader
        title={type ? `${REPORT_LABEL[type]} Report` : 'Reports'}
        description={`Reports of ${where}.`}
      />
      <Stack gap="lg">
        <SegmentedControl
          aria-label="Report type"
          style={{ alignSelf: 'flex-start' }}
          value={type ?? ''}
          data={REPORT_TYPES.map((t) => ({ value: t, label: REPORT_LABEL[t] }))}
          onChange={(t) => {
            const next = new URLSearchParams(params);
            next.set('type', t);
            setParams(next, { replace: true });
          }}
        />
        {type === 'inventory' && <InventoryReportView key={selectedId} establishmentId={selectedId} />}
        {type === null && (
          <Alert color="gray" role="status">
            That report is not available yet. Choose one of the reports above.
          </Alert>
        )}
      </Stack>
    </>
  );
}
