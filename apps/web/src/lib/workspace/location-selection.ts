/** Choosing the location on start (spec core.md §4 "Startup") and the all-locations entry. */
import { ALL_ESTABLISHMENTS, ALL_ESTABLISHMENTS_NAME, type Establishment } from '@daybook/contracts';

export interface SelectionInput {
  /** The real establishments the user may use, in display order. */
  establishmentIds: readonly string[];
  /** Saved selection (localStorage). */
  saved: string | null;
  /** Last selected in this tab session (sessionStorage). */
  lastSelected: string | null;
  /** Last visited establishment. */
  lastVisited: string | null;
  /** Whether the user prefers the all-locations view. */
  preferredView: 'single' | 'all';
  /** When false, remembered choices are ignored (preference autoSelectLast). */
  autoSelectLast?: boolean;
}

/** The all-locations aggregate exists only when there is more than one establishment. */
export function allowsAllOption(count: number): boolean {
  return count > 1;
}

/**
 * Picks the selected establishment id, in the spec's order: the saved selection if still valid;
 * the last selected (all-locations only with more than one establishment); the last visited;
 * all-locations if preferred or there are several; otherwise the first. Null when there is none.
 */
export function chooseEstablishment(input: SelectionInput): string | null {
  const ids = input.establishmentIds;
  if (ids.length === 0) return null;
  const several = allowsAllOption(ids.length);
  const isValid = (id: string | null): id is string =>
    !!id && (ids.includes(id) || (id === ALL_ESTABLISHMENTS && several));

  if (input.autoSelectLast !== false) {
    if (isValid(input.saved)) return input.saved;
    if (isValid(input.lastSelected)) return input.lastSelected;
    if (input.lastVisited && ids.includes(input.lastVisited)) return input.lastVisited;
  }
  // 'Preferred or several': a preference for the aggregate cannot apply to a single location,
  // because the aggregate exists only when there are several, so both cases reduce to this one.
  if (several) return ALL_ESTABLISHMENTS;
  return ids[0] ?? null;
}

/** One entry of the location switcher. */
export interface LocationOption {
  id: string;
  name: string;
  /** 'City, State', or null for the aggregate or a location without an address. */
  place: string | null;
  establishment: Establishment | null;
}

/** The switcher's list: each establishment, then 'All Establishments' last when there are several. */
export function locationOptions(establishments: readonly Establishment[]): LocationOption[] {
  const options: LocationOption[] = establishments.map((e) => ({
    id: e.id,
    name: e.name,
    place: [e.address.city, e.address.state].filter(Boolean).join(', ') || null,
    establishment: e,
  }));
  if (allowsAllOption(establishments.length)) {
    options.push({ id: ALL_ESTABLISHMENTS, name: ALL_ESTABLISHMENTS_NAME, place: null, establishment: null });
  }
  return options;
}
