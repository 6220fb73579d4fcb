/**
 * What a calendar block and a staff column header say. A block leads with the client, then
 * the start time and service, so a 30-minute block (two lines) still says who, when and what; markers name online bookings, requests (the client asked for this person),
 * prebooks and paid visits, each with a label for screen readers and a tooltip.
 */
import type { ReactNode } from 'react';
import { ColorSwatch, Group, Text, Tooltip } from '@mantine/core';
import { IconCash, IconRepeat, IconStar, IconWorld } from '@tabler/icons-react';
import { APPOINTMENT_STATUS_TITLE } from '@daybook/contracts';
import { processingBand, type CalendarEvent, type CalendarResource } from '../lib/calendar-events';
import { isTimeOffEvent, type BoardEvent, type TimeOffEvent } from '../lib/time-off-events';

/** '9:05' for 09:05 and 21:05: the time column beside the block says morning or afternoon. */
export function shortTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')}`;
}

/** The markers of a block: [label, icon]. */
function markers(event: CalendarEvent): [string, ReactNode][] {
  const a = event.appointment;
  const out: [string, ReactNode][] = [];
  if (a.bookedOnline) out.push(['Booked online', <IconWorld key="online" size={11} aria-hidden />]);
  if (a.isRequest)
    out.push(['Requested this staff member', <IconStar key="request" size={11} aria-hidden />]);
  if (a.isPrebook)
    out.push(['Prebooked at the last visit', <IconRepeat key="prebook" size={11} aria-hidden />]);
  if (a.paid) out.push(['Paid', <IconCash key="paid" size={11} aria-hidden />]);
  return out;
}

/** An event's content; a processing window is a lighter striped band at its place in the event. */
export function EventContent({ event }: { event: CalendarEvent }) {
  const a = event.appointment;
  const band = processingBand(a);
  const marks = markers(event);
  return (
    <>
      {band && (
        <div
          className="daybook-event-processing"
          data-testid="processing-band"
          style={{ top: `${band.top}%`, height: `${band.height}%` }}
          aria-hidden
        >
          <span>Processing</span>
        </div>
      )}
      <div className="daybook-event" data-appointment-id={a.id}>
        <div className="daybook-event-head">
          <span className="daybook-event-client">{a.clientName}</span>
          {marks.length > 0 && (
            <span className="daybook-event-marks" data-testid="event-markers">
              {marks.map(([label, icon]) => (
                <span key={label} role="img" aria-label={label} title={label}>
                  {icon}
                </span>
              ))}
            </span>
          )}
        </div>
        <div className="daybook-event-service">
          <span className="daybook-event-time">{shortTime(a.startTime)}</span> {a.serviceName}
        </div>
        {a.roomName && <div className="daybook-event-room">{a.roomName}</div>}
        <div className="daybook-event-status">{APPOINTMENT_STATUS_TITLE[a.status]}</div>
      </div>
    </>
  );
}

/** A staff column's header: the name wraps to two lines, and the full name is on hover and focus. */
export function ResourceHeader({ label, resource }: { label: ReactNode; resource: CalendarResource }) {
  return (
    <Tooltip label={resource.title} openDelay={300} withinPortal>
      <Group
        gap={6}
        justify="center"
        wrap="nowrap"
        py={4}
        px={2}
        title={resource.title}
        data-testid="staff-column-header"
      >
        <ColorSwatch color={resource.color} size={10} style={{ flexShrink: 0 }} />
        <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {label}
        </Text>
      </Group>
    </Tooltip>
  );
}

/**
 * A week view's day header as plain text: react-big-calendar's own wraps it in
 * role="columnheader" without the row that role needs (axe: aria-required-parent).
 */
export function DayHeader({ label }: { label: ReactNode }) {
  return <span>{label}</span>;
}

/** A time-off block: its label ("Time off · Vacation"), said once, and not bookable. */
export function TimeOffContent({ event }: { event: TimeOffEvent }) {
  return (
    <div className="daybook-time-off" data-testid="time-off-block" title={`${event.title}: not bookable`}>
      {/* A narrow column breaks after the dot, never before it. */}
      <span className="daybook-time-off-label">{event.title.replace(' · ', '\u00a0· ')}</span>
    </div>
  );
}

/** A calendar block's content: an appointment, or time off. */
export function BoardEventContent({ event }: { event: BoardEvent }) {
  return isTimeOffEvent(event) ? <TimeOffContent event={event} /> : <EventContent event={event} />;
}
