/** Test helpers of the payroll screens: a signed-in workspace of one role at one location, and a run. */
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PayRun, Role } from '@daybook/contracts';
import { establishmentFixture } from '../../../test/establishment-fixture';
import { renderWithMantine } from '../../../test/render';
import { WorkspaceContext, type WorkspaceValue } from '../../../lib/workspace/workspace-context';

export const EST = establishmentFixture('11111111-1111-4111-8111-111111111111', { name: 'Salon One' });

/** Renders `ui` for a signed-in `role` at EST. */
export function renderAs(role: Role, ui: ReactElement) {
  const workspace = {
    role,
    user: { id: 'u1', email: 'me@example.com' },
    profile: { first_name: 'Olive', last_name: 'Owner' },
    tenant: { id: 't1', name: 'Tenant' },
    establishments: [EST],
    locations: [],
    selectedId: EST.id,
    selected: EST,
    isAllSelected: false,
    selectEstablishment: () => {},
  } as unknown as WorkspaceValue;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <WorkspaceContext.Provider value={workspace}>
        <MemoryRouter>{ui}</MemoryRouter>
      </WorkspaceContext.Provider>
    </QueryClientProvider>,
  );
}

const plan = { servicePercent: 10, productPercent: 5, overrides: 0, tierMode: null, tierPercent: null };

const NO_OVERTIME = { overtimeMinutes: 0, overtimePay: 0, adjustmentMinutes: 0, adjustmentPay: 0 };

/** A draft run of two people. */
export function runFixture(over: Partial<PayRun> = {}): PayRun {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    establishmentId: EST.id,
    periodStart: '2026-03-02',
    periodEnd: '2026-03-15',
    status: 'draft',
    createdAt: '2026-03-16T12:00:00.000Z',
    updatedAt: '2026-03-16T12:00:00.000Z',
    finalisedAt: null,
    finalisedByName: null,
    totals: {
      minutes: 1_275,
      overtimeMinutes: 0,
      hourlyPay: 425,
      overtimePay: 0,
      adjustmentPay: 0,
      salaryPay: 0,
      commission: 32.5,
      tips: 15,
      gross: 472.5,
    },
    lines: [
      {
        id: 'l1',
        userId: 'e1',
        name: 'Emma Chen',
        payType: 'Hourly',
        rate: 20,
        minutes: 795,
        hourlyPay: 265,
        salaryPay: 0,
        serviceSales: 220,
        productSales: 20,
        serviceCommission: 35.5,
        productCommission: 1,
        refundReversal: -4,
        guaranteeTopUp: 0,
        tips: 15,
        ...NO_OVERTIME,
        gross: 312.5,
        plan,
      },
      {
        id: 'l2',
        userId: 'e2',
        name: 'Marcus Reyes',
        payType: 'Hourly',
        rate: 20,
        minutes: 480,
        hourlyPay: 160,
        salaryPay: 0,
        serviceSales: 0,
        productSales: 0,
        serviceCommission: 0,
        productCommission: 0,
        refundReversal: 0,
        guaranteeTopUp: 0,
        tips: 0,
        ...NO_OVERTIME,
        gross: 160,
        plan,
      },
    ],
    adjustments: [],
    laterAdjustments: [],
    ...over,
  };
}
