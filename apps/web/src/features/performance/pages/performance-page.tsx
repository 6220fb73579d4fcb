/** /performance (core.md §2; issue #14). */
import { PageHeader } from '../../../components/page-header';

export function PerformancePage() {
  return <PageHeader title="Performance" />;
}
