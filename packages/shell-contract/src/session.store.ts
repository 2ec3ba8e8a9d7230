// The signed-in user (or admin) as the browser knows it, plus the spec §3 local-storage keys.
import { create } from 'zustand';

export type SubscriptionType = 'free' | 'premium';
export interface SessionUser {
  name: string;
  email: string;
  profile_name: string;
  user_subscription_type: SubscriptionType;
  profile_pic: string | null;
}
export interface SessionAdmin {
  name: string;
  email: string;
  profile_name: string;
}

export type SessionStatus = 'unknown' | 'loading' | 'authenticated' | 'anonymous';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  admin: SessionAdmin | null;
  setLoading(): void;
  setUser(user: SessionUser): void;
  setAdmin(admin: SessionAdmin): void;
  /** Logged out or the session could not be loaded. */
  clear(): void;
}

/** Spec §3 "Local browser storage": email, name, profile_name after login; email after a code is sent. */
export const STORAGE_KEYS = { email: 'email', name: 'name', profileName: 'profile_name' } as const;

export function rememberProfile(p: { email: string; name: string; profile_name: string }): void {
  localStorage.setItem(STORAGE_KEYS.email, p.email);
  localStorage.setItem(STORAGE_KEYS.name, p.name);
  localStorage.setItem(STORAGE_KEYS.profileName, p.profile_name);
}
export function forgetProfile(): void {
  for (const k of Object.values(STORAGE_KEYS)) localStorage.removeItem(k);
}

export const useSession = create<SessionState>()((set) => ({
  status: 'unknown',
  user: null,
  admin: null,
  setLoading: () => set({ status: 'loading' }),
  setUser: (user) => set({ status: 'authenticated', user }),
  setAdmin: (admin) => set({ status: 'authenticated', admin }),
  clear: () => set({ status: 'anonymous', user: null, admin: null }),
}));
