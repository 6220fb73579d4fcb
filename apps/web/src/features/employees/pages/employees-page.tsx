/**
 * /employees (core.md §2; operations.md §2 HR; issue #14): the selected location's employees;
 * on 'All Establishments' (owner) or the admin's 'All Employees', every location's.
 */
import { ALL_ESTABLISHMENTS } from '@daybook/contracts';
import { LocationPrompt } from '../../../components/location-gate';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { employeesAccess } from '../employees-access';
import { EmployeesView } from '../list/employees-view';

export function EmployeesPage() {
  const { role, selectedId, selected } = useWorkspace();
  const all = !selectedId || selectedId === ALL_ESTABLISHMENTS || !selected;
  if (all && !employeesAccess.listAll(role)) {
    return (
      <LocationPrompt
        title="Employees"
        description="The people of a location."
        reason="Employees are listed per location."
        subject="Employees"
      />
    );
  }
  return (
    <>
      <PageHeader
        title="Employees"
        description={all ? 'Everyone on the team, across every location.' : `The team of ${selected.name}.`}
      />
      <EmployeesView
        key={all ? 'all' : selected.id}
        scope={all ? { all: true } : { establishmentId: selected.id }}
      />
    </>
  );
}
