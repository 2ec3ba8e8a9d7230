// The remotes' screens as the shell knows them: parsing /remotes.json and each remote's
// screens.json (nothing from the network is trusted as-is), merging them with the last known copy
// cached in localStorage, and turning the result into side-menu groups. Pure functions: no fetch,
// no React, so the rules are unit-tested (tests/screens-manifest.test.ts).
import { AREAS, REMOTE_NAME as NAME, SCREEN_ID as ID, SCREEN_PATH as PATH, SCREENS_FILE, screenHref, type AccountMenuLink, type Area, type IconNode, type RemoteEntry, type ScreenEntry, type ScreenMenu } from '@atelier/shell-contract';

/** A remote as the shell routes to it: where it lives, its screens, and whether those screens
 *  came fresh from the server (`live`) or from the cache because the remote could not be reached. */
export interface KnownRemote {
  name: string;
  entry: string;
  screens: ScreenEntry[];
  live: boolean;
}

/** The SVG elements lucide icons are drawn with; anything else in an icon is dropped. */
const ICON_TAGS = new Set(['path', 'circle', 'rect', 'line', 'polyline', 'polygon', 'ellipse']);
const ICON_ATTR = /^[a-z][a-z-]*$/i;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, max = 80): v is string => typeof v === 'string' && v.trim().length > 0 && v.length <= max;

/** Keeps an icon only when every node is a plain shape with string attributes (no handlers). */
export function parseIconNode(v: unknown): IconNode | undefined {
  if (!Array.isArray(v) || v.length === 0) return undefined;
  const nodes: IconNode = [];
  for (const node of v) {
    if (!Array.isArray(node) || typeof node[0] !== 'string' || !ICON_TAGS.has(node[0]) || !isRecord(node[1])) return undefined;
    const attrs = Object.entries(node[1]);
    if (!attrs.every(([k, val]) => ICON_ATTR.test(k) && !/^on/i.test(k) && typeof val === 'string')) return undefined;
    nodes.push([node[0], Object.fromEntries(attrs) as Record<string, string>]);
  }
  return nodes;
}

function parseMenu(v: unknown): ScreenMenu | undefined {
  if (!isRecord(v) || !isText(v.label) || !isText(v.group) || typeof v.order !== 'number' || !Number.isFinite(v.order)) return undefined;
  const icon = parseIconNode(v.icon);
  return { label: v.label, group: v.group, order: v.order, ...(icon ? { icon } : {}), ...(v.newTab === true ? { newTab: true } : {}) };
}

function parseAccountLink(v: unknown): AccountMenuLink | undefined {
  if (!isRecord(v) || !isText(v.label) || typeof v.path !== 'string' || !PATH.test(v.path) || v.path.includes(':')) return undefined;
  if (typeof v.order !== 'number' || !Number.isFinite(v.order)) return undefined;
  const icon = parseIconNode(v.icon);
  return { label: v.label, path: v.path, order: v.order, ...(icon ? { icon } : {}) };
}

function parseScreen(v: unknown): ScreenEntry | undefined {
  if (!isRecord(v) || typeof v.id !== 'string' || !ID.test(v.id) || typeof v.path !== 'string' || !PATH.test(v.path)) return undefined;
  const areas = Array.isArray(v.areas) ? AREAS.filter((a) => (v.areas as unknown[]).includes(a)) : [];
  if (!areas.length) return undefined;
  // The public area has no home screen of its own: `/` is the shell's landing page.
  if (v.path === '' && areas.includes('public')) return undefined;
  const menu = v.menu === undefined ? undefined : parseMenu(v.menu);
  if (v.menu !== undefined && !menu) return undefined;
  // A bad account-menu link is dropped alone; the screen itself still routes.
  const accountMenu = Array.isArray(v.accountMenu) ? v.accountMenu.map(parseAccountLink).filter((l): l is AccountMenuLink => !!l) : [];
  return { id: v.id, path: v.path, areas, ...(menu ? { menu } : {}), ...(accountMenu.length ? { accountMenu } : {}) };
}

/** The well-formed screens of a screens.json body (or an inlined `screens` array); a bad screen is
 *  dropped alone, and so is a later screen repeating an id. `undefined` when there is no list. */
export function parseScreens(body: unknown): ScreenEntry[] | undefined {
  const list = Array.isArray(body) ? body : isRecord(body) ? body.screens : undefined;
  if (!Array.isArray(list)) return undefined;
  const seen = new Set<string>();
  const out: ScreenEntry[] = [];
  for (const raw of list) {
    const screen = parseScreen(raw);
    if (!screen || seen.has(screen.id)) continue;
    seen.add(screen.id);
    out.push(screen);
  }
  return out;
}

/** Keeps only well-formed entries: a bad line in the file must not take the others down. */
export function parseRemotesFile(body: unknown): RemoteEntry[] {
  const list = isRecord(body) ? body.remotes : undefined;
  if (!Array.isArray(list)) return [];
  const out: RemoteEntry[] = [];
  for (const r of list) {
    if (!isRecord(r) || typeof r.name !== 'string' || !NAME.test(r.name) || typeof r.entry !== 'string' || !r.entry) continue;
    if (out.some((o) => o.name === r.name)) continue;
    const screens = parseScreens(r.screens);
    out.push({ name: r.name, entry: r.entry, ...(screens ? { screens } : {}) });
  }
  return out;
}

