// The runtime registry of remotes: /remotes.json (served by the gateway, or a ConfigMap in
// Kubernetes) plus each remote's screens (inlined there, or read from screens.json next to the
// remote's entry) → registerRemotes, the route table and the side menus. A remote redeploys, moves
// or gains a screen without rebuilding the shell; the last known registry is cached so a remote that
// is down keeps its menu entries (as unavailable) and its routes (showing the fallback panel).
import { init, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry, ScreenEntry } from '@atelier/shell-contract';
import { fallbackPlugin } from './fallback.plugin';
import { fetchRegistry, getJson } from './registry-fetch';
import { preloadScreenRemoteFromScreens } from './preload-screen';
import { markRemote } from './remote-status';
import { mergeRegistry, parseRemotesFile, parseScreens, readCache, screensUrl, writeCache, type KnownRemote } from './screens-manifest';

/** How long startup waits for a remote's own screens.json (as for /remotes.json, registry-fetch.ts). */
const SCREENS_TIMEOUT_MS = 4000;

/** /remotes.json, or null when it cannot be read (then the cached registry stands in). */
async function readRegistry(): Promise<RemoteEntry[] | null> {
  try {
    return parseRemotesFile(await fetchRegistry());
  } catch (e) {
    console.warn('[atelier] remote registry unavailable', e);
    return null;
  }
}

/** screens.json from each remote's own host, for entries that do not carry their screens inline. */
async function fetchScreens(entries: RemoteEntry[]): Promise<Record<string, ScreenEntry[] | undefined>> {
  const pending = entries.filter((e) => !e.screens);
  const results = await Promise.all(
    pending.map(async (e) => {
      try {
        return parseScreens(await getJson(screensUrl(e.entry, window.location.href), SCREENS_TIMEOUT_MS));
      } catch (err) {
        console.warn(`[atelier] screens of ${e.name} unavailable`, err);
        return undefined;
      }
    }),
  );
  return Object.fromEntries(pending.map((e, i) => [e.name, results[i]]));
}

/** Inline screens say nothing about the remote's own host: check its entry in the background —
 *  once the page has loaded and the browser is idle, and by HEAD (no body), so the checks of five
 *  remotes never compete with the page's own downloads on a slow network (they did, on every page,
 *  at start: Lighthouse's simulated slow 4G shares the link between every request in flight). */
function probe(remotes: KnownRemote[], inline: Set<string>): void {
  const check = () => {
    for (const r of remotes) {
      if (!r.live || !inline.has(r.name)) continue;
      fetch(new URL(r.entry, window.location.href), { method: 'HEAD', cache: 'no-cache' }).then(
        (res) => !res.ok && markRemote(r.name, true),
        () => markRemote(r.name, true),
      );
    }
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(check, { timeout: 5000 }) : setTimeout(check, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** localStorage, or undefined where reading it throws (storage disabled by the browser). */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

let loaded: Promise<KnownRemote[]> | null = null;

/** Reads and registers every remote once; the router is built from the result. */
export function loadRemotes(): Promise<KnownRemote[]> {
  loaded ??= (async () => {
    init({ name: 'atelier_shell', remotes: [], shareStrategy: 'loaded-first', plugins: [fallbackPlugin()] });
    const cache = readCache(storage());
    const registry = await readRegistry();
    const entries: RemoteEntry[] = registry ?? cache.remotes.map(({ name, entry }) => ({ name, entry }));
    const known = mergeRegistry(registry, await fetchScreens(entries), cache);
    if (registry) writeCache(storage(), known);
    registerRemotes(known.map(({ name, entry }) => ({ name, entry })));
    for (const r of known) if (!r.live) markRemote(r.name, true);
    const inline = new Set(entries.filter((e) => e.screens).map((e) => e.name));
    probe(known, inline);
    preloadScreenRemoteFromScreens(known, inline, window.location.pathname);
    return known;
  })();
  return loaded;
}

/** Every remote load awaits this first. */
export function remotesReady(): Promise<void> {
  return loadRemotes().then(() => undefined);
}

/** Retry after a failure: re-read the registry and replace this remote's entry, dropping the
 *  runtime's cached (failed) load so the next loadRemote really fetches again. */
export async function refreshRemote(name: string): Promise<void> {
  const known = (await loadRemotes()).find((r) => r.name === name);
  const entry = (await readRegistry())?.find((r) => r.name === name) ?? known;
  if (entry) registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
}
