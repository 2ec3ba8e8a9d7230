// A remote's screens manifest. The remote declares its screens once, in src/screens.json
// (id, path, areas, menu label/group/order and a lucide icon *name*); the build checks it and emits
// dist/screens.json next to mf-manifest.json with each icon replaced by lucide's node data, so the
// shell (and the gateway, which inlines it into /remotes.json) can read a remote's routes and menu
// entries without running its JavaScript, and draw any icon without bundling the icon set.
const fs = require('node:fs');
const path = require('node:path');
const { icons } = require('lucide');
const { exposeSharedKeys } = require('./bootstrap-preload');

// The rules the shell and the gateway apply too (one home: shell-contract's manifest-rules.json).
const RULES = require('@atelier/shell-contract/src/manifest-rules.json');
const SOURCE = path.join('src', RULES.screensFile);
const OUTPUT = RULES.screensFile;
const AREAS = RULES.areas;
const ID = new RegExp(RULES.screenId);
const PATH = new RegExp(RULES.screenPath, RULES.screenPathFlags);

/** lucide's node data for an icon name ("ImagePlus"), or undefined. */
function iconNode(name) {
  const node = Object.prototype.hasOwnProperty.call(icons, name) ? icons[name] : undefined;
  return node ? node.map(([tag, attrs]) => [tag, Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k, String(v)]))]) : undefined;
}

/**
 * Checks a source manifest and resolves its icons. Throws one error listing every problem, so a
 * typo fails the build instead of silently dropping a screen in the browser.
 * @param {unknown} source  the parsed src/screens.json
 * @param {string} where    file name for messages
 */
function compileScreens(source, where = SOURCE) {
  const problems = [];
  const list = source && Array.isArray(source.screens) ? source.screens : null;
  if (!list) throw new Error(`${where}: expected { "screens": [ … ] }`);
  const ids = new Set();
  const out = list.map((s, i) => {
    const at = `${where} screens[${i}]${s && s.id ? ` (${s.id})` : ''}`;
    if (!s || typeof s.id !== 'string' || !ID.test(s.id)) problems.push(`${at}: id must match ${ID}`);
    else if (ids.has(s.id)) problems.push(`${at}: duplicate id`);
    else ids.add(s.id);
    if (!s || typeof s.path !== 'string' || !PATH.test(s.path)) problems.push(`${at}: path must be relative, e.g. "image-generate" or "model-details/:id" ('' = area home)`);
    if (!s || !Array.isArray(s.areas) || !s.areas.length || !s.areas.every((a) => AREAS.includes(a))) problems.push(`${at}: areas must list some of ${AREAS.join(', ')}`);
    const screen = { id: s?.id, path: s?.path, areas: s?.areas };
    if (s?.menu !== undefined) {
      const m = s.menu;
      if (!m || typeof m.label !== 'string' || !m.label.trim()) problems.push(`${at}: menu.label is required`);
      if (!m || typeof m.group !== 'string' || !m.group.trim()) problems.push(`${at}: menu.group is required`);
      if (!m || typeof m.order !== 'number' || !Number.isFinite(m.order)) problems.push(`${at}: menu.order must be a number`);
      const icon = m && m.icon !== undefined ? iconNode(m.icon) : undefined;
      if (m && m.icon !== undefined && !icon) problems.push(`${at}: menu.icon "${m.icon}" is not a lucide icon name (e.g. "ImagePlus")`);
      screen.menu = { label: m?.label, group: m?.group, order: m?.order, ...(icon ? { icon } : {}), ...(m?.newTab === true ? { newTab: true } : {}) };
    }
    if (s?.accountMenu !== undefined) {
      if (!Array.isArray(s.accountMenu)) problems.push(`${at}: accountMenu must be a list`);
      else {
        screen.accountMenu = s.accountMenu.map((l, j) => {
          const lat = `${at} accountMenu[${j}]`;
          if (!l || typeof l.label !== 'string' || !l.label.trim()) problems.push(`${lat}: label is required`);
          if (!l || typeof l.path !== 'string' || !PATH.test(l.path) || l.path.includes(':')) problems.push(`${lat}: path must be relative to the screen, without :params ('' = the screen itself)`);
          if (!l || typeof l.order !== 'number' || !Number.isFinite(l.order)) problems.push(`${lat}: order must be a number`);
          const icon = l && l.icon !== undefined ? iconNode(l.icon) : undefined;
          if (l && l.icon !== undefined && !icon) problems.push(`${lat}: icon "${l.icon}" is not a lucide icon name (e.g. "KeyRound")`);
          return { label: l?.label, path: l?.path, order: l?.order, ...(icon ? { icon } : {}) };
        });
      }
    }
    return screen;
  });
  if (problems.length) throw new Error(`invalid screens manifest:\n  ${problems.join('\n  ')}`);
  return { screens: out };
}

/** Emits dist/screens.json from <dir>/src/screens.json (rebuilt when the source changes). */
class ScreensManifestPlugin {
  constructor(dir) {
    this.file = path.join(dir, SOURCE);
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ScreensManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ScreensManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(this.file);
        try {
          const compiled = compileScreens(JSON.parse(fs.readFileSync(this.file, 'utf8')), path.relative(compiler.context, this.file));
          // With the shared modules ./App consumes at load, for the embedded gateway to name in the
          // page (the shell's copies: its shared-files.json; svc-gateway/src/web/page-preloads.ts).
          compiled.appShared = exposeSharedKeys(compilation, 'App');
          compilation.emitAsset(OUTPUT, new sources.RawSource(`${JSON.stringify(compiled)}\n`));
        } catch (err) {
          compilation.errors.push(new WebpackError(err.message));
        }
      });
    });
  }
}

module.exports = { ScreensManifestPlugin, compileScreens, iconNode, SCREEN_ID: ID, SCREEN_PATH: PATH, AREAS, SCREENS_SOURCE: SOURCE, SCREENS_OUTPUT: OUTPUT };
