/**
 * The overtime rule above the pay runs (issue #28): said in one sentence, changed by an owner in
 * hours (sent as minutes), the server's sentence shown when it refuses; managers only read it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PAYROLL_ENDPOINTS as E, PAYROLL_MESSAGES } from '@daybook/contracts';
import { jsonResponse } from '../../../test/render';
import { EST, renderAs } from '../test/payroll-fixtures';
import { OvertimeRule } from './overtime-rule';

const WAIT = { timeout: 10_000 };
const RULE = {
  establishmentId: EST.id,
  weeklyThresholdMinutes: 2400,
  dailyThresholdMinutes: null,
  multiplier: 1.5,
  custom: false,
};

function stubFetch(put: (body: unknown) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path !== E.overtime.path) return jsonResponse(404, { success: false, message: 'Not found.' });
    if (init?.method === 'PUT') return put(JSON.parse(String(init.body)));
    return jsonResponse(200, { success: true, data: RULE });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('OvertimeRule', { timeout: 30_000 }, () => {
  it('lets an owner add a daily rule, sent in minutes', async () => {
    const sent: unknown[] = [];
    stubFetch((body) => {
      sent.push(body);
      return jsonResponse(200, {
        success: true,
        data: { ...RULE, dailyThresholdMinutes: 480, custom: true },
      });
    });
    renderAs('BUSINESS_OWNER', <OvertimeRule establishmentId={EST.id} />);
    expect(
      await screen.findByText('Overtime after 40 h a week, at 1.5 × the hourly rate.', {}, WAIT),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change overtime rule' }));
    fireEvent.change(await screen.findByLabelText(/Daily overtime after/, {}, WAIT), {
      target: { value: '8' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(sent).toEqual([{ weeklyThresholdMinutes: 2400, dailyThresholdMinutes: 480, multiplier: 1.5 }]),
      WAIT,
    );
  });

  it('shows the server’s sentence when it refuses the rule', async () => {
    stubFetch(() => jsonResponse(400, { success: false, message: PAYROLL_MESSAGES.overtimeMultiplier }));
    renderAs('BUSINESS_OWNER', <OvertimeRule establishmentId={EST.id} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change overtime rule' }, WAIT));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }, WAIT));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe(
      PAYROLL_MESSAGES.overtimeMultiplier,
    );
  });

  it('only tells a manager the rule', async () => {
    stubFetch(() => jsonResponse(500, {}));
    renderAs('MANAGER', <OvertimeRule establishmentId={EST.id} />);
    expect(await screen.findByText(/Overtime after 40 h a week/, {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change overtime rule' })).toBeNull();
  });
});
