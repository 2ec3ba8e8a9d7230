// Rate limits: a global per-IP budget over every route together, and one shared per-IP budget for
// all /api/auth/* routes together (groupId), so guessing passwords or codes is slow whichever
// route is used. The built web app's files are outside the global budget (`exempt`, web.routes.ts
// isBuildAsset): one page load fetches dozens of them, so a few visits from one address — an office
// behind one NAT, or the browser suite under load — used it up and the next chunk came back 429,
// which breaks the app (a chunk that fails to load is a route error). The plugin's LocalStore keeps
// one counter table per route, which would make both budgets per route; SharedStore keeps one table
// for the whole process instead.
// Headers: only an answer over a budget says so — 429 with Retry-After and the plugin's
// x-ratelimit-limit/-remaining/-reset. Under the budget no x-ratelimit-* header is sent: the spec
// asks for none, our own frontends are the clients and read none, and the three headers were
// Node's header work on every answer (issue 12's plumbing; docs/api.md "Limits").
// The exemption of the build's files is put on their routes only (registerRateLimit's `exempt`), so every other
// request's limit runs no allow-list check (an await and a look at the route per request).
// Order: the limiter is a route's first onRequest hook, so every request is counted, also one a guard
// refuses (login required, the role check, CSRF, the upload budget). The plugin appends its hook
// after the route's own, and a flood of unauthenticated calls to signed-in routes went uncounted;
// the guards added later go after it (addGuard).
// Under the budget, synchronously (issue 12's fourth pass): on the /api routes whose budget is plain
// (the global one, or the auth routes' shared one), a request from an IPv4 address that stays within
// the budget is counted in the same table, under the key the plugin would use, by a synchronous hook
// (underBudgetFirst); every other request — the one over the budget, an IPv6 client — goes to the
// plugin's hook, which counts it and answers the 429 as before. The plugin's hook is asynchronous
// (a promise chain and microtask turns on every request): ~5 µs of a cached read's ~50 µs of CPU.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler, RouteOptions } from 'fastify';
import { GATEWAY_MSG } from '@atelier/contracts';
import { isApiPath } from './edge-headers';
import { HttpError } from './errors';

export const WINDOW_MS = 60_000;
/** Distinct clients remembered; the oldest entries go first (memory stays bounded under a flood). */
const MAX_KEYS = 50_000;

interface Counter {
  current: number;
  startMs: number;
}

/** Fixed-window counters keyed by client (+ group), shared by every route. */
export class SharedStore {
  private readonly counters: Map<string, Counter>;

  constructor(_options?: unknown, counters?: Map<string, Counter>) {
    this.counters = counters ?? new Map();
  }

  incr(key: string, cb: (err: Error | null, res: { current: number; ttl: number }) => void, timeWindow: number): void {
    const now = Date.now();
    const c = this.counter(key, timeWindow, now);
    c.current += 1;
    cb(null, { current: c.current, ttl: c.startMs + timeWindow - now });
  }

  /** Counts one request and says true when it stays within `max`; says false and counts nothing
   *  when it would be over (the plugin's `incr` then counts it and answers the 429). */
  countUnder(key: string, timeWindow: number, max: number): boolean {
    const c = this.counter(key, timeWindow, Date.now());
    if (c.current >= max) return false;
    c.current += 1;
    return true;
  }

  /** The key's counter in its current window (a new one once the last window is over). */
  private counter(key: string, timeWindow: number, now: number): Counter {
    let c = this.counters.get(key);
    if (!c || c.startMs + timeWindow <= now) {
      c = { current: 0, startMs: now };
      this.counters.delete(key);
      this.counters.set(key, c);
      if (this.counters.size > MAX_KEYS) this.counters.delete(this.counters.keys().next().value!);
    }
    return c;
  }

  /** Per-route stores share this one's table. */
  child(): SharedStore {
    return new SharedStore(undefined, this.counters);
  }
}

/** Marks a route's rate-limit hook (first among its onRequest hooks; addGuard keeps it first). */
const LIMITER = Symbol('atelier.rateLimit');
type Hook = onRequestHookHandler & { [LIMITER]?: true };
const hooksOf = (route: RouteOptions): Hook[] => [route.onRequest ?? []].flat() as Hook[];

/** Puts a guard first among a route's onRequest hooks, after the rate limiter's (see the header). */
export function addGuard(route: RouteOptions, guard: onRequestHookHandler): void {
  const hooks = hooksOf(route);
  const at = hooks.filter((h) => h[LIMITER]).length;
  route.onRequest = [...hooks.slice(0, at), guard, ...hooks.slice(at)];
}

