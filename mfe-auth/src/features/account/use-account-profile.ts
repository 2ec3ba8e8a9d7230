// The signed-in user's (or admin's) profile for the account pages. The shell normally loads it
// into the session store before mounting the area; when it has not (standalone dev, a direct
// load that raced the shell), it is read here through the same profile query as the shell's guard,
// and a failure goes to /login (spec §4).
import { profileQuery } from '@atelier/api-client';
import { storeProfile, useSession } from '@atelier/shell-contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AccountArea, AccountProfile } from './account-api';

export function useAccountProfile(area: AccountArea): AccountProfile | null {
  const navigate = useNavigate();
  const profile = useSession((s) => (area === 'admin' ? s.admin : s.user));
  const me = useQuery({ ...profileQuery(area), enabled: !profile });

  useEffect(() => {
    if (profile) return;
    if (me.data) storeProfile(area, me.data);
    else if (me.isError) navigate('/login', { replace: true });
  }, [profile, me.data, me.isError, navigate]);

  return profile;
}
