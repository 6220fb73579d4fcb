/**
 * A widget over one location's appointments of today (issue #15 "Dashboards", front desk and
 * employee): the location gate, the location's clock, today's list (the signed-in person's
 * alone with `mine`) and the card with that list's loading and error states. Each widget only
 * picks its rows and draws them.
 */
import type { ReactNode } from 'react';
import { APPOINTMENT_MESSAGES, type Appointment, type Establishment } from '@daybook/contracts';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { useTodayAt } from '../api/today-appointments-api';
import type { LocalClock } from '../lib/local-clock';
import { OneLocationWidget } from './one-location-widget';
import { WidgetCard } from './widget-card';

/** What a today widget draws from: the location, its clock and today's appointments. */
export interface TodayView {
  place: Establishment;
  clock: LocalClock;
  appointments: Appointment[];
}

/** What a today widget shows: its body, or the `empty` text when it has nothing to list. */
export interface TodayContent {
  empty: string | false;
  body: ReactNode;
}

export interface TodayWidgetProps {
  title: string;
  /** Ends "Choose a location to see {needs}." with all locations selected. */
  needs: string;
  /** Only the signed-in person's appointments. */
  mine?: boolean;
  /** Draws the widget; called while rendering, so it must not call hooks (render components). */
  children: (today: TodayView) => TodayContent;
}

export function TodayWidget({ title, needs, mine = false, children }: TodayWidgetProps) {
  return (
    <OneLocationWidget title={title} needs={needs}>
      {(place) => <Today place={place} title={title} mine={mine} draw={children} />}
    </OneLocationWidget>
  );
}

function Today({
  place,
  title,
  mine,
  draw,
}: {
  place: Establishment;
  title: string;
  mine: boolean;
  draw: TodayWidgetProps['children'];
}) {
  const { user } = useWorkspace();
  const { clock, query } = useTodayAt(place, mine ? user.id : undefined);
  const { empty, body } = draw({ place, clock, appointments: query.data ?? [] });
  return (
    <WidgetCard title={title} query={query} errorTitle={APPOINTMENT_MESSAGES.fetchFailed} empty={empty}>
      {body}
    </WidgetCard>
  );
}
