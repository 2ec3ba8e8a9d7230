// How the shell and a remote meet. Each remote's container `mfe_<name>` exposes `./App`, whose
// default export is a component taking RemoteAppProps and rendering descendant <Routes> with
// paths relative to where the shell mounted it. The shell owns the top-level path → remote table.
export type Area = 'public' | 'user' | 'admin';

export interface RemoteAppProps {
  /** Which part of the product the remote is mounted in. */
  area: Area;
}

/** One entry of /remotes.json (served by the gateway, or a ConfigMap in Kubernetes). */
export interface RemoteEntry {
  /** Module Federation container name, e.g. "mfe_auth". */
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
}
export interface RemotesFile {
  remotes: RemoteEntry[];
}
