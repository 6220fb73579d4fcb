/** Test helpers of the checkout screens: a transaction, a signed-in workspace of one role, and the providers around a screen. */
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../../lib/query/query-client';
import type { Role, Transaction } from '@daybook/contracts';
import { establishmentFixture } from '../../../../test/establishment-fixture';
import { renderWithMantine } from '../../../../test/render';
import { WorkspaceContext, type WorkspaceValue } from '../../../../lib/workspace/workspace-context';

export const EST = establishmentFixture('11111111-1111-4111-8111-111111111111', { name: 'Salon One' });

/** A paid transaction of $108 (one $100 service and tax), overridable. */
export function transactionFixture(over: Partial<Transaction> = {}): Transaction {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    number: 1042,
    establishmentId: EST.id,
    tenantId: 't1',
    ticketId: null,
    cashierId: 'u1',
    cashierName: 'Fran Desk',
    customerId: 'c1',
    customerName: 'Ada Client',
    customerPhone: null,
    customerEmail: null,
    items: [
      {
        id: 'i1',
        name: 'Haircut',
        type: 'service',
        serviceId: 's1',
        productId: null,
        appointmentId: null,
        staffId: 'st1',
        staffName: 'Sam Stylist',
        price: 100,
        quantity: 1,
        discount: 0,
        tax: 8,
        total: 108,
        returnedQuantity: 0,
        refunded: 0,
      },
    ],
    amount: 108,
    subtotal: 100,
    taxAmount: 8,
    tipAmount: 0,
    discountAmount: 0,
    totalAmount: 108,
    paymentMethods: [
      {
        id: 'p1',
        type: 'card',
        amount: 108,
        cardLast4: '4242',
        cardType: 'visa',
        authCode: 'A1',
        received: null,
        change: null,
        refunded: 0,
      },
    ],
    tips: [],
    status: 'completed',
    createdAt: '2026-03-02T16:30:00.000Z',
    notes: null,
    refundedAt: null,
    refundAmount: 0,
    refundReason: null,
    refunds: [],
    ...over,
  };
}

/** Renders `ui` for a signed-in `role` at EST, with a router at `path`. */
export function renderAs(role: Role, ui: ReactElement, path = '/') {
  const workspace = {
    role,
    user: { id: 'u1', email: 'me@example.com' },
    profile: { first_name: 'Mia', last_name: 'Manager' },
    tenant: { id: 't1', name: 'Tenant' },
    establishments: [EST],
    locations: [],
    selectedId: EST.id,
    selected: EST,
    isAllSelected: false,
    selectEstablishment: () => {},
  } as unknown as WorkspaceValue;
  const client = createQueryClient({ retry: false });
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <WorkspaceContext.Provider value={workspace}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </WorkspaceContext.Provider>
    </QueryClientProvider>,
  );
}

/** The calls `fetchMock` received whose address starts with `path`. */
export function callsTo(fetchMock: { mock: { calls: unknown[][] } }, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(path))
    .map(([url, init]) => ({
      url: new URL(String(url), 'http://localhost'),
      init: init as RequestInit | undefined,
    }));
}
