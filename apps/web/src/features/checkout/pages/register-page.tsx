/**
 * /register (issue #13, spec operations.md §2 Register): the cash drawer and the register of
 * the selected location. /register?ticket=<id> loads an open ticket into the cart;
 * /register?appointment=<id> opens (or reopens) the appointment's ticket first, which is where
 * the calendar's Checkout button leads.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { CHECKOUT_MESSAGES, hasPermission, type Establishment } from '@daybook/contracts';
import { LocationPrompt, RoleCannotView } from '../../../components/location-gate';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useSourceTicket, type TicketSource } from '../api/register-api';
import { DrawerPanel } from '../drawer/drawer-panel';
import { cartFromTicket, emptyCart } from '../register/cart';
import { RegisterView } from '../register/register-view';

const TITLE = 'Register';
const DESCRIPTION = 'Services, products, tips and payments; the cash drawer.';

function sourceOf(params: URLSearchParams): TicketSource | null {
  const ticket = params.get('ticket');
  if (ticket) return { kind: 'ticket', id: ticket };
  const appointment = params.get('appointment');
  return appointment ? { kind: 'appointment', id: appointment } : null;
}

export function RegisterPage() {
  const { role, tenant, selected } = useWorkspace();
  if (!hasPermission(role, 'payment:read')) return <RoleCannotView title={TITLE} what="the register" />;
  if (!selected) {
    return (
      <LocationPrompt
        title={TITLE}
        description={DESCRIPTION}
        reason="The register and its cash drawer belong to one location."
        subject="Sales"
      />
    );
  }
  return <LocationRegister key={selected.id} tenantId={tenant.id} establishment={selected} />;
}

function LocationRegister({ tenantId, establishment }: { tenantId: string; establishment: Establishment }) {
  const [params, setParams] = useSearchParams();
  const [sale, setSale] = useState(0);
  const source = sourceOf(params);
  const ticket = useSourceTicket(establishment.id, source);
  // Live updates and reconnections read the ticket again, and once it is paid here it is no
  // longer open: only the answer that first loaded it decides, so the receipt stays on screen.
  const sourceKey = source ? `${source.kind}:${source.id}` : null;
  const [loadedOpen, setLoadedOpen] = useState<string | null>(null);
  if (sourceKey && ticket.data?.status === 'open' && loadedOpen !== sourceKey) setLoadedOpen(sourceKey);
  const newSale = () => {
    if (source) setParams({}, { replace: true });
    setSale((n) => n + 1);
  };

  let register;
  if (source && ticket.isPending) {
    register = (
      <Center py="xl">
        <Loader aria-label="Loading the ticket" />
      </Center>
    );
  } else if (source && loadedOpen !== sourceKey && (ticket.isError || ticket.data?.status !== 'open')) {
    register = (
      <Alert color="red" title="This ticket cannot be checked out" role="alert">
        <Stack gap="xs" align="flex-start">
          {ticket.isError
            ? errorMessage(ticket.error, CHECKOUT_MESSAGES.ticketUnknown)
            : CHECKOUT_MESSAGES.ticketNotOpen}
          <Button size="xs" variant="light" onClick={newSale}>
            Start a new sale
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    register = (
      <RegisterView
        key={`${source?.id ?? 'walk-in'}:${sale}`}
        tenantId={tenantId}
        establishment={establishment}
        initialCart={source && ticket.data ? cartFromTicket(ticket.data) : emptyCart()}
        onNewSale={newSale}
      />
    );
  }

  return (
    <>
      <PageHeader title={TITLE} description={`${DESCRIPTION} ${establishment.name}.`} />
      <Stack gap="md">
        <DrawerPanel
          establishmentId={establishment.id}
          timeZone={establishment.timeZone}
          establishmentName={establishment.name}
        />
        {register}
      </Stack>
    </>
  );
}
