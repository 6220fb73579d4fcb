import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type {
  Appointment,
  AppointmentStatus,
  AppointmentStatusReason,
  AppointmentUpdate,
  BookableResource,
  Role,
} from '@daybook/contracts';
import { jsonResponse, renderWithMantine } from '../../../test/render';
import { AppointmentDrawer, processingLabel } from './appointment-drawer';
import { editChanges } from './appointment-edit';

const ROOM_A = 'b0000000-0000-4000-8000-00000000000a';
const ROOM_B = 'b0000000-0000-4000-8000-00000000000b';

const appt = (over: Partial<Appointment> = {}): Appointment => ({
  id: 'a1',
  staffId: 's1',
  staffName: 'Emma Chen',
  clientId: null,
  clientName: 'Ada Lovelace',
  serviceId: 'sv1',
  serviceName: 'Single-Process Colour',
  startTime: '10:00',
  endTime: '12:00',
  date: '2026-12-01',
  duration: 120,
  status: 'booked',
  statusReason: null,
  notes: 'Allergic to PPD',
  memo: null,
  price: 135.5,
  room: ROOM_A,
  roomName: 'Colour Bar',
  visitId: 'v1',
  processingStartTime: '10:30',
  processingEndTime: '11:15',
  establishmentId: 'e1',
  isRequest: false,
  isPrebook: false,
  bookedOnline: false,
  paid: false,
  createdAt: '',
  updatedAt: '2026-11-20T10:00:00Z',
  ...over,
});

const FIRST = appt();
const SECOND = appt({
  id: 'a2',
  serviceName: 'Blow-Dry & Style',
  startTime: '12:00',
  endTime: '12:45',
  processingStartTime: null,
  processingEndTime: null,
});
const UNRELATED = appt({ id: 'a3', visitId: null, clientName: 'Someone Else' });

