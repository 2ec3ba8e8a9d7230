// Spec §4: a signed-in area renders only with a loaded user (or admin). Without one it reads the
// profile query (get_me / admin get_me, shared with mfe-auth's account pages) behind a full-screen
// spinner, stores the answer in the session (storeProfile), and a failure goes to /login.
// The area behind it is first drawn in a deferred render (useDeferredValue): the profile lands through
// a store subscription, whose update React renders synchronously — the whole area layout in one task,
// 100–150 ms on a throttled phone (Lighthouse's total blocking time). Deferred, the spinner stays for
// that update and the area is rendered in the background, yielding to the browser every 5 ms.
import { profileQuery } from '@atelier/api-client';
import { storeProfile, useSession } from '@atelier/shell-contract';
import { FullScreenSpinner } from '@atelier/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
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

  // Both: the session's end (a sign-out) takes the area away at once, never one render late.
  const drawn = useDeferredValue(loaded);
  if (!loaded || !drawn) return <FullScreenSpinner label="Loading your account" />;
  return children;
}
