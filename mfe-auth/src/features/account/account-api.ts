// The account calls of spec §7 for each area: the user area uses /users/*, the admin area
// /admin/*, with identical bodies and responses (the profile itself is @atelier/api-client's
// profileQuery, shared with the shell's session guard).
import { api, type AccountArea } from '@atelier/api-client';
import type { BodyOf, ResponseOf } from '@atelier/contracts';
import { screenHref } from '@atelier/shell-contract';
import screens from '../../screens.json';

export type { AccountArea };

export interface AccountProfile {
  name: string;
  email: string;
  profile_name: string;
}

// The account screen's path is declared once, in src/screens.json (which the shell routes by).
const accountScreen = screens.screens.find((s) => s.id === 'account');
if (!accountScreen) throw new Error('mfe-auth src/screens.json has no "account" screen');
const ACCOUNT_PATH = accountScreen.path;
export const accountBase = (area: AccountArea): string => screenHref(area, ACCOUNT_PATH);

export function accountApi(area: AccountArea) {
  const admin = area === 'admin';
  return {
    updateProfile: (body: BodyOf<'updateProfile'>): Promise<ResponseOf<'updateProfile'>> =>
      admin ? api.call('adminUpdateProfile', body) : api.call('updateProfile', body),
    confirmEmailChange: (body: BodyOf<'confirmEmailChange'>): Promise<ResponseOf<'confirmEmailChange'>> =>
      admin ? api.call('adminConfirmEmailChange', body) : api.call('confirmEmailChange', body),
    updatePassword: (body: BodyOf<'updatePassword'>): Promise<ResponseOf<'updatePassword'>> =>
      admin ? api.call('adminUpdatePassword', body) : api.call('updatePassword', body),
    loginHistory: (): Promise<ResponseOf<'loginHistory'>> => (admin ? api.call('adminLoginHistory') : api.call('loginHistory')),
  };
}
