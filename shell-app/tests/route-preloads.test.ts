// The lazy chunks the shell's HTML preloads by path (route-preloads.js, emitted as an inline script by
// packages/webpack-config/bootstrap-preload.js): each rule must match exactly the paths whose route
// renders what its chunks hold — a preload the page does not use is wasted bytes on a slow link, and
// one it misses is a dependent round trip back on the critical path.
import fs from 'node:fs';
import path from 'node:path';
import { AREA_ROOT } from '@atelier/shell-contract';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { KnownRemote } from '../src/federation/screens-manifest';
import { buildRoutes } from '../src/routes';

const rules = require('../route-preloads.js') as Array<{ path: string; chunks: string[] }>;
const { routePreloadScript } = require('../../packages/webpack-config/bootstrap-preload.js') as { routePreloadScript: (r: Array<[string, string[]]>) => string };

const remotes: KnownRemote[] = [
  { name: 'mfe_auth', entry: '/remotes/mfe-auth/mf-manifest.json', live: true, screens: [{ id: 'login', path: 'login', areas: ['public'] }, { id: 'profile', path: 'profile', areas: ['user', 'admin'] }] },
  { name: 'mfe_feeds', entry: '/remotes/mfe-feeds/mf-manifest.json', live: true, screens: [{ id: 'home', path: '', areas: ['user'] }] },
  { name: 'mfe_admin', entry: '/remotes/mfe-admin/mf-manifest.json', live: true, screens: [{ id: 'home', path: '', areas: ['admin'] }] },
];
const routes = buildRoutes(remotes);
const frame = routes[0]!.children!.find((r) => !r.path && r.lazy)!;
const userArea = frame.children!.find((r) => r.path === AREA_ROOT.user)!;
const adminArea = frame.children!.find((r) => r.path === AREA_ROOT.admin)!;
/** The route each chunk name is the lazy part of (their imports' webpackChunkName, checked below). */
const routeOf: Record<string, RouteObject> = { 'app-frame': frame, 'user-area': userArea, 'admin-area': adminArea };

const PATHS = ['/', '/terms', '/terms/', '/privacy', '/terms-of-use', '/login', '/register', '/nowhere', '/dashboard', '/dashboard/', '/dashboard/image-generate', '/dashboard/x/y', '/dashboardx', '/admin', '/admin/login', '/admin/dashboard', '/admin/dashboard/users', '/admin/dashboards'];
const matching = (p: string) => rules.filter((r) => new RegExp(r.path).test(p)).flatMap((r) => r.chunks);

test.each(PATHS)('%s preloads the lazy route chunks its route renders, and no other', (p) => {
  const rendered = new Set((matchRoutes(routes, p) ?? []).map((m) => m.route));
  for (const [chunk, route] of Object.entries(routeOf)) expect([chunk, matching(p).includes(chunk)]).toEqual([chunk, rendered.has(route)]);
  // The profile request's module: with an area's layout, never without (bootstrap.tsx imports it on an area's page).
  expect(matching(p).includes('profile-prefetch')).toBe(rendered.has(userArea) || rendered.has(adminArea));
});

test('each chunk name is the webpackChunkName of the import it stands for', () => {
  const src = (f: string) => fs.readFileSync(path.join(__dirname, '..', 'src', f), 'utf8');
  const imports: Record<string, [string, string]> = {
    'app-frame': ['routes.tsx', './areas/AppFrame'],
    'user-area': ['routes.tsx', './areas/UserArea'],
    'admin-area': ['routes.tsx', './areas/AdminArea'],
    'profile-prefetch': ['bootstrap.tsx', './guards/prefetch-profile'],
  };
  expect(new Set(rules.flatMap((r) => r.chunks))).toEqual(new Set(Object.keys(imports)));
  for (const [name, [file, module]] of Object.entries(imports)) expect(src(file)).toContain(`import(/* webpackChunkName: "${name}" */ '${module}')`);
});

test('the inline script adds one preload per file for the path it runs at, a stylesheet as a style', () => {
  const run = (pathname: string) => {
    const added: Array<{ rel: string; as: string; href: string }> = [];
    const document = { createElement: () => ({}) as { rel: string; as: string; href: string }, head: { appendChild: (l: (typeof added)[number]) => added.push(l) } };
    new Function('location', 'document', routePreloadScript([['^/(?!$)', ['/a.js', '/a.css']], ['^/dashboard(?:/|$)', ['/a.js', '/b.js']]]))({ pathname }, document);
    return added.map((l) => `${l.rel} ${l.as} ${l.href}`);
  };
  expect(run('/')).toEqual([]);
  expect(run('/login')).toEqual(['preload script /a.js', 'preload style /a.css']);
  expect(run('/dashboard/x')).toEqual(['preload script /a.js', 'preload style /a.css', 'preload script /b.js']);
});
