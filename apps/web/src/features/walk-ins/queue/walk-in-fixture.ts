/** A waiting walk-in as the queue answers it, for the queue's component tests; `over` changes fields. */
import type { WalkIn } from '@daybook/contracts';

export const walkIn = (over: Partial<WalkIn> = {}): WalkIn => ({
  id: 'w1',
  type: 'walk-in',
  tenantId: 't1',
  establishmentId: 'e1',
  clientId: null,
  clientName: 'Ava Walker',
  phone: '+12125550199',
  email: null,
  serviceId: 's1',
  serviceName: "Women's Haircut",
  staffId: null,
  staffName: null,
  status: 'waiting',
  checkedInAt: '2026-12-16T14:56:00.000Z',
  startedAt: null,
  finishedAt: null,
  appointmentId: null,
  servingStaffId: 'u2',
  servingStaffName: 'Marcus Reyes',
  estimatedWait: 50,
  estimatedTime: '10:50',
  estimateSource: 'calendar',
  notes: null,
  ...over,
});
