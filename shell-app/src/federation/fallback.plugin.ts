// Federation runtime plugin: a remote that cannot be loaded (registry missing it, entry 404,
// script error, network down) resolves to a fallback module instead of rejecting, so the shell
// renders the "unavailable" panel in place of that remote and everything else keeps working.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createElement } from 'react';
import { markRemote } from './remote-status';
import { RemoteUnavailable } from './RemoteUnavailable';

/** Marks the module the plugin substitutes, so the slot knows the remote itself did not load. */
export const FALLBACK = Symbol.for('atelier.remote-fallback');

/** "mfe_auth/App" → "mfe_auth". */
export function remoteNameOf(id: string): string {
  return id.split('/')[0] ?? id;
}

export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'atelier-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      // Only exposed-module loads get a UI fallback; shared-dependency resolution keeps its own rules.
      if (lifecycle !== 'onLoad') return undefined;
      const name = remoteNameOf(id);
      console.warn(`[atelier] remote ${name} unavailable`, error);
      markRemote(name, true);
      return { default: () => createElement(RemoteUnavailable, { name }), [FALLBACK]: true };
    },
  };
}
