import type { StateCreator } from 'zustand';
import { endSession } from '../api/auth';
import type { User } from '../api/schemas';
import { browserStorage } from './safe-storage';
import type { StorefrontState } from './storefront-state';

/** Spec §3: the token lives in local storage under this key, outside the persisted store. */
export const TOKEN_KEY = 'token';

export interface AuthSlice {
  token: string | null;
  userData: User | null;
  login: (token: string, user: User) => void;
  /** Ends the session on the server (when it can be reached; else it expires) and here. */
  logout: () => void;
}

export const createAuthSlice: StateCreator<StorefrontState, [], [], AuthSlice> = (set, get) => ({
  token: browserStorage.getItem(TOKEN_KEY) as string | null,
  userData: null,
  login: (token, user) => {
    browserStorage.setItem(TOKEN_KEY, token);
    set({ token, userData: user });
  },
  logout: () => {
    const { token } = get();
    if (token) endSession(token).catch(() => undefined);
    browserStorage.removeItem(TOKEN_KEY);
    set({ token: null, userData: null });
  },
});
