/**
 * The builder's form state and the filter it stands for (issue #32). Empty fields are left out
 * of the filter, so an empty form holds every client; numbers stay as typed until sent.
 */
import type { SegmentFilter } from '@daybook/contracts';

export interface SegmentDraft {
  name: string;
  lastVisitAfter: string;
  lastVisitBefore: string;
  visitsMin: number | '';
  visitsMax: number | '';
  /** US dollars. */
  spendMin: number | '';
  spendMax: number | '';
  serviceIds: string[];
  categories: string[];
  staffIds: string[];
  establishmentIds: string[];
  /** '1'–'12', or null for any month. */
  birthdayMonth: string | null;
  noShowsMin: number | '';
  /** Marketing consent required on this channel, or null for anyone. */
  consent: 'email' | 'sms' | null;
}

export const EMPTY_DRAFT: SegmentDraft = {
  name: '',
  lastVisitAfter: '',
  lastVisitBefore: '',
  visitsMin: '',
  visitsMax: '',
  spendMin: '',
  spendMax: '',
  serviceIds: [],
  categories: [],
  staffIds: [],
  establishmentIds: [],
  birthdayMonth: null,
  noShowsMin: '',
  consent: null,
};

const num = (v: number | '') => (v === '' ? undefined : v);
const list = (v: string[]) => (v.length ? v : undefined);

/** The filter a draft stands for; empty fields are left out. */
export function draftToFilter(d: SegmentDraft): SegmentFilter {
  const filter: SegmentFilter = {
    lastVisitAfter: d.lastVisitAfter || undefined,
    lastVisitBefore: d.lastVisitBefore || undefined,
    visitsMin: num(d.visitsMin),
    visitsMax: num(d.visitsMax),
    spendMin: num(d.spendMin),
    spendMax: num(d.spendMax),
    serviceIds: list(d.serviceIds),
    categories: list(d.categories),
    staffIds: list(d.staffIds),
    establishmentIds: list(d.establishmentIds),
    birthdayMonth: d.birthdayMonth ? Number(d.birthdayMonth) : undefined,
    noShowsMin: num(d.noShowsMin),
    consent: d.consent ? { channel: d.consent, purpose: 'marketing' } : undefined,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as SegmentFilter;
}

/** The form state of a saved segment. */
export function filterToDraft(name: string, f: SegmentFilter): SegmentDraft {
  return {
    name,
    lastVisitAfter: f.lastVisitAfter ?? '',
    lastVisitBefore: f.lastVisitBefore ?? '',
    visitsMin: f.visitsMin ?? '',
    visitsMax: f.visitsMax ?? '',
    spendMin: f.spendMin ?? '',
    spendMax: f.spendMax ?? '',
    serviceIds: f.serviceIds ?? [],
    categories: f.categories ?? [],
    staffIds: f.staffIds ?? [],
    establishmentIds: f.establishmentIds ?? [],
    birthdayMonth: f.birthdayMonth ? String(f.birthdayMonth) : null,
    noShowsMin: f.noShowsMin ?? '',
    consent: f.consent?.channel ?? null,
  };
}
