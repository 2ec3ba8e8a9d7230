// Reading /remotes.json. The entry (index.ts) asks for it before the bootstrap chunk and the shared
// modules download, so it travels alongside them instead of after them: the route table, and so the
// first paint of every page, waits for it. The registry takes that early answer once; later reads
// (a Retry) fetch again.
export const REMOTES_URL = '/remotes.json';
/** How long startup waits for /remotes.json: the router is built from it, so a hung server must not
 *  keep the page blank (the cached registry stands in). */
export const REGISTRY_TIMEOUT_MS = 8000;

export async function getJson(url: string, timeoutMs?: number): Promise<unknown> {
  const res = await fetch(url, { cache: 'no-cache', ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}) });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
}

let early: Promise<unknown> | null = null;

/** Starts reading /remotes.json now (the entry calls it first; the HTML preloaded it) and returns the
 *  read, for the entry's early look at it (preload-screen.ts). */
export function prefetchRegistry(): Promise<unknown> {
  early = getJson(REMOTES_URL, REGISTRY_TIMEOUT_MS);
  // Handled by whoever takes it; until then a failure must not be reported as unhandled.
  early.catch(() => undefined);
  return early;
}

/** The body of /remotes.json: the early read the first time, a fresh one after that. */
export function fetchRegistry(): Promise<unknown> {
  const p = early ?? getJson(REMOTES_URL, REGISTRY_TIMEOUT_MS);
  early = null;
  return p;
}
