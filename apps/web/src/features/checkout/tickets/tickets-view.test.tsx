import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { CHECKOUT_ENDPOINTS, CHECKOUT_MESSAGES, type Ticket } from '@daybook/contracts';
import { jsonResponse } from '../../../test/render';
import { EST, callsTo, renderAs } from '../transactions/test/checkout-fixtures';
import { TicketsView } from './tickets-view';

const LIST = CHECKOUT_ENDPOINTS.tickets.path;

function ticket(id: string, number: number, status: Ticket['status']): Ticket {
  return {
    id,
    number,
    appointmentId: null,
    tenantId: 't1',
    establishmentId: EST.id,
    status,
    priority: 'normal',
    staffIds: ['st1'],
    clientId: 'c1',
    clientName: 'Ada Client',
    lines: [
      {
        id: `${id}-l1`,
        kind: 'service',
        serviceId: 's1',
        productId: null,
        appointmentId: null,
        name: 'Haircut',
        staffId: 'st1',
        staffName: 'Sam Stylist',
        price: 60,
        quantity: 1,
        taxable: true,
        discount: null,
      },
    ],
    subtotal: 60,
    transactionId: null,
    notes: null,
    createdAt: '2026-03-02T16:30:00.000Z',
    createdBy: null,
    paidAt: null,
    voidedAt: null,
    voidedBy: null,
    voidReason: null,
  };
}

const OPEN = ticket('44444444-4444-4444-8444-444444444444', 7, 'open');
const PAID = ticket('55555555-5555-4555-8555-555555555555', 6, 'paid');

function stubFetch(voidAnswer = jsonResponse(200, { success: true })) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith(`${LIST}/`) && init?.method === 'DELETE') return voidAnswer;
    if (url.startsWith(LIST)) return jsonResponse(200, { success: true, data: [OPEN, PAID], count: 2 });
    return jsonResponse(404, { success: false });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const view = <TicketsView establishmentId={EST.id} timeZone={EST.timeZone} />;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TicketsView', () => {
  it('lists tickets with status words and hides Void from the front desk', async () => {
    stubFetch();
    renderAs('FRONTDESK', view);
    const table = within(await screen.findByRole('table', { name: 'Tickets' }));
    expect(table.getByText('Open')).toBeTruthy();
    expect(table.getByText('Paid')).toBeTruthy();
    expect(table.getAllByText('$60.00')).toHaveLength(2);
    const checkOut = table.getByRole('link', { name: 'Check out ticket #7' });
    expect(checkOut.getAttribute('href')).toBe(`/register?ticket=${OPEN.id}`);
    expect(table.queryByRole('link', { name: 'Check out ticket #6' })).toBeNull();
    expect(table.queryByRole('button', { name: /Void/ })).toBeNull();
  });

  it('voids an open ticket with a required reason (manager)', async () => {
    const fetchMock = stubFetch();
    const toast = vi.spyOn(notifications, 'show');
    renderAs('MANAGER', view);
    fireEvent.click(await screen.findByRole('button', { name: 'Void ticket #7' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Void ticket #7' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Void ticket' }));
    expect(await dialog.findByText(CHECKOUT_MESSAGES.reasonRequired)).toBeTruthy();

    fireEvent.change(dialog.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Client left' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Void ticket' }));
    await waitFor(() => expect(callsTo(fetchMock, `${LIST}/${OPEN.id}`)).toHaveLength(1));
    const [call] = callsTo(fetchMock, `${LIST}/${OPEN.id}`);
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      establishmentId: EST.id,
      voidedBy: 'Mia Manager',
      reason: 'Client left',
    });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: CHECKOUT_MESSAGES.ticketDeleted })),
    );
  });

  it('shows the failure with Retry and no rows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(403, { success: false, message: 'Not allowed here' })),
    );
    renderAs('MANAGER', view);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CHECKOUT_MESSAGES.fetchTicketsFailed);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Tickets' })).toBeNull();
  });
});
