// Which remote draws a URL path: the route table's rule (the shell mounts each manifest screen at
// `<area root>/<path>/*`, the first remote to claim a path wins), for the two places that must know
// it before the route table exists — the shell's entry, which starts loading the opened page's remote
// while the shell itself loads (shell-app/src/federation/preload-screen.ts), and the embedded
// gateway, which names that remote's manifest in the page it serves (svc-gateway/src/web/page-preloads.ts).
// Imported by file path, not through this package's index: the shell's entry may import no shared
// module (nothing is negotiated yet), and this file imports only the rules' JSON.
import type { Area } from './remote';
import rules from './manifest-rules.json';

const AREA_ROOTS = rules.areaRoots as Readonly<Record<Area, string>>;
const REMOTE_NAME = new RegExp(rules.remoteName);

/** A remote as far as routing to it needs: where it lives, the path and areas of each screen, and
 *  whether it is up (`live`: a remote known only from a cached copy draws nothing). */
export interface RoutedRemote {
  name: string;
  entry: string;
  screens: ReadonlyArray<{ path: string; areas: readonly string[] }>;
  live: boolean;
}

/** The area a URL path is in, and the path inside it ('' at the area's root). */
export function areaOf(pathname: string): { area: Area; rest: string } {
  for (const area of ['admin', 'user'] as const) {
    const root = AREA_ROOTS[area];
    if (pathname === root || pathname.startsWith(`${root}/`)) return { area, rest: pathname.slice(root.length + 1) };
  }
  return { area: 'public', rest: pathname.slice(1) };
}

/** The live remote whose screen the route table mounts at `pathname` (the first remote to claim a
 *  path wins, as in the shell's routes.tsx), or undefined (the shell's own pages, an unknown path). */
export function remoteAt<R extends RoutedRemote>(remotes: readonly R[], pathname: string): R | undefined {
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
 *  one needs (the shell's full reading, screens-manifest.ts parseRemotesFile, runs in its bootstrap):
 *  a malformed entry or screen is skipped, never trusted. */
export function inlineRemotes(body: unknown): RoutedRemote[] {
  const list = typeof body === 'object' && body !== null ? (body as { remotes?: unknown }).remotes : undefined;
  if (!Array.isArray(list)) return [];
  const out: RoutedRemote[] = [];
  for (const r of list as Array<Record<string, unknown> | null>) {
    if (!r || typeof r.name !== 'string' || !REMOTE_NAME.test(r.name) || typeof r.entry !== 'string' || !r.entry || !Array.isArray(r.screens)) continue;
    const screens = (r.screens as Array<Record<string, unknown> | null>).filter(
      (s): s is { path: string; areas: string[] } => !!s && typeof s.path === 'string' && Array.isArray(s.areas),
    );
    out.push({ name: r.name, entry: r.entry, screens, live: true });
  }
  return out;
}
