/**
 * /finance: the checkout feature's finance page, with the payroll feature's pay by period under
 * an employee's My Earnings (issue #14). Composed here so neither feature imports the other.
 */
import { hasPermission } from '@daybook/contracts';
import { FinancePage } from '../../features/checkout/pages/finance-page';
import { MyPayByPeriod } from '../../features/payroll/components/my-pay';
import { useWorkspace } from '../../lib/workspace/workspace-context';

/** The finance page; employees (who read only their own pay) also see their pay by period. */
export function FinanceRoute() {
  const { role } = useWorkspace();
  const ownPay = hasPermission(role, 'payroll:read') && !hasPermission(role, 'transaction:read');
  return (
    <>
      <FinancePage />
      {ownPay && <MyPayByPeriod />}
    </>
  );
}
