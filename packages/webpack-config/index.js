// One webpack 5 + Module Federation config for the shell and every remote, so the share table,
// the CSS pipeline and the dev server cannot drift apart between apps.
//
//   // mfe-x/webpack.config.js
//   module.exports = require('@atelier/webpack-config').createConfig({
//     name: 'studio', dir: __dirname, port: 3002, exposes: { './App': './src/exposed/App.tsx' },
//   });
//
// The result is a webpack config *function* so `--mode production|development` picks minification,
// hashing and source maps. Entry is always src/index.ts, which only does `import('./bootstrap')`
// (the async boundary that lets shared singletons be negotiated before React starts).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { scopeRemoteUtilities, SCOPE_ATTR } = require('./postcss-scope');
const { ScreensManifestPlugin, SCREENS_SOURCE } = require('./screens-manifest');
const { BootstrapPreloadPlugin } = require('./bootstrap-preload');

/** Architecture §8: one copy of each at runtime, whoever loads first provides it. */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  '@atelier/ui-kit',
  '@atelier/api-client',
  '@atelier/shell-contract',
  // ui-kit's <Form>/<FormField> and a remote's useForm() must use one react-hook-form (one context).
  'react-hook-form',
  // One QueryClient for the whole app (the shell provides it): remotes must see the same context.
  '@tanstack/react-query',
];
/**
 * Shared too, as single copies though nothing needs one instance: the kit's class helpers, which the
 * shell also bundles for the few kit components it draws before the kit has loaded
 * (shell-app/src/ui/light.ts), so a page that loads both downloads them once; and the kit's
 * DataTable entry (TanStack Table, outside the barrel), downloaded once, by the first screen with a
 * table, instead of once per lazy screen chunk; and its widgets entry (Radix Dialog, Menu, Select,
 * Tabs, Toast…, outside the barrel), once, by the first screen that draws one — one copy per page
 * also because Radix keeps its layers' state in module scope.
 */
const SHARED_HELPERS = ['tailwind-merge', 'clsx', 'class-variance-authority', '@atelier/ui-kit/src/table', '@atelier/ui-kit/src/widgets'];
// Not shared on purpose: zod (a shared module is never tree-shaken; whole zod is ~65 kB gzip,
// more than each app's tree-shaken copy) and icon sets (each app bundles only the icons it uses).

/** Text files worth compressing; images and fonts are compressed formats already. */
const PRECOMPRESS = /\.(js|css|html|json|svg|txt)$/;

/**
 * Production builds write each text asset twice more, as .br (brotli 11) and .gz (gzip 9), so the
 * gateway (@fastify/static preCompressed) and the containers' nginx (gzip_static) send compressed
 * bytes without compressing per request — and at the highest levels, which cost seconds once at
 * build time instead of CPU on every answer. Below 1 KiB, or when compression saves under 10 %, the
 * file is left alone (the headers would cost more than they save).
 */
function precompressed() {
  const common = { test: PRECOMPRESS, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}

/** Where `webpack serve` proxies API calls in standalone dev (the gateway of `npm start`). */
const DEV_API_TARGET = process.env.ATELIER_DEV_API ?? 'http://127.0.0.1:8080';

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The range the app itself declares for a shared package, so a mismatch is reported at runtime. */
function requiredVersionOf(pkgName, appPkg) {
  const base = pkgName.split('/').slice(0, pkgName.startsWith('@') ? 2 : 1).join('/');
  const deps = { ...appPkg.peerDependencies, ...appPkg.devDependencies, ...appPkg.dependencies };
  return deps[base] ?? false;
}

/**
 * Shares provided by a file of ours instead of the package's own entry: `react-router-dom` as only
 * the names the apps import (shared/react-router-dom.mjs says why). `version` is the package's, since
 * webpack would otherwise read it from the file's package.json (ours).
 */
const SHARED_FACADES = {
  'react-router-dom': { import: require.resolve('./shared/react-router-dom.mjs'), version: readJson(require.resolve('react-router-dom/package.json')).version },
};

function sharedConfig(appPkg) {
  return Object.fromEntries(
    [...SHARED_SINGLETONS, ...SHARED_HELPERS].map((pkg) => [pkg, { singleton: true, requiredVersion: requiredVersionOf(pkg, appPkg), ...SHARED_FACADES[pkg] }]),
  );
}


function cssRule(dir, production, scope) {
  return {
    test: /\.css$/,
    use: [
      // Extracted CSS travels with the chunk that imports it: the exposed ./App chunk of a remote
      // carries its stylesheet, which the federation runtime loads together with the JS.
      MiniCssExtractPlugin.loader,
      { loader: require.resolve('css-loader'), options: { importLoaders: 1 } },
      {
        loader: require.resolve('postcss-loader'),
        options: {
          postcssOptions: {
            plugins: [
              [require.resolve('@tailwindcss/postcss'), { base: dir, optimize: production ? { minify: true } : false }],
              // Remotes only: their utilities apply inside their own mount point (see postcss-scope.js).
              ...(scope ? [scopeRemoteUtilities(scope)] : []),
            ],
          },
        },
      },
    ],
  };
}

function scriptRule(production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        },
      },
    },
  };
}

