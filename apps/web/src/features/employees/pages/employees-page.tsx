/** /employees (core.md §2; issue #14). */
import { PageHeader } from '../../../components/page-header';

export function EmployeesPage() {
  return <PageHeader title="Employees" />;
}
