/**
 * Segments' calls and hooks (issue #32): the saved list with counts, the live preview of a
 * filter being edited, the writes, and the options a filter picks from (each location's services
 * and people). Reads declare what they read, so a change to clients, appointments, consent or
 * segments refreshes them; writes are never retried and toast the server's reason.
 */
import { keepPreviousData, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  SEGMENT_ENDPOINTS as E,
  SEGMENT_MESSAGES as M,
  SERVICE_ENDPOINTS,
  STAFF_ENDPOINTS,
  type DomainEntity,
  type SegmentFilter,
  type SegmentWrite,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointMutation, endpointQuery } from '../../../lib/query/endpoint-query';

/** A segment's members and counts follow clients, their visits and their consent. */
const SEGMENT_READS: readonly DomainEntity[] = [
  'segment',
  'client',
  'appointment',
  'client_consent',
  'transaction',
];

/** The tenant's saved segments, each with its member count now. */
export function useSegments() {
  return useQuery(endpointQuery(E.list, {}, { reads: SEGMENT_READS, select: (answer) => answer.data }));
}

/** The count and first clients of `filter` (already debounced by the caller). */
export function useSegmentPreview(filter: SegmentFilter) {
  // A POST read: the filter is the key (endpointKey keys params and query only).
  return useQuery({
    queryKey: [E.preview.path, filter],
    queryFn: ({ signal }) => callEndpoint(E.preview, { body: { filter }, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    meta: { reads: SEGMENT_READS },
    retry: false,
  });
}

/** Page `page` of a segment's members now, by name (null: nothing open). */
export function useSegmentMembers(id: string | null, page: number) {
  return useQuery({
    ...endpointQuery(
      E.members,
      { params: { id: id ?? '' }, query: { page: String(page) } },
      { reads: SEGMENT_READS, select: (answer) => answer.data, placeholderData: keepPreviousData },
    ),
    enabled: id !== null,
  });
}

/** Saves a new segment, or replaces `id`'s, and toasts. */
export function useSaveSegment() {
  return useMutation({
    ...endpointMutation(E.create, {
      call: (body: SegmentWrite) => ({ body }),
      errorTitle: M.saveFailed,
      writes: ['segment'],
    }),
    onSuccess: (answer) => notifications.show({ color: 'green', message: `Saved “${answer.data.name}”.` }),
  });
}

export function useUpdateSegment() {
  return useMutation({
    ...endpointMutation(E.update, {
      call: (vars: { id: string; body: SegmentWrite }) => ({ params: { id: vars.id }, body: vars.body }),
      errorTitle: M.saveFailed,
      writes: ['segment'],
    }),
    onSuccess: (answer) => notifications.show({ color: 'green', message: `Saved “${answer.data.name}”.` }),
  });
}

export function useDeleteSegment() {
  return useMutation({
    ...endpointMutation(E.remove, {
      call: (id: string) => ({ params: { id } }),
      errorTitle: M.deleteFailed,
      writes: ['segment'],
    }),
    onSuccess: () => notifications.show({ color: 'green', message: 'Segment deleted.' }),
  });
}

export interface FilterOptions {
  services: { value: string; label: string }[];
  categories: string[];
  staff: { value: string; label: string }[];
}

/** Services, categories and people of every location the person reaches, for the filter's pickers. */
export function useFilterOptions(
  tenantId: string,
  establishments: { id: string; name: string }[],
): FilterOptions {
  const many = establishments.length > 1;
  const services = useQueries({
    queries: establishments.map((e) =>
      endpointQuery(
        SERVICE_ENDPOINTS.list,
        { params: { establishmentId: e.id, tenantId }, query: { includeInactive: 'true' } },
        { reads: ['service'], establishmentId: e.id, select: (answer) => answer.data },
      ),
    ),
  });
  const staff = useQueries({
    queries: establishments.map((e) =>
      endpointQuery(
        STAFF_ENDPOINTS.list,
        { params: { establishmentId: e.id, tenantId } },
        { reads: ['user', 'establishment_member'], establishmentId: e.id, select: (answer) => answer.data },
      ),
    ),
  });
  const serviceOptions = services.flatMap((q, i) =>
    (q.data ?? []).map((s) => ({
      value: s.id,
      label: many ? `${s.name} (${establishments[i]!.name})` : s.name,
    })),
  );
  const categories = [
    ...new Set(services.flatMap((q) => (q.data ?? []).flatMap((s) => (s.category ? [s.category] : [])))),
  ].sort();
  const people = new Map<string, string>();
  for (const q of staff) for (const p of q.data ?? []) people.set(p.id, p.name);
  return {
    services: serviceOptions,
    categories,
    staff: [...people]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
}
