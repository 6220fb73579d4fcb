import { canCheckOut } from '../../../lib/visit-checkout';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES, defaultBusinessHours, type Appointment } from '@daybook/contracts';
import {
  busyStretches,
  canDeleteAppointments,
  canManageAppointments,
  gridBounds,
  isWorkingAt,
  planMove,
  processingBand,
  statusActions,
  toCalendarEvent,
} from './calendar-events';
import { floatingDate } from './wall-clock';

const appt = (over: Partial<Appointment> = {}): Appointment => ({
  id: 'a1',
  staffId: 's1',
  staffName: 'Emma Chen',
  clientId: null,
  clientName: 'Ada Lovelace',
  serviceId: 'sv1',
  serviceName: "Women's Haircut",
  startTime: '10:00',
  endTime: '11:00',
  date: '2026-12-01',
  duration: 60,
  status: 'booked',
  statusReason: null,
  notes: null,
  memo: null,
  price: 85,
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
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...over,
});

describe('toCalendarEvent', () => {
  it('places the appointment at its wall-clock time in the staff column and colour', () => {
    const e = toCalendarEvent(appt(), new Map([['s1', '#FF0000']]));
    expect(e.start.getHours()).toBe(10);
    expect(e.end.getHours()).toBe(11);
    expect(e.resourceId).toBe('s1');
    expect(e.color).toBe('#FF0000');
    expect(e.inactive).toBe(false);
    expect(e.title).toBe("Ada Lovelace · Women's Haircut");
  });

  it('greys cancelled and no-show appointments', () => {
    expect(toCalendarEvent(appt({ status: 'cancelled' }), new Map()).inactive).toBe(true);
    expect(toCalendarEvent(appt({ status: 'no_show' }), new Map()).inactive).toBe(true);
    expect(toCalendarEvent(appt({ status: 'no_show' }), new Map()).color).toBe('#868E96');
  });
});

/** 2026-12-01 at 10:30, half an hour into appt()'s start. */
const ON_THE_DAY = { date: '2026-12-01', time: '10:30' };

describe('statusActions', () => {
  it('says why arrival waits for the day and a no-show for the start time', () => {
    const reasons = (now: { date: string; time: string }) =>
      Object.fromEntries(
        statusActions(appt(), { role: 'FRONTDESK', isOwn: false, now }).map((x) => [x.status, x.notYet]),
      );
    expect(reasons({ date: '2026-11-30', time: '18:00' })).toEqual({
      confirmed: null,
      checked_in: 'An appointment on Tuesday, December 1, 2026 can be checked in from that day on.',
      cancelled: null,
      no_show: 'A client can be marked as a no-show only after the start time (10:00 AM).',
    });
    expect(reasons({ date: '2026-12-01', time: '09:45' })).toMatchObject({ checked_in: null });
    expect(reasons({ date: '2026-12-01', time: '09:45' }).no_show).not.toBeNull();
    expect(reasons(ON_THE_DAY)).toMatchObject({ checked_in: null, no_show: null });
  });

  it('offers the legal next statuses with their labels', () => {
    expect(
      statusActions(appt(), { role: 'FRONTDESK', isOwn: false, now: ON_THE_DAY }).map((a) => a.label),
    ).toEqual(['Confirm', 'Check in', 'Cancel appointment', 'No-show']);
    expect(
      statusActions(appt({ status: 'checked_in' }), { role: 'MANAGER', isOwn: false, now: ON_THE_DAY }).map(
        (a) => a.status,
      ),
    ).toEqual(['in_service', 'completed', 'cancelled']);
    expect(
      statusActions(appt({ status: 'completed' }), { role: 'ADMIN', isOwn: false, now: ON_THE_DAY }),
    ).toEqual([]);
  });

  it('asks before cancelling', () => {
    const cancel = statusActions(appt(), { role: 'FRONTDESK', isOwn: false, now: ON_THE_DAY }).find(
      (a) => a.status === 'cancelled',
    );
    expect(cancel?.confirm).toBe(true);
  });

  it('lets an employee change only their own appointments', () => {
    expect(statusActions(appt(), { role: 'EMPLOYEE', isOwn: false, now: ON_THE_DAY })).toEqual([]);
    expect(statusActions(appt(), { role: 'EMPLOYEE', isOwn: true, now: ON_THE_DAY })).toHaveLength(4);
    expect(canManageAppointments('EMPLOYEE')).toBe(false);
    expect(canManageAppointments('FRONTDESK')).toBe(true);
  });

  it('offers Checkout on an unpaid visit that has arrived, to roles that take payments', () => {
    expect(canCheckOut(appt({ status: 'checked_in' }), 'FRONTDESK')).toBe(true);
    expect(canCheckOut(appt({ status: 'completed' }), 'MANAGER')).toBe(true);
    expect(canCheckOut(appt({ status: 'completed', paid: true }), 'FRONTDESK')).toBe(false);
    expect(canCheckOut(appt({ status: 'booked' }), 'FRONTDESK')).toBe(false);
    expect(canCheckOut(appt({ status: 'checked_in' }), 'EMPLOYEE')).toBe(false);
  });
});

