/** /payroll (core.md §2; issue #14). */
import { PageHeader } from '../../../components/page-header';

export function PayrollPage() {
  return <PageHeader title="Payroll" />;
}
