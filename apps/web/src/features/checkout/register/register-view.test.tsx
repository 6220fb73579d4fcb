import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query/query-client';
import {
  CHECKOUT_ENDPOINTS,
  CHECKOUT_MESSAGES,
  IDEMPOTENCY_HEADER,
  tipApprovalMessage,
  type Establishment,
  type RegisterSettings,
  type Role,
  type Product,
  type Service,
  type Transaction,
} from '@daybook/contracts';
import { establishmentFixture } from '../../../test/establishment-fixture';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { WorkspaceContext, type WorkspaceValue } from '../../../lib/workspace/workspace-context';
import { RegisterPage } from '../pages/register-page';

const EST: Establishment = establishmentFixture('e1', { name: 'Salon One' });

const CUT = {
  id: 's1',
  name: "Women's Haircut",
  duration: 60,
  price: 85,
  taxable: false,
  category: 'Haircuts',
  isActive: true,
  establishmentId: 'e1',
  staffIds: [],
} as unknown as Service;

const OIL = {
  id: 'p1',
  establishmentId: 'e1',
  name: 'Argan Oil',
  brand: 'Luxe',
  sku: 'AO-1',
  barcode: '0123456789',
  price: 24.99,
  taxable: true,
  quantity: 8,
  productType: 'retail',
} as unknown as Product;

function workspace(role: Role): WorkspaceValue {
  const partial: Partial<WorkspaceValue> = {
    role,
    tenant: { id: 't1', name: 'Tenant' } as WorkspaceValue['tenant'],
    establishments: [EST],
    selectedId: EST.id,
    selected: EST,
    isAllSelected: false,
    selectEstablishment: () => {},
  };
  return partial as WorkspaceValue;
}

function renderRegister(path = '/register', role: Role = 'FRONTDESK') {
  const client = createQueryClient({ retry: false });
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <WorkspaceContext.Provider value={workspace(role)}>
        <MemoryRouter initialEntries={[path]}>
          <RegisterPage />
        </MemoryRouter>
      </WorkspaceContext.Provider>
    </QueryClientProvider>,
  );
}

const SOLD = {
  id: 'tx1',
  number: 1042,
  establishmentId: 'e1',
  tenantId: 't1',
  ticketId: null,
  cashierId: 'u9',
  cashierName: 'Fran Desk',
  customerId: null,
  customerName: null,
  customerPhone: null,
  customerEmail: null,
  items: [],
  amount: 138.97,
  subtotal: 134.98,
  taxAmount: 4,
  tipAmount: 0,
  discountAmount: 0,
  totalAmount: 138.97,
  paymentMethods: [],
  tips: [],
  status: 'completed',
  createdAt: '2026-03-02T17:30:00.000Z',
  notes: null,
  refundedAt: null,
  refundAmount: 0,
  refundReason: null,
  refunds: [],
} satisfies Transaction;

type Answer = { status: number; body: unknown } | Error;
let checkoutAnswers: Answer[];
let settings: RegisterSettings;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  checkoutAnswers = [];
  settings = {
    establishmentId: 'e1',
    taxRate: 0.08,
    drawerDifferenceThreshold: 5,
    tipCeilingPercent: 100,
    suggestedTipOnServices: true,
  };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url.startsWith(CHECKOUT_ENDPOINTS.settings.path))
      return jsonResponse(200, { success: true, data: settings });
    if (url.startsWith(CHECKOUT_ENDPOINTS.drawer.path))
      return jsonResponse(200, { success: true, data: null });
    if (url.includes('/api/admin/services/')) return jsonResponse(200, { success: true, data: [CUT] });
    if (url.includes('/api/admin/staff/'))
      return jsonResponse(200, { success: true, data: [{ id: 'u1', name: 'Ava Stylist' }] });
    if (url.startsWith('/api/admin/inventory/products'))
      return jsonResponse(200, {
        success: true,
        data: {
          products: [OIL],
          total: 1,
          page: 1,
          pageSize: 20,
          summary: { stockValue: 0, lowStock: 0, outOfStock: 0 },
        },
      });
    if (method === 'POST' && url === CHECKOUT_ENDPOINTS.checkout.path) {
      const next = checkoutAnswers.shift() ?? { status: 201, body: { success: true, data: SOLD } };
      if (next instanceof Error) throw next;
      return jsonResponse(next.status, next.body);
    }
    return jsonResponse(404, { success: false });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

