/**
 * The automated messages panel (issue #32): the three flows of the location with their switches,
 * hours and channels; turning one off and saving sends every flow with the change and toasts;
 * the client flows with their waits and the rebook nudge's weeks per service, saved with the
 * rest; the reminder results show; recent sends list their status and reason (a birthday about
 * no appointment too).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AUTOMATION_ENDPOINTS as E,
  type AutomationClientFlowSetting,
  type AutomationFlowSetting,
  type AutomationSend,
  type AutomationSettingsUpdate,
} from '@daybook/contracts';
import { createQueryClient } from '../../../lib/query/query-client';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { AutomatedMessagesPanel } from './index';

const EST = { id: '11111111-1111-4111-8111-111111111111', name: 'Salon One' };

/** Each flow in its standard wording. */
const STANDARD = { subject: null, body: null };

const FLOWS: AutomationFlowSetting[] = [
  { flow: 'booking_confirmation', enabled: true, hoursBefore: null, channels: ['email', 'sms'], ...STANDARD },
  { flow: 'reminder_first', enabled: true, hoursBefore: 24, channels: ['email', 'sms'], ...STANDARD },
  { flow: 'reminder_second', enabled: true, hoursBefore: 2, channels: ['sms'], ...STANDARD },
];

const CLIENT_FLOWS: AutomationClientFlowSetting[] = [
  { flow: 'rebook_nudge', enabled: true, wait: 6, channels: ['email'], serviceWeeks: [], ...STANDARD },
  { flow: 'birthday', enabled: false, wait: null, channels: ['email'], serviceWeeks: [], ...STANDARD },
  { flow: 'win_back', enabled: false, wait: 90, channels: ['email', 'sms'], serviceWeeks: [], ...STANDARD },
  { flow: 'review_request', enabled: true, wait: 2, channels: ['sms'], serviceWeeks: [], ...STANDARD },
];

const SERVICES = [
  { id: '44444444-4444-4444-8444-444444444444', name: 'Haircut' },
  { id: '55555555-5555-4555-8555-555555555555', name: 'Color' },
];

const BIRTHDAY_SEND: AutomationSend = {
  id: '66666666-6666-4666-8666-666666666666',
  flow: 'birthday',
  channel: 'email',
  status: 'sent',
  reason: null,
  appointmentId: null,
  clientName: 'Cara Diaz',
  appointmentStartsAt: null,
  createdAt: '2026-12-09T15:00:00.000Z',
};

const SEND: AutomationSend = {
  id: '22222222-2222-4222-8222-222222222222',
  flow: 'reminder_first',
  channel: 'email',
  status: 'skipped',
  reason: 'no consent',
  appointmentId: '33333333-3333-4333-8333-333333333333',
  clientName: 'Ava Brooks',
  appointmentStartsAt: '2026-12-10T14:00:00.000Z',
  createdAt: '2026-12-09T14:00:00.000Z',
};

function stub() {
  const puts: AutomationSettingsUpdate[] = [];
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      urls.push(url);
      const method = init?.method ?? 'GET';
      if (url.startsWith(`${E.results.path}?`))
        return jsonResponse(200, {
          success: true,
          data: {
            establishmentId: EST.id,
            days: 90,
            from: '2026-09-01T12:00:00.000Z',
            to: '2026-11-30T12:00:00.000Z',
            flows: [
              { flow: 'reminder_first', sent: 20 },
              { flow: 'reminder_second', sent: 18 },
            ],
            reminded: { appointments: 20, noShows: 1 },
            unreminded: { appointments: 4, noShows: 1 },
          },
        });
      if (url.startsWith(`${E.sends.path}?`))
        return jsonResponse(200, {
          success: true,
          data: { sends: [BIRTHDAY_SEND, SEND], total: 2, page: 1, pageSize: 25 },
        });
      if (url.startsWith(`${E.get.path}?`) && method === 'PUT') {
        const body = JSON.parse(String(init!.body)) as AutomationSettingsUpdate;
        puts.push(body);
        return jsonResponse(200, {
          success: true,
          data: {
            establishmentId: EST.id,
            flows: body.flows,
            clientFlows: body.clientFlows,
            services: SERVICES,
          },
        });
      }
      if (url.startsWith(`${E.get.path}?`))
        return jsonResponse(200, {
          success: true,
          data: { establishmentId: EST.id, flows: FLOWS, clientFlows: CLIENT_FLOWS, services: SERVICES },
        });
      return jsonResponse(404, { success: false });
    }),
  );
  return { puts, urls };
}

