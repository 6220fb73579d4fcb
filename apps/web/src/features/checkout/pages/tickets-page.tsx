/** /tickets (spec operations.md §2, §7 "Tickets"; issue #13): the selected location's tickets. */
import { ALL_ESTABLISHMENTS } from '@daybook/contracts';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';
import { PageHeader } from '../../../components/page-header';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { TicketsView } from '../tickets/tickets-view';
import { checkoutAccess } from '../transactions/checkout-access';

export function TicketsPage() {
  const { role, selectedId, selected } = useWorkspace();
  if (!checkoutAccess.readTickets(role)) return <RoleCannotView title="Tickets" what="tickets" />;
  if (!selectedId || selectedId === ALL_ESTABLISHMENTS || !selected) {
    return (
      <LocationPrompt
        title="Tickets"
        description="Open, paid and voided tickets."
        reason="Tickets are kept per location."
        subject="Tickets"
      />
    );
  }
  return (
    <>
      <PageHeader title="Tickets" description={`Open, paid and voided tickets of ${selected.name}.`} />
      <TicketsView key={selected.id} establishmentId={selected.id} timeZone={selected.timeZone} />
    </>
  );
}
