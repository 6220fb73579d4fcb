/**
 * The signed-in workspace (spec core.md §4 "Startup"): profile, then tenant, then establishments,
 * then the selected location. Pages below read it with useWorkspace().
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  ALL_ESTABLISHMENTS,
  DEFAULT_ESTABLISHMENT_PREFERENCES,
  MESSAGES,
  canAccessAnyEstablishment,
  resolveRole,
  type AuthUser,
  type Establishment,
  type Role,
  type Tenant,
  type UserProfile,
} from '@daybook/contracts';
import { ApiError, setApiContext } from '../api-client';
import { LOCATION_INDEPENDENT_ROOTS, queryKeys } from '../query-keys';
import { STORAGE_KEYS, readStored, writeStored } from '../storage';
import { LoadingScreen } from '../../components/loading-screen';
import { ProfileErrorScreen } from '../../components/profile-error-screen';
import { useAuth } from '../auth/auth-context';
import { establishmentsQuery, fetchProfile, fetchTenant, recordLastVisited } from './api/workspace-api';
import { chooseEstablishment, locationOptions, type LocationOption } from './location-selection';

export interface WorkspaceValue {
  user: AuthUser;
  profile: UserProfile;
  tenant: Tenant;
  role: Role;
  /** Real establishments the user may use. */
  establishments: Establishment[];
  /** Switcher entries: the establishments, then 'All Establishments' when there are several. */
  locations: LocationOption[];
  /** Selected id: an establishment id, ALL_ESTABLISHMENTS, or null when the tenant has none. */
  selectedId: string | null;
  /** The selected establishment; null for the aggregate or none. */
  selected: Establishment | null;
  isAllSelected: boolean;
  selectEstablishment: (id: string) => void;
}

export const WorkspaceContext = createContext<WorkspaceValue | null>(null);

/** The workspace; throws outside WorkspaceProvider. */
export function useWorkspace(): WorkspaceValue {
  const value = useContext(WorkspaceContext);
  if (!value) throw new Error('useWorkspace must be used within a WorkspaceProvider');
  return value;
}

function readPreferences(userId: string): typeof DEFAULT_ESTABLISHMENT_PREFERENCES {
  const raw = readStored('local', STORAGE_KEYS.establishmentPreferences(userId));
  if (!raw) return DEFAULT_ESTABLISHMENT_PREFERENCES;
  try {
    return { ...DEFAULT_ESTABLISHMENT_PREFERENCES, ...(JSON.parse(raw) as object) };
  } catch {
    return DEFAULT_ESTABLISHMENT_PREFERENCES;
  }
}

/** Loads the workspace of the signed-in user and blocks the app until it is ready. */
export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user) throw new Error(MESSAGES.authContextMissing);
  return <WorkspaceLoader user={user}>{children}</WorkspaceLoader>;
}

