// The shell's route table (spec §2), built at startup from the remotes' screen manifests. The shell
// owns `/`, /terms, /privacy, the layouts, the guards and the redirects; every other screen belongs
// to a remote and is mounted at `<path>/*` under its area (public: `/`, user: /dashboard, admin:
// /admin/dashboard) as <RemoteApp screen={id}>, so the remote draws the screen it is asked for and any
// descendant <Routes> it renders sit under a splat parent. An unknown URL still falls through to the
// redirects: /dashboard/* → /dashboard, /admin/dashboard/* → /admin/dashboard, anything else → /login.
import type { Area } from '@atelier/shell-contract';
import { FullScreenSpinner } from '@atelier/ui-kit';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { RemoteApp } from './federation/RemoteApp';
import type { KnownRemote } from './federation/screens-manifest';
import { ShellToaster } from './layouts/ShellToaster';
import { LandingPage } from './pages/LandingPage';
import { RouteError } from './pages/RouteError';

/** One route per screen of `area`, relative to the area root. Every element of one remote has the
 *  same key, so moving between two of its screens updates the mounted remote instead of remounting
 *  it. A path claimed twice goes to the first remote in the registry. */
export function screenRoutes(remotes: KnownRemote[], area: Area): RouteObject[] {
  const taken = new Set<string>();
  const routes: RouteObject[] = [];
  for (const r of remotes) {
    for (const s of r.screens) {
      if (!s.areas.includes(area)) continue;
      if (taken.has(s.path)) {
        console.warn(`[atelier] ${r.name} screen "${s.id}": path "${s.path}" already taken in area ${area}`);
        continue;
      }
      taken.add(s.path);
      const element = <RemoteApp key={r.name} name={r.name} area={area} screen={s.id} />;
      routes.push(s.path === '' ? { index: true, element } : { path: `${s.path}/*`, element });
    }
  }
  return routes;
}

function Root() {
  return (
    <>
      <Outlet />
      <ShellToaster />
    </>
  );
}

function PublicFrame() {
  return (
    <main id="main" className="min-h-dvh bg-background text-foreground">
      <Outlet />
    </main>
  );
}

export function buildRoutes(remotes: KnownRemote[]): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      // Shown while a lazily loaded area (dashboard, admin) arrives on a first visit.
      hydrateFallbackElement: <FullScreenSpinner />,
      children: [
        { path: '/', element: <LandingPage /> },
        // Static pages, loaded on demand so the landing and sign-in screens do not pay for them.
        { path: '/terms', lazy: async () => ({ Component: (await import('./pages/legal/LegalPages')).TermsPage }) },
        { path: '/privacy', lazy: async () => ({ Component: (await import('./pages/legal/LegalPages')).PrivacyPage }) },
        { element: <PublicFrame />, children: screenRoutes(remotes, 'public') },
        {
          path: '/dashboard',
          lazy: () => import('./areas/UserArea'),
          children: [...screenRoutes(remotes, 'user'), { path: '*', element: <Navigate to="/dashboard" replace /> }],
        },
        {
          path: '/admin/dashboard',
          lazy: () => import('./areas/AdminArea'),
          children: [...screenRoutes(remotes, 'admin'), { path: '*', element: <Navigate to="/admin/dashboard" replace /> }],
        },
        // Spec: the blank placeholder screen sends the user straight to /login.
        { path: '*', element: <Navigate to="/login" replace /> },
      ],
    },
  ];
}