function renderPanel() {
  return renderWithMantine(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <AutomatedMessagesPanel establishments={[EST]} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Automated messages panel', () => {
  it('lists the three flows with their switches, hours and channels', async () => {
    const { urls } = stub();
    renderPanel();
    for (const flow of ['Booking confirmation', 'First reminder', 'Second reminder'])
      expect(await screen.findByRole('switch', { name: `${flow} on` })).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'First reminder on' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      (screen.getByRole('textbox', { name: 'First reminder hours before' }) as HTMLInputElement).value,
    ).toBe('24');
    expect(
      (screen.getByRole('checkbox', { name: 'Second reminder by Email' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(screen.queryByRole('textbox', { name: 'Booking confirmation hours before' })).toBeNull();
    expect(urls).toContain(`${E.get.path}?establishmentId=${EST.id}`);
  });

  it('saves a toggle with every flow and toasts', async () => {
    const { puts } = stub();
    const toast = vi.spyOn(notifications, 'show');
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('switch', { name: 'First reminder on' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.flows).toEqual([FLOWS[0], { ...FLOWS[1], enabled: false }, FLOWS[2]]);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Automated messages saved.' })),
    );
  });

  it('lists the client flows with their waits and the rebook weeks per service', async () => {
    stub();
    renderPanel();
    for (const flow of ['Rebook nudge', 'Birthday', 'Win-back', 'Review request'])
      expect(await screen.findByRole('switch', { name: `${flow} on` })).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Birthday on' }) as HTMLInputElement).checked).toBe(false);
    expect(
      (screen.getByRole('textbox', { name: 'Rebook nudge weeks after' }) as HTMLInputElement).value,
    ).toBe('6');
    expect((screen.getByRole('textbox', { name: 'Win-back days away' }) as HTMLInputElement).value).toBe(
      '90',
    );
    expect(
      (screen.getByRole('textbox', { name: 'Review request hours after' }) as HTMLInputElement).value,
    ).toBe('2');
    expect(screen.queryByRole('textbox', { name: /^Birthday / })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Haircut rebook weeks' }) as HTMLInputElement).value).toBe(
      '',
    );
    expect(screen.getByRole('textbox', { name: 'Color rebook weeks' })).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Review request by Text' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('saves a client flow turned on, its wait and a service’s own weeks with every flow', async () => {
    const { puts } = stub();
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('switch', { name: 'Birthday on' }));
    const days = screen.getByRole('textbox', { name: 'Win-back days away' });
    await user.clear(days);
    await user.type(days, '120');
    await user.type(screen.getByRole('textbox', { name: 'Color rebook weeks' }), '8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.flows).toEqual(FLOWS);
    expect(puts[0]!.clientFlows).toEqual([
      { ...CLIENT_FLOWS[0], serviceWeeks: [{ serviceId: SERVICES[1]!.id, weeks: 8 }] },
      { ...CLIENT_FLOWS[1], enabled: true },
      { ...CLIENT_FLOWS[2], wait: 120 },
      CLIENT_FLOWS[3],
    ]);
  });

  it('shows recent sends with status and reason', async () => {
    const { urls } = stub();
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Recent sends' });
    const row = await within(table).findByRole('row', { name: /Ava Brooks/ });
    expect(row.textContent).toContain('First reminder');
    expect(row.textContent).toContain('skipped');
    expect(row.textContent).toContain('no consent');
    expect(urls).toContain(`${E.sends.path}?establishmentId=${EST.id}&page=1`);
    const birthday = await within(table).findByRole('row', { name: /Cara Diaz/ });
    expect(birthday.textContent).toContain('Birthday');
    expect(birthday.textContent).toContain('sent');
  });

  it('shows the location’s reminder results', async () => {
    const { urls } = stub();
    renderPanel();
    await screen.findByRole('region', { name: 'Results (last 90 days)' });
    expect(
      await screen.findByText('No-show rate: 5.0% reminded vs 25.0% not reminded (20 and 4 appointments)'),
    ).toBeTruthy();
    expect(urls).toContain(`${E.results.path}?establishmentId=${EST.id}&days=90`);
  });
});