function WorkspaceLoader({ user, children }: { user: AuthUser; children: ReactNode }) {
  const queryClient = useQueryClient();
  // The profile and the tenant declare no reads: a failed read of either replaces the whole app
  // with the error screen below, which a change of a user or a membership elsewhere in the
  // tenant must not risk. They are read at sign-in and after a reconnection (useLiveData reads
  // everything again then); a saved profile is put in the cache by its save (features/settings).
  const profileQuery = useQuery({
    queryKey: queryKeys.profile(user.id),
    queryFn: () => fetchProfile(user),
    meta: { reads: [] },
    staleTime: Infinity,
  });
  const tenantId = profileQuery.data?.tenantId ?? user.tenantId;
  const tenantQuery = useQuery({
    queryKey: queryKeys.tenant(tenantId),
    queryFn: () => fetchTenant(tenantId),
    meta: { reads: [] },
    enabled: profileQuery.isSuccess,
    staleTime: Infinity,
  });
  const placesQuery = useQuery({ ...establishmentsQuery(tenantId), enabled: tenantQuery.isSuccess });

  useEffect(() => {
    const error = placesQuery.error;
    // A role without establishment access gets 403: it simply works without a location list.
    if (!error || (error instanceof ApiError && error.status === 403)) return;
    notifications.show({
      color: 'red',
      title: MESSAGES.fetchEstablishmentsFailed,
      message: error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message,
    });
  }, [placesQuery.error]);

  const profile = profileQuery.data;
  const role = useMemo(
    () =>
      resolveRole({
        profileRole: profile?.role,
        metadataRole: user.user_metadata?.role,
        userRole: user.role,
      }),
    [profile?.role, user],
  );

  const establishments = useMemo(() => {
    const all = placesQuery.data ?? [];
    if (canAccessAnyEstablishment(role)) return all;
    // Others work in their assigned locations only; the server enforces the same rule.
    const assigned = new Set([...(profile?.establishments ?? user.establishments), user.establishment_id]);
    const mine = all.filter((e) => assigned.has(e.id));
    return mine.length > 0 ? mine : all;
  }, [placesQuery.data, role, profile?.establishments, user]);

  const locations = useMemo(() => locationOptions(establishments), [establishments]);

  const [chosenId, setChosenId] = useState<string | null>(null);
  const selectedId = useMemo(() => {
    if (chosenId && locations.some((l) => l.id === chosenId)) return chosenId;
    const prefs = readPreferences(user.id);
    return chooseEstablishment({
      establishmentIds: establishments.map((e) => e.id),
      saved: readStored('local', STORAGE_KEYS.savedEstablishment(user.id)),
      lastSelected: readStored('session', STORAGE_KEYS.lastSelectedEstablishment(user.id)),
      lastVisited:
        readStored('local', STORAGE_KEYS.lastVisitedEstablishment(user.id)) ??
        profile?.establishment_id ??
        user.establishment_id,
      preferredView: prefs.preferredView,
      autoSelectLast: prefs.autoSelectLast,
    });
  }, [chosenId, locations, establishments, user, profile?.establishment_id]);

  // Set during render, not in an effect: children start their queries in their own effects,
  // which run before this component's, and those requests must already carry the header.
  setApiContext({ tenantId, establishmentId: selectedId });

  const selectEstablishment = useCallback(
    (id: string) => {
      if (!locations.some((l) => l.id === id)) {
        notifications.show({ color: 'red', title: 'Location', message: MESSAGES.switchEstablishmentFailed });
        return;
      }
      if (id === selectedId) return;
      writeStored('local', STORAGE_KEYS.savedEstablishment(user.id), id);
      writeStored('session', STORAGE_KEYS.lastSelectedEstablishment(user.id), id);
      // Only a switch the person makes counts as a visit: an automatic start on the first
      // location must not turn into where they start next time.
      if (id !== ALL_ESTABLISHMENTS) {
        writeStored('local', STORAGE_KEYS.lastVisitedEstablishment(user.id), id);
        // The local copy already holds it; a failed save only costs another browser this choice.
        if (tenantId) void recordLastVisited(tenantId, id).catch(() => undefined);
      }
      setApiContext({ establishmentId: id });
      // Drop the previous location's data (inventory, CRM, reports…) and refetch the rest.
      queryClient.removeQueries({ queryKey: ['est'] });
      void queryClient.invalidateQueries({
        predicate: (q) => !LOCATION_INDEPENDENT_ROOTS.has(String(q.queryKey[0])),
      });
      setChosenId(id);
    },
    [locations, selectedId, user.id, tenantId, queryClient],
  );

  const value = useMemo<WorkspaceValue | null>(() => {
    if (!profile || !tenantQuery.data) return null;
    return {
      user,
      profile,
      tenant: tenantQuery.data,
      role,
      establishments,
      locations,
      selectedId,
      selected: establishments.find((e) => e.id === selectedId) ?? null,
      isAllSelected: selectedId === ALL_ESTABLISHMENTS,
      selectEstablishment,
    };
  }, [user, profile, tenantQuery.data, role, establishments, locations, selectedId, selectEstablishment]);

  if (profileQuery.isPending) return <LoadingScreen text="Loading your profile..." />;
  if (profileQuery.isError) {
    return <ProfileErrorScreen message={describe(profileQuery.error, MESSAGES.fetchProfileFailed)} />;
  }
  if (tenantQuery.isError) {
    return <ProfileErrorScreen message={describe(tenantQuery.error, MESSAGES.fetchTenantFailed)} />;
  }
  if (tenantQuery.isPending || placesQuery.isPending || !value) {
    return <LoadingScreen text="Setting up your workspace..." />;
  }
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}

function describe(error: Error, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return fallback;
    return `${fallback}: ${error.serverMessage ?? error.message}`;
  }
  return error.message || fallback;
}
