// The remote that draws the page being opened starts downloading as soon as /remotes.json is read —
// by the entry (src/index.ts), before the bootstrap chunk and the shared modules have even run: its
// manifest, remoteEntry.js and exposed App chunk (with its stylesheet) come in parallel with the
// shell's own start (issue 12: the dependent fetches before a screen's first paint, Lighthouse
// mobile). The runtime's preloadRemote fetches what the remote's mf-manifest.json lists for './App'
// ("sync" assets only: not every lazy screen of the remote); shared modules the shell provides are
// not fetched. Whatever it loads, <RemoteApp>'s loadRemote later finds in the runtime's cache.
// The entry may not import a shared module (nothing is negotiated yet), so this file imports none:
// which remote draws a path comes from shell-contract's screen-route.ts by file path (it imports only
// the manifest rules' JSON), the federation runtime is the entry's own. In the embedded product the
// page itself names the remote's manifest (the gateway's page-preloads.ts), so it is in by now; the
// remote's scripts are asked for here in every mode (a failed <link rel=preload> of one would be
// handed to Retry's request: page-preloads.ts says why).
import { inlineRemotes, remoteAt, type RoutedRemote } from '@atelier/shell-contract/src/screen-route';
import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Starts loading the remote of the page at `pathname`, if a remote draws it. */
export function preloadScreenRemote(remotes: readonly RoutedRemote[], pathname: string): void {
  const remote = remoteAt(remotes, pathname);
  if (remote) startRemote(remote);
}

/** The bootstrap's call, once every remote's screens are known: the page's remote, unless the entry
 *  started it already — it could only when /remotes.json carried that remote's screens (`inline`: the
 *  embedded gateway's does); the cluster's registry lists entries only, and their screens come from
 *  each remote's screens.json, which the bootstrap reads. */
export function preloadScreenRemoteFromScreens(known: readonly RoutedRemote[], inline: ReadonlySet<string>, pathname: string): void {
  const remote = remoteAt(known, pathname);
  if (remote && !inline.has(remote.name)) startRemote(remote);
}

/** Registers `remote` with the runtime (a later registerRemotes of the same name leaves it as it is)
 *  and preloads its './App'. Never throws: a failure is <RemoteApp>'s to show when it loads the
 *  remote itself. */
function startRemote(remote: RoutedRemote): void {
  try {
    registerRemotes([{ name: remote.name, entry: remote.entry }]);
    void preloadRemote([{ nameOrAlias: remote.name, exposes: ['./App'], resourceCategory: 'sync', share: false, depsRemote: false }]).catch(() => undefined);
  } catch {
    // Nothing to do: the screen loads its remote as it would have.
  }
}

/** The entry's call: once the registry's early read answers, preload the remote of the page opened at `pathname`. */
export function preloadOpenedRemote(registry: Promise<unknown>, pathname: string): void {
  registry.then(
    (body) => preloadScreenRemote(inlineRemotes(body), pathname),
    () => undefined,
  );
}