describe('gridBounds', () => {
  it('defaults to 08:00–20:00 without hours', () => {
    expect(gridBounds(defaultBusinessHours())).toEqual({ min: '08:00', max: '20:00' });
  });

  it('spans the earliest opening to the latest closing, widened to whole hours and to bookings', () => {
    const hours = defaultBusinessHours();
    hours.monday = { isOpen: true, openTime: '09:30', closeTime: '18:00' };
    hours.saturday = { isOpen: true, openTime: '10:00', closeTime: '19:15' };
    expect(gridBounds(hours)).toEqual({ min: '09:00', max: '20:00' });
    expect(gridBounds(hours, [{ startTime: '07:45', endTime: '08:30' }])).toEqual({
      min: '07:00',
      max: '20:00',
    });
    expect(gridBounds(hours, [{ startTime: '22:00', endTime: '24:00' }]).max).toBe('23:59');
  });
});

describe('isWorkingAt', () => {
  const schedule = {
    staffId: 's1',
    staffName: 'Emma',
    color: '#000000',
    date: '2026-12-02',
    isWorking: true,
    intervals: [
      { start: '09:00', end: '13:00' },
      { start: '15:00', end: '19:00' },
    ],
    timeOff: [{ start: '10:00', end: '10:30', reason: null }],
  };
  it('follows the intervals and time off', () => {
    expect(isWorkingAt(schedule, 9 * 60)).toBe(true);
    expect(isWorkingAt(schedule, 10 * 60 + 15)).toBe(false);
    expect(isWorkingAt(schedule, 14 * 60)).toBe(false);
    expect(isWorkingAt(schedule, 19 * 60)).toBe(false);
    expect(isWorkingAt({ ...schedule, isWorking: false }, 9 * 60)).toBe(false);
    expect(isWorkingAt(undefined, 3 * 60)).toBe(true);
  });
});

describe('planMove', () => {
  const moving = appt();
  const other = appt({ id: 'a2', staffId: 's2', startTime: '12:00', endTime: '13:00' });

  it('builds the PUT body for a move across columns', () => {
    const plan = planMove(
      moving,
      floatingDate('2026-12-01', '14:00'),
      floatingDate('2026-12-01', '15:00'),
      's2',
      [moving, other],
    );
    expect(plan).toEqual({
      ok: true,
      body: { date: '2026-12-01', startTime: '14:00', endTime: '15:00', staffId: 's2' },
    });
  });

  it('refuses an overlap with an active appointment of the target staff member', () => {
    const plan = planMove(
      moving,
      floatingDate('2026-12-01', '12:30'),
      floatingDate('2026-12-01', '13:30'),
      's2',
      [other],
    );
    expect(plan).toEqual({ ok: false, message: APPOINTMENT_MESSAGES.overlap });
    // A cancelled one does not hold the time; touching ends are fine.
    expect(
      planMove(moving, floatingDate('2026-12-01', '12:30'), floatingDate('2026-12-01', '13:30'), 's2', [
        { ...other, status: 'cancelled' },
      ]).ok,
    ).toBe(true);
    expect(
      planMove(moving, floatingDate('2026-12-01', '13:00'), floatingDate('2026-12-01', '14:00'), 's2', [
        other,
      ]).ok,
    ).toBe(true);
  });

  it('refuses a range that runs past midnight', () => {
    const plan = planMove(
      moving,
      floatingDate('2026-12-01', '23:30'),
      floatingDate('2026-12-02', '00:30'),
      's1',
      [],
    );
    expect(plan).toEqual({ ok: false, message: APPOINTMENT_MESSAGES.sameDay });
  });

  it('refuses to move a paid or completed appointment, in the server’s words (issue #28)', () => {
    const at = (time: string) => floatingDate('2026-12-01', time);
    const locked = { ok: false, message: APPOINTMENT_MESSAGES.paidLocked };
    for (const sold of [appt({ paid: true }), appt({ status: 'completed' })]) {
      expect(planMove(sold, at('10:00'), at('11:30'), 's1', [])).toEqual(locked);
      expect(planMove(sold, at('10:00'), at('11:00'), 's2', []).ok).toBe(false);
      // Dropped back where it was: nothing to refuse.
      expect(planMove(sold, at('10:00'), at('11:00'), 's1', []).ok).toBe(true);
    }
    expect(planMove(appt({ status: 'completed' }), at('14:00'), at('15:00'), 's1', [])).toEqual(locked);
    expect(planMove(appt({ paid: true, status: 'checked_in' }), at('14:00'), at('15:00'), 's1', [])).toEqual(
      locked,
    );
  });

  it('moves a visit paid ahead whole to another time, its staff and length kept (issue #28)', () => {
    const at = (time: string) => floatingDate('2026-12-01', time);
    const prepaid = appt({ paid: true, status: 'confirmed' });
    expect(planMove(prepaid, at('14:00'), at('15:00'), 's1', [])).toMatchObject({
      ok: true,
      body: { date: '2026-12-01', startTime: '14:00', endTime: '15:00', staffId: 's1' },
    });
  });
});

