import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Establishment } from '@daybook/contracts';
import { renderWithMantine } from '../../../test/render';
import { establishmentFixture } from '../../../test/establishment-fixture';
import { BookingLinkCard, bookingLink, qrFileName } from './booking-link-card';

function withOnlineBooking(e: Establishment, allowOnlineBooking: boolean): Establishment {
  return { ...e, settings: { ...e.settings, booking: { ...e.settings.booking, allowOnlineBooking } } };
}

describe('booking links', () => {
  it('points at the public /book page of the location', () => {
    expect(bookingLink('https://app.example', 'e-1')).toBe('https://app.example/book/e-1');
  });

  it('names the QR file after the location', () => {
    expect(qrFileName('Luxe Spa — Downtown')).toBe('booking-qr-luxe-spa-downtown.svg');
    expect(qrFileName('***')).toBe('booking-qr-location.svg');
  });

  it('shows the link, a copy button, a QR code and its download', () => {
    const est = withOnlineBooking(establishmentFixture('e1', { name: 'Luxe Downtown' }), true);
    renderWithMantine(
      <MemoryRouter>
        <BookingLinkCard establishment={est} origin="https://app.example" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Luxe Downtown' })).toBeTruthy();
    expect((screen.getByLabelText('Online booking link') as HTMLInputElement).value).toBe(
      'https://app.example/book/e1',
    );
    expect(screen.getByRole('button', { name: 'Copy the link of Luxe Downtown' }).textContent).toContain(
      'Copy link',
    );
    expect(screen.getByRole('img', { name: 'QR code of the booking link of Luxe Downtown' }).tagName).toBe(
      'svg',
    );
    expect(screen.getByRole('button', { name: 'Download the QR code of Luxe Downtown' })).toBeTruthy();
    expect(screen.queryByText(/Online booking is off/)).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Open the booking page of Luxe Downtown' }).getAttribute('href'),
    ).toBe('https://app.example/book/e1');
  });

  it('says when the location does not take online bookings', () => {
    const est = withOnlineBooking(establishmentFixture('e2', { name: 'Quiet Salon' }), false);
    renderWithMantine(
      <MemoryRouter>
        <BookingLinkCard establishment={est} origin="https://app.example" />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Online booking is off/)).toBeTruthy();
  });
});