function devServer(port) {
  return {
    port,
    host: '127.0.0.1',
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    // A remote's dev server is fetched cross-origin by a shell running on another port.
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
    },
    client: { overlay: { errors: true, warnings: false } },
    proxy: [{ context: ['/api', '/media', '/remotes.json'], target: DEV_API_TARGET, changeOrigin: false }],
  };
}

/** A remote's standalone dev page: <body> is its mount point, so its scoped utilities apply. */
function standalonePage(container) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Atelier — ${container} (standalone)</title>
  </head>
  <body ${SCOPE_ATTR}="${container}">
    <div id="root"></div>
  </body>
</html>`;
}

/**
 * @param {object} o
 * @param {string} o.name      short app name: "shell", "auth", "studio"... (container becomes mfe_<name>)
 * @param {string} o.dir       the app folder (__dirname of its webpack.config.js)
 * @param {number} o.port      dev-server port
 * @param {Record<string,string>} [o.exposes]  remotes: { './App': './src/exposed/App.tsx' }
 *   (a remote also declares its screens in src/screens.json; see screens-manifest.js)
 * @param {boolean} [o.isHost] the shell: no container, publicPath '/', preflight lives here
 * @param {string} [o.title]   <title> of the HTML page
 * @param {Array<{path: string, chunks: string[]}>} [o.routePreloads] the shell: lazy chunks its HTML preloads by path (bootstrap-preload.js)
 */
function createConfig({ name, dir, port, exposes, isHost = false, title, routePreloads }) {
  if (!name || !dir || !port) throw new Error('createConfig needs { name, dir, port }');
  if (!isHost && !exposes) throw new Error(`remote ${name} must expose './App'`);
  if (!isHost && !fs.existsSync(path.join(dir, SCREENS_SOURCE))) throw new Error(`remote ${name} must declare its screens in ${SCREENS_SOURCE}`);
  const appPkg = readJson(path.join(dir, 'package.json'));
  const template = path.join(dir, 'public', 'index.html');
  const container = isHost ? 'atelier_shell' : `mfe_${name}`;

  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const hashed = production ? '[name].[contenthash:8]' : '[name]';
    return {
      name,
      context: dir,
      mode: production ? 'production' : 'development',
      target: 'web',
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The shell is deep-linked (/dashboard/...), so its assets must be root-absolute. A remote is
        // served from wherever its manifest lives (/remotes/mfe-x/ or its own Deployment): 'auto'.
        publicPath: isHost ? '/' : 'auto',
        // Entry files stay unhashed (serve them, remoteEntry.js and mf-manifest.json no-cache):
        // webpack 5.111 + MF 2.9 fail on [contenthash] in the entry name (module-federation/core#5077).
        // Every chunk they pull in is content-hashed and can be cached forever.
        filename: '[name].js',
        chunkFilename: `${hashed}.js`,
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: container,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          // The federation plugin writes an ESM helper under node_modules/.federation/.
          { test: /[\\/]\.federation[\\/]/, type: 'javascript/auto' },
          scriptRule(production),
          cssRule(dir, production, isHost ? null : container),
          { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/i, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: container,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          // Remotes are registered at runtime from /remotes.json, never baked in at build time.
          remotes: {},
          shared: sharedConfig(appPkg),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // A remote's runtime never loads a remote (a remote that shows another's module goes through
          // the shell's runtime instance: mfe-feeds' studio-detail.ts) nor takes manifest snapshots of
          // one: built without that code, remoteEntry.js is 28.4 → 19.7 KiB gzip (issue 12, page weight).
          experiments: { optimization: isHost ? { target: 'web' } : { target: 'web', disableSnapshot: true, disableRemote: true } },
        }),
        // Remotes: dist/screens.json next to mf-manifest.json (routes and menu entries for the shell).
        ...(isHost ? [] : [new ScreensManifestPlugin(dir)]),
        new MiniCssExtractPlugin({ filename: `${hashed}.css`, chunkFilename: `${hashed}.css`, ignoreOrder: true }),
        new HtmlWebpackPlugin({
          ...(fs.existsSync(template) ? { template } : isHost ? {} : { templateContent: standalonePage(container) }),
          title: title ?? (isHost ? 'Atelier' : `Atelier — mfe_${name} (standalone)`),
          // Root-absolute script tags: the page may be opened at any deep route.
          publicPath: '/',
          // The container must never be started by the HTML page; the entry does it.
          chunks: ['main'],
        }),
        // The shell's page preloads what its start needs (bootstrap-preload.js says why).
        ...(isHost && production ? [new BootstrapPreloadPlugin({ routes: routePreloads })] : []),
        ...(production ? precompressed() : []),
      ],
      optimization: {
        minimize: production,
        moduleIds: production ? 'deterministic' : 'named',
        // No vendor/common chunks across async chunks: they merged a remote's own dependencies
        // (a few icons) with those of its shared-singleton fallbacks (ui-kit's Radix, react-table)
        // into one chunk, so a remote next to the shell downloaded ~60 kB gzip of fallback code it
        // never runs. Each async chunk (an exposed module, a shared fallback, a lazy page) now
        // carries its own dependencies; duplication only exists between chunks never loaded together.
        splitChunks: { cacheGroups: { default: false, defaultVendors: false } },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: devServer(port),
    };
  };
}

module.exports = { createConfig, SHARED_SINGLETONS, SHARED_HELPERS, SHARED_FACADES, SCOPE_ATTR, PRECOMPRESS };