describe('a paid visit’s status actions (issue #28)', () => {
  it('offers confirm and check-in, never cancel or no-show', () => {
    const actions = statusActions(appt({ paid: true }), { role: 'MANAGER', isOwn: false, now: ON_THE_DAY });
    expect(actions.map((a) => a.status)).toEqual(['confirmed', 'checked_in']);
  });
});

describe('processing time', () => {
  const colour = appt({
    id: 'colour',
    startTime: '10:00',
    endTime: '12:00',
    processingStartTime: '10:30',
    processingEndTime: '11:30',
    room: 'room-1',
    roomName: 'Colour Bar',
  });

  it('leaves the staff member free during the window', () => {
    expect(busyStretches(colour)).toEqual([
      [600, 630],
      [690, 720],
    ]);
    expect(busyStretches(appt())).toEqual([[600, 660]]);
  });

  it('places the band inside the event by percentage', () => {
    expect(processingBand(colour)).toEqual({ top: 25, height: 50 });
    expect(processingBand(appt())).toBeNull();
  });

  it('lets a move land in another appointment’s processing gap, not on its busy parts', () => {
    const cut = appt({ id: 'cut', staffId: 's2', startTime: '09:00', endTime: '09:45' });
    const into = planMove(
      cut,
      floatingDate('2026-12-01', '10:30'),
      floatingDate('2026-12-01', '11:15'),
      's1',
      [colour],
    );
    expect(into).toEqual({
      ok: true,
      body: { date: '2026-12-01', startTime: '10:30', endTime: '11:15', staffId: 's1' },
    });
    const onto = planMove(
      cut,
      floatingDate('2026-12-01', '11:15'),
      floatingDate('2026-12-01', '12:00'),
      's1',
      [colour],
    );
    expect(onto).toEqual({ ok: false, message: APPOINTMENT_MESSAGES.overlap });
  });

  it('moves the window with the appointment', () => {
    const other = appt({ id: 'o', startTime: '13:30', endTime: '14:00' });
    // Moved to 13:00–15:00 its window is 13:30–14:30, where the other appointment sits.
    const ok = planMove(
      colour,
      floatingDate('2026-12-01', '13:00'),
      floatingDate('2026-12-01', '15:00'),
      's1',
      [other],
    );
    expect(ok.ok).toBe(true);
  });

  it('keeps a room to one appointment at a time, for the whole appointment', () => {
    const sameRoom = appt({ id: 'r', staffId: 's9', startTime: '12:30', endTime: '13:00', room: 'room-1' });
    const clash = planMove(
      colour,
      floatingDate('2026-12-01', '11:00'),
      floatingDate('2026-12-01', '13:00'),
      's1',
      [sameRoom],
    );
    expect(clash).toEqual({ ok: false, message: APPOINTMENT_MESSAGES.roomOverlap });
    const otherRoom = planMove(
      colour,
      floatingDate('2026-12-01', '11:00'),
      floatingDate('2026-12-01', '13:00'),
      's1',
      [{ ...sameRoom, room: 'room-2' }],
    );
    expect(otherRoom.ok).toBe(true);
  });
});

describe('canDeleteAppointments', () => {
  it('lets the front desk and above delete, not employees', () => {
    expect(canDeleteAppointments('FRONTDESK')).toBe(true);
    expect(canDeleteAppointments('MANAGER')).toBe(true);
    expect(canDeleteAppointments('BUSINESS_OWNER')).toBe(true);
    expect(canDeleteAppointments('EMPLOYEE')).toBe(false);
  });
});
