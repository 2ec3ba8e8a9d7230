// What the shell loads from mfe_auth ('./App'): the screen the shell asks for (src/screens.json
// declares them) — a public auth screen, or the account pages ('account', in the user and admin
// areas, with their own descendant routes). The sign-in screen is in this chunk; the other public
// screens and the account pages are chunks of their own, so `/login` downloads neither.
import type { RemoteAppProps } from '@atelier/shell-contract';
import { Spinner } from '@atelier/ui-kit';
import { lazy, Suspense } from 'react';
import PublicScreen from '../pages/public/PublicRoutes';
import '../styles.css';

const AccountRoutes = lazy(() => import('../pages/account/AccountRoutes'));

export default function App({ area, screen }: RemoteAppProps) {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-40 items-center justify-center">
          <Spinner className="size-6" />
        </div>
      }
    >
      {area === 'public' ? <PublicScreen screen={screen} /> : <AccountRoutes area={area} />}
    </Suspense>
  );
}
