// The address a sign-up or reset code was sent to (spec §3: "email after a code is sent").
// It lives in localStorage so the OTP, profile and new-password screens survive a reload.
import { STORAGE_KEYS } from '@atelier/shell-contract';

export const pendingEmail = {
  get: (): string | null => localStorage.getItem(STORAGE_KEYS.email),
  set: (email: string): void => localStorage.setItem(STORAGE_KEYS.email, email),
  clear: (): void => localStorage.removeItem(STORAGE_KEYS.email),
};
