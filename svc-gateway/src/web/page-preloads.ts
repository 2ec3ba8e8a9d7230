// The files of the opened page's remote, named in the page itself: the embedded gateway serves the
// shell's index.html for every SPA path, and for a path a remote draws (shell-contract's
// screen-route.ts decides, as the shell's route table does) it adds `<link rel=preload>` for that
// remote's mf-manifest.json, remoteEntry.js and the './App' chunks and stylesheets its manifest lists
// as sync — what the shell would otherwise ask for only once main.js had downloaded and run (its
// entry's preload-screen.ts: /remotes.json, then the manifest, then the chunks: three dependent round
// trips). Issue 12, Lighthouse mobile, three alternated runs a block: dashboard home LCP 3.5 -> 3.2 s,
// Community 3.4 -> 3.3 s (docs/benchmarks.md). Only remotes this gateway serves from its own disk
// (`/remotes/<folder>/`) are named: another host's files it cannot see, and there the entry's
// preload stays the first ask. Read per page like /remotes.json, so a rebuilt remote's new chunk
// names are the ones preloaded.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inlineRemotes, remoteAt } from '@atelier/shell-contract/src/screen-route';

/** A file name of the build (hashed chunk, remoteEntry.js, …): anything else in a manifest is not
 *  written into the page. */
const BUILD_FILE = /^[\w.-]+$/;
/** A locally served remote's entry: `/remotes/<folder>/mf-manifest.json`. */
const LOCAL_ENTRY = /^\/remotes\/([^/]+)\/mf-manifest\.json$/;

interface ExposeAssets {
  js?: { sync?: unknown };
  css?: { sync?: unknown };
}
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: unknown } };
  exposes?: Array<{ name?: unknown; assets?: ExposeAssets }>;
}

const files = (v: unknown): string[] => (Array.isArray(v) ? v.filter((f): f is string => typeof f === 'string' && BUILD_FILE.test(f)) : []);

/** The `<link rel=preload>` tags for the remote that draws `pathname`, or '' (the shell's own page,
 *  a remote on another host, a build not there or unreadable: the page is served without them).
 *  `registry` is /remotes.json's body as this gateway serves it (web.routes.ts withScreens). */
export async function remotePreloads(pathname: string, registry: unknown, remoteDirs: Record<string, string>): Promise<string> {
  const remote = remoteAt(inlineRemotes(registry), pathname);
  const folder = remote && LOCAL_ENTRY.exec(remote.entry)?.[1];
  const dir = folder === undefined ? undefined : remoteDirs[folder];
  if (!remote || !dir) return '';
  let manifest: RemoteManifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, 'mf-manifest.json'), 'utf8')) as RemoteManifest;
  } catch {
    return '';
  }
  const base = `/remotes/${folder}/`;
  const app = manifest.exposes?.find((e) => e.name === 'App')?.assets;
  const entry = files([manifest.metaData?.remoteEntry?.name])[0];
  // The runtime reads the manifest with fetch() (hence as=fetch, crossorigin: the same request mode),
  // loads remoteEntry.js and the chunks with <script> and the stylesheet with <link>.
  const links = [
    `<link rel=preload href=${base}mf-manifest.json as=fetch crossorigin>`,
    ...(entry ? [`<link rel=preload as=script href=${base}${entry}>`] : []),
    ...files(app?.js?.sync).map((f) => `<link rel=preload as=script href=${base}${f}>`),
    ...files(app?.css?.sync).map((f) => `<link rel=preload as=style href=${base}${f}>`),
  ];
  return links.join('');
}

/** The registry's preload in the shell's index.html: the page's remote is named right after it. */
const REGISTRY_PRELOAD = /<link\b[^>]*\bhref="?\/remotes\.json"?[^>]*>/;

/** `html` with `links` after the registry's preload (before </head> if the page has none). */
export function withPreloads(html: string, links: string): string {
  if (!links) return html;
  const at = REGISTRY_PRELOAD.exec(html);
  if (at) return html.slice(0, at.index + at[0].length) + links + html.slice(at.index + at[0].length);
  return html.replace('</head>', `${links}</head>`);
}
