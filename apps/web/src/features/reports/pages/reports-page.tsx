/**
 * /reports (spec operations.md "Reports"; the sidebar's Reports → Sales Reports and Inventory
 * Reports link /reports?type=sales and ?type=inventory): the report type in the address, each
 * type behind its own permission (sales, clients and appointments: revenue:read over the whole
 * location, issue #31; staff: performance:read over everyone; inventory: inventory:read). No type
 * shows the first report the role may read; a type the role may not read says so, and an unknown
 * type says it is not available.
 */
import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  ALL_ESTABLISHMENTS,
  REPORT_TYPES,
  hasPermission,
  permissionScope,
  type ReportType,
  type Role,
} from '@daybook/contracts';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { AppointmentsReportView } from '../components/appointments-report';
import { ClientsReportView } from '../components/clients-report';
import { InventoryReportView } from '../components/inventory-report';
import { PeriodReport } from '../components/period-report';
import { SalesReportView } from '../components/sales-report';

const REPORT_LABEL: Record<ReportType, string> = {
  sales: 'Sales',
  clients: 'Clients',
  appointments: 'Appointments',
  staff: 'Staff performance',
  inventory: 'Inventory',
};

const reportTitle = (type: ReportType) =>
  type === 'staff' ? 'Staff Performance Report' : `${REPORT_LABEL[type]} Report`;

const wholeRevenue = (role: Role) => permissionScope(role, 'revenue:read') === 'all';

/** Whether `role` may read the report `type` (the server checks the same permission). */
const CAN_READ: Record<ReportType, (role: Role) => boolean> = {
  sales: wholeRevenue,
  clients: wholeRevenue,
  appointments: wholeRevenue,
  staff: (role) => permissionScope(role, 'performance:read') === 'all',
  inventory: (role) => hasPermission(role, 'inventory:read'),
};

export interface ReportsPageProps {
  /**
   * The staff performance report (type=staff) of `establishmentId` (a location's id or
   * ALL_ESTABLISHMENTS), its presets ending on today in `timeZone`: the performance feature's
   * view, composed in by app/ because features do not import each other. Without it the type
   * is not offered.
   */
  staffReport?: (place: { establishmentId: string; timeZone: string }) => ReactNode;
}

export function ReportsPage({ staffReport }: ReportsPageProps) {
  const { role, selectedId, selected, establishments } = useWorkspace();
  const [params, setParams] = useSearchParams();
  const narrow = useMediaQuery('(max-width: 40em)');
  const built = staffReport ? REPORT_TYPES : REPORT_TYPES.filter((t) => t !== 'staff');
  const readable = built.filter((t) => CAN_READ[t](role));
  const asked = params.get('type');
  const type: ReportType | null =
    asked === null
      ? (readable[0] ?? null)
      : (built as readonly string[]).includes(asked)
        ? (asked as ReportType)
        : null;

  if (readable.length === 0) return <RoleCannotView title="Reports" what="reports" />;
  if (type && !CAN_READ[type](role))
    return <RoleCannotView title={reportTitle(type)} what={`${type} reports`} />;
  if (!selectedId) {
    return (
      <LocationPrompt
        title="Reports"
        description="How sales, stock and the business are doing."
        reason="Reports cover a location, or all of them."
        subject="Reports"
      />
    );
  }
  const single = selected && selectedId !== ALL_ESTABLISHMENTS ? selected : null;
  const where = single ? single.name : 'all locations';
  // Every location's days are cut in its own zone; the presets end on today in the first one's.
  const timeZone =
    single?.timeZone ?? establishments[0]?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

  // Every report, inventory too, prints alone (sales-report-print.css).
  return (
    <div className={type ? 'daybook-sales-report' : undefined}>
      <PageHeader title={type ? reportTitle(type) : 'Reports'} description={`Reports of ${where}.`} />
      <Stack gap="lg">
        <SegmentedControl
          aria-label="Report type"
          className="sales-report-no-print"
          // Five types do not fit a phone's width side by side: there they stack, each in full.
          orientation={narrow ? 'vertical' : 'horizontal'}
          fullWidth={narrow}
          style={narrow ? undefined : { alignSelf: 'flex-start' }}
          value={type ?? ''}
          data={readable.map((t) => ({ value: t, label: REPORT_LABEL[t] }))}
          onChange={(t) => {
            const next = new URLSearchParams(params);
            next.set('type', t);
            setParams(next, { replace: true });
          }}
        />
        {type === 'sales' && (
          <SalesReportView
            key={selectedId}
            establishmentId={selectedId}
            locationName={single?.name ?? null}
            timeZone={timeZone}
          />
        )}
        {(type === 'clients' || type === 'appointments') && (
          <PeriodReport key={selectedId} timeZone={timeZone}>
            {(period) =>
              type === 'clients' ? (
                <ClientsReportView
                  establishmentId={selectedId}
                  locationName={single?.name ?? null}
                  {...period}
                />
              ) : (
                <AppointmentsReportView
                  establishmentId={selectedId}
                  locationName={single?.name ?? null}
                  {...period}
                />
              )
            }
          </PeriodReport>
        )}
        {type === 'staff' && staffReport && (
          <Fragment key={selectedId}>{staffReport({ establishmentId: selectedId, timeZone })}</Fragment>
        )}
        {type === 'inventory' && (
          <InventoryReportView
            key={selectedId}
            establishmentId={selectedId}
            locationName={single?.name ?? null}
          />
        )}
        {type === null && (
          <Alert color="gray" role="status">
            That report is not available yet. Choose one of the reports above.
          </Alert>
        )}
      </Stack>
    </div>
  );
}
