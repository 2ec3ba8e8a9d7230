// Loads the studio's image detail dialog (mfe_studio exposes './ImageDetail', docs/frontends.md).
// This remote's own federation instance knows no other remote (and is built without remote loading:
// packages/webpack-config's experiments.optimization); the shell's instance registered
// them all from /remotes.json, so the load goes through the instance that knows mfe_studio (and
// its fallback plugin: a studio that is down turns into the "unavailable" panel, not a crash).
import { getInstance } from '@module-federation/enhanced/runtime';
import type { ImageRecord } from '@atelier/contracts';
import type { ComponentType, ReactNode } from 'react';

export const STUDIO_REMOTE = 'mfe_studio';

/** mfe_studio/ImageDetail's props (mfe-studio/src/features/image-detail/ImageDetailDialog.tsx). */
export interface StudioImageDetailProps {
  image: ImageRecord | null;
  onClose(): void;
  /** Drawn under the author: the feeds' like, follow and Remix. */
  actions?: ReactNode;
}

type Module = { default: ComponentType<StudioImageDetailProps> };

export async function loadStudioImageDetail(): Promise<Module> {
  const knowsStudio = getInstance((i) => i.options.remotes.some((r) => r.name === STUDIO_REMOTE));
  const instance = knowsStudio ?? getInstance();
  if (!instance) throw new Error('no module federation runtime');
  const mod = await instance.loadRemote<Module>(`${STUDIO_REMOTE}/ImageDetail`);
  if (!mod?.default) throw new Error(`${STUDIO_REMOTE}/ImageDetail did not load`);
  return mod;
}
