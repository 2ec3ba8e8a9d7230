// Mounts a remote's exposed ./App where the route table puts it (one route per manifest screen,
// asking the remote for that screen): loaded through the federation runtime, with a spinner
// while loading and the "unavailable" panel on failure. The route table keys this element by remote,
// so moving between two screens of the same remote keeps the remote mounted.
//
// Not React.lazy: a lazy component's arrival is a Suspense retry, and React holds a retry's commit
// until 300 ms after the last fallback it showed (its "reveal throttle"). The remote's spinner is such
// a fallback, so every first visit of a screen sat idle for up to 300 ms with its App loaded — the
// screen's own requests (the Playground's models and history) leaving that much later. Here the
// loaded module arrives as a transition (an ordinary update, rendered in slices), which React
// commits as soon as it is rendered.
import type { RemoteAppProps } from '@atelier/shell-contract';
import { PortalContainerProvider, Spinner } from '@atelier/ui-kit';
import { startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { FALLBACK } from './fallback.plugin';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useRemoteAttempts } from './remote-attempts';
import { remotesReady } from './remote-registry';
import { markRemote } from './remote-status';

type RemoteModule = { default: ComponentType<RemoteAppProps>; [FALLBACK]?: true };

interface RemoteLoad {
  promise: Promise<unknown>;
  /** Set once the load has ended, before anyone awaiting `promise` hears of it. */
  settled?: { app: ComponentType<RemoteAppProps> } | { error: unknown };
}

// One load per (remote, attempt): shared by every mount of the remote, fresh after Retry.
const loads = new Map<string, RemoteLoad>();

function remoteLoad(name: string, attempt: number): RemoteLoad {
  const key = `${name}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    const started: RemoteLoad = {
      promise: (async () => {
        await remotesReady();
        const mod = await loadRemote<RemoteModule>(`${name}/App`);
        if (!mod?.default) throw new Error(`${name}/App has no default export`);
        if (!mod[FALLBACK]) markRemote(name, false);
        return mod.default;
      })().then(
        (app) => void (started.settled = { app }),
        (error: unknown) => void (started.settled = { error }),
      ),
    };
    loads.set(key, (load = started));
  }
  return load;
}

function RemoteLoading() {
  return (
    <div className="flex min-h-48 items-center justify-center">
      <Spinner className="size-6 text-primary" label="Loading" />
    </div>
  );
}

/** The remote's App once loaded; a failed load is thrown to the error boundary around it. */
function LoadedRemote({ name, attempt, area, screen }: { name: string; attempt: number } & RemoteAppProps) {
  const load = remoteLoad(name, attempt);
  const settled = load.settled;
  const [, heard] = useState(0);
  useEffect(() => {
    // By what this render drew: a load that ended after it still brings the update (a `then` on
    // an ended promise runs too).
    if (settled) return;
    let mounted = true;
    void load.promise.then(() => mounted && startTransition(() => heard((n) => n + 1)));
    return () => {
      mounted = false;
    };
  }, [load, settled]);
  if (!settled) return <RemoteLoading />;
  if ('error' in settled) throw settled.error;
  const App = settled.app;
  return <App area={area} screen={screen} />;
}

export function RemoteApp({ name, area, screen }: { name: string } & RemoteAppProps) {
  const attempt = useRemoteAttempts((s) => s.attempts[name] ?? 0);
  const [portalHost, setPortalHost] = useState<HTMLDivElement | null>(null);
  // The remote's CSS is scoped to this attribute (webpack-config/postcss-scope.js); its overlays
  // portal into the host below so they stay inside the scope.
  return (
    <div data-mf-remote={name} className="contents">
      <PortalContainerProvider value={portalHost}>
        <RemoteErrorBoundary key={attempt} name={name}>
          {/* For a remote's App that suspends without a boundary of its own. */}
          <Suspense fallback={<RemoteLoading />}>
            <LoadedRemote name={name} attempt={attempt} area={area} screen={screen} />
          </Suspense>
        </RemoteErrorBoundary>
      </PortalContainerProvider>
      <div ref={setPortalHost} data-mf-portals="" />
    </div>
  );
}
