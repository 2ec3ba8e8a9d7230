// The shell's HTML asks for the files its start needs at once, beside main.js, instead of after it:
// `<link rel="preload">` for the chunks of `import('./bootstrap')` and of the shared modules they
// import statically (React, React DOM, the router, shell-contract… — the shell's own copies, which
// it provides; nothing else is loaded before it). Without them a first visit is HTML → main.js →
// (main.js run) → those chunks: one dependent round trip more before the first paint, on every page
// (issue 12, Lighthouse mobile). What the chunks load later (the lazy app frame, a page's remote,
// the kit) is not preloaded as a tag: the landing page must not download it. Instead, with
// `routes` (the shell's route-preloads.js), an inline script adds preloads for the named lazy chunks
// the opened path needs — the app frame, a signed-in area's layout — so they too leave beside main.js.
// /remotes.json, which every page reads first, is preloaded by the template itself.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'AtelierBootstrapPreload';

/**
 * The files (JS and CSS, relative to output.path) of the chunk groups the entry `entryName` opens
 * with its own dynamic imports, plus those of the shared-module fallbacks their chunks consume,
 * followed transitively through the fallbacks' own consumes. The entry's chunks are not included.
 */
function bootstrapFiles(compilation, entryName = 'main') {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const { chunkGraph } = compilation;
  const collect = collector(compilation, entry);
  return collect((visitModule, visitGroup) => {
    for (const chunk of entry.chunks) {
      for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
        // The entry's dynamic imports (src/index.ts: `import('./bootstrap')`) and its consumes — not
        // the blocks of what the entry provides (every shared module, each loaded on demand only).
        if (kind(m) === 'ProvideSharedModule') continue;
        visitModule(m);
        if (kind(m) !== 'ConsumeSharedModule') for (const b of m.blocks) visitGroup(chunkGraph.getBlockChunkGroup(b));
      }
    }
  });
}

/**
 * The files of the lazy chunk groups named `names` (their imports' `webpackChunkName`) and of the
 * shell's copies of the shared modules they consume, as bootstrapFiles follows them. Throws on a
 * name no import carries: a renamed import must not silently stop its preload.
 */
function namedChunkFiles(compilation, names, entryName = 'main') {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const collect = collector(compilation, entry);
  return collect((_visitModule, visitGroup) => {
    for (const name of names) {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) throw new Error(`route preload: no lazy chunk named "${name}" (an import's webpackChunkName)`);
      visitGroup(group);
    }
  });
}

const kind = (m) => m.constructor?.name;

/** What the shell's build writes beside index.html: the files of its own copy of each shared module
 *  it provides, by share key (followed through that copy's own consumes, as above) — for the embedded
 *  gateway, which names them in a remote's page when the remote's App consumes them at load
 *  (svc-gateway/src/web/page-preloads.ts; a remote's list: screens.json's `appShared`). */
const SHARED_FILES = require('@atelier/shell-contract/src/manifest-rules.json').sharedFilesFile;

/** `{ shareKey: [file, …] }` of every shared module the entry `entryName` provides. */
function sharedFiles(compilation, entryName = 'main') {
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return {};
  const { chunkGraph } = compilation;
  const collect = collector(compilation, entry);
  const out = {};
  for (const chunk of entry.chunks) {
    for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
      if (kind(m) !== 'ProvideSharedModule') continue;
      out[m._name] = collect((_visitModule, visitGroup) => m.blocks.forEach((b) => visitGroup(chunkGraph.getBlockChunkGroup(b))));
    }
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/** The share keys a remote's exposed module (`expose`, e.g. 'App') consumes as its chunks load: the
 *  shared modules the runtime fetches before that module can run. Sorted; [] without the expose. */
function exposeSharedKeys(compilation, expose = 'App') {
  const group = compilation.namedChunkGroups.get(`__federation_expose_${expose}`);
  if (!group) return [];
  const keys = new Set();
  for (const chunk of group.chunks) {
    for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk)) if (kind(m) === 'ConsumeSharedModule') keys.add(m.options.shareKey);
  }
  return [...keys].sort();
}

/** A walk over chunk groups that gathers their JS and CSS files (never the entry's own) and follows
 *  each shared module consumed on the way to the chunk group that will serve it. */
function collector(compilation, entry) {
  const { chunkGraph } = compilation;
  const entryFiles = new Set(entry.getFiles());
  // What this build provides to the share scope, by share key: the chunk group of its own copy.
  // At start the shell is the only provider (and the strategy is loaded-first), so a shared module
  // its start consumes is served from that copy, not from the consume's fallback chunk.
  const provided = new Map();
  for (const chunk of entry.chunks) {
    for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
      if (kind(m) === 'ProvideSharedModule') provided.set(m._name, m.blocks.map((b) => chunkGraph.getBlockChunkGroup(b)));
    }
  }
  return (walk) => {
    const files = new Set();
    const seen = new Set();
    const visitModule = (m) => {
      if (kind(m) !== 'ConsumeSharedModule') return;
      const groups = provided.get(m.options.shareKey) ?? m.blocks.map((b) => chunkGraph.getBlockChunkGroup(b));
      groups.forEach(visitGroup);
    };
    const visitGroup = (group) => {
      if (!group || seen.has(group)) return;
      seen.add(group);
      for (const chunk of group.chunks) {
        for (const f of chunk.files) if (/\.(js|css)$/.test(f) && !entryFiles.has(f)) files.add(f);
        for (const m of chunkGraph.getChunkModulesIterable(chunk)) visitModule(m);
      }
    };
    walk(visitModule, visitGroup);
    return [...files].sort();
  };
}

/**
 * The inline script that preloads, for the path the page was opened at, the files each matching
 * rule lists (`[[pattern source, [file, …]], …]`; the files already preloaded by tags are left out).
 * ES5 and tiny: it runs while the <head> is parsed, before any other script.
 */
function routePreloadScript(rules) {
  return (
    `(function(){var r=${JSON.stringify(rules)},p=location.pathname,d=document,s={};` +
    `r.forEach(function(x){if(new RegExp(x[0]).test(p))x[1].forEach(function(h){if(s[h])return;s[h]=1;` +
    `var l=d.createElement("link");l.rel="preload";l.as=/\\.css$/.test(h)?"style":"script";l.href=h;d.head.appendChild(l)})})})();`
  );
}

class BootstrapPreloadPlugin {
  /** @param {{ routes?: Array<{ path: string, chunks: string[] }> }} [options] */
  constructor({ routes = [] } = {}) {
    this.routes = routes;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const base = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const eager = bootstrapFiles(compilation);
        const links = eager.map((f) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: f.endsWith('.css') ? 'style' : 'script', href: `${base}${f}` }));
        data.headTags.push(...links);
        const rules = this.routes
          .map(({ path, chunks }) => [path, namedChunkFiles(compilation, chunks).filter((f) => !eager.includes(f)).map((f) => `${base}${f}`)])
          .filter(([, files]) => files.length);
        // After the tags: the files every page needs are queued first.
        if (rules.length) data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', {}, routePreloadScript(rules)));
        return data;
      });
    });
    // The main compilation only (`thisCompilation`): the HTML plugin's child compilations have no entry of ours.
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const { Compilation, sources } = compiler.webpack;
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(SHARED_FILES, new sources.RawSource(`${JSON.stringify(sharedFiles(compilation))}\n`));
      });
    });
  }
}

module.exports = { BootstrapPreloadPlugin, bootstrapFiles, exposeSharedKeys, namedChunkFiles, routePreloadScript, sharedFiles, SHARED_FILES };
