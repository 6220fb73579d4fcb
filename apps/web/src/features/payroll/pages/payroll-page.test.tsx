import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAYROLL_ENDPOINTS as E, PAYROLL_MESSAGES, endpointPath } from '@daybook/contracts';
import { jsonResponse } from '../../../test/render';
import { EST, renderAs, runFixture } from '../test/payroll-fixtures';
import { PayrollPage } from './payroll-page';

const RUN = runFixture();
/** Generous waits: the suite shares a busy machine. */
const WAIT = { timeout: 10_000 };
const periods = (runId: string | null, status: 'draft' | 'finalised' | null) => ({
  success: true,
  data: [{ start: '2026-03-02', end: '2026-03-15', current: true, runId, status }],
});

function stubFetch(state: { runId: string | null; status: 'draft' | 'finalised' | null }) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    if (path === E.periods.path) return jsonResponse(200, periods(state.runId, state.status));
    if (path === E.createRun.path && method === 'POST') {
      Object.assign(state, { runId: RUN.id, status: 'draft' });
      return jsonResponse(201, { success: true, data: RUN });
    }
    if (path === E.runs.path) return jsonResponse(200, { success: true, data: [] });
    if (path === endpointPath(E.finaliseRun, { id: RUN.id })) {
      Object.assign(state, { status: 'finalised' });
      return jsonResponse(200, { success: true, data: { ...RUN, status: 'finalised' } });
    }
    if (path === endpointPath(E.run, { id: RUN.id }))
      return jsonResponse(200, { success: true, data: { ...RUN, status: state.status } });
    return jsonResponse(404, { success: false, message: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('PayrollPage', { timeout: 30_000 }, () => {
  it('drafts the chosen period’s run and shows its lines with totals in dollars', async () => {
    const fetchMock = stubFetch({ runId: null, status: null });
    renderAs('MANAGER', <PayrollPage />);
    fireEvent.click(await screen.findByRole('button', { name: PAYROLL_MESSAGES.draft }, WAIT));
    const table = await screen.findByRole('table', { name: 'Pay run lines' }, WAIT);
    expect(within(table).getByText('Emma Chen')).toBeTruthy();
    expect(within(table).getByText('$312.50')).toBeTruthy();
    expect(within(table).getByText('$472.50')).toBeTruthy();
    expect(within(table).getByText('13.25')).toBeTruthy();
    const post = fetchMock.mock.calls.find(
      ([, init]) => (init as RequestInit | undefined)?.method === 'POST',
    )!;
    expect(JSON.parse(String((post[1] as RequestInit).body))).toEqual({
      establishmentId: EST.id,
      periodStart: '2026-03-02',
      periodEnd: '2026-03-15',
    });
    // A manager drafts and reviews; only an owner finalises.
    expect(screen.queryByRole('button', { name: PAYROLL_MESSAGES.finalise })).toBeNull();
  });

  it('lets an owner finalise after confirming', async () => {
    const fetchMock = stubFetch({ runId: RUN.id, status: 'draft' });
    renderAs('BUSINESS_OWNER', <PayrollPage />);
    fireEvent.click(await screen.findByRole('button', { name: PAYROLL_MESSAGES.finalise }, WAIT));
    expect(await screen.findByText(PAYROLL_MESSAGES.finaliseConfirm, {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Finalise pay run' }));
    await waitFor(
      () => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/finalise'))).toBe(true),
      WAIT,
    );
    expect(await screen.findByText('Finalised', {}, WAIT)).toBeTruthy();
  });

  it('tells the front desk it cannot view payroll', () => {
    stubFetch({ runId: null, status: null });
    renderAs('FRONTDESK', <PayrollPage />);
    expect(screen.queryByRole('button', { name: PAYROLL_MESSAGES.draft })).toBeNull();
  });
});
