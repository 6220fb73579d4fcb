import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_MESSAGES, CRM_ENDPOINTS } from '@daybook/contracts';
import { renderCrm } from '../test/crm-fixtures';
import { LoyaltyRuleButton } from './loyalty-rule-button';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    const body = init?.method === 'PUT' ? JSON.parse(String(init.body)) : { loyaltyPointsPerDollar: 1 };
    return new Response(JSON.stringify({ success: true, data: body }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('LoyaltyRuleButton', () => {
  it('shows the current rule, refuses an empty one, and saves a whole number', async () => {
    const user = userEvent.setup();
    renderCrm(<LoyaltyRuleButton tenantId="t1" />, { role: 'BUSINESS_OWNER' });
    await user.click(screen.getByRole('button', { name: 'Loyalty rule' }));
    const input = await screen.findByRole('textbox', { name: 'Points per dollar spent' });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('1'));

    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText(CLIENT_MESSAGES.loyaltyRate)).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT'),
    ).toHaveLength(0);

    await user.type(input, '3');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(
        ([, init]) => (init as RequestInit | undefined)?.method === 'PUT',
      );
      expect(put?.[0]).toBe(CRM_ENDPOINTS.saveSettings.path);
      expect(JSON.parse(String((put?.[1] as RequestInit).body))).toEqual({ loyaltyPointsPerDollar: 3 });
    });
  });
});