export function authRateLimit(max: number) {
  return { max, timeWindow: WINDOW_MS, groupId: 'auth' };
}

/** Informational headers under the budget: none (the 429's own headers are the plugin's default). */
export const HEADERS_UNDER_BUDGET = { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false } as const;

/**
 * `exempt.request` decides per request on the routes `exempt.route` picks by URL (the built files'
 * routes): those get it as their own allow-list; every other route is limited with no allow-list to consult.
 * Route-level settings are merged over the global ones, and SharedStore keeps one table, so the
 * budget is the same global one.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  max: number,
  exempt?: { route: (url: string) => boolean; request: (request: FastifyRequest) => boolean },
): Promise<void> {
  // Before the plugin's own onRoute hook (added below): how many onRequest hooks the route has of its own.
  const ownHooks = new WeakMap<RouteOptions, number>();
  app.addHook('onRoute', (route: RouteOptions) => {
    ownHooks.set(route, hooksOf(route).length);
    // The plugin's onRoute reads config.rateLimit: the build's files get their allow-list.
    if (exempt && route.config?.rateLimit === undefined && exempt.route(route.url)) {
      route.config = { ...route.config, rateLimit: { allowList: exempt.request } };
    }
  });
  // One table for the plugin's stores (every route's is a child of the first) and the synchronous hooks.
  const counters = new Map<string, Counter>();
  const table = new SharedStore(undefined, counters);
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: WINDOW_MS,
    store: class extends SharedStore {
      constructor(options?: unknown) {
        super(options, counters);
      }
    } as never,
    addHeadersOnExceeding: HEADERS_UNDER_BUDGET,
    // Thrown into the error handler, which answers in the one error format.
    errorResponseBuilder: () => new HttpError(429, GATEWAY_MSG.tooManyRequests),
  });
  // After it: the hook it appended (none on a route with rateLimit: false) goes first; on the /api
  // routes with a plain budget, behind the synchronous count under the budget.
  app.addHook('onRoute', (route: RouteOptions) => {
    const own = ownHooks.get(route);
    const hooks = hooksOf(route);
    if (own === undefined || hooks.length === own) return;
    let limiter = hooks.slice(own);
    const budget = plainBudget(route, max);
    if (limiter.length === 1 && budget && isApiPath(route.url)) limiter = [underBudgetFirst(table, budget, limiter[0]!)];
    for (const h of limiter) h[LIMITER] = true;
    route.onRequest = [...limiter, ...hooks.slice(0, own)];
  });
}

/** A budget the synchronous count can keep exactly as the plugin does. */
interface PlainBudget {
  max: number;
  timeWindow: number;
  /** The plugin appends a route's groupId to the client's key (one budget for the group's routes). */
  group: string;
}

/** The route's budget when it is plain: the global one, or a limit of its own made of nothing but
 *  max, timeWindow and groupId (the auth routes' authRateLimit); anything else (an allow-list, a
 *  key generator) is the plugin's alone. */
function plainBudget(route: RouteOptions, globalMax: number): PlainBudget | undefined {
  const own: unknown = route.config?.rateLimit;
  if (own === undefined) return { max: globalMax, timeWindow: WINDOW_MS, group: '' };
  if (typeof own !== 'object' || own === null) return undefined;
  const { max, timeWindow, groupId, ...rest } = own as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !Number.isInteger(max) || !Number.isInteger(timeWindow)) return undefined;
  if (groupId !== undefined && typeof groupId !== 'string') return undefined;
  return { max: max as number, timeWindow: timeWindow as number, group: groupId ?? '' };
}

/**
 * A route's budget as a hook, synchronous for a request that stays within it: counted in `table`
 * under the plugin's own key for the request (its address as given, lower-cased — what the
 * plugin's key generator gives for any address that is not IPv6 — then the route's groupId) and
 * passed on. Every other request goes to `plugin`, the plugin's hook: one over the budget (not
 * counted here, so the plugin counts it once and answers 429 with its headers, as on every other
 * route) and an IPv6 client (the plugin keys it by its subnet). Only on /api routes: none of them
 * hands its request to the not-found handler, whose limit would count it again (the plugin marks a
 * request it counted; this does not).
 */
function underBudgetFirst(table: SharedStore, { max, timeWindow, group }: PlainBudget, plugin: Hook): onRequestHookHandler {
  return function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const ip = request.ip;
    if (!ip.includes(':') && table.countUnder(ip.toLowerCase() + group, timeWindow, max)) return done();
    (plugin as unknown as (this: FastifyInstance, req: FastifyRequest, rep: FastifyReply) => Promise<unknown>).call(this, request, reply).then(() => done(), done);
  };
}
