// createConfig: the federation settings every app relies on (container name, ./App, singletons,
// loaded-first, public paths, scoped remote CSS).
import path from 'node:path';
import { createConfig, SHARED_HELPERS, SHARED_SINGLETONS } from '../index';

const root = path.join(__dirname, '..', '..', '..');

function federationOptions(config: { plugins: object[] }) {
  const mf = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin') as { _options: Record<string, unknown> } | undefined;
  if (!mf) throw new Error('no ModuleFederationPlugin');
  return mf._options;
}

describe('createConfig', () => {
  const remote = createConfig({ name: 'studio', dir: path.join(root, 'mfe-studio'), port: 3002, exposes: { './App': './src/exposed/App.tsx' } })({}, { mode: 'production' });
  const host = createConfig({ name: 'shell', dir: path.join(root, 'shell-app'), port: 3000, isHost: true })({}, { mode: 'production' });

  it('names a remote container mfe_<name> exposing ./App from remoteEntry.js', () => {
    const mf = federationOptions(remote);
    expect(mf.name).toBe('mfe_studio');
    expect(mf.filename).toBe('remoteEntry.js');
    expect(mf.exposes).toEqual({ './App': './src/exposed/App.tsx' });
    expect(mf.manifest).toBe(true);
  });

  it('shares the architecture §8 packages as singletons, loaded-first', () => {
    const mf = federationOptions(remote);
    const shared = mf.shared as Record<string, { singleton: boolean; requiredVersion: string | false }>;
    for (const pkg of ['react', 'react-dom', 'react-router-dom', 'zustand', '@atelier/ui-kit', '@atelier/api-client', '@atelier/shell-contract']) {
      expect(SHARED_SINGLETONS).toContain(pkg);
      expect(shared[pkg].singleton).toBe(true);
    }
    expect(shared.react.requiredVersion).toBe('19.1.1');
    expect(mf.shareStrategy).toBe('loaded-first');
  });

  it('shares the kit\'s class helpers and its table entry as single copies (the shell bundles a few kit components of its own)', () => {
    for (const mf of [federationOptions(remote), federationOptions(host)]) {
      const shared = mf.shared as Record<string, { singleton: boolean }>;
      for (const pkg of ['tailwind-merge', 'clsx', 'class-variance-authority', '@atelier/ui-kit/src/table']) {
        expect(SHARED_HELPERS).toContain(pkg);
        expect(shared[pkg].singleton).toBe(true);
      }
    }
  });

  it('shares react-router-dom as our file of the names the apps use, under the package\'s version', () => {
    const shared = federationOptions(host).shared as Record<string, { import?: string; version?: string; singleton: boolean }>;
    expect(shared['react-router-dom'].import).toBe(path.join(root, 'packages', 'webpack-config', 'shared', 'react-router-dom.mjs'));
    expect(shared['react-router-dom'].version).toBe(require('react-router-dom/package.json').version);
    expect(shared['react-router-dom'].singleton).toBe(true);
    expect(shared.react.import).toBeUndefined();
  });

  it('serves a remote from wherever its manifest lives, the deep-linked shell from /', () => {
    expect(remote.output.publicPath).toBe('auto');
    expect(host.output.publicPath).toBe('/');
    expect(federationOptions(host).exposes).toBeUndefined();
    expect(host.mode).toBe('production');
  });

  it('refuses a remote without exposes', () => {
    expect(() => createConfig({ name: 'x', dir: path.join(root, 'mfe-studio'), port: 1 })).toThrow(/must expose/);
  });

  it('emits a remote\'s screens manifest, and refuses a remote without one', () => {
    expect(remote.plugins.some((p: object) => p.constructor.name === 'ScreensManifestPlugin')).toBe(true);
    expect(host.plugins.some((p: object) => p.constructor.name === 'ScreensManifestPlugin')).toBe(false);
    const exposes = { './App': './src/exposed/App.tsx' };
    expect(() => createConfig({ name: 'x', dir: path.join(root, 'shell-app'), port: 1, exposes })).toThrow(/must declare its screens in src\/screens.json/);
  });
});
