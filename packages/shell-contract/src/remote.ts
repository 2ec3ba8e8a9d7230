// How the shell and a remote meet. Each remote's container `mfe_<name>` exposes `./App`, whose
// default export takes RemoteAppProps and draws the screen the shell asks for. Which screens a
// remote has — their paths, areas and menu entries — is the remote's own screens manifest
// (mfe-x/src/screens.json, emitted as dist/screens.json next to mf-manifest.json); the shell reads
// it at runtime through /remotes.json and builds its routes and side menus from it.
//
// The manifest rules (its file name, remote name, screen id and path patterns, areas and their roots) live in manifest-rules.json
// beside this file, the one home that the shell (here), the build step
// (packages/webpack-config/screens-manifest.js, plain CommonJS) and the gateway's REMOTES_JSON check
// (svc-gateway/src/web/web.routes.ts) all read; JSON because the build step cannot import TS.
import rules from './manifest-rules.json';

/** The manifest's file name: src/<it> in a remote's source, <it> next to mf-manifest.json once built. */
export const SCREENS_FILE = rules.screensFile;

export type Area = 'public' | 'user' | 'admin';
export const AREAS = rules.areas as readonly Area[];
/** A Module Federation container name of a remote: `mfe_<name>`. */
export const REMOTE_NAME = new RegExp(rules.remoteName);
/** A screen id (unique within its remote). */
export const SCREEN_ID = new RegExp(rules.screenId);
/** A relative route path: segments of letters, digits, '-', or a `:param`; '' is the area home. */
export const SCREEN_PATH = new RegExp(rules.screenPath, rules.screenPathFlags);
/** Where each area's screens live; a screen's `path` is relative to its area root. */
export const AREA_ROOT = rules.areaRoots as Readonly<Record<Area, string>>;

/** Absolute path of a screen in an area ('' → the area root). */
export function screenHref(area: Area, path: string): string {
  const root = AREA_ROOT[area];
  if (!path) return root;
  return root === '/' ? `/${path}` : `${root}/${path}`;
}

export interface RemoteAppProps {
  /** Which part of the product the remote is mounted in. */
  area: Area;
  /** The `id` of the manifest screen to draw. The shell mounts each screen at `<path>/*`, so the
   *  screen's own descendant <Routes> are relative to its path. */
  screen: string;
}

/** A lucide icon's node data (`[tag, attributes][]`), serialised at build time so the shell can
 *  draw any icon a remote names without bundling the icon set. */
export type IconNode = [tag: string, attrs: Record<string, string>][];

/** A side-menu entry of a screen. Entries with the same `group` form one menu section; sections
 *  and entries are sorted by `order` (a section by its smallest entry). */
export interface ScreenMenu<Icon = IconNode> {
  label: string;
  group: string;
  order: number;
  icon?: Icon;
  /** Opens in a new tab (the admin queue). */
  newTab?: boolean;
}

/** An entry of the header's account menu ("My Account": Profile, Change-Password, ...) that a
 *  screen publishes, so the shell links to a remote's pages without knowing their paths. Sorted by
 *  `order` across all remotes; Log out is the shell's own and always comes last. */
export interface AccountMenuLink<Icon = IconNode> {
  label: string;
  /** Relative to the screen's path ('' = the screen itself, 'change-password' = a sub-page). */
  path: string;
  order: number;
  icon?: Icon;
}

export interface ScreenEntry<Icon = IconNode> {
  /** What the shell passes back as RemoteAppProps.screen; unique within the remote. */
  id: string;
  /** Relative to the area root ('' = the area's home, `/dashboard`); may hold `:params`. */
  path: string;
  /** The areas it is mounted in (mfe_auth's account pages are in 'user' and 'admin'). */
  areas: Area[];
  menu?: ScreenMenu<Icon>;
  /** Entries of the account menu in each of the screen's areas. */
  accountMenu?: AccountMenuLink<Icon>[];
}

/** dist/screens.json of a remote (and the `screens` inlined into /remotes.json). */
export interface ScreensFile<Icon = IconNode> {
  screens: ScreenEntry<Icon>[];
}
/** A remote's source manifest (src/screens.json): icons by lucide name, e.g. "ImagePlus". */
export type ScreensSource = ScreensFile<string>;

/** One entry of /remotes.json (served by the gateway, or a ConfigMap in Kubernetes). */
export interface RemoteEntry {
  /** Module Federation container name, e.g. "mfe_auth". */
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  /** The remote's screens, when the server could read them (the gateway inlines its dist's
   *  screens.json); without them the shell fetches screens.json next to `entry`. */
  screens?: ScreenEntry[];
}
export interface RemotesFile {
  remotes: RemoteEntry[];
}
