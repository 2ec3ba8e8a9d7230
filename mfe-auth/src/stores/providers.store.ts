// Which external sign-in providers the server has configured (GET /api/auth/providers), asked
// once per page load and shared by the Login and Register screens (both show the Google button).
import { api } from '@atelier/api-client';
import { EXTRA_PATHS, type ProvidersResponse } from '@atelier/contracts';
import { create } from 'zustand';

/** unknown: not answered (yet, or the check failed) — the button stays usable and the server decides. */
export type ProviderState = 'unknown' | 'enabled' | 'disabled';

interface ProvidersState {
  google: ProviderState;
}

export const useProviders = create<ProvidersState>()(() => ({ google: 'unknown' }));

let requested = false;

export function loadProviders(): void {
  if (requested) return;
  requested = true;
  api
    .raw<ProvidersResponse>('GET', EXTRA_PATHS.providers)
    .then((res) => useProviders.setState({ google: res.google.enabled ? 'enabled' : 'disabled' }))
    .catch(() => {
      // Ask again next time a screen needs it; until then the server has the last word.
      requested = false;
    });
}
