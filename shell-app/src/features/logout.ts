// Log out of either area (spec §4): on success forget the stored profile and go to /login;
// a failure is only logged (spec §8).
import { api, queryClient } from '@atelier/api-client';
import { forgetProfile, useSession } from '@atelier/shell-contract';

export async function logout(kind: 'user' | 'admin', goToLogin: () => void): Promise<void> {
  try {
    await api.call(kind === 'user' ? 'logout' : 'adminLogout');
  } catch (e) {
    console.error('[atelier] logout failed', e);
    return;
  }
  forgetProfile();
  useSession.getState().clear();
  // Nothing loaded for this account (its credits included) may show to the next one signed in on this tab.
  queryClient.clear();
  goToLogin();
}
