// Embedded mode web serving: the shell at `/` (SPA fallback to index.html), each remote's dist at
// `/remotes/<folder>/` (CORS, long cache for hashed files) and the runtime registry /remotes.json,
// with each locally served remote's screens (its dist/screens.json) inlined at request time so the
// shell builds its routes and menus without another round trip (docs/frontends.md).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import manifestRules from '@atelier/shell-contract/src/manifest-rules.json';
import { remotePreloads, withPreloads } from './page-preloads';
import { REMOTES, type WebOptions } from './web-options';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** webpack's [contenthash] in a file name: main.3f9a2c1b.js, 123.abcdef0123.css, … */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** What the web build appends to a file it also wrote compressed (webpack-config's precompressed()). */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;
/** A remote's container name: the rule the shell applies too (shell-contract's manifest-rules.json). */
export const REMOTE_NAME = new RegExp(manifestRules.remoteName);

/** Same shape as shell-contract's RemotesFile; an operator's REMOTES_JSON is checked against it
 *  (without screens: those come from each remote's own screens.json), with the shell's name rule. */
const RemotesFile = z.strictObject({
  remotes: z.array(z.strictObject({ name: z.string().regex(REMOTE_NAME), entry: z.string().min(1) })),
});
export type RemotesFile = z.infer<typeof RemotesFile>;
type RemoteEntryWithScreens = RemotesFile['remotes'][number] & { screens?: unknown[] };

/** A remote's dist holds screens.json (written by its build) next to mf-manifest.json. */
export const SCREENS_FILE = manifestRules.screensFile;

/** The web build's fixed file names (besides index.html); every other file it writes has a content
 *  hash (HASHED). They name the hashed files, so they are revalidated (cacheControlFor). */
const ENTRY_FILES = new Set(['main.js', 'remoteEntry.js', 'mf-manifest.json', SCREENS_FILE]);
/** The routes of the built files: the shell's at `/*`, each remote's at `/remotes/<folder>/*`. */
const FILES_ROUTE = /^\/(remotes\/[^/]+\/)?\*$/;

/** Whether a route (by its URL) serves the built web app's files: their requests may be exempt
 *  from the global rate limit (isBuildAsset, put on these routes only: plugins/rate-limit.ts). */
export function isFilesRoute(url: string): boolean {
  return FILES_ROUTE.test(url);
}

/**
 * Whether a request to the files' routes asks for a name the build gives (a hashed chunk or
 * an entry file): what the global rate limit leaves out (plugins/rate-limit.ts). Decided by the
 * name because the limit runs before the file is looked up, and runs once per request: a path the
 * files' route does not find goes on to the not-found handler uncounted if it was let through here,
 * so only names shaped like the build's are (path scanners ask for /.env, /wp-admin, …).
 */
export function isBuildAsset(request: FastifyRequest): boolean {
  if (!FILES_ROUTE.test(request.routeOptions.url ?? '')) return false;
  const name = basename(request.url.split('?')[0]!);
  return HASHED.test(name) || ENTRY_FILES.has(name);
}

