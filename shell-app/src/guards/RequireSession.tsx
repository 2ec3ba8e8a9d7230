// Spec §4: a signed-in area renders only with a loaded user (or admin). Without one it asks the
// server (get_me / admin get_me) behind a full-screen spinner; failure goes to /login.
import { api } from '@atelier/api-client';
import { rememberProfile, useSession } from '@atelier/shell-contract';
import { FullScreenSpinner } from '@atelier/ui-kit';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export type SessionKind = 'user' | 'admin';

/** Loads the account and keeps spec §3's local copies (email, name, profile_name) current —
 *  also after a Google sign-in, which lands here without passing through the login form. */
function loadSession(kind: SessionKind): Promise<void> {
  const s = useSession.getState();
  return kind === 'user'
    ? api.call('getMe').then((r) => {
        rememberProfile(r.user);
        s.setUser(r.user);
      })
    : api.call('adminGetMe').then((r) => {
        rememberProfile(r.user);
        s.setAdmin(r.user);
      });
}

export function RequireSession({ kind, children }: { kind: SessionKind; children: ReactNode }) {
  const loaded = useSession((s) => (kind === 'user' ? s.user : s.admin));
  const navigate = useNavigate();

  useEffect(() => {
    if (loaded) return;
    let cancelled = false;
    loadSession(kind).catch(() => {
      if (cancelled) return;
      useSession.getState().clear();
      navigate('/login', { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [kind, loaded, navigate]);

  if (!loaded) return <FullScreenSpinner label="Loading your account" />;
  return children;
}
