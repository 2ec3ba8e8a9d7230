// PostCSS plugin: confines a remote's Tailwind utilities to the remote's own subtree.
//
// Why: the shell's stylesheet and every remote's each contain utilities, all in the same
// `@layer utilities`. Across stylesheets the later one wins, so a remote's plain `.flex` would
// override the shell's `.md:hidden` on the shell's own top bar (Tailwind's "variants after base
// utilities" order only holds inside one stylesheet). Prefixing each top-level rule of the
// remote's utilities layer with `[data-mf-remote="<container>"]` (a) keeps it off the shell's
// elements and other remotes, and (b) raises its specificity so, inside the remote, its own
// complete and correctly ordered set (remote + ui-kit classes) decides. The shell mounts each
// remote inside that attribute; a remote's standalone page puts it on <body>.
const SCOPE_ATTR = 'data-mf-remote';

/** True for rules directly in the layer or in @media/@supports/@container inside it (not nested rules, not keyframes). */
function isTopLevel(rule) {
  for (let p = rule.parent; p; p = p.parent) {
    if (p.type === 'rule') return false;
    if (p.type === 'atrule' && /keyframes$/i.test(p.name)) return false;
    if (p.type === 'atrule' && p.name === 'layer') return true;
  }
  return false;
}

function scopeRemoteUtilities(container) {
  const scope = `[${SCOPE_ATTR}="${container}"]`;
  return {
    postcssPlugin: 'atelier-scope-remote-utilities',
    OnceExit(root) {
      root.walkAtRules('layer', (layer) => {
        if (layer.params.trim() !== 'utilities' || !layer.nodes) return;
        layer.walkRules((rule) => {
          if (isTopLevel(rule)) rule.selectors = rule.selectors.map((s) => `${scope} ${s}`);
        });
      });
    },
  };
}
scopeRemoteUtilities.postcss = true;

module.exports = { scopeRemoteUtilities, SCOPE_ATTR };
