// The typed client for the gateway's REST contract (packages/contracts routes; it checks nothing of
// an answer's shape, so it needs only their addresses). Cookies are always
// sent; state-changing calls echo the CSRF cookie in a header; an expired access cookie is
// refreshed once, transparently. Every failure becomes an ApiError carrying the server's msg.
import ky, { HTTPError, type KyInstance } from 'ky';
// Addresses only, from their own zod-free file: the barrel's route table carries every schema.
import { API_BASE, CSRF_COOKIE, CSRF_HEADER, EXTRA_PATHS, ROUTE_ADDRESSES, type RouteAddress } from '@atelier/contracts/src/route-addresses';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteName } from '@atelier/contracts';
import { ApiError } from './api-error';
import { buildPath } from './build-path';


function readCookie(name: string): string | null {
  const m = document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`));
  return m ? decodeURIComponent(m[1]) : null;
}

/** A route with path params or a query takes ONE argument `{ params, query, body }`; others take the body (if any). */
export type CallArgs<N extends RouteName> = ParamsOf<N> extends undefined
  ? QueryOf<N> extends undefined
    ? BodyOf<N> extends undefined
      ? []
      : [BodyOf<N>]
    : [{ query?: QueryOf<N> }?]
  : [{ params: ParamsOf<N>; query?: QueryOf<N>; body?: BodyOf<N> }];

type Parts = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

export interface ApiClient {
  call<N extends RouteName>(name: N, ...args: CallArgs<N>): Promise<ResponseOf<N>>;
  /** For routes outside the table (added by later features); path is relative to the API base. */
  raw<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** Absolute URL of an API path (e.g. for window.location navigation to Google sign-in). */
  url(path: string): string;
}

export function createApiClient(base: string = API_BASE): ApiClient {
  const http: KyInstance = ky.create({ prefixUrl: base, credentials: 'include', retry: 0, timeout: 30_000 });
  let csrfReady: Promise<void> | null = null;
  let refreshing: Promise<boolean> | null = null;

  const ensureCsrf = () => {
    if (readCookie(CSRF_COOKIE)) return Promise.resolve();
    csrfReady ??= http.get(EXTRA_PATHS.csrf.slice(1)).then(() => undefined).finally(() => (csrfReady = null));
    return csrfReady;
  };
  const refresh = () => {
    refreshing ??= ensureCsrf()
      .then(() => http.post(EXTRA_PATHS.refresh.slice(1), { headers: { [CSRF_HEADER]: readCookie(CSRF_COOKIE) ?? '' } }))
      .then(() => true, () => false)
      .finally(() => (refreshing = null));
    return refreshing;
  };

  async function send<T>(method: string, path: string, body: unknown, retried = false): Promise<T> {
    const mutating = method !== 'GET';
    if (mutating) await ensureCsrf();
    try {
      return await http(path.replace(/^\//, ''), {
        method,
        json: mutating ? (body ?? {}) : undefined,
        headers: mutating ? { [CSRF_HEADER]: readCookie(CSRF_COOKIE) ?? '' } : undefined,
      }).json<T>();
    } catch (e) {
      if (e instanceof HTTPError) {
        if (e.response.status === 401 && !retried && !path.startsWith('/auth/') && (await refresh())) {
          return send<T>(method, path, body, true);
        }
        const data = await e.response.json().catch(() => null) as { msg?: unknown } | null;
        throw new ApiError(e.response.status, typeof data?.msg === 'string' ? data.msg : null);
      }
      throw new ApiError(0, null);
    }
  }

  return {
    call: (name, ...args) => {
      const route: RouteAddress = ROUTE_ADDRESSES[name];
      if (!route.parts) return send(route.method, route.path, args[0]);
      const parts = (args[0] ?? {}) as Parts;
      return send(route.method, buildPath(route.path, parts.params, parts.query), parts.body);
    },
    raw: (method, path, body) => send(method, path, body),
    url: (path) => `${base}${path}`,
  };
}

/** The client every screen uses (same origin as the shell; the gateway serves /api). */
export const api = createApiClient();