const totals = () => within(screen.getByRole('group', { name: 'Totals' }));

/** Adds the haircut and two oils (the second by scanning its barcode). */
async function fillCart(role: Role = 'FRONTDESK') {
  renderRegister('/register', role);
  fireEvent.click(await screen.findByRole('button', { name: "Add Women's Haircut, $85.00" }));
  fireEvent.click(await screen.findByRole('button', { name: 'Add Argan Oil, $24.99' }));
  const search = screen.getByRole('textbox', { name: /Search or scan/ });
  fireEvent.change(search, { target: { value: '0123456789' } });
  fireEvent.keyDown(search, { key: 'Enter' });
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Quantity, Argan Oil' })).toHaveProperty('value', '2'),
  );
}

const checkoutCalls = () =>
  fetchMock.mock.calls.filter(
    ([u, init]) => u === CHECKOUT_ENDPOINTS.checkout.path && (init as RequestInit).method === 'POST',
  );

describe('RegisterPage', () => {
  it('previews the totals of a hand-computed cart, with a quick tip of the services', async () => {
    await fillCart();
    // 85.00 + 2 × 24.99 = 134.98; tax 8 % of the oils' 49.98 = 3.9984 → 4.00; total 138.98.
    expect(totals().getByTestId('total-subtotal').textContent).toBe('$134.98');
    expect(totals().getByTestId('total-tax').textContent).toBe('$4.00');
    expect(totals().getByTestId('total-total').textContent).toBe('$138.98');

    fireEvent.click(screen.getByRole('combobox', { name: "Staff, Women's Haircut" }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ava Stylist' }));
    // 18 % of the haircut's 85.00 = 15.30 (products are left out by default), untaxed.
    fireEvent.click(screen.getByRole('button', { name: 'Tip 18%, $15.30' }));
    expect(totals().getByTestId('total-tip').textContent).toBe('$15.30');
    expect(totals().getByTestId('total-total').textContent).toBe('$154.28');
    expect(screen.getByRole('button', { name: /Charge \$154\.28/ })).toBeTruthy();
  });

  it('shows suggested tips as money, "$17.00" not "$17", and counts products when the location says so', async () => {
    await fillCart();
    fireEvent.click(screen.getByRole('combobox', { name: "Staff, Women's Haircut" }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ava Stylist' }));
    const twenty = screen.getByRole('button', { name: 'Tip 20%, $17.00' });
    expect(twenty.textContent).toBe('20% · $17.00');
    expect(screen.getByTestId('tip-base').textContent).toBe('Suggested tips are of $85.00 in services.');
    fireEvent.click(twenty);
    expect((screen.getByRole('textbox', { name: 'Tip' }) as HTMLInputElement).value).toBe('$17.00');
    expect(totals().getByTestId('total-tip').textContent).toBe('$17.00');
  });

  it('uses every line for the suggestions when the location does not limit them to services', async () => {
    settings = { ...settings, suggestedTipOnServices: false };
    await fillCart();
    // 18 % of 134.98 = 24.2964 → 24.30.
    expect(await screen.findByRole('button', { name: 'Tip 18%, $24.30' })).toBeTruthy();
    expect(screen.getByTestId('tip-base').textContent).toBe('Suggested tips are of $134.98.');
  });

  it('asks a manager to approve a tip above the ceiling before the front desk can charge', async () => {
    await fillCart();
    fireEvent.click(screen.getByRole('combobox', { name: "Staff, Women's Haircut" }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ava Stylist' }));
    // The ticket is worth 134.98: 134.98 needs no approval, 150.00 does.
    const tip = screen.getByRole('textbox', { name: 'Tip' });
    fireEvent.change(tip, { target: { value: '134.98' } });
    expect(screen.queryByRole('region', { name: 'Manager approval' })).toBeNull();
    fireEvent.change(tip, { target: { value: '150' } });
    const prompt = screen.getByRole('region', { name: 'Manager approval' });
    expect(prompt.textContent).toContain(tipApprovalMessage(100));

    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Card last 4, Card payment 1' }), {
      target: { value: '4242' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Authorisation code, Card payment 1' }), {
      target: { value: 'A1B2C3' },
    });
    const charge = () => screen.getByRole('button', { name: /Charge \$288\.98/ }) as HTMLButtonElement;
    expect(charge().disabled).toBe(true);
    fireEvent.change(within(prompt).getByRole('textbox', { name: 'Manager email' }), {
      target: { value: ' max@luxe.example ' },
    });
    fireEvent.change(within(prompt).getByLabelText('Manager password'), { target: { value: 'secret' } });
    expect(charge().disabled).toBe(false);
    fireEvent.click(charge());
    expect(await screen.findByText('Payment complete')).toBeTruthy();
    const body = JSON.parse(String((checkoutCalls()[0]![1] as RequestInit).body)) as Record<string, unknown>;
    expect(body).toMatchObject({ tip: 150, tipApproval: { email: 'max@luxe.example', password: 'secret' } });
  });

  it('lets a manager charge a tip above the ceiling without a second sign-in', async () => {
    await fillCart('MANAGER');
    fireEvent.click(screen.getByRole('combobox', { name: "Staff, Women's Haircut" }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ava Stylist' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Tip' }), { target: { value: '150' } });
    expect(screen.getByTestId('tip-self-approved').textContent).toContain('over 100%');
    expect(screen.queryByRole('region', { name: 'Manager approval' })).toBeNull();
  });

  it('enables Charge only when the payments add up, and sends choices with an Idempotency-Key', async () => {
    await fillCart();
    const charge = () => screen.getByRole('button', { name: /Charge \$138\.98/ }) as HTMLButtonElement;
    expect(charge().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    const amount = screen.getByRole('textbox', { name: 'Amount, Card payment 1' });
    expect((amount as HTMLInputElement).value).toBe('$138.98');
    expect(charge().disabled).toBe(true); // no last 4 or authorisation code yet
    fireEvent.change(screen.getByRole('textbox', { name: 'Card last 4, Card payment 1' }), {
      target: { value: '4242' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Authorisation code, Card payment 1' }), {
      target: { value: 'A1B2C3' },
    });
    expect(charge().disabled).toBe(false);

    fireEvent.change(amount, { target: { value: '100' } });
    expect(charge().disabled).toBe(true);
    expect(screen.getByText('Still to pay: $38.98')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add cash' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Cash received, Cash payment 2' }), {
      target: { value: '50' },
    });
    expect(screen.getByText('Change due: $11.02')).toBeTruthy();
    expect(charge().disabled).toBe(false);

    fireEvent.click(charge());
    expect(await screen.findByText('Payment complete')).toBeTruthy();
    expect(screen.getByLabelText('Receipt #1042')).toBeTruthy();

    const [call] = checkoutCalls();
    const init = call![1] as RequestInit;
    expect(new Headers(init.headers).get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(body).toEqual({
      establishmentId: 'e1',
      clientId: null,
      lines: [
        { kind: 'service', serviceId: 's1', staffId: null, quantity: 1, discount: null },
        { kind: 'product', productId: 'p1', staffId: null, quantity: 2, discount: null },
      ],
      orderDiscount: null,
      tip: 0,
      tipSplit: 'even',
      tenders: [
        { type: 'card', amount: 100, cardType: 'visa', cardLast4: '4242', authCode: 'A1B2C3' },
        { type: 'cash', amount: 38.98, received: 50 },
      ],
    });
    for (const total of ['subtotal', 'taxAmount', 'totalAmount', 'total', 'amount'])
      expect(body).not.toHaveProperty(total);

    fireEvent.click(screen.getByRole('button', { name: 'New sale' }));
    expect(await screen.findByText(/The cart is empty/)).toBeTruthy();
  });

  it("shows the server's message on failure and retries with the same key", async () => {
    checkoutAnswers = [
      new TypeError('Failed to fetch'),
      { status: 409, body: { success: false, message: CHECKOUT_MESSAGES.drawerClosed, code: 'CONFLICT' } },
    ];
    await fillCart();
    fireEvent.click(screen.getByRole('button', { name: 'Add cash' }));
    const charge = screen.getByRole('button', { name: /Charge \$138\.98/ });

    fireEvent.click(charge);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Failed to fetch'),
    );
    fireEvent.click(charge);
    const alert = await screen.findByText(new RegExp(CHECKOUT_MESSAGES.drawerClosed));
    expect(alert.textContent).toContain('Cash drawer panel');
    expect(screen.queryByText('Payment complete')).toBeNull();

    const keys = checkoutCalls().map(([, init]) =>
      new Headers((init as RequestInit).headers).get(IDEMPOTENCY_HEADER),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
