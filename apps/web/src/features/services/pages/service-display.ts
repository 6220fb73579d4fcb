/** Pure display helpers of the services page: buffers, processing windows, filtering and grouping. */
import type { Service } from '@daybook/contracts';
import { formatDuration } from '../../../lib/format';

/** The heading of services that have no category. */
export const UNCATEGORIZED = 'Uncategorized';

/** The buffer after a service: '10 min', or '—' when there is none. */
export function formatBuffer(minutes: number): string {
  return minutes > 0 ? formatDuration(minutes) : '—';
}

/** The processing window as '20 min at 15 min' (length, then when it starts), or '—' when none. */
export function formatProcessing(start: number | null, duration: number | null): string {
  if (start === null || duration === null) return '—';
  return `${formatDuration(duration)} at ${formatDuration(start)}`;
}

/** Up to two initials of a name: 'Emma Stone' → 'ES', 'Cher' → 'C'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]!.charAt(0);
  const last = parts.length > 1 ? parts[parts.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

/** Services whose name contains `search` (case-insensitive), without inactive ones unless asked. */
export function filterServices(
  services: readonly Service[],
  search: string,
  showInactive: boolean,
): Service[] {
  const needle = search.trim().toLocaleLowerCase();
  return services.filter(
    (s) => (showInactive || s.isActive) && (!needle || s.name.toLocaleLowerCase().includes(needle)),
  );
}

export interface ServiceGroup {
  category: string;
  services: Service[];
}

const collator = new Intl.Collator('en-US', { sensitivity: 'base' });

/**
 * Groups services by category: categories alphabetically with 'Uncategorized' last, services by
 * name within each. Blank categories count as none; categories differing only in case merge.
 */
export function groupByCategory(services: readonly Service[]): ServiceGroup[] {
  const groups = new Map<string, ServiceGroup>();
  for (const s of services) {
    const category = s.category?.trim() || UNCATEGORIZED;
    const key = category === UNCATEGORIZED ? '' : category.toLocaleLowerCase();
    const group = groups.get(key) ?? { category, services: [] };
    group.services.push(s);
    groups.set(key, group);
  }
  const sorted = [...groups.entries()].sort(([a], [b]) => {
    if (a === '') return 1;
    if (b === '') return -1;
    return collator.compare(a, b);
  });
  return sorted.map(([, g]) => ({
    category: g.category,
    services: [...g.services].sort((x, y) => collator.compare(x.name, y.name)),
  }));
}

/** The distinct categories in use, alphabetically: the suggestions of the category field. */
export function categorySuggestions(services: readonly Service[]): string[] {
  const seen = new Map<string, string>();
  for (const s of services) {
    const c = s.category?.trim();
    if (c && !seen.has(c.toLocaleLowerCase())) seen.set(c.toLocaleLowerCase(), c);
  }
  return [...seen.values()].sort(collator.compare);
}
