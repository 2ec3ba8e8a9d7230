// Every route but the landing page and the legal pages sits under this frame, loaded on demand: the
// one query cache of the whole app (shared with every remote) and the component that mounts a
// remote's screen. Their imports (api-client with zod and the contracts' schemas, TanStack Query,
// the ui-kit barrel, react-hook-form) are what the landing page no longer downloads.
import { queryClient } from '@atelier/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { RemoteApp } from '../federation/RemoteApp';
import { ScreenSlotContext } from '../federation/screen-slot';

export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <ScreenSlotContext.Provider value={RemoteApp}>
        <Outlet />
      </ScreenSlotContext.Provider>
    </QueryClientProvider>
  );
}
