import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { endpointPath, CRM_ENDPOINTS, type ClientDetail } from '@daybook/contracts';
import { jsonResponse } from '../../../test/render';
import { CLIENT, renderCrm } from '../test/crm-fixtures';
import { ClientPage } from './client-page';

function serve(detail: ClientDetail) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === endpointPath(CRM_ENDPOINTS.client, { id: detail.id })
        ? jsonResponse(200, { success: true, data: detail })
        : jsonResponse(200, { success: true, data: [] }),
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
});
