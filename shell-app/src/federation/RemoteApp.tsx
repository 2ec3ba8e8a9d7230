// Mounts a remote's exposed ./App where the route table puts it (one route per manifest screen,
// asking the remote for that screen): lazily loaded through the federation runtime, with a spinner
// while loading and the "unavailable" panel on failure. The route table keys this element by remote,
// so moving between two screens of the same remote keeps the remote mounted.
import type { RemoteAppProps } from '@atelier/shell-contract';
import { PortalContainerProvider, Spinner } from '@atelier/ui-kit';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { FALLBACK } from './fallback.plugin';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useRemoteAttempts } from './remote-attempts';
import { remotesReady } from './remote-registry';
import { markRemote } from './remote-status';

type RemoteModule = { default: ComponentType<RemoteAppProps>; [FALLBACK]?: true };

// One lazy component per (remote, attempt): stable across renders and routes, fresh after Retry.
const lazies = new Map<string, LazyExoticComponent<ComponentType<RemoteAppProps>>>();

function lazyRemote(name: string, attempt: number) {
  const key = `${name}#${attempt}`;
  let comp = lazies.get(key);
  if (!comp) {
    comp = lazy(async () => {
      await remotesReady();
      const mod = await loadRemote<RemoteModule>(`${name}/App`);
      if (!mod?.default) throw new Error(`${name}/App has no default export`);
      if (!mod[FALLBACK]) markRemote(name, false);
      return mod;
    });
    lazies.set(key, comp);
  }
  return comp;
}

function RemoteLoading() {
  return (
    <div className="flex min-h-48 items-center justify-center">
      <Spinner className="size-6 text-primary" label="Loading" />
    </div>
  );
}

export function RemoteApp({ name, area, screen }: { name: string } & RemoteAppProps) {
  const attempt = useRemoteAttempts((s) => s.attempts[name] ?? 0);
  const [portalHost, setPortalHost] = useState<HTMLDivElement | null>(null);
  const App = lazyRemote(name, attempt);
  // The remote's CSS is scoped to this attribute (webpack-config/postcss-scope.js); its overlays
  // portal into the host below so they stay inside the scope.
  return (
    <div data-mf-remote={name} className="contents">
      <PortalContainerProvider value={portalHost}>
        <RemoteErrorBoundary key={attempt} name={name}>
          <Suspense fallback={<RemoteLoading />}>
            <App area={area} screen={screen} />
          </Suspense>
        </RemoteErrorBoundary>
      </PortalContainerProvider>
      <div ref={setPortalHost} data-mf-portals="" />
    </div>
  );
}
