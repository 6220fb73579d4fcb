import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  endpointPath,
  CONSENT_ENDPOINTS,
  CRM_ENDPOINTS,
  type ClientAppointment,
  type ClientConsent,
  type ClientDetail,
} from '@daybook/contracts';
import { jsonResponse } from '../../../test/render';
import { CLIENT, calledUrls, renderCrm } from '../test/crm-fixtures';
import { ClientPage } from './client-page';

const NO_CONSENT: ClientConsent = { current: [], history: [] };

/** The answer to a call other than the client's own: its consent, else an empty list. */
function otherAnswer(url: string): Response {
  return url === endpointPath(CONSENT_ENDPOINTS.get, { id: CLIENT.id })
    ? jsonResponse(200, { success: true, data: NO_CONSENT })
    : jsonResponse(200, { success: true, data: [] });
}

function serve(detail: ClientDetail) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === endpointPath(CRM_ENDPOINTS.client, { id: detail.id })
        ? jsonResponse(200, { success: true, data: detail })
        : otherAnswer(url),
    ),
  );
}

const renderPage = () =>
  renderCrm(<ClientPage />, { path: `/crm/clients/${CLIENT.id}`, route: '/crm/clients/:clientId' });

beforeEach(() => serve(CLIENT));
afterEach(() => vi.unstubAllGlobals());

describe('ClientPage', () => {
  it('puts allergies first, in red, before the figures and appointments', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana García' })).toBeTruthy();

    const allergies = screen.getByRole('alert', { name: 'Allergies' });
    expect(within(allergies).getByText('Latex')).toBeTruthy();
    // A filled alert in the darkest red: it cannot be missed.
    expect(allergies.getAttribute('data-variant')).toBe('filled');
    expect(allergies.getAttribute('style')).toContain('var(--mantine-color-red-9)');
    expect(screen.getByRole('alert', { name: 'Preferences' }).textContent).toContain(
      'Cool water rinse only.',
    );

    // It comes before everything else on the page but the header.
    const figures = screen.getByText('Lifetime spend');
    const upcoming = screen.getByRole('heading', { name: 'Upcoming appointments' });
    expect(allergies.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(allergies.compareDocumentPosition(upcoming) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // Contact details call and mail.
    expect(screen.getByRole('link', { name: '(212) 555-0123' }).getAttribute('href')).toBe(
      'tel:+12125550123',
    );
    expect(screen.getByRole('link', { name: 'ana@example.com' }).getAttribute('href')).toBe(
      'mailto:ana@example.com',
    );
  }, 15_000);

  it('says plainly when no allergies are recorded', async () => {
    serve({ ...CLIENT, allergies: null });
    renderPage();
    const allergies = await screen.findByRole('alert', { name: 'Allergies' });
    expect(allergies.textContent).toContain('None recorded');
    expect(allergies.getAttribute('data-variant')).not.toBe('filled');
  }, 15_000);

  it('pages through the past appointments, ten at a time', async () => {
    const history = endpointPath(CRM_ENDPOINTS.clientHistory, { id: CLIENT.id });
    const visit = (i: number): ClientAppointment => ({
      id: `a${i}`,
      establishmentId: 'e1',
      establishmentName: 'Salon One',
      date: `2026-05-${String(30 - i).padStart(2, '0')}`,
      startTime: '10:00',
      endTime: '10:45',
      serviceId: 's1',
      serviceName: i === 10 ? 'Page two service' : 'Cut',
      staffId: 'u1',
      staffName: 'Grace Liu',
      status: 'completed',
      price: 50,
      visitId: null,
    });
    const fetchMock = vi.fn(async (url: string) => {
      if (url.startsWith(`${history}?`)) {
        const q = new URL(url, 'http://localhost').searchParams;
        const page = Number(q.get('page'));
        const rows = Array.from({ length: 25 }, (_, i) => visit(i)).slice((page - 1) * 10, page * 10);
        return jsonResponse(200, {
          success: true,
          data: rows,
          pagination: { page, pageSize: 10, total: 25 },
        });
      }
      return url === endpointPath(CRM_ENDPOINTS.client, { id: CLIENT.id })
        ? jsonResponse(200, { success: true, data: CLIENT })
        : otherAnswer(url);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(await screen.findByText('1–10 of 25 appointments')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Page two service')).toBeTruthy();
    expect(screen.getByText('11–20 of 25 appointments')).toBeTruthy();
    expect(calledUrls(fetchMock, history).map((u) => new URL(u, 'http://localhost').search)).toEqual([
      '?page=1&pageSize=10',
      '?page=2&pageSize=10',
    ]);
  }, 15_000);
});
