import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query/query-client';
import {
  EMPLOYEE_ENDPOINTS,
  EMPLOYEE_MESSAGES,
  STAFF_AUDIT_ENDPOINTS,
  STAFF_AUDIT_MESSAGES,
  endpointPath,
  type Employee,
  type Role,
  type StaffAuditEntry,
} from '@daybook/contracts';
import { establishmentFixture } from '../../../test/establishment-fixture';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { WorkspaceContext, type WorkspaceValue } from '../../../lib/workspace/workspace-context';
import { withLoadTimeout } from '../api/employees-api';
import { EmployeesView } from './employees-view';

const EST = establishmentFixture('11111111-1111-4111-8111-111111111111', { name: 'Salon One' });
const LIST = endpointPath(EMPLOYEE_ENDPOINTS.list, { id: EST.id });

function employee(over: Partial<Employee>): Employee {
  return {
    id: 'e1',
    tenantId: 't1',
    firstName: 'Emma',
    lastName: 'Chen',
    email: 'emma@example.com',
    phone: null,
    address: null,
    role: 'employee',
    avatarUrl: null,
    specialization: 'Colour',
    biography: null,
    yearsOfExperience: 6,
    certifications: ['Balayage'],
    establishmentId: EST.id,
    services: ['s1'],
    serviceRate: null,
    level: 'Senior',
    isActive: true,
    profilePicture: null,
    averageRating: null,
    dateJoined: '2022-03-01',
    jobTitle: 'Senior Stylist',
    employeeType: 'W2',
    status: 'active',
    terminationDate: null,
    payType: 'Hourly',
    payRate: 1800,
    commissionPercent: 0,
    productCommissionPercent: 10,
    commissionPlan: { custom: false, tiers: null, overrides: 0 },
    payPeriod: 'bi-weekly',
    overtimeExempt: false,
    systemAccess: { status: 'active' },
    leaveRecords: [],
    ...over,
  };
}

const ME = 'u1';
const EMMA = employee({});
const FIONA = employee({
  id: 'e2',
  firstName: 'Fiona',
  lastName: 'Walsh',
  email: 'fiona@example.com',
  role: 'frontdesk',
  jobTitle: 'Front Desk',
});

function renderAs(role: Role, ui: ReactElement) {
  const workspace = {
    role,
    user: { id: ME, email: 'me@example.com' },
    tenant: { id: 't1', name: 'Tenant' },
    establishments: [EST],
    locations: [],
    selectedId: EST.id,
    selected: EST,
    isAllSelected: false,
    selectEstablishment: () => {},
  } as unknown as WorkspaceValue;
  const client = createQueryClient();
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <WorkspaceContext.Provider value={workspace}>
        <MemoryRouter>{ui}</MemoryRouter>
      </WorkspaceContext.Provider>
    </QueryClientProvider>,
  );
}

