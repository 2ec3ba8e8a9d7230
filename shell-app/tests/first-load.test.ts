// What the first page downloads (issue 12's page weight): the modules the shell's bootstrap reaches
// through static imports must not include the shared ui-kit barrel, the API client (zod and the
// contracts' schemas), TanStack Query or Table, or the form libraries — those arrive with the lazy
// app frame and the screens that use them. And the route table's screens only render inside that
// frame, which provides the component that mounts a remote.
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RouteObject } from 'react-router-dom';
import { ScreenSlot, ScreenSlotContext, type ScreenProps } from '../src/federation/screen-slot';
import type { KnownRemote } from '../src/federation/screens-manifest';
import { buildRoutes } from '../src/routes';

const SRC = path.join(__dirname, '..', 'src');
const UI_KIT_SRC = path.join(__dirname, '..', '..', 'packages', 'ui-kit', 'src');

/** Bare specifiers reached from `file` through static (non-type) imports and re-exports,
 *  following the shell's own files and deep imports into ui-kit's sources. */
function eagerPackages(file: string, seen = new Set<string>(), found = new Set<string>()): Set<string> {
  if (seen.has(file)) return found;
  seen.add(file);
  const code = fs.readFileSync(file, 'utf8');
  for (const m of code.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
    if (m[1]) continue;
    const spec = m[2];
    if (spec.endsWith('.css') || spec.endsWith('.json')) continue;
    const local = spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : spec.startsWith('@atelier/ui-kit/src/') ? path.join(UI_KIT_SRC, spec.slice('@atelier/ui-kit/src/'.length)) : null;
    if (!local) {
      found.add(spec);
      continue;
    }
    const resolved = ['.tsx', '.ts', '/index.ts'].map((ext) => local + ext).find((f) => fs.existsSync(f));
    if (!resolved) throw new Error(`${file}: cannot resolve ${spec}`);
    eagerPackages(resolved, seen, found);
  }
  return found;
}

test('the bootstrap reaches none of the heavy shared packages through static imports', () => {
  const eager = eagerPackages(path.join(SRC, 'bootstrap.tsx'));
  // The walk is real: it does reach the router and the federation runtime.
  expect(eager).toContain('react-router-dom');
  expect(eager).toContain('@module-federation/enhanced/runtime');
  for (const heavy of ['@atelier/ui-kit', '@atelier/ui-kit/src/widgets', '@atelier/api-client', '@tanstack/react-query', '@tanstack/react-table', 'react-hook-form', '@radix-ui/react-dropdown-menu', '@radix-ui/react-toast']) {
    expect(eager).not.toContain(heavy);
  }
});

const remotes: KnownRemote[] = [
  { name: 'mfe_auth', entry: '/remotes/mfe-auth/mf-manifest.json', live: true, screens: [{ id: 'login', path: 'login', areas: ['public'] }] },
  { name: 'mfe_feeds', entry: '/remotes/mfe-feeds/mf-manifest.json', live: true, screens: [{ id: 'home', path: '', areas: ['user'] }] },
];

test('the landing page is eager; every remote screen sits under the lazy app frame', () => {
  const [root] = buildRoutes(remotes);
  const children = root.children ?? [];
  const landing = children.find((r) => r.path === '/');
  expect(landing?.element).toBeTruthy();
  expect(landing?.lazy).toBeUndefined();
  const frame = children.find((r) => !r.path && r.lazy) as RouteObject;
  expect(frame).toBeDefined();
  const screens: ScreenProps[] = [];
  const walk = (rs: RouteObject[]) =>
    rs.forEach((r) => {
      const el = r.element as { type?: unknown; props?: ScreenProps } | undefined;
      if (el?.type === ScreenSlot) screens.push(el.props!);
      walk(r.children ?? []);
    });
  walk(frame.children ?? []);
  expect(screens.map((s) => `${s.name}:${s.area}:${s.screen}`).sort()).toEqual(['mfe_auth:public:login', 'mfe_feeds:user:home']);
  // Nothing outside the frame mounts a remote.
  const outside: ScreenProps[] = [];
  const walkOutside = (rs: RouteObject[]) => rs.forEach((r) => r !== frame && ((r.element as { type?: unknown })?.type === ScreenSlot ? outside.push(r.element as never) : walkOutside(r.children ?? [])));
  walkOutside(children);
  expect(outside).toEqual([]);
});

test('a screen renders the component the frame provides, and refuses to render without it', () => {
  const Fake = (p: ScreenProps) => createElement('div', { 'data-screen': `${p.name}/${p.area}/${p.screen}` });
  const slot = createElement(ScreenSlot, { name: 'mfe_auth', area: 'public', screen: 'login' });
  expect(renderToStaticMarkup(createElement(ScreenSlotContext.Provider, { value: Fake }, slot))).toBe('<div data-screen="mfe_auth/public/login"></div>');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => renderToStaticMarkup(slot)).toThrow(/outside the app frame/);
});
