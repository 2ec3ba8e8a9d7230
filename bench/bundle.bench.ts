// Gzipped JavaScript of the built shell and of each remote. For a remote, "own" is what it adds
// on top of the shell: remoteEntry.js and its exposed modules' chunks, not its fallback copies of
// the shared singletons (react, ui-kit, …) nor its standalone dev entry. The shell
// provides those singletons, so its total is what it can download itself (lazy chunks included).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO } from './lib/product';

export const APPS = ['shell-app', 'mfe-auth', 'mfe-studio', 'mfe-feeds', 'mfe-billing', 'mfe-admin'] as const;

export interface AppBundle {
  files: number;
  gzipKiB: number;
  /** Gzipped JS the app adds when the shell already holds the shared singletons. */
  ownGzipKiB: number;
  /** Gzipped fallback copies of shared singletons (not downloaded next to the shell). */
  sharedFallbackGzipKiB: number;
  /** The entry file (remoteEntry.js / main.js): loaded before anything else. */
  entryGzipKiB: number;
}
export type BundleFigures = Record<string, AppBundle | null>;

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return jsFiles(p).map((f) => join(n, f));
    return n.endsWith('.js') ? [n] : [];
  });
}

interface Assets {
  js: { sync: string[]; async: string[] };
}
interface Manifest {
  metaData: { remoteEntry: { name: string } };
  shared: Array<{ assets: Assets }>;
  exposes: Array<{ assets: Assets }>;
}
const filesOf = (items: Array<{ assets: Assets }>) => items.flatMap((i) => [...i.assets.js.sync, ...i.assets.js.async]);

/** From a remote's Module Federation manifest: its shared fallbacks, and what it loads next to a
 *  shell that provides them (remoteEntry + the exposed modules' chunks). */
function remoteAssets(dist: string): { shared: Set<string>; own: Set<string> } | null {
  const file = join(dist, 'mf-manifest.json');
  if (!existsSync(file)) return null;
  const m = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const shared = new Set(filesOf(m.shared));
  const own = new Set([m.metaData.remoteEntry.name, ...filesOf(m.exposes).filter((f) => !shared.has(f))]);
  return { shared, own };
}

const kib = (n: number) => +(n / 1024).toFixed(1);

export function benchBundles(): BundleFigures {
  const out: BundleFigures = {};
  for (const app of APPS) {
    const dist = join(REPO, app, 'dist');
    if (!existsSync(dist)) {
      out[app] = null;
      continue;
    }
    const remote = app === 'shell-app' ? null : remoteAssets(dist);
    let total = 0;
    let own = 0;
    let fallback = 0;
    let entry = 0;
    const files = jsFiles(dist);
    for (const f of files) {
      const gz = gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
      total += gz;
      if (!remote || remote.own.has(f)) own += gz;
      if (remote?.shared.has(f)) fallback += gz;
      if (f === (remote ? 'remoteEntry.js' : 'main.js')) entry = gz;
    }
    out[app] = { files: files.length, gzipKiB: kib(total), ownGzipKiB: kib(own), sharedFallbackGzipKiB: kib(fallback), entryGzipKiB: kib(entry) };
  }
  return out;
}
