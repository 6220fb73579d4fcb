/**
 * The client page's communication preferences (issue #32): states and history, a toggle that
 * PUTs and toasts, the server's sentence on failure, read-only without client:update.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { CONSENT_ENDPOINTS, CONSENT_MESSAGES, endpointPath, type ClientConsent } from '@daybook/contracts';
import { jsonResponse } from '../../../../test/render';
import { renderCrm } from '../../test/crm-fixtures';
import { ClientConsentCard } from './client-consent-card';

const PATH = endpointPath(CONSENT_ENDPOINTS.get, { id: 'c1' });
const AT = '2026-11-29T21:15:00.000Z';

const CONSENT: ClientConsent = {
  current: [
    { channel: 'email', purpose: 'marketing', granted: true, changedAt: AT, source: 'staff' },
    { channel: 'email', purpose: 'reminders', granted: true, changedAt: null, source: 'default' },
    { channel: 'sms', purpose: 'marketing', granted: false, changedAt: null, source: 'default' },
    { channel: 'sms', purpose: 'reminders', granted: true, changedAt: null, source: 'default' },
  ],
  history: [
    {
      channel: 'email',
      purpose: 'marketing',
      granted: true,
      source: 'staff',
      changedBy: { id: 'u1', name: 'Olivia Bennett' },
      detail: null,
      changedAt: AT,
    },
  ],
};

const AFTER: ClientConsent = {
  current: CONSENT.current.map((c) =>
    c.channel === 'sms' && c.purpose === 'marketing'
      ? { ...c, granted: true, changedAt: AT, source: 'staff' }
      : c,
  ),
  history: [{ ...CONSENT.history[0]!, channel: 'sms' }, ...CONSENT.history],
};

let fetchMock: ReturnType<typeof vi.fn>;
let answer: ClientConsent;
function serve(put: (body: unknown) => Response) {
  answer = CONSENT;
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url !== PATH) return jsonResponse(404, { success: false, message: 'Not found.' });
    if (init?.method === 'PUT') return put(JSON.parse(String(init.body)));
    return jsonResponse(200, { success: true, data: answer });
  });
  vi.stubGlobal('fetch', fetchMock);
}

const puts = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
// The toasts as a person sees them: the web project shares modules between test files, so a
// mocked notifications module could be bypassed by a query client loaded before it.
const render = (role: 'FRONTDESK' | 'EMPLOYEE' = 'FRONTDESK', canUpdate = true) =>
  renderCrm(
    <>
      <Notifications />
      <ClientConsentCard clientId="c1" clientName="Ana García" canUpdate={canUpdate} />
    </>,
    { role },
  );

afterEach(() => vi.unstubAllGlobals());

describe('ClientConsentCard', () => {
  it('shows the four switches with where each stands, and the history', async () => {
    serve(() => jsonResponse(200, { success: true, data: AFTER }));
    render();
    const section = await screen.findByRole('region', { name: 'Communication preferences' });
    const email = await within(section).findByRole('switch', { name: /^Email marketing/ });
    expect((email as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: /^Text marketing/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: /^Email reminders/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: /^Text reminders/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Default: off until the client opts in')).toBeTruthy();
    const when = new Date(AT).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    const history = screen.getByRole('list', { name: 'Preference history' });
    const [entry] = within(history).getAllByRole('listitem');
    expect(entry!.textContent).toBe(`Email marketing onOlivia Bennett (Staff) · ${when}`);
    expect(when).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
  });

  it('saves a toggle with PUT, toasts, and shows the grown history', async () => {
    serve((body) => {
      answer = AFTER;
      return jsonResponse(200, { success: true, data: AFTER, echo: body });
    });
    render();
    await userEvent.setup().click(await screen.findByRole('switch', { name: /^Text marketing/ }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String((puts()[0]![1] as RequestInit).body))).toEqual({
      channel: 'sms',
      purpose: 'marketing',
      granted: true,
    });
    const toast = (await screen.findByText('Text marketing is now on for Ana García.')).closest(
      '[role="alert"]',
    );
    expect(toast?.textContent).toContain(CONSENT_MESSAGES.saved);
    expect(await screen.findByText('Text marketing on')).toBeTruthy();
    expect((screen.getByRole('switch', { name: /^Text marketing/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("toasts the server's sentence when the change fails", async () => {
    serve(() => jsonResponse(403, { success: false, message: 'You do not have permission.' }));
    render();
    await userEvent.setup().click(await screen.findByRole('switch', { name: /^Email reminders/ }));
    const toast = (await screen.findByText('You do not have permission.', {}, { timeout: 5000 })).closest(
      '[role="alert"]',
    );
    expect(toast?.textContent).toContain(CONSENT_MESSAGES.saveFailed);
    expect(document.body.textContent).not.toContain('HTTP error');
  });

  it('is read-only without client:update', async () => {
    serve(() => jsonResponse(200, { success: true, data: AFTER }));
    render('EMPLOYEE', false);
    const email = await screen.findByRole('switch', { name: /^Email marketing/ });
    expect((email as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('You can see these preferences but not change them.')).toBeTruthy();
    await userEvent.setup().click(email);
    expect(puts()).toHaveLength(0);
  });
});