function stubFetch(answer: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const view = <EmployeesView scope={{ establishmentId: EST.id }} />;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('EmployeesView', () => {
  it('lists a manager their team with pay in US dollars, searches, and opens the full record', async () => {
    stubFetch(() => jsonResponse(200, { success: true, data: [EMMA, FIONA] }));
    renderAs('MANAGER', view);
    const table = within(await screen.findByRole('table', { name: 'Employees' }));
    expect(table.getAllByText('$18.00/h')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'fiona' } });
    expect(screen.queryByText('Emma Chen')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View Fiona Walsh' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.getByText('Product commission')).toBeTruthy();
    expect(drawer.getByText('bi-weekly')).toBeTruthy();
    expect(drawer.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add employee' })).toBeTruthy();
  });

  it('shows the front desk names and roles only, without add', async () => {
    stubFetch(() =>
      jsonResponse(200, {
        success: true,
        data: [employee({ email: '', payType: null, payRate: null, payPeriod: null })],
      }),
    );
    renderAs('FRONTDESK', view);
    const table = within(await screen.findByRole('table', { name: 'Employees' }));
    expect(table.queryByText('Pay')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add employee' })).toBeNull();
  });

  it('shows the empty state', async () => {
    stubFetch(() => jsonResponse(200, { success: true, data: [] }));
    renderAs('MANAGER', view);
    expect(await screen.findByText('Nobody works here yet.')).toBeTruthy();
  });

  it('tries the list 3 times, 1 s then 2 s apart, then shows the error with Retry', async () => {
    const fetchMock = stubFetch(() => jsonResponse(500, { message: 'boom' }));
    renderAs('MANAGER', view);
    expect(await screen.findByText(EMPLOYEE_MESSAGES.loadFailed, {}, { timeout: 6000 })).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith(LIST))).toHaveLength(3);
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  }, 10_000);

  it('sends an invitation with the pay in cents', async () => {
    const fetchMock = stubFetch((url, init) =>
      init?.method === 'POST'
        ? jsonResponse(201, {
            success: true,
            data: EMMA,
            message: EMPLOYEE_MESSAGES.invited,
            invitationLink: null,
          })
        : jsonResponse(200, { success: true, data: [] }),
    );
    renderAs('MANAGER', view);
    fireEvent.click(await screen.findByRole('button', { name: 'Add employee' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText(/First name/), { target: { value: 'Nina' } });
    fireEvent.change(dialog.getByLabelText(/Last name/), { target: { value: 'Park' } });
    fireEvent.change(dialog.getByLabelText(/Email/), { target: { value: 'nina@example.com' } });
    fireEvent.change(dialog.getByLabelText('Hourly rate ($)'), { target: { value: '18.50' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toMatchObject({
      firstName: 'Nina',
      email: 'nina@example.com',
      role: 'employee',
      establishmentId: EST.id,
      payRate: 1850,
    });
  }, 60_000);
});

describe('pay on the Employees page (issue #28)', () => {
  const TIERED = employee({
    payType: 'Commission',
    payRate: 0,
    commissionPercent: 40,
    commissionPlan: {
      custom: true,
      tiers: {
        mode: 'all',
        bands: [
          { fromCents: 0, toCents: 200_000, percent: 30 },
          { fromCents: 200_000, toCents: null, percent: 45 },
        ],
      },
      overrides: 2,
    },
  });
  const CHANGE: StaffAuditEntry = {
    id: 'a1',
    userId: TIERED.id,
    actorId: 'o1',
    actorName: 'Olivia Owner',
    area: 'pay',
    field: 'Pay rate',
    oldValue: '$18.00',
    newValue: '$22.00',
    at: '2026-06-10T15:04:00.000Z',
  };

  it('shows an owner the commission plan payroll pays by, the pay changes and the rule for managers', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.startsWith(endpointPath(STAFF_AUDIT_ENDPOINTS.trail, { userId: TIERED.id })))
        return jsonResponse(200, { success: true, data: [CHANGE] });
      if (url.startsWith(STAFF_AUDIT_ENDPOINTS.paySettings.path))
        return jsonResponse(200, { success: true, data: { managersSetPay: true } });
      return jsonResponse(200, { success: true, data: [TIERED] });
    });
    renderAs('BUSINESS_OWNER', view);
    const table = within(await screen.findByRole('table', { name: 'Employees' }));
    expect(table.getByText('Commission 30–45% tiered')).toBeTruthy();
    expect(
      (await screen.findByRole('switch', { name: 'Managers may change others’ pay' })) as HTMLInputElement,
    ).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'View Emma Chen' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(
      drawer.getByText('$0.00–$2,000.00 30%, from $2,000.00 45% (rate of the reached band on all sales)'),
    ).toBeTruthy();
    expect(drawer.getByText('2 services at their own percent')).toBeTruthy();
    const changes = within(await drawer.findByRole('list', { name: 'Pay changes' }));
    expect(changes.getByRole('listitem').textContent).toMatch(
      /^Pay rate: \$18\.00 → \$22\.00.* · Olivia Owner$/,
    );
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/hr/staff-audit/'))).toBe(true);
  }, 60_000);

  it("keeps a manager's own pay out of their reach: fields disabled, the reason shown, none sent", async () => {
    const self = employee({ id: ME, firstName: 'Marcus', lastName: 'Lee', role: 'manager' });
    const fetchMock = stubFetch((url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(200, { success: true, data: self, message: EMPLOYEE_MESSAGES.updated })
        : jsonResponse(200, { success: true, data: [self] }),
    );
    renderAs('MANAGER', view);
    fireEvent.click(await screen.findByRole('button', { name: 'View Marcus Lee' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit employee' }));
    expect(dialog.getByText(STAFF_AUDIT_MESSAGES.ownPay)).toBeTruthy();
    expect(dialog.getByLabelText('Hourly rate ($)')).toHaveProperty('disabled', true);
    expect(dialog.getByLabelText('Service commission (%)')).toHaveProperty('disabled', true);
    fireEvent.change(dialog.getByLabelText('Phone'), { target: { value: '+12125550123' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    const body = JSON.parse(String(init!.body)) as Record<string, unknown>;
    expect(body.phone).toBe('+12125550123');
    expect(body).not.toHaveProperty('payRate');
    expect(body).not.toHaveProperty('commissionPercent');
  }, 60_000);
});

describe('overtime on the employee form (issue #28)', () => {
  it('offers “Exempt from overtime” for a salary only, ticked by default, and sends the choice', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'PUT')
        return jsonResponse(200, { success: true, data: EMMA, message: EMPLOYEE_MESSAGES.updated });
      if (url.startsWith(endpointPath(STAFF_AUDIT_ENDPOINTS.trail, { userId: EMMA.id })))
        return jsonResponse(200, { success: true, data: [] });
      if (url.startsWith(STAFF_AUDIT_ENDPOINTS.paySettings.path))
        return jsonResponse(200, { success: true, data: { managersSetPay: true } });
      return jsonResponse(200, { success: true, data: [EMMA] });
    });
    renderAs('BUSINESS_OWNER', view);
    fireEvent.click(await screen.findByRole('button', { name: 'View Emma Chen' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.getByText('Overtime').nextSibling?.textContent).toBe('Eligible');
    fireEvent.click(drawer.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit employee' }));
    const exempt = () => dialog.getByRole('checkbox', { name: 'Exempt from overtime' }) as HTMLInputElement;
    const offered = () => dialog.queryByRole('checkbox', { name: 'Exempt from overtime' }) !== null;
    // Hourly staff are always paid overtime: no choice to make.
    expect(offered()).toBe(false);
    const choose = async (payType: string) => {
      fireEvent.click(dialog.getByRole('combobox', { name: 'Pay type' }));
      fireEvent.click(await screen.findByRole('option', { name: payType }));
    };
    await choose('Salary');
    await waitFor(() => expect(exempt().checked).toBe(true));
    expect(
      dialog.getByText('Salaried managers usually are; untick it for salaried staff paid overtime.'),
    ).toBeTruthy();
    await choose('Hourly');
    await waitFor(() => expect(offered()).toBe(false));
    // A salaried person who is not exempt: salary first, then the box unticked by hand.
    await choose('Salary');
    await waitFor(() => expect(exempt().checked).toBe(true));
    fireEvent.click(exempt());
    expect(exempt().checked).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ payType: 'Salary', overtimeExempt: false });
  }, 60_000);
});

describe('withLoadTimeout', () => {
  it("fails with the spec's timeout text after 30 s", async () => {
    vi.useFakeTimers();
    const never = (signal: AbortSignal) =>
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    const result = withLoadTimeout(new AbortController().signal, never);
    const settled = expect(result).rejects.toThrow(EMPLOYEE_MESSAGES.loadTimeout);
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });
});
