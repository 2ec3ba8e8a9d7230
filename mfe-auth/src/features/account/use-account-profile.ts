// The signed-in user's (or admin's) profile for the account pages. The shell normally loads it
// into the session store before mounting the area; when it has not (standalone dev, a direct
// load that raced the shell), it is fetched here, and a failure goes to /login (spec §4).
import { useSession } from '@atelier/shell-contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { accountApi, type AccountArea, type AccountProfile } from './account-api';

export function useAccountProfile(area: AccountArea): AccountProfile | null {
  const navigate = useNavigate();
  const profile = useSession((s) => (area === 'admin' ? s.admin : s.user));

  useEffect(() => {
    if (profile) return;
    let live = true;
    accountApi(area)
      .getMe()
      .then((me) => {
        if (!live) return;
        const session = useSession.getState();
        if ('user_subscription_type' in me) session.setUser(me);
        else session.setAdmin(me);
      })
      .catch(() => live && navigate('/login', { replace: true }));
    return () => {
      live = false;
    };
  }, [area, profile, navigate]);

  return profile;
}
