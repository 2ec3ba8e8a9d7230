// The opened page's remote, named in the page itself: the embedded gateway serves the shell's
// index.html for every SPA path, and for a path a remote draws (shell-contract's screen-route.ts
// decides, as the shell's route table does) it adds `<link rel=preload>` for that remote's
// mf-manifest.json — which the shell would otherwise ask for only once main.js had downloaded and run
// and /remotes.json had answered (its entry's preload-screen.ts; with the manifest in, that preload
// asks for the App's chunks at once) — and for the shell's copies of the shared modules the remote's
// App consumes at load which the page does not load already (the remote's screens.json `appShared`,
// the shell's shared-files.json, both written by their builds: packages/webpack-config/
// bootstrap-preload.js), e.g. the kit's widgets on the studio's screens, otherwise asked for only
// once the App's chunk had arrived. Issue 12, Lighthouse mobile (docs/benchmarks.md).
// Not the remote's remoteEntry.js, chunks or stylesheet, though that measured the same: Chromium
// hands a failed `<link rel=preload>` to the next request of its URL, so with the remote down at load
// a Retry got the old failure without asking (access e2e). The manifest is read with fetch(), which
// takes the preload once and asks the network after; the shared modules are the shell's own files.
// Only remotes this gateway serves from its own disk (`/remotes/<folder>/`) are named: another
// host's files it cannot see. Read per page like /remotes.json, so a rebuild is picked up.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import manifestRules from '@atelier/shell-contract/src/manifest-rules.json';
import { inlineRemotes, remoteAt } from '@atelier/shell-contract/src/screen-route';

/** A file name of the build (a hashed chunk): anything else in shared-files.json is not written into
 *  the page. */
const BUILD_FILE = /^[\w.-]+$/;
/** A locally served remote's entry: `/remotes/<folder>/mf-manifest.json`. */
const LOCAL_ENTRY = /^\/remotes\/([^/]+)\/mf-manifest\.json$/;
/** The build outputs read here, named where the builds name them (shell-contract's manifest-rules.json):
 *  a remote's screens.json, and the shell's list of its shared modules' files (bootstrap-preload.js). */
const SCREENS_FILE = manifestRules.screensFile;
const SHELL_SHARED_FILES = manifestRules.sharedFilesFile;

const files = (v: unknown): string[] => (Array.isArray(v) ? v.filter((f): f is string => typeof f === 'string' && BUILD_FILE.test(f)) : []);

/** A JSON file of a build, or undefined when it is not there or not JSON. */
async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The shell's files of the shared modules `remoteDir`'s App consumes at load (its screens.json
 *  `appShared`, the shell's shared-files.json), in share-key order, each once. */
async function sharedPreloads(remoteDir: string, shellDir: string): Promise<string[]> {
  const [screens, shared] = await Promise.all([readJson(join(remoteDir, SCREENS_FILE)), readJson(join(shellDir, SHELL_SHARED_FILES))]);
  const keys = record(screens).appShared;
  if (!Array.isArray(keys)) return [];
  const byKey = record(shared);
  return [...new Set(keys.flatMap((k) => (typeof k === 'string' && Object.hasOwn(byKey, k) ? files(byKey[k]) : [])))];
}

/** A file to preload: where, and as what the page will ask for it. */
export interface Preload {
  href: string;
  as: 'fetch' | 'script';
}

/** The files to preload for the remote that draws `pathname`, or none (the shell's own page, a
 *  remote on another host, a build not there or unreadable: the page is served as built).
 *  `registry` is /remotes.json's body as this gateway serves it (web.routes.ts withScreens). */
export async function remotePreloads(pathname: string, registry: unknown, remoteDirs: Record<string, string>, shellDir: string): Promise<Preload[]> {
  const remote = remoteAt(inlineRemotes(registry), pathname);
  const folder = remote && LOCAL_ENTRY.exec(remote.entry)?.[1];
  const dir = folder === undefined ? undefined : remoteDirs[folder];
  if (!remote || !dir) return [];
  const [manifest, shared] = await Promise.all([readJson(join(dir, 'mf-manifest.json')), sharedPreloads(dir, shellDir)]);
  // A remote not built (or its manifest unreadable) is not named: the page would preload a failure.
  if (manifest === undefined) return [];
  // The runtime reads the manifest with fetch() (as=fetch, with crossorigin: the same request mode).
  return [{ href: `/remotes/${folder}/mf-manifest.json`, as: 'fetch' }, ...shared.map((f) => ({ href: `/${f}`, as: 'script' as const }))];
}

/** The registry's preload in the shell's index.html: the page's remote is named right after it. */
const REGISTRY_PRELOAD = /<link\b[^>]*\bhref="?\/remotes\.json"?[^>]*>/;

/** `html` with a `<link rel=preload>` for each of `preloads` it does not name already (the shell's
 *  own preloads of React, the router, …, as tags or in its route script), after the registry's
 *  preload (before </head> if the page has none; a page without a head is left as it is). */
export function withPreloads(html: string, preloads: readonly Preload[]): string {
  const links = preloads
    .filter((p) => !html.includes(`${p.href}"`) && !html.includes(`${p.href}>`) && !html.includes(`${p.href} `))
    .map((p) => `<link rel=preload ${p.as === 'fetch' ? `href=${p.href} as=fetch crossorigin` : `as=${p.as} href=${p.href}`}>`)
    .join('');
  if (!links) return html;
  const at = REGISTRY_PRELOAD.exec(html);
  if (at) return html.slice(0, at.index + at[0].length) + links + html.slice(at.index + at[0].length);
  return html.replace('</head>', `${links}</head>`);
}
