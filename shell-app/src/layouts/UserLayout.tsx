// The user dashboard frame (/dashboard): credits badge, theme and account menus, user side menu;
// asks for notification permission once when it loads.
import { AREA_ROOT, useSession } from '@atelier/shell-contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../features/logout';
import { requestNotificationPermission } from '../features/notifications';
import { DeferredAccountMenu } from './DeferredAccountMenu';
import { AreaLayout } from './AreaLayout';
import { CreditsBadge } from './CreditsBadge';
import { useAreaNav } from './nav';
import { DeferredThemeMenu } from './DeferredThemeMenu';

export function UserLayout() {
  const name = useSession((s) => s.user?.name ?? null);
  const navigate = useNavigate();
  const nav = useAreaNav('user');
  useEffect(requestNotificationPermission, []);
  return (
    <AreaLayout
      home={AREA_ROOT.user}
      nav={nav}
      actions={
        <>
          <CreditsBadge />
          <DeferredThemeMenu />
          <DeferredAccountMenu area="user" name={name} onLogout={() => logout('user', () => navigate('/login', { replace: true }))} />
        </>
      }
    />
  );
}