const room = (id: string, name: string): BookableResource => ({
  id,
  establishmentId: 'e1',
  name,
  kind: 'room',
  isActive: true,
  createdAt: '',
  updatedAt: '',
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, { success: true, data: { ...FIRST, statusHistory: [] } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderDrawer(role: Role, first: Appointment = FIRST) {
  const onSave = vi.fn<(body: AppointmentUpdate) => Promise<unknown>>(async () => undefined);
  const onDelete = vi.fn<(a: Appointment) => Promise<unknown>>(async () => undefined);
  const onOpen = vi.fn<(id: string) => void>();
  const onStatus = vi.fn<
    (status: AppointmentStatus, reason: AppointmentStatusReason | null) => Promise<unknown>
  >(async () => undefined);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithMantine(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AppointmentDrawer
          establishmentId="e1"
          timeZone="America/New_York"
          appointmentId="a1"
          fallback={first}
          dayAppointments={[SECOND, UNRELATED, FIRST]}
          rooms={[room(ROOM_A, 'Colour Bar'), room(ROOM_B, 'Treatment Room 1')]}
          staffColor="#228BE6"
          role={role}
          userId="s1"
          pendingStatus={null}
          saving={false}
          deleting={false}
          onClose={() => {}}
          onOpen={onOpen}
          onStatus={onStatus}
          onSave={onSave}
          onDelete={onDelete}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onSave, onDelete, onOpen, onStatus };
}

describe('AppointmentDrawer', () => {
  it('asks before cancelling or marking a no-show, with an optional reason sent along', async () => {
    const user = userEvent.setup({ delay: null });
    // A booking that started in the past: both cancelling and a no-show are open.
    const past = appt({ date: '2026-01-06' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { success: true, data: { ...past, statusHistory: [] } })),
    );
    const { onStatus } = renderDrawer('FRONTDESK', past);
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    const cancel = screen.getByRole('alertdialog', { name: 'Cancel this appointment?' });
    await user.click(within(cancel).getByRole('combobox', { name: 'Reason (optional)' }));
    await user.click(await screen.findByRole('option', { name: 'Illness' }));
    expect(onStatus).not.toHaveBeenCalled();
    await user.click(within(cancel).getByRole('button', { name: 'Yes, cancel it' }));
    expect(onStatus).toHaveBeenCalledWith('cancelled', 'illness');

    await user.click(screen.getByRole('button', { name: 'No-show' }));
    const noShow = screen.getByRole('alertdialog', { name: 'Mark this client as a no-show?' });
    expect(within(noShow).getByRole('combobox', { name: 'Reason (optional)' })).toHaveProperty('value', '');
    await user.click(within(noShow).getByRole('button', { name: 'Yes, mark no-show' }));
    expect(onStatus).toHaveBeenLastCalledWith('no_show', null);
  });

  it('shows why a cancelled appointment was cancelled', () => {
    renderDrawer('FRONTDESK', { ...FIRST, status: 'cancelled', statusReason: 'illness' });
    expect(screen.getByText('Reason')).toBeTruthy();
    expect(screen.getByText('Illness')).toBeTruthy();
  });

  it('shows no reason row while an appointment has none', () => {
    renderDrawer('FRONTDESK');
    expect(screen.queryByText('Reason')).toBeNull();
  });

  it('shows the room, the processing window and the other services of the visit', async () => {
    const user = userEvent.setup({ delay: null });
    const { onOpen } = renderDrawer('FRONTDESK');
    expect(screen.getByTestId('processing-window').textContent).toBe(
      'Processing 10:30–11:15 AM — staff free',
    );
    expect(screen.getByText('Colour Bar', { selector: 'p' })).toBeTruthy();
    const visit = screen.getByRole('list', { name: 'Services of this visit' });
    expect(
      within(visit)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('1. 10:00 AM – 12:00 PM · Single-Process Colour'),
      expect.stringContaining('2. 12:00 PM – 12:45 PM · Blow-Dry & Style'),
    ]);
    await user.click(within(visit).getByRole('button', { name: 'Open Blow-Dry & Style' }));
    expect(onOpen).toHaveBeenCalledWith('a2');
  });

  it(
    'saves only the changed fields and deletes after confirming (front desk)',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup({ delay: null });
      const { onSave, onDelete } = renderDrawer('FRONTDESK');
      const form = screen.getByRole('form', { name: 'Edit appointment' });
      const save = within(form).getByRole('button', { name: 'Save changes' });
      expect(save).toHaveProperty('disabled', true);
      await user.type(within(form).getByRole('textbox', { name: 'Memo' }), 'Pays by card');
      await user.click(save);
      expect(onSave).toHaveBeenCalledWith({ memo: 'Pays by card' });

      await user.click(screen.getByRole('button', { name: 'Delete appointment' }));
      const confirm = screen.getByRole('alertdialog', { name: 'Delete this appointment?' });
      await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it' }));
      await waitFor(() => expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1' })));
    },
  );

  it('gives an employee neither editing nor deleting', () => {
    renderDrawer('EMPLOYEE');
    expect(screen.queryByRole('form', { name: 'Edit appointment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete appointment' })).toBeNull();
    expect(screen.getByText('Allergic to PPD')).toBeTruthy();
  });

  it('links the client to their CRM page when booked for a client record', async () => {
    const clientId = 'c0000000-0000-4000-8000-000000000001';
    const linked = appt({ clientId });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { success: true, data: { ...linked, statusHistory: [] } })),
    );
    renderDrawer('EMPLOYEE', linked);
    const link = await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(link.getAttribute('href')).toBe(`/crm/clients/${clientId}`);
  });

  it('shows a walk-in’s name without a link', () => {
    renderDrawer('FRONTDESK');
    expect(screen.getByText('Ada Lovelace', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ada Lovelace' })).toBeNull();
  });
});

describe('editChanges', () => {
  it('sends what changed, with empty text cleared to null', () => {
    const a = { notes: 'Old', memo: null, room: ROOM_A };
    expect(editChanges(a, { notes: 'Old', memo: '', room: ROOM_A })).toEqual({});
    expect(editChanges(a, { notes: '  ', memo: ' Card ', room: null })).toEqual({
      notes: null,
      memo: 'Card',
      room: null,
    });
    expect(editChanges(a, { notes: 'Old', memo: '', room: ROOM_B })).toEqual({ room: ROOM_B });
  });

  it('labels the processing window, or nothing without one', () => {
    expect(processingLabel({ processingStartTime: '11:30', processingEndTime: '12:15' })).toBe(
      'Processing 11:30 AM–12:15 PM — staff free',
    );
    expect(processingLabel({ processingStartTime: null, processingEndTime: null })).toBeNull();
  });
});
