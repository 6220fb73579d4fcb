/**
 * /payroll (core.md §2; issue #14): a location's pay runs and, for managers and above, the
 * commission plans of its staff. Employees' own pay is under My Earnings (/finance).
 */
import { Tabs } from '@mantine/core';
import { ALL_ESTABLISHMENTS, PAYROLL_MESSAGES } from '@daybook/contracts';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { CommissionPlans } from '../components/commission-plans';
import { PayRunsPanel } from '../components/pay-runs-panel';
import { payrollAccess } from '../components/payroll-access';

export function PayrollPage() {
  const { role, selectedId, selected } = useWorkspace();
  if (!payrollAccess.draft(role)) return <RoleCannotView title={PAYROLL_MESSAGES.title} what="payroll" />;
  if (!selectedId || selectedId === ALL_ESTABLISHMENTS || !selected)
    return (
      <LocationPrompt
        title={PAYROLL_MESSAGES.title}
        description={PAYROLL_MESSAGES.subtitle}
        reason="Pay runs are kept per location."
        subject="Pay runs"
      />
    );
  return (
    <>
      <PageHeader
        title={PAYROLL_MESSAGES.title}
        description={`${PAYROLL_MESSAGES.subtitle} ${selected.name}.`}
      />
      <Tabs defaultValue="runs" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="runs">Pay runs</Tabs.Tab>
          {payrollAccess.editPlans(role) && <Tabs.Tab value="plans">Commission plans</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="runs">
          <PayRunsPanel key={selected.id} establishmentId={selected.id} />
        </Tabs.Panel>
        {payrollAccess.editPlans(role) && (
          <Tabs.Panel value="plans">
            <CommissionPlans key={selected.id} establishmentId={selected.id} />
          </Tabs.Panel>
        )}
      </Tabs>
    </>
  );
}
