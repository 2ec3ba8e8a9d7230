// The remote that draws the page being opened starts downloading as soon as the registry is read,
// not after the app frame, the area's layout and the session check have loaded and rendered: its
// manifest, remoteEntry.js and exposed App chunk (with its stylesheet) come in parallel with the
// shell's own chunks (issue 12: the dependent fetches before a screen's first paint, Lighthouse
// mobile). The runtime's preloadRemote fetches what the remote's mf-manifest.json lists for './App'
// ("sync" assets only: not every lazy screen of the remote); shared modules the shell provides are
// not fetched. Whatever it loads, <RemoteApp>'s loadRemote later finds in the runtime's cache.
import { AREA_ROOT, type Area } from '@atelier/shell-contract';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { KnownRemote } from './screens-manifest';

/** The area a URL path is in, and the path inside it ('' at the area's root). */
export function areaOf(pathname: string): { area: Area; rest: string } {
  for (const area of ['admin', 'user'] as const) {
    const root = AREA_ROOT[area];
    if (pathname === root || pathname.startsWith(`${root}/`)) return { area, rest: pathname.slice(root.length + 1) };
  }
  return { area: 'public', rest: pathname.slice(1) };
}

/** The live remote whose screen the route table mounts at `pathname` (the first remote to claim a
 *  path wins, as in routes.tsx), or undefined (the shell's own pages, an unknown path). */
export function remoteAt(remotes: readonly KnownRemote[], pathname: string): KnownRemote | undefined {
  const { area, rest } = areaOf(pathname.replace(/\/+$/, '') || '/');
  // The landing page is the shell's; an area root is that area's index screen.
  if (area === 'public' && rest === '') return undefined;
  for (const r of remotes) {
    for (const s of r.screens) {
      if (!s.areas.includes(area)) continue;
      const match = s.path === '' ? rest === '' : rest === s.path || rest.startsWith(`${s.path}/`);
      if (match) return r.live ? r : undefined;
    }
  }
  return undefined;
}

/** Starts loading the remote of the page at `pathname`, if a remote draws it; never throws (a
 *  failure is <RemoteApp>'s to show when it loads the remote itself). */
export function preloadScreenRemote(remotes: readonly KnownRemote[], pathname: string): void {
  const remote = remoteAt(remotes, pathname);
  if (!remote) return;
  try {
    void preloadRemote([{ nameOrAlias: remote.name, exposes: ['./App'], resourceCategory: 'sync', share: false, depsRemote: false }]).catch(() => undefined);
  } catch {
    // Nothing to do: the screen loads its remote as it would have.
  }
}
