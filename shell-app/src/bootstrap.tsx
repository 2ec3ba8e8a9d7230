// Shell start (after the async boundary in index.ts): theme, the remote registry, the query
// client, the router.
import { queryClient } from '@atelier/api-client';
import { useTheme } from '@atelier/shell-contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { remotesReady } from './federation/remote-registry';
import { routes } from './routes';
import './styles.css';

// Spec §4: users default to the system theme, the admin area to dark (when nothing is stored).
useTheme.getState().init(window.location.pathname.startsWith('/admin') ? 'dark' : 'system');
// Start reading /remotes.json now, in parallel with the first render.
void remotesReady();

const router = createBrowserRouter(routes);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* The one server-state cache of the whole app, shared with every remote. */}
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
