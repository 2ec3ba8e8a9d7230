// Shell start (after the async boundary in index.ts): theme, the remote registry, the query
// client, then the router built from the remotes' screen manifests.
import './zod-csp'; // first: before any module builds a schema
import { queryClient } from '@atelier/api-client';
import { useTheme } from '@atelier/shell-contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loadRemotes } from './federation/remote-registry';
import { RemotesContext } from './federation/remotes-context';
import { buildRoutes } from './routes';
import './styles.css';

// Spec §4: users default to the system theme, the admin area to dark (when nothing is stored).
useTheme.getState().init(window.location.pathname.startsWith('/admin') ? 'dark' : 'system');

async function start(): Promise<void> {
  // The routes come from the manifests: read /remotes.json (or the cached copy) before routing.
  const remotes = await loadRemotes();
  const router = createBrowserRouter(buildRoutes(remotes));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {/* The one server-state cache of the whole app, shared with every remote. */}
      <QueryClientProvider client={queryClient}>
        <RemotesContext.Provider value={remotes}>
          <RouterProvider router={router} />
        </RemotesContext.Provider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
void start();
