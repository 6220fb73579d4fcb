/**
 * Guarded access to localStorage and sessionStorage: private browsing and blocked storage throw,
 * and the app must keep working without remembered preferences.
 */
type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads a stored string, or null. */
export function readStored(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a string; null removes the key. */
export function writeStored(kind: Area, key: string, value: string | null): void {
  try {
    const s = area(kind);
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // Storage full or blocked: the preference is simply not remembered.
  }
}

/** Keys the app stores; per-user keys carry the user id so two people on one browser do not mix. */
export const STORAGE_KEYS = {
  rememberedEmail: 'daybook.rememberedEmail',
  colorScheme: 'daybook.colorScheme',
  sidebarCollapsed: 'daybook.sidebarCollapsed',
  savedEstablishment: (userId: string) => `daybook.selectedEstablishment.${userId}`,
  lastSelectedEstablishment: (userId: string) => `daybook.lastSelectedEstablishment.${userId}`,
  lastVisitedEstablishment: (userId: string) => `daybook.lastVisitedEstablishment.${userId}`,
  establishmentPreferences: (userId: string) => `daybook.establishmentPreferences.${userId}`,
} as const;
