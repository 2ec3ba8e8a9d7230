// What the shell loads from mfe_auth ('./App'): the public auth screens for area 'public' and
// the account pages for 'user' and 'admin'. Each half is its own chunk, so the sign-in screen
// does not download the settings pages and vice versa.
import type { RemoteAppProps } from '@atelier/shell-contract';
import { Spinner } from '@atelier/ui-kit';
import { lazy, Suspense } from 'react';
import '../styles.css';

const PublicRoutes = lazy(() => import('../pages/public/PublicRoutes'));
const AccountRoutes = lazy(() => import('../pages/account/AccountRoutes'));

export default function App({ area }: RemoteAppProps) {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-40 items-center justify-center">
          <Spinner className="size-6" />
        </div>
      }
    >
      {area === 'public' ? <PublicRoutes /> : <AccountRoutes area={area} />}
    </Suspense>
  );
}
