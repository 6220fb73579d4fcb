/**
 * What appointment changes tell people (issue #11 notification sources), inside the change's
 * own transaction, so that nothing is told of a change that rolled back: a cancellation goes to
 * the establishment's front desk and the staff member; a booking moved or reassigned by someone
 * else goes to the staff member (the one it left too). Nobody is told of their own doing.
 */
import type { Appointment } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../core/actor.js';
import { appointmentWhen, notify } from '../notifications/index.js';

/** The parts of the change that matter here. */
export interface AppointmentChange {
  before: { staffId: string | null; startsAt: Date };
  cancelled: boolean;
  moved: boolean;
}

/** Tells the people concerned of `change` to `after`. */
export async function tellAppointmentChange(
  tx: Tx,
  actor: Actor,
  after: Appointment,
  change: AppointmentChange,
): Promise<void> {
  const when = appointmentWhen(after.date, after.startTime);
  if (change.cancelled) {
    const content = `${after.clientName}'s ${after.serviceName} on ${when} was cancelled.`;
    await notify(tx, {
      tenantId: actor.tenantId,
      frontDeskOf: after.establishmentId,
      except: actor.userId,
      type: 'system',
      title: 'Appointment cancelled',
      content,
      actionUrl: '/front-desk',
    });
    await notify(tx, {
      tenantId: actor.tenantId,
      userIds: [after.staffId],
      except: actor.userId,
      type: 'system',
      title: 'Appointment cancelled',
      content,
      actionUrl: '/calendar',
    });
    return;
  }
  if (!change.moved) return;
  const reassigned = change.before.staffId !== after.staffId;
  await notify(tx, {
    tenantId: actor.tenantId,
    userIds: [after.staffId],
    except: actor.userId,
    type: 'system',
    title: reassigned ? 'Appointment assigned to you' : 'Appointment moved',
    content: `${after.clientName}'s ${after.serviceName} is now on ${when}.`,
    actionUrl: '/calendar',
  });
  if (reassigned) {
    await notify(tx, {
      tenantId: actor.tenantId,
      userIds: [change.before.staffId],
      except: actor.userId,
      type: 'system',
      title: 'Appointment reassigned',
      content: `${after.clientName}'s ${after.serviceName} on ${when} went to ${after.staffName}.`,
      actionUrl: '/calendar',
    });
  }
}
