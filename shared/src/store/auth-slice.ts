import type { StateCreator } from 'zustand';
import { endSession } from '../api/auth';
import type { User } from '../api/schemas';
import { browserStorage } from './safe-storage';
import type { StorefrontState } from './storefront-state';

/**
 * Where earlier versions kept the session token (spec §3). The browser now holds the session only
 * in an HttpOnly cookie no script can read; a token left here by an earlier version is removed.
 */
const EARLIER_TOKEN_KEY = 'token';

export interface AuthSlice {
  /**
   * Who is logged in, as the server last said. Saved with the cart as a hint, so a reload shows
   * the name at once; it is no credential (the cookie is), and the session check on every page
   * load confirms or clears it.
   */
  userData: User | null;
  /** When this page last logged in or out (ms); a session answer from before then is out of date. */
  authChangedAt: number;
  login: (user: User) => void;
  /** The server answered the session check: who it stands for, or null when it has ended. */
  sessionChecked: (user: User | null, answeredAt: number) => void;
  /** Ends the session on the server (when it can be reached; else it expires) and here. */
  logout: () => void;
}

export const createAuthSlice: StateCreator<StorefrontState, [], [], AuthSlice> = (set, get) => {
  browserStorage.removeItem(EARLIER_TOKEN_KEY);
  return {
    userData: null,
    authChangedAt: 0,
    login: (user) => set({ userData: user, authChangedAt: Date.now() }),
    sessionChecked: (user, answeredAt) => {
      // A check that was under way while the visitor logged in or out here says nothing new.
      if (answeredAt < get().authChangedAt) return;
      set({ userData: user });
    },
    logout: () => {
      endSession().catch(() => undefined);
      set({ userData: null, authChangedAt: Date.now() });
    },
  };
};
