// Spec §4: a signed-in area renders only with a loaded user (or admin). Without one it reads the
// profile query (get_me / admin get_me, shared with mfe-auth's account pages) behind a full-screen
// spinner, stores the answer in the session (storeProfile), and a failure goes to /login.
// The area is drawn in a deferred render once the profile is in (useDeferredReady says why).
import { profileQuery } from '@atelier/api-client';
import { storeProfile, useSession } from '@atelier/shell-contract';
import { FullScreenSpinner, useDeferredReady } from '@atelier/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export type SessionKind = 'user' | 'admin';

export function RequireSession({ kind, children }: { kind: SessionKind; children: ReactNode }) {
  const loaded = useSession((s) => (kind === 'user' ? s.user : s.admin));
  const navigate = useNavigate();
  // retryOnMount false: a profile request that already failed (the shell's start sends one,
  // guards/prefetch-profile.ts) is the answer — to /login — not a reason to ask again. A sign-in
  // clears the cache, so an old failure never outlives the session it belonged to.
  const me = useQuery({ ...profileQuery(kind), enabled: !loaded, retryOnMount: false });

  useEffect(() => {
    if (loaded) return;
    if (me.data) storeProfile(kind, me.data);
    else if (me.isError) {
      useSession.getState().clear();
      navigate('/login', { replace: true });
    }
  }, [kind, loaded, me.data, me.isError, navigate]);

  const drawn = useDeferredReady(Boolean(loaded));
  if (!drawn) return <FullScreenSpinner label="Loading your account" />;
  return children;
}
