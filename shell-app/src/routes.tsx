// The shell's route table (spec §2), built at startup from the remotes' screen manifests. The shell
// owns `/`, /terms, /privacy, the layouts, the guards and the redirects; every other screen belongs
// to a remote and is mounted at `<path>/*` under its area (public: `/`, user: /dashboard, admin:
// /admin/dashboard) as <RemoteApp screen={id}>, so the remote draws the screen it is asked for and any
// descendant <Routes> it renders sit under a splat parent. An unknown URL still falls through to the
// redirects: /dashboard/* → /dashboard, /admin/dashboard/* → /admin/dashboard, anything else → /login.
//
// What the first page downloads is kept small (issue 12's page weight budgets): only the landing page
// is eager; every other route sits under the lazy app frame (areas/AppFrame.tsx: query cache,
// <RemoteApp>), and the toaster (Radix Toast, from the kit's widgets entry) loads when a toast is
// raised.
import { AREA_ROOT, useToasts, type Area } from '@atelier/shell-contract';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { RemoteUnavailable } from './federation/RemoteUnavailable';
import { ScreenSlot } from './federation/screen-slot';
import type { KnownRemote } from './federation/screens-manifest';
import { LandingPage } from './pages/LandingPage';
import { RouteError } from './pages/RouteError';
import { FullScreenSpinner } from './ui/light';

const ShellToaster = lazy(async () => ({ default: (await import('./layouts/ShellToaster')).ShellToaster }));

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
      const element = <ScreenSlot key={r.name} name={r.name} area={area} screen={s.id} />;
      routes.push(s.path === '' ? { index: true, element } : { path: `${s.path}/*`, element });
    }
  }
  return routes;
}

/** Stands in for a screen the redirects lead to (/login, an area's home) when no known remote
 *  provides it — a remote never seen by this browser and down now. Without it the redirect would
 *  loop; Retry reloads, since routes are built at start. */
function Missing({ what }: { what: string }) {
  return <RemoteUnavailable name={what} onRetry={() => window.location.reload()} />;
}

/** An area's routes plus, when no remote provides its home, the stand-in. */
function areaRoutes(remotes: KnownRemote[], area: 'user' | 'admin'): RouteObject[] {
  const routes = screenRoutes(remotes, area);
  return routes.some((r) => r.index) ? routes : [{ index: true, element: <Missing what={`${area}-home`} /> }, ...routes];
}

/** The public screens plus, when no remote provides /login (where every redirect leads), the stand-in. */
function publicRoutes(remotes: KnownRemote[]): RouteObject[] {
  const routes = screenRoutes(remotes, 'public');
  return routes.some((r) => r.path === 'login/*') ? routes : [...routes, { path: 'login', element: <Missing what="sign-in" /> }];
}

/** Mounted once a toast is raised, on any page (Radix Toast is in the kit's widgets entry, which a
 *  first page such as /login need not download); it stays mounted once it is (a toast closing
 *  keeps its animation). */
function Toasts() {
  const raised = useToasts((s) => s.current !== null);
  const [needed, setNeeded] = useState(false);
  if (!needed && raised) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ShellToaster />
    </Suspense>
  ) : null;
}

function Root() {
  return (
    <>
      <Outlet />
      <Toasts />
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
        {
          lazy: () => import(/* webpackChunkName: "app-frame" */ './areas/AppFrame'),
          children: [
            { element: <PublicFrame />, children: publicRoutes(remotes) },
            {
              path: AREA_ROOT.user,
              lazy: () => import(/* webpackChunkName: "user-area" */ './areas/UserArea'),
              children: [...areaRoutes(remotes, 'user'), { path: '*', element: <Navigate to={AREA_ROOT.user} replace /> }],
            },
            {
              path: AREA_ROOT.admin,
              lazy: () => import(/* webpackChunkName: "admin-area" */ './areas/AdminArea'),
              children: [...areaRoutes(remotes, 'admin'), { path: '*', element: <Navigate to={AREA_ROOT.admin} replace /> }],
            },
            // Spec: the blank placeholder screen sends the user straight to /login.
            { path: '*', element: <Navigate to="/login" replace /> },
          ],
        },
      ],
    },
  ];
}
