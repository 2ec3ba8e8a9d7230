// Turns a contract route path plus `{ params, query }` into the URL path the client requests.
/** `/users/models/:type` + { type: 'inpaint' } → `/users/models/inpaint`, plus the query string. */
export function buildPath(path: string, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(params[name]));
  });
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) qs.set(k, String(v));
  const q = qs.toString();
  return q ? `${filled}?${q}` : filled;
}
