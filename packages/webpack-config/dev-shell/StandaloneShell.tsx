// Standalone dev mode for a remote: a fake shell (router, query client, theme switch, toasts, a signed-in
// session) around the remote's exposed App, mounted at its area root exactly as the real shell
// mounts it. Used from a remote's src/bootstrap.tsx; the real shell never loads this file.
//
//   mountStandalone({ name: 'mfe_studio', App, area: 'user', links: [{ to: '/dashboard/image-generate', label: 'Playground' }] });
import { queryClient } from '@atelier/api-client';
import { useSession, useTheme, type Area, type RemoteAppProps, type Theme } from '@atelier/shell-contract';
import { Button, Toaster } from '@atelier/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import './dev.css';

export interface StandaloneOptions {
  name: string;
  App: ComponentType<RemoteAppProps>;
  area: Area;
  /** The screens to offer in the dev bar (absolute paths); the first is the start page. */
  links: { to: string; label: string }[];
}

const AREA_ROOT: Record<Area, string> = { public: '/', user: '/dashboard', admin: '/admin/dashboard' };
const THEMES: Theme[] = ['light', 'dark', 'system'];

function DevBar({ name, links }: Pick<StandaloneOptions, 'name' | 'links'>) {
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

export function mountStandalone({ name, App, area, links }: StandaloneOptions): void {
  useTheme.getState().init(area === 'admin' ? 'dark' : 'system');
  // A fake signed-in session, so screens that greet or gate on the user render without a backend.
  const session = useSession.getState();
  if (area === 'admin') session.setAdmin({ name: 'Dev Admin', email: 'admin@example.test', profile_name: 'dev-admin' });
  else session.setUser({ name: 'Dev User', email: 'dev@example.test', profile_name: 'dev-user', user_subscription_type: 'free', profile_pic: null });

  const root = AREA_ROOT[area];
  const el = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(el).render(
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <DevBar name={name} links={links} />
        <main id="main" className="mx-auto max-w-6xl px-4 py-6">
          <Routes>
            <Route path={root === '/' ? '*' : `${root}/*`} element={<App area={area} />} />
            <Route path="*" element={<Navigate to={links[0]?.to ?? root} replace />} />
          </Routes>
        </main>
        <Toaster />
      </BrowserRouter>
    </QueryClientProvider>,
  );
}
