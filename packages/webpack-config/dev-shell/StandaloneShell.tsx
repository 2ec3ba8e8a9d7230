// Standalone dev mode for a remote: a fake shell (router, query client, theme switch, toasts, a fake
// signed-in session unless `signedOut`) around the remote's exposed App, which it mounts exactly as the real shell does — one
// route per screen of the remote's manifest (src/screens.json) at `<area root>/<path>/*`, asking the
// App for that screen. Used from a remote's src/bootstrap.tsx; the real shell never loads this file.
//
//   import screens from './screens.json';
//   mountStandalone({ name: 'mfe_studio', App, screens });
import { queryClient } from '@atelier/api-client';
import {
  AREAS,
  screenHref,
  TOAST_DURATION_MS,
  useSession,
  useTheme,
  useToasts,
  type Area,
  type RemoteAppProps,
  type Theme,
} from '@atelier/shell-contract';
import { Button } from '@atelier/ui-kit';
import { Toaster } from '@atelier/ui-kit/src/widgets';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import './dev.css';

export interface StandaloneOptions {
  name: string;
  App: ComponentType<RemoteAppProps>;
  /** The remote's source manifest (its src/screens.json, imported as JSON). */
  screens: { screens: DevScreen[] };
  /** Sign in as the admin instead of a user (for an admin-only remote this is automatic). */
  admin?: boolean;
  /**
   * No fake session: the remote runs signed out against the real API (proxied to `npm start`).
   * For mfe_auth, whose public screens are where signing in happens.
   */
  signedOut?: boolean;
}

const THEMES: Theme[] = ['light', 'dark', 'system'];

/** What the dev shell reads of a manifest screen (a JSON import types areas as plain strings). */
interface DevScreen {
  id: string;
  path: string;
  areas: readonly string[];
  menu?: { label: string };
}

/** Every (area, screen) the manifest declares, with its absolute path. */
function mounts(screens: DevScreen[]) {
  return screens.flatMap((s) =>
    AREAS.filter((area) => s.areas.includes(area)).map((area) => ({ area, screen: s, href: screenHref(area, s.path) })),
  );
}

/** The kit's Toaster on shell-contract's toast store, as in the real shell. */
export function DevToaster() {
  const current = useToasts((s) => s.current);
  const dismiss = useToasts((s) => s.dismiss);
  return <Toaster toast={current} onDismiss={dismiss} duration={TOAST_DURATION_MS} />;
}

function DevBar({ name, links }: { name: string; links: { to: string; label: string }[] }) {
  const theme = useTheme((s) => s.theme);
  const setTheme = useTheme((s) => s.setTheme);
  return (
    <nav aria-label="Standalone dev" className="flex flex-wrap items-center gap-3 border-b bg-muted px-4 py-2 text-sm">
      <strong>{name} · standalone</strong>
      {links.map((l) => (
        <NavLink key={l.to} to={l.to} end className={({ isActive }) => (isActive ? 'font-semibold text-primary underline' : 'hover:underline')}>
          {l.label}
        </NavLink>
      ))}
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

export function mountStandalone({ name, App, screens, admin, signedOut }: StandaloneOptions): void {
  const all = mounts(screens.screens);
  const areas = new Set<Area>(all.map((m) => m.area));
  const asAdmin = admin ?? (areas.has('admin') && !areas.has('user'));
  useTheme.getState().init(asAdmin && !signedOut ? 'dark' : 'system');
  // A fake signed-in session, so screens that greet or gate on the user render without a backend.
  const session = useSession.getState();
  if (signedOut) session.clear();
  else if (asAdmin) session.setAdmin({ name: 'Dev Admin', email: 'admin@example.test', profile_name: 'dev-admin' });
  else session.setUser({ name: 'Dev User', email: 'dev@example.test', profile_name: 'dev-user', user_subscription_type: 'free', profile_pic: null });

  // Screens with a :param have nothing to link to without a value; a screen in several areas
  // (mfe_auth's account pages) gets one link per area, named by it.
  const links = all
    .filter((m) => !m.href.includes(':'))
    .map((m) => ({ to: m.href, label: `${m.screen.menu?.label ?? m.screen.id}${m.screen.areas.length > 1 ? ` (${m.area})` : ''}` }));
  const el = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(el).render(
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <DevBar name={name} links={links} />
        <main id="main" className="mx-auto max-w-6xl px-4 py-6">
          <Routes>
            {all.map(({ area, screen, href }) => (
              <Route key={`${area}:${screen.id}`} path={href === '/' ? href : `${href}/*`} element={<App key={name} area={area} screen={screen.id} />} />
            ))}
            <Route path="*" element={<Navigate to={links[0]?.to ?? '/'} replace />} />
          </Routes>
        </main>
        <DevToaster />
      </BrowserRouter>
    </QueryClientProvider>,
  );
}
