// The shell's HTML asks for the files its start needs at once, beside main.js, instead of after it:
// `<link rel="preload">` for the chunks of `import('./bootstrap')` and of the shared modules they
// import statically (React, React DOM, the router, shell-contract… — the shell's own copies, which
// it provides; nothing else is loaded before it). Without them a first visit is HTML → main.js →
// (main.js run) → those chunks: one dependent round trip more before the first paint, on every page
// (issue 12, Lighthouse mobile). What the chunks load later (the lazy app frame, a page's remote,
// the kit) is not preloaded: the landing page must not download it.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'AtelierBootstrapPreload';

/**
 * The files (JS and CSS, relative to output.path) of the chunk groups the entry `entryName` opens
 * with its own dynamic imports, plus those of the shared-module fallbacks their chunks consume,
 * followed transitively through the fallbacks' own consumes. The entry's chunks are not included.
 */
function bootstrapFiles(compilation, entryName = 'main') {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const entryFiles = new Set(entry.getFiles());
  const kind = (m) => m.constructor?.name;
  // What this build provides to the share scope, by share key: the chunk group of its own copy.
  // At start the shell is the only provider (and the strategy is loaded-first), so a shared module
  // its start consumes is served from that copy, not from the consume's fallback chunk.
  const provided = new Map();
  for (const chunk of entry.chunks) {
    for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
      if (kind(m) === 'ProvideSharedModule') provided.set(m._name, m.blocks.map((b) => chunkGraph.getBlockChunkGroup(b)));
    }
  }
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
  for (const chunk of entry.chunks) {
    for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
      // The entry's dynamic imports (src/index.ts: `import('./bootstrap')`) and its consumes — not
      // the blocks of what the entry provides (every shared module, each loaded on demand only).
      if (kind(m) === 'ProvideSharedModule') continue;
      visitModule(m);
      if (kind(m) !== 'ConsumeSharedModule') for (const b of m.blocks) visitGroup(chunkGraph.getBlockChunkGroup(b));
    }
  }
  return [...files].sort();
}

class BootstrapPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const base = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const links = bootstrapFiles(compilation).map((f) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: f.endsWith('.css') ? 'style' : 'script', href: `${base}${f}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { BootstrapPreloadPlugin, bootstrapFiles };
