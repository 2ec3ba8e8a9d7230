// Where the built frontends are: the shell's dist and each remote's dist, found relative to this
// package in the repo (embedded mode), plus the optional REMOTES_JSON override.
import { join } from 'node:path';

/** The five remotes of architecture §8: MF container name and repo folder. */
export const REMOTES = [
  { name: 'mfe_auth', folder: 'mfe-auth' },
  { name: 'mfe_studio', folder: 'mfe-studio' },
  { name: 'mfe_feeds', folder: 'mfe-feeds' },
  { name: 'mfe_billing', folder: 'mfe-billing' },
  { name: 'mfe_admin', folder: 'mfe-admin' },
] as const;

export interface WebOptions {
  /** The built shell (index.html + assets), served at `/` with SPA fallback. */
  shellDir: string;
  /** Repo folder name → its dist dir, served at `/remotes/<folder>/`. */
  remoteDirs: Record<string, string>;
  /** A file whose JSON replaces the generated /remotes.json (REMOTES_JSON). */
  remotesJsonPath?: string;
}

/** svc-gateway/src/web → the repo root. */
export const REPO_ROOT = join(__dirname, '..', '..', '..');

export function defaultWebOptions(env: NodeJS.ProcessEnv = process.env, root: string = REPO_ROOT): WebOptions {
  return {
    shellDir: join(root, 'shell-app', 'dist'),
    remoteDirs: Object.fromEntries(REMOTES.map((r) => [r.folder, join(root, r.folder, 'dist')])),
    remotesJsonPath: env.REMOTES_JSON || undefined,
  };
}
