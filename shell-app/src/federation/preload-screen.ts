// The remote that draws the page being opened starts downloading as soon as /remotes.json is read —
// by the entry (src/index.ts), before the bootstrap chunk and the shared modules have even run: its
// manifest, remoteEntry.js and exposed App chunk (with its stylesheet) come in parallel with the
// shell's own start (issue 12: the dependent fetches before a screen's first paint, Lighthouse
// mobile). The runtime's preloadRemote fetches what the remote's mf-manifest.json lists for './App'
// ("sync" assets only: not every lazy screen of the remote); shared modules the shell provides are
// not fetched. Whatever it loads, <RemoteApp>'s loadRemote later finds in the runtime's cache.
// The entry may not import a shared module (nothing is negotiated yet), so this file imports none:
// the areas' roots come from the manifest rules' JSON (the one home shell-contract reads them from),
// the federation runtime is the entry's own.
import type { Area } from '@atelier/shell-contract';
import rules from '@atelier/shell-contract/src/manifest-rules.json';
import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { KnownRemote } from './screens-manifest';

const AREA_ROOTS = rules.areaRoots as Readonly<Record<Area, string>>;

/** The area a URL path is in, and the path inside it ('' at the area's root). */
export function areaOf(pathname: string): { area: Area; rest: string } {
  for (const area of ['admin', 'user'] as const) {
    const root = AREA_ROOTS[area];
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

/** The remotes of a /remotes.json body that carry their screens inline, read only as far as choosing
 *  one needs (the registry's full reading, screens-manifest.ts parseRemotesFile, runs in the
 *  bootstrap): a malformed entry is skipped, never trusted. */
export function inlineRemotes(body: unknown): KnownRemote[] {
  const list = typeof body === 'object' && body !== null ? (body as { remotes?: unknown }).remotes : undefined;
  if (!Array.isArray(list)) return [];
  const name = new RegExp(rules.remoteName);
  const out: KnownRemote[] = [];
  for (const r of list as Array<Record<string, unknown> | null>) {
    if (!r || typeof r.name !== 'string' || !name.test(r.name) || typeof r.entry !== 'string' || !r.entry || !Array.isArray(r.screens)) continue;
    const screens = (r.screens as Array<Record<string, unknown> | null>).filter(
      (s): s is KnownRemote['screens'][number] & Record<string, unknown> => !!s && typeof s.path === 'string' && Array.isArray(s.areas),
    );
    out.push({ name: r.name, entry: r.entry, screens, live: true });
  }
  return out;
}

/** Starts loading the remote of the page at `pathname`, if a remote draws it. */
export function preloadScreenRemote(remotes: readonly KnownRemote[], pathname: string): void {
  const remote = remoteAt(remotes, pathname);
  if (remote) startRemote(remote);
}

/** The bootstrap's call, once every remote's screens are known: the page's remote, unless the entry
 *  started it already — it could only when /remotes.json carried that remote's screens (`inline`: the
 *  embedded gateway's does); the cluster's registry lists entries only, and their screens come from
 *  each remote's screens.json, which the bootstrap reads. */
export function preloadScreenRemoteFromScreens(known: readonly KnownRemote[], inline: ReadonlySet<string>, pathname: string): void {
  const remote = remoteAt(known, pathname);
  if (remote && !inline.has(remote.name)) startRemote(remote);
}

/** Registers `remote` with the runtime (a later registerRemotes of the same name leaves it as it is)
 *  and preloads its './App'. Never throws: a failure is <RemoteApp>'s to show when it loads the
 *  remote itself. */
function startRemote(remote: KnownRemote): void {
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
