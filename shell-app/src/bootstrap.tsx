// Shell start (after the async boundary in index.ts): theme, the remote registry, then the router
// built from the remotes' screen manifests. The query client is provided by the lazy app frame
// (areas/AppFrame.tsx), so the landing page downloads neither it nor the API client.
import './zod-csp'; // first: before any module builds a schema
import { useTheme } from '@atelier/shell-contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { areaOf } from '@atelier/shell-contract/src/screen-route';
import { loadRemotes } from './federation/remote-registry';
import { RemotesContext } from './federation/remotes-context';
import { buildRoutes } from './routes';
import './styles.css';

// Spec §4: users default to the system theme, the admin area to dark (when nothing is stored).
useTheme.getState().init(window.location.pathname.startsWith('/admin') ? 'dark' : 'system');

async function start(): Promise<void> {
  // A signed-in area's page asks for its profile now, in parallel with everything below
  // (guards/prefetch-profile.ts says why).
  const { area } = areaOf(window.location.pathname);
  if (area !== 'public') void import(/* webpackChunkName: "profile-prefetch" */ './guards/prefetch-profile').then((m) => m.prefetchProfile(area));
  // The routes come from the manifests: read /remotes.json (or the cached copy) before routing.
  const remotes = await loadRemotes();
  const router = createBrowserRouter(buildRoutes(remotes));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RemotesContext.Provider value={remotes}>
        <RouterProvider router={router} />
      </RemotesContext.Provider>
    </StrictMode>,
  );
}
void start();
