// Which of the shell's lazy chunks a page's HTML asks for at once, by the path it was opened at
// (issue 12, Lighthouse mobile). Every route but the landing page and the legal pages renders inside
// the lazy app frame, and a signed-in area's page also needs its area layout and the profile request's
// module (guards/prefetch-profile.ts); without a preload each arrives one dependent round trip late:
// HTML → main.js → (main.js run) → the chunk. The HTML cannot list them as <link>s — the landing page
// must not download them — so a small inline script (packages/webpack-config/bootstrap-preload.js)
// adds the links the opened path needs. Keys are the `webpackChunkName`s of the imports in
// src/routes.tsx and src/bootstrap.tsx; the areas' roots are the manifest rules' (shell-contract's
// AREA_ROOT reads the same JSON); tests/route-preloads.test.ts holds the patterns to the route table.
const { areaRoots } = require('@atelier/shell-contract/src/manifest-rules.json');

/** An area's root and every path under it, as a RegExp source. */
const under = (root) => `^${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:/|$)`;

/** @type {Array<{ path: string, chunks: string[] }>} path: a RegExp source, tested against location.pathname. */
module.exports = [
  // Not the landing page, /terms or /privacy (the shell's own pages, routes.tsx): everything else
  // (sign-in, the areas, an unknown path on its way to /login) is drawn in the app frame.
  { path: '^/(?!(?:terms|privacy)?/?$)', chunks: ['app-frame'] },
  { path: under(areaRoots.user), chunks: ['profile-prefetch', 'user-area'] },
  { path: under(areaRoots.admin), chunks: ['profile-prefetch', 'admin-area'] },
];
