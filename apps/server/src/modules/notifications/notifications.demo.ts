/**
 * The notifications module's demo step (full seed only; issue #11, #30): what the bell of each
 * demo account would hold after a few days of work — online bookings and cancellations at the
 * desk, moves for the stylist — some already read, dated over the last days.
 */
import type { DemoHook } from '../../core/demo.js';
import { notify } from './notifications.service.js';

const HOUR = 3_600_000;

/** Stores each demo account's notifications (through notify, as the real sources do). */
export const notificationsDemo: DemoHook = async ({ tx, tenantId, now, history, made }) => {
  if (!history) return;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const to = (roles: string[]) => made.accounts.filter((p) => roles.includes(p.role)).map((p) => p.id);
  const desk = to(['frontdesk', 'manager', 'owner']);
  const staff = to(['employee']);
  const notes = [
    {
      userIds: desk,
      title: 'New online booking',
      content: 'Olivia Park booked Balayage for Friday at 10:00 AM.',
      actionUrl: '/front-desk',
      at: ago(50),
    },
    {
      userIds: desk,
      title: 'Appointment cancelled',
      content: "Liam Brooks's Men's Haircut tomorrow at 3:30 PM was cancelled.",
      actionUrl: '/front-desk',
      at: ago(26),
    },
    {
      userIds: staff,
      title: 'Appointment moved',
      content: "Ava Turner's Women's Haircut is now on Thursday at 11:00 AM.",
      actionUrl: '/calendar',
      at: ago(20),
    },
    {
      userIds: [...desk, ...staff],
      title: 'New online booking',
      content: 'Noah Rivera booked Blowout for Saturday at 9:30 AM.',
      actionUrl: '/front-desk',
      at: ago(2),
    },
  ];
  for (const n of notes) await notify(tx, { tenantId, type: 'system', ...n });
};
