/** /todays-team (core.md §2; issue #14). */
import { PageHeader } from '../../../components/page-header';

export function TodaysTeamPage() {
  return <PageHeader title="Today's Team" />;
}
