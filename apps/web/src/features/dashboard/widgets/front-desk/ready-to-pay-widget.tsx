/**
 * Ready to pay (issue #15 "Dashboards", front desk): the selected location's open tickets, each
 * opened at the register with /register?ticket=<id>, and today's finished visits that are
 * neither paid nor on an open ticket, opened with /register?appointment=<id> (the register opens
 * the visit's ticket from it, as the calendar's Checkout does). Amounts in US dollars, before
 * tax and tip.
 */
import { Text } from '@mantine/core';
import { APPOINTMENT_MESSAGES, CHECKOUT_MESSAGES, type Establishment } from '@daybook/contracts';
import { formatCurrency, formatTime } from '../../../../lib/format';
import { useOpenTickets } from '../../api/front-desk-api';
import { useTodayAt } from '../../api/today-appointments-api';
import { OneLocationWidget } from '../../components/one-location-widget';
import { WidgetCard } from '../../components/widget-card';
import { WidgetList, WidgetListItem } from '../../components/widget-list';
import { unpaidVisits } from '../../lib/appointment-day';
import { combinedState } from '../../lib/query-state';
import { CheckOutLink, checkOutPath } from './check-out-link';

const TITLE = 'Ready to pay';

/** What waits to be paid at the selected location; asks for one when all locations are selected. */
export function ReadyToPayWidget() {
  return (
    <OneLocationWidget title={TITLE} needs="who is ready to pay">
      {(place) => <ReadyToPay place={place} />}
    </OneLocationWidget>
  );
}

function ReadyToPay({ place }: { place: Establishment }) {
  const { query: appointments } = useTodayAt(place);
  const tickets = useOpenTickets(place.id);
  const openTickets = tickets.data ?? [];
  const visits = unpaidVisits(appointments.data ?? [], openTickets);
  const state = combinedState(appointments, tickets);
  return (
    <WidgetCard
      title={TITLE}
      query={state}
      errorTitle={tickets.isError ? CHECKOUT_MESSAGES.fetchTicketsFailed : APPOINTMENT_MESSAGES.fetchFailed}
      empty={openTickets.length + visits.length === 0 && 'Nothing is waiting to be paid.'}
    >
      <WidgetList label="Waiting to pay">
        {openTickets.map((t) => {
          const name = t.clientName ?? 'Walk-in';
          return (
            <WidgetListItem
              key={t.id}
              label={`Ticket #${t.number}, ${name}, ${formatCurrency(t.subtotal)}`}
              action={<CheckOutLink to={`/register?ticket=${encodeURIComponent(t.id)}`} name={name} />}
            >
              <Text size="sm" fw={600}>
                {name}
              </Text>
              <Text size="xs" c="dimmed">
                Ticket #{t.number} · {formatCurrency(t.subtotal)}
              </Text>
            </WidgetListItem>
          );
        })}
        {visits.map(({ appointment: a, total }) => (
          <WidgetListItem
            key={a.id}
            label={`${a.clientName}, ${formatCurrency(total)}`}
            action={<CheckOutLink to={checkOutPath(a.id)} name={a.clientName} />}
          >
            <Text size="sm" fw={600}>
              {a.clientName}
            </Text>
            <Text size="xs" c="dimmed">
              Finished visit from {formatTime(a.startTime)} · {formatCurrency(total)}
            </Text>
          </WidgetListItem>
        ))}
      </WidgetList>
    </WidgetCard>
  );
}
