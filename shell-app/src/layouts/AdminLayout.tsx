// The admin frame (/admin/dashboard): logo, theme and account menus, admin side menu. The admin
// area defaults to the dark theme when the browser has none stored (spec §4).
import { AREA_ROOT, THEME_STORAGE_KEY, useSession, useTheme } from '@atelier/shell-contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../features/logout';
import { DeferredAccountMenu } from './DeferredAccountMenu';
import { AreaLayout } from './AreaLayout';
import { useAreaNav } from './nav';
import { DeferredThemeMenu } from './DeferredThemeMenu';

export function AdminLayout() {
  const name = useSession((s) => s.admin?.name ?? null);
  const navigate = useNavigate();
  const nav = useAreaNav('admin');
  useEffect(() => {
    if (!localStorage.getItem(THEME_STORAGE_KEY)) useTheme.getState().init('dark');
  }, []);
  return (
    <AreaLayout
      home={AREA_ROOT.admin}
      nav={nav}
      actions={
        <>
          <DeferredThemeMenu />
          <DeferredAccountMenu area="admin" name={name} onLogout={() => logout('admin', () => navigate('/login', { replace: true }))} />
        </>
      }
    />
  );
}
