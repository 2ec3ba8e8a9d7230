// Standalone dev mode: plays the shell around the remote — router, theme, toasts, and the same
// three mount points the real shell uses — so mfe_auth can be worked on alone with
// `npm run dev -w @atelier/mfe-auth` (API calls proxied to a running `npm start`). Unlike the
// kit's mountStandalone (one area, a fake signed-in user), mfe_auth spans all three areas and is
// where signing in happens, so it runs against the real API with no fake session.
import { useTheme, type Theme } from '@atelier/shell-contract';
import { Button } from '@atelier/ui-kit';
import { DevToaster } from '@atelier/webpack-config/dev-shell/StandaloneShell';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import App from '../exposed/App';
import screens from '../screens.json';

const THEMES: Theme[] = ['light', 'dark', 'system'];

function DevBar() {
  const { theme, setTheme } = useTheme();
  return (
    <nav aria-label="Standalone dev" className="flex flex-wrap items-center gap-3 border-b border-border bg-muted px-4 py-2 text-sm text-foreground">
      <strong>mfe_auth standalone</strong>
      <Link to="/login">public</Link>
      <Link to="/dashboard/account">user account</Link>
      <Link to="/admin/dashboard/account">admin account</Link>
      <span className="ml-auto flex gap-1">
        {THEMES.map((t) => (
          <Button key={t} size="sm" variant={t === theme ? 'default' : 'outline'} onClick={() => setTheme(t)}>
            {t}
          </Button>
        ))}
      </span>
    </nav>
  );
}

export function FakeShell() {
  return (
    <BrowserRouter>
      <DevBar />
      <Routes>
        <Route path="/dashboard/account/*" element={<App area="user" screen="account" />} />
        <Route path="/admin/dashboard/account/*" element={<App area="admin" screen="account" />} />
        {screens.screens
          .filter((s) => s.areas.includes('public'))
          .map((s) => (
            <Route key={s.id} path={`/${s.path}/*`} element={<App key="public" area="public" screen={s.id} />} />
          ))}
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
      <DevToaster />
    </BrowserRouter>
  );
}
