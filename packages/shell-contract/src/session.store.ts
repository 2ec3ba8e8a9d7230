// The signed-in user (or admin) as the browser knows it, plus the spec §3 local-storage keys.
// Type-only import: the contract's zod schemas stay out of the browser bundle.
import type { AdminProfile, PublicUser } from '@atelier/contracts';
import { create } from 'zustand';

export type SessionStatus = 'unknown' | 'loading' | 'authenticated' | 'anonymous';

/**
 * Client state only, apart from `user` / `admin`: the server's copy of the profile is the profile
 * query (@atelier/api-client profileQuery); the loaded profile is mirrored here because the whole
 * app (header name, credits badge, the studio's subscription checks, every remote) must read it
 * synchronously outside any QueryClient subscription, and because a signed-in area renders only
 * once it is set (spec §4). It is written by storeProfile and a profile update, nowhere else.
 */
interface SessionState {
  status: SessionStatus;
  user: PublicUser | null;
  admin: AdminProfile | null;
  setLoading(): void;
  setUser(user: PublicUser): void;
  setAdmin(admin: AdminProfile): void;
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

/** A profile the server loaded (getMe / adminGetMe) for `area`: into the session and, spec §3, the
 *  saved email/name/profile_name — also after a Google sign-in, which never passes the login form. */
export function storeProfile(area: 'user' | 'admin', me: PublicUser | AdminProfile): void {
  rememberProfile(me);
  const session = useSession.getState();
  if (area === 'user' && 'user_subscription_type' in me) session.setUser(me);
  else if (area === 'admin') session.setAdmin({ name: me.name, email: me.email, profile_name: me.profile_name });
}
