/**
 * A widget that shows one location (the front desk's and the employee's): with 'All
 * Establishments' selected it asks for a location instead of loading every one.
 */
import type { ReactNode } from 'react';
import type { Establishment } from '@daybook/contracts';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { WidgetCard } from './widget-card';

/** `children` of the selected location, or "Choose a location to see {needs}." */
export function OneLocationWidget({
  title,
  needs,
  children,
}: {
  title: string;
  needs: string;
  children: (place: Establishment) => ReactNode;
}) {
  const { selected } = useWorkspace();
  if (!selected) return <WidgetCard title={title} empty={`Choose a location to see ${needs}.`} />;
  return children(selected);
}
