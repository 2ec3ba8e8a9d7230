// Gzipped JavaScript of the built shell and of each remote (what a browser downloads).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO } from './lib/product';

export const APPS = ['shell-app', 'mfe-auth', 'mfe-studio', 'mfe-feeds', 'mfe-billing', 'mfe-admin'] as const;

export interface BundleFigures {
  [app: string]: { files: number; rawKiB: number; gzipKiB: number } | null;
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return jsFiles(p);
    return n.endsWith('.js') ? [p] : [];
  });
}

export function benchBundles(): BundleFigures {
  const out: BundleFigures = {};
  for (const app of APPS) {
    const dist = join(REPO, app, 'dist');
    if (!existsSync(dist)) {
      out[app] = null;
      continue;
    }
    let raw = 0;
    let gz = 0;
    const files = jsFiles(dist);
    for (const f of files) {
      const buf = readFileSync(f);
      raw += buf.length;
      gz += gzipSync(buf, { level: 9 }).length;
    }
    out[app] = { files: files.length, rawKiB: +(raw / 1024).toFixed(1), gzipKiB: +(gz / 1024).toFixed(1) };
  }
  return out;
}