/** screens.json lives next to the remote's mf-manifest.json / remoteEntry.js. */
export function screensUrl(entry: string, base: string): string {
  return new URL(SCREENS_FILE, new URL(entry, base)).href;
}

// ---- the last known manifest (localStorage) ----

export const CACHE_KEY = 'atelier.remotes.v1';

export interface CachedRegistry {
  remotes: { name: string; entry: string; screens: ScreenEntry[] }[];
}

export function readCache(storage: Pick<Storage, 'getItem'> | undefined): CachedRegistry {
  try {
    const raw = storage?.getItem(CACHE_KEY);
    const remotes = parseRemotesFile(raw ? JSON.parse(raw) : null);
    return { remotes: remotes.map((r) => ({ name: r.name, entry: r.entry, screens: r.screens ?? [] })) };
  } catch {
    return { remotes: [] };
  }
}

export function writeCache(storage: Pick<Storage, 'setItem'> | undefined, remotes: KnownRemote[]): void {
  const body: CachedRegistry = { remotes: remotes.map(({ name, entry, screens }) => ({ name, entry, screens })) };
  try {
    storage?.setItem(CACHE_KEY, JSON.stringify(body));
  } catch {
    // Storage full or disabled: the shell still works, it just cannot remember a down remote.
  }
}

/**
 * The remotes to route to. `registry` is /remotes.json (null when it could not be read: then the
 * cached registry stands in for it); `fetched` holds the screens read from remotes' own hosts for
 * entries without inline screens (undefined = unreachable). A remote whose screens could not be
 * read keeps its cached screens and is marked not live, so its menu entries stay (as unavailable)
 * instead of vanishing. A remote no longer in the registry is dropped.
 */
export function mergeRegistry(registry: RemoteEntry[] | null, fetched: Record<string, ScreenEntry[] | undefined>, cache: CachedRegistry): KnownRemote[] {
  const cached = new Map(cache.remotes.map((r) => [r.name, r]));
  const entries: RemoteEntry[] = registry ?? cache.remotes.map(({ name, entry }) => ({ name, entry }));
  return entries.map(({ name, entry, screens }) => {
    const fresh = screens ?? fetched[name];
    if (fresh) return { name, entry, screens: fresh, live: true };
    return { name, entry, screens: cached.get(name)?.screens ?? [], live: false };
  });
}

// ---- side menus ----

export interface NavItem {
  label: string;
  /** Absolute path (/dashboard/image-generate). */
  to: string;
  icon?: IconNode;
  /** The area's home: highlighted on this exact path only, not on its children. */
  end: boolean;
  newTab: boolean;
  /** The remote that draws it (its availability greys the entry out). */
  remote: string;
}
export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** The side menu of an area: every menu entry of every remote, grouped by `group`; groups and
 *  entries by `order` (a group by its smallest entry, ties by label). Screens with `:params` have
 *  no menu entry of their own (there is nothing to link to without the parameter). */
export function buildNav(remotes: KnownRemote[], area: Area): NavGroup[] {
  const items: { item: NavItem; order: number; group: string }[] = [];
  for (const r of remotes) {
    for (const s of r.screens) {
      if (!s.menu || !s.areas.includes(area) || s.path.includes(':')) continue;
      const item: NavItem = { label: s.menu.label, to: screenHref(area, s.path), end: s.path === '', newTab: s.menu.newTab === true, remote: r.name };
      if (s.menu.icon) item.icon = s.menu.icon;
      items.push({ item, order: s.menu.order, group: s.menu.group });
    }
  }
  items.sort((a, b) => a.order - b.order || a.item.label.localeCompare(b.item.label));
  const groups = new Map<string, NavGroup>();
  for (const { item, group } of items) {
    const g = groups.get(group) ?? { label: group, items: [] };
    g.items.push(item);
    groups.set(group, g);
  }
  // Items are already in order, so each group's first item is its smallest: Map keeps that order.
  return [...groups.values()];
}

// ---- the account menu ----

export interface AccountMenuItem {
  label: string;
  /** Absolute path (/dashboard/account/change-password). */
  to: string;
  icon?: IconNode;
  remote: string;
}

/** The header's account menu of an area: every remote's `accountMenu` links of the screens mounted
 *  in that area, by `order` (ties by label). The shell adds Log out itself. */
export function buildAccountMenu(remotes: KnownRemote[], area: Area): AccountMenuItem[] {
  const items: { item: AccountMenuItem; order: number }[] = [];
  for (const r of remotes) {
    for (const s of r.screens) {
      if (!s.accountMenu || !s.areas.includes(area) || s.path.includes(':')) continue;
      for (const l of s.accountMenu) {
        const sub = [s.path, l.path].filter(Boolean).join('/');
        const item: AccountMenuItem = { label: l.label, to: screenHref(area, sub), remote: r.name };
        if (l.icon) item.icon = l.icon;
        items.push({ item, order: l.order });
      }
    }
  }
  items.sort((a, b) => a.order - b.order || a.item.label.localeCompare(b.item.label));
  return items.map(({ item }) => item);
}
