import type { StateStorage } from 'zustand/middleware';

/**
 * localStorage that never throws: when the browser refuses it (private mode, disabled, quota
 * full) the value is kept in memory for the rest of the visit instead of being lost.
 */
export function createSafeStorage(getStorage: () => Storage | undefined): StateStorage {
  const memory = new Map<string, string>();
  const storage = (): Storage | undefined => {
    try {
      return getStorage();
    } catch {
      return undefined;
    }
  };
  return {
    getItem(name) {
      try {
        const value = storage()?.getItem(name);
        if (value !== null && value !== undefined) return value;
      } catch {
        // Unreadable storage: fall through to what this visit has kept in memory.
      }
      return memory.get(name) ?? null;
    },
    setItem(name, value) {
      memory.set(name, value);
      try {
        storage()?.setItem(name, value);
      } catch {
        // Quota full or storage disabled: the in-memory copy above still holds the value.
      }
    },
    removeItem(name) {
      memory.delete(name);
      try {
        storage()?.removeItem(name);
      } catch {
        // Nothing to clean up where storage is unavailable.
      }
    },
  };
}

export const browserStorage = createSafeStorage(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);
