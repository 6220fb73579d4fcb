/** /hr/time-off (core.md §2; issue #14). */
import { PageHeader } from '../../../components/page-header';

export function TimeOffPage() {
  return <PageHeader title="Time Off" />;
}