export function cacheControlFor(file: string): string {
  // A precompressed copy (main.js.br) is cached like the file it encodes.
  const name = basename(file).replace(PRECOMPRESSED_SUFFIX, '');
  // Entry points name the hashed files; they must be revalidated so a deploy is picked up.
  if (name.endsWith('.html') || ENTRY_FILES.has(name)) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

/** Paths the SPA owns: not the API, remotes, docs or dev tools, and not a file name. */
export function isSpaPath(path: string): boolean {
  if (/^\/(api|remotes|docs|dev|media)(\/|$)/.test(path)) return false;
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}

export function notBuiltPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Atelier — frontends not built</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5}code{background:#eee;padding:.1rem .3rem;border-radius:.2rem}</style></head>
<body><h1>The frontends are not built yet</h1>
<p>The API is running (see <a href="/docs">/docs</a>), but there is no built web app to serve.</p>
<p>Build it with <code>npm run build:web</code>, then reload this page.</p></body></html>`;
}

export function defaultRemotesFile(): RemotesFile {
  return { remotes: REMOTES.map((r) => ({ name: r.name, entry: `/remotes/${r.folder}/mf-manifest.json` })) };
}

/**
 * The registry with each remote's screens inlined when this gateway serves that remote itself
 * (entry `/remotes/<folder>/…`) and its screens.json can be read. Read per request, so a rebuilt
 * remote's new screen shows up without a restart. The shell validates every screen; here a file
 * only has to hold a `screens` list. Any other entry (another host, a missing build) is left as is
 * and the shell fetches screens.json from the remote's own host, or falls back to its cached copy.
 */
export async function withScreens(file: RemotesFile, remoteDirs: Record<string, string>): Promise<{ remotes: RemoteEntryWithScreens[] }> {
  const remotes = await Promise.all(
    file.remotes.map(async (r): Promise<RemoteEntryWithScreens> => {
      const folder = /^\/remotes\/([^/]+)\/[^/]+$/.exec(r.entry)?.[1];
      const dir = folder === undefined ? undefined : remoteDirs[folder];
      if (!dir) return r;
      try {
        const body = JSON.parse(await readFile(join(dir, SCREENS_FILE), 'utf8')) as { screens?: unknown };
        return Array.isArray(body?.screens) ? { ...r, screens: body.screens } : r;
      } catch {
        return r;
      }
    }),
  );
  return { remotes };
}

/** The registry this gateway serves: REMOTES_JSON, or the five local remotes. Read once at start:
 *  a broken override should stop the gateway, not every page load. */
export async function loadRemotesFile(opts: WebOptions): Promise<RemotesFile> {
  return opts.remotesJsonPath ? readRemotesFile(opts.remotesJsonPath) : defaultRemotesFile();
}

/** Origins of remotes served from another host (absolute entries): the CSP lets the page load them. */
export function remoteOrigins(file: RemotesFile): string[] {
  const origins = new Set<string>();
  for (const r of file.remotes) {
    if (!/^https?:\/\//i.test(r.entry)) continue;
    try {
      origins.add(new URL(r.entry).origin);
    } catch {
      // not a URL: the shell refuses it too
    }
  }
  return [...origins];
}

async function readRemotesFile(path: string): Promise<RemotesFile> {
  try {
    return RemotesFile.parse(JSON.parse(await readFile(path, 'utf8')));
  } catch (err) {
    throw new Error(`REMOTES_JSON=${path} is not a valid remotes file ({"remotes":[{"name","entry"}]}): ${(err as Error).message}`);
  }
}

export interface Web {
  /** The SPA's index.html (or the not-built page), for the not-found fallback: the page at `path`,
   *  with its remote's files named for preloading (page-preloads.ts). */
  sendIndex(reply: FastifyReply, path: string): Promise<FastifyReply>;
}

export async function registerWeb(app: FastifyInstance, opts: WebOptions, remotesFile: RemotesFile): Promise<Web> {
  const shellBuilt = existsSync(join(opts.shellDir, 'index.html'));
  const missing: string[] = shellBuilt ? [] : [opts.shellDir];
  if (shellBuilt) {
    await app.register(fastifyStatic, {
      root: opts.shellDir,
      prefix: '/',
      decorateReply: false,
      // main.js.br / main.js.gz, written by the build, for a browser that accepts them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(file)),
    });
  }

  for (const [folder, dir] of Object.entries(opts.remoteDirs)) {
    if (!existsSync(dir)) {
      missing.push(dir);
      continue;
    }
    await app.register(fastifyStatic, {
      root: dir,
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', cacheControlFor(file));
        // The shell may load remotes from another origin (distributed mode); these are public files,
        // readable by CORS and by the no-cors <script>/<link> loads helmet's CORP would otherwise stop.
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }
  if (missing.length) {
    app.log.warn(
      { missing },
      `${missing.length} frontend build(s) missing${shellBuilt ? '' : ' (/ shows a placeholder page)'}: run \`npm run build:web\``,
    );
  }

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return withScreens(remotesFile, opts.remoteDirs);
  });

  const sendIndex = async (reply: FastifyReply, path: string): Promise<FastifyReply> => {
    reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8');
    if (!shellBuilt) return reply.send(notBuiltPage());
    const [html, preloads] = await Promise.all([
      readFile(join(opts.shellDir, 'index.html'), 'utf8'),
      withScreens(remotesFile, opts.remoteDirs).then((registry) => remotePreloads(path, registry, opts.remoteDirs, opts.shellDir)),
    ]);
    return reply.send(withPreloads(html, preloads));
  };
  if (!shellBuilt) app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply, '/'));
  return { sendIndex };
}
