/** /hr/training (core.md §2; issue #14). */
import { PageHeader } from '../../../components/page-header';

export function TrainingPage() {
  return <PageHeader title="Training" />;
}
