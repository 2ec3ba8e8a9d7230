// The shell's route table (spec §2). The shell owns `/`, the layouts and the redirects; every
// screen inside belongs to a remote. A remote is mounted either at a `path/*` (its <Routes> are
// relative to that path: mfe_auth's account pages) or as a pathless layout route over the paths it
// owns (its <Routes> are relative to the area root: /, /dashboard, /admin/dashboard). Listing the
// owned paths here keeps unknown URLs falling through to the shell's redirects.
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { FullScreenSpinner, Toaster } from '@atelier/ui-kit';
import { RemoteApp, type RemoteName } from './federation/RemoteApp';
import { LandingPage } from './pages/LandingPage';
import { RouteError } from './pages/RouteError';

export const PUBLIC_AUTH_PATHS = ['login', 'register', 'verify-otp', 'forgot-password', 'forgot/verify-otp', 'register-profile', 'new-password'];

/** A pathless route rendering `name` for each of `paths` (relative, with index for ''). */
function mountOver(name: RemoteName, area: 'public' | 'user' | 'admin', paths: string[]): RouteObject {
  return {
    element: <RemoteApp name={name} area={area} />,
    // The leaves only claim the paths; the remote (rendered by the parent) draws them.
    children: paths.map((p) => (p === '' ? { index: true, element: null } : { path: `${p}/*`, element: null })),
  };
}

function Root() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    // Shown while a lazily loaded area (dashboard, admin) arrives on a first visit.
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        element: (
          <main id="main" className="min-h-dvh bg-background text-foreground">
            <RemoteApp name="mfe_auth" area="public" />
          </main>
        ),
        children: PUBLIC_AUTH_PATHS.map((p) => ({ path: p, element: null })),
      },
      {
        path: '/dashboard',
        lazy: () => import('./areas/UserArea'),
        children: [
          mountOver('mfe_feeds', 'user', ['', 'community-field', 'personal-field']),
          mountOver('mfe_studio', 'user', ['image-generate', 'image-inpaint', 'image-outpaint', 'image-up-scale']),
          mountOver('mfe_billing', 'user', ['pricing', 'transaction', 'credits']),
          { path: 'account/*', element: <RemoteApp name="mfe_auth" area="user" /> },
          { path: '*', element: <Navigate to="/dashboard" replace /> },
        ],
      },
      {
        path: '/admin/dashboard',
        lazy: () => import('./areas/AdminArea'),
        children: [
          mountOver('mfe_admin', 'admin', ['', 'user-report', 'model-report', 'model-instance-report', 'model-details/:id', 'model-instance-details/:id', 'plans', 'queue']),
          { path: 'account/*', element: <RemoteApp name="mfe_auth" area="admin" /> },
          { path: '*', element: <Navigate to="/admin/dashboard" replace /> },
        ],
      },
      // Spec: the blank placeholder screen sends the user straight to /login.
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];
