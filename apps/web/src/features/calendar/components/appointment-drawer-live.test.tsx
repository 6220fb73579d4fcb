/**
 * Open panels refresh (issue #28): the open appointment panel reads the appointment again when
 * the server announces a change of it (a status set or a reassignment at another desk).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Appointment } from '@daybook/contracts';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { createLiveInvalidator } from '../../../lib/realtime/live-data';
import { AppointmentDrawer } from './appointment-drawer';

const booked: Appointment = {
  id: 'a1',
  staffId: 's1',
  staffName: 'Emma Chen',
  clientId: null,
  clientName: 'Ada Lovelace',
  serviceId: 'sv1',
  serviceName: 'Haircut',
  startTime: '10:00',
  endTime: '11:00',
  date: '2026-12-01',
  duration: 60,
  status: 'booked',
  statusReason: null,
  notes: null,
  memo: null,
  price: 60,
  room: null,
  roomName: null,
  visitId: null,
  processingStartTime: null,
  processingEndTime: null,
  establishmentId: 'e1',
  isRequest: false,
  isPrebook: false,
  bookedOnline: false,
  paid: false,
  createdAt: '',
  updatedAt: '2026-11-20T10:00:00Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('the open appointment panel', () => {
  it('shows a change made at another desk once the server announces it', async () => {
    let current: Appointment = booked;
    const fetchMock = vi.fn(async () => jsonResponse(200, { success: true, data: current }));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithMantine(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AppointmentDrawer
            establishmentId="e1"
            timeZone="America/New_York"
            appointmentId="a1"
            fallback={booked}
            dayAppointments={[booked]}
            rooms={[]}
            staffColor={null}
            role="FRONTDESK"
            userId="u1"
            pendingStatus={null}
            saving={false}
            deleting={false}
            onClose={() => {}}
            onOpen={() => {}}
            onStatus={async () => undefined}
            onSave={async () => undefined}
            onDelete={async () => undefined}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Emma Chen')).toBeTruthy();

    current = { ...booked, status: 'confirmed', staffId: 's2', staffName: 'Liam Park' };
    createLiveInvalidator(client)({
      entity: 'appointment',
      change: 'updated',
      ids: ['a1'],
      establishmentIds: ['e1'],
    });

    expect(await screen.findByText('Liam Park')).toBeTruthy();
    expect(screen.getByText('Confirmed')).toBeTruthy();
    expect(screen.queryByText('Emma Chen')).toBeNull();
  });
});
