import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import type { AuthUser } from '../types.ts';

export interface AuthState {
  user: AuthUser | null;
  token: string | null;
  isAuthenticated: boolean;
  /** True until the start-up check has run (spec §3 "Auth state"). */
  isLoading: boolean;
  error: string | null;
}

export const initialAuthState: AuthState = {
  user: null,
  token: null,
  isAuthenticated: false,
  isLoading: true,
  error: null,
};

/** Auth state; persistence keeps only the user object (tokens have their own storage keys). */
export const useAuthStore = create<AuthState>()(
  persist(() => initialAuthState, {
    name: STORAGE_KEYS.auth,
    storage: createJSONStorage(() => localStorage),
    partialize: (state) => ({ user: state.user }),
  }),
);
