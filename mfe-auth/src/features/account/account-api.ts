// The account calls of spec §7 for each area: the user area uses /users/*, the admin area
// /admin/*, with identical bodies and responses.
import { api, type AccountArea } from '@atelier/api-client';
import type { BodyOf, ResponseOf } from '@atelier/contracts';

export type { AccountArea };

export interface AccountProfile {
  name: string;
  email: string;
  profile_name: string;
}

export const accountBase = (area: AccountArea): string => (area === 'admin' ? '/admin/dashboard/account' : '/dashboard/account');

export function accountApi(area: AccountArea) {
  const admin = area === 'admin';
  return {
    getMe: async (): Promise<ResponseOf<'getMe'>['user'] | ResponseOf<'adminGetMe'>['user']> =>
      (admin ? await api.call('adminGetMe') : await api.call('getMe')).user,
    updateProfile: (body: BodyOf<'updateProfile'>): Promise<ResponseOf<'updateProfile'>> =>
      admin ? api.call('adminUpdateProfile', body) : api.call('updateProfile', body),
    updatePassword: (body: BodyOf<'updatePassword'>): Promise<ResponseOf<'updatePassword'>> =>
      admin ? api.call('adminUpdatePassword', body) : api.call('updatePassword', body),
    loginHistory: (): Promise<ResponseOf<'loginHistory'>> => (admin ? api.call('adminLoginHistory') : api.call('loginHistory')),
  };
}
