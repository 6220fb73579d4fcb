/** Dashboard test fixtures: an appointment of today at a test location. */
import type { Appointment } from '@daybook/contracts';

/** A booked 9:00–10:00 Women's Haircut on 2026-11-26 with Emma Chen at `establishmentId`, changed by `over`. */
export function appointmentFixture(establishmentId: string, over: Partial<Appointment> = {}): Appointment {
  return {
    id: 'a1',
    staffId: 'u1',
    staffName: 'Emma Chen',
    clientId: 'c1',
    clientName: 'Ava Walker',
    serviceId: 's1',
    serviceName: "Women's Haircut",
    startTime: '09:00',
    endTime: '10:00',
    date: '2026-11-26',
    duration: 60,
    status: 'booked',
    statusReason: null,
    notes: null,
    memo: null,
    price: 65,
    room: null,
    roomName: null,
    visitId: null,
    processingStartTime: null,
    processingEndTime: null,
    establishmentId,
    isRequest: false,
    isPrebook: false,
    bookedOnline: false,
    paid: false,
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
    ...over,
  };
}
