// The runtime registry of remotes: /remotes.json (served by the gateway, or a ConfigMap in
// Kubernetes) → registerRemotes, so a remote redeploys or moves without rebuilding the shell.
import { init, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry, RemotesFile } from '@atelier/shell-contract';
import { fallbackPlugin } from './fallback.plugin';

export const REMOTES_URL = '/remotes.json';

/** Keeps only well-formed entries: a bad line in the file must not take the others down. */
export function parseRemotesFile(body: unknown): RemoteEntry[] {
  const list = (body as Partial<RemotesFile> | null)?.remotes;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (r): r is RemoteEntry => typeof r?.name === 'string' && /^mfe_[a-z0-9_]+$/.test(r.name) && typeof r?.entry === 'string' && r.entry.length > 0,
  );
}

async function fetchRemotes(): Promise<RemoteEntry[]> {
  try {
    const res = await fetch(REMOTES_URL, { cache: 'no-cache' });
    if (!res.ok) throw new Error(`${REMOTES_URL}: HTTP ${res.status}`);
    return parseRemotesFile(await res.json());
  } catch (e) {
    // No registry means every remote shows its fallback; the shell itself keeps working.
    console.warn('[atelier] remote registry unavailable', e);
    return [];
  }
}

let ready: Promise<void> | null = null;

/** Registers every remote once; every remote load awaits this first. */
export function remotesReady(): Promise<void> {
  ready ??= (async () => {
    init({ name: 'atelier_shell', remotes: [], shareStrategy: 'loaded-first', plugins: [fallbackPlugin()] });
    registerRemotes(await fetchRemotes());
  })();
  return ready;
}

/** Retry after a failure: re-read the registry and replace this remote's entry, dropping the
 *  runtime's cached (failed) load so the next loadRemote really fetches again. */
export async function refreshRemote(name: string): Promise<void> {
  await remotesReady();
  const entry = (await fetchRemotes()).find((r) => r.name === name);
  if (entry) registerRemotes([entry], { force: true });
}
